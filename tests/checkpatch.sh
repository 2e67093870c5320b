#!/usr/bin/env bash
# Every patch of the series of kernel $RADAR_KERNEL (default 6.1) is checkpatch.pl --strict
# clean, run with that tree's checkpatch. The one warning allowed is the generic "does
# MAINTAINERS need updating?" for new files, which the series' own MAINTAINERS entry and the
# existing MAC80211 and ATH9K entries cover.
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
ver=${RADAR_KERNEL:-6.1}
tree=${RADAR_BUILD_DIR:-$top/build}/$ver/linux
series=$top/kernel/$ver
[ -x "$tree/scripts/checkpatch.pl" ] || { echo "FAIL: no kernel tree at $tree (kernel/build.sh --kernel $ver)" >&2; exit 1; }
bad=0
while read -r p; do
	out=$(cd "$tree" && perl scripts/checkpatch.pl --strict --no-tree --show-types -q "$series/$p" 2>&1 |
		grep -E '^(ERROR|WARNING|CHECK):' | grep -v 'WARNING:FILE_PATH_CHANGES:')
	if [ -n "$out" ]; then
		echo "FAIL: checkpatch --strict: $ver/$p" >&2
		echo "$out" >&2
		bad=1
	else
		echo "ok: $ver/$p"
	fi
done < <(grep -v '^\s*\(#\|$\)' "$series/series")
exit $bad
