#!/usr/bin/env bash
# Every patch of the series is checkpatch.pl --strict clean. The one warning allowed is the
# generic "does MAINTAINERS need updating?" for new files, which the existing MAC80211 and
# ATH9K entries (F: net/mac80211/, F: drivers/net/wireless/ath/ath9k/) already cover.
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
tree=${RADAR_BUILD_DIR:-$top/build}/linux
[ -x "$tree/scripts/checkpatch.pl" ] || { echo "FAIL: no kernel tree at $tree (kernel/build.sh)" >&2; exit 1; }
bad=0
while read -r p; do
	out=$(cd "$tree" && perl scripts/checkpatch.pl --strict --no-tree --show-types -q "$top/kernel/patches/$p" 2>&1 |
		grep -E '^(ERROR|WARNING|CHECK):' | grep -v 'WARNING:FILE_PATH_CHANGES:')
	if [ -n "$out" ]; then
		echo "FAIL: checkpatch --strict: $p" >&2
		echo "$out" >&2
		bad=1
	else
		echo "ok: $p"
	fi
done < <(grep -v '^\s*\(#\|$\)' "$top/kernel/patches/series")
exit $bad
