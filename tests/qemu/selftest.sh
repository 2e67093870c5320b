#!/usr/bin/env bash
# The guest runner fails closed: a failing test, a hung guest and a kernel crash each fail the
# run with their own exit status and message; a passing test passes.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=${RADAR_BUILD_DIR:-$(dirname "$(dirname "$here")")/build}
tmp=$(mktemp -d "$build/qemu-selftest.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
printf '#!/bin/bash\necho guest says hi\nexit 0\n' >"$tmp/pass.sh"
printf '#!/bin/bash\necho failing on purpose\nexit 3\n' >"$tmp/fail.sh"
printf '#!/bin/bash\nsleep 1000\n' >"$tmp/hang.sh"
printf '#!/bin/bash\necho c > /proc/sysrq-trigger\nsleep 5\n' >"$tmp/crash.sh"
bad=0
expect() {
	local want_rc=$1 want_msg=$2 name=$3 rc
	shift 3
	"$here/run" --name "selftest-$name" --log "$tmp/log" "$@" 2>"$tmp/err" >"$tmp/out"
	rc=$?
	if [ "$rc" -ne "$want_rc" ] || ! grep -q -- "$want_msg" "$tmp/err" "$tmp/out"; then
		echo "FAIL: run $* gave status $rc, expected $want_rc with '$want_msg':" >&2
		cat "$tmp/out" "$tmp/err" >&2
		bad=1
	else
		echo "ok: $name: status $rc, '$want_msg'"
	fi
}
expect 0 "PASS: selftest-pass" pass "$tmp/pass.sh"
expect 3 "guest test failed (exit 3)" fail "$tmp/fail.sh"
expect 124 "guest hung: killed after 20 s" hang --timeout 20 "$tmp/hang.sh"
expect 1 "WARN/BUG/oops" crash "$tmp/crash.sh"
exit $bad
