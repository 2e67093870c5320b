#!/bin/sh
# One source of truth: every kernel series (kernel/*/series) creates the very same detector
# files (net/mac80211/radar_detect.[ch]), byte for byte, so that the user-space tools built from
# one of them are the detector of every tree.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
first=
for series in "$top"/kernel/*/series; do
	ver=$(basename "$(dirname "$series")")
	"$top/tools/extract-detector.sh" "$tmp/$ver" "$(dirname "$series")"
	if [ -z "$first" ]; then
		first=$ver
		continue
	fi
	if ! diff -u "$tmp/$first" "$tmp/$ver"; then
		echo "FAIL: the detector of kernel/$ver differs from kernel/$first's" >&2
		exit 1
	fi
done
[ -n "$first" ] || { echo "FAIL: no kernel series" >&2; exit 1; }
echo "ok: one detector in every series ($(cd "$top/kernel" && ls -d */ | tr -d / | tr '\n' ' '))"
