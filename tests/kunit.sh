#!/usr/bin/env bash
# Boot the patched kernel ($RADAR_KERNEL, default 6.1) with its KUnit suites enabled and parse
# the KTAP it prints with the tree's own kunit.py. Fails when a suite fails, when no test ran, or
# when a suite we expect (arguments) did not run.
set -uo pipefail
top=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${RADAR_BUILD_DIR:-$top/build}
ver=${RADAR_KERNEL:-6.1}
log=$build/qemu-logs/kunit-$ver.log
"$top/tests/qemu/run" --kunit --name "kunit-$ver" --log "$log" --timeout 600 /bin/true || exit $?
python3 "$build/$ver/linux/tools/testing/kunit/kunit.py" parse "$log" || {
	echo "FAIL: kunit: a KUnit test failed or none ran (console: $log)" >&2
	exit 1
}
for suite in "$@"; do
	grep -q "^ *# Subtest: $suite\$" "$log" || {
		echo "FAIL: kunit: suite $suite did not run (not built in? console: $log)" >&2
		exit 1
	}
done
