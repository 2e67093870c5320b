#!/bin/sh
# Extract net/mac80211/radar_detect.{c,h} from the kernel patch series.
#
#   tools/extract-detector.sh OUTDIR [PATCHDIR]
#
# The patch series (kernel/6.1/series by default, applied in order) is the one
# source of truth for the detector: the patches are applied with
# `git apply --include=...` to an empty directory and the two files are
# copied to OUTDIR (only rewritten when their content changed).
# RADAR_DETECTOR_SRC=<kernel tree> takes the files from a kernel tree
# instead (development).
set -eu

die() { echo "extract-detector: $*" >&2; exit 1; }

[ $# -ge 1 ] || die "usage: $0 OUTDIR [PATCHDIR]"
out=$1
here=$(cd "$(dirname "$0")" && pwd)
patches=${2:-$here/../kernel/6.1}
files="net/mac80211/radar_detect.c net/mac80211/radar_detect.h"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

if [ -n "${RADAR_DETECTOR_SRC:-}" ]; then
	for f in $files; do
		[ -f "$RADAR_DETECTOR_SRC/$f" ] || die "no $f in RADAR_DETECTOR_SRC=$RADAR_DETECTOR_SRC"
		mkdir -p "$tmp/$(dirname "$f")"
		cp "$RADAR_DETECTOR_SRC/$f" "$tmp/$f"
	done
else
	[ -f "$patches/series" ] || die "no series file in $patches"
	patches=$(cd "$patches" && pwd)
	grep -v '^[[:space:]]*\(#\|$\)' "$patches/series" >"$tmp/series" || true
	mkdir "$tmp/tree"
	while read -r p; do
		[ -f "$patches/$p" ] || die "series names $p, which is not in $patches"
		(cd "$tmp/tree" && git apply --include='net/mac80211/radar_detect.[ch]' \
			"$patches/$p") || die "cannot apply $p"
	done <"$tmp/series"
	for f in $files; do
		[ -f "$tmp/tree/$f" ] ||
			die "$f is not created by the patch series in $patches (set RADAR_DETECTOR_SRC=<kernel tree> for development)"
		mkdir -p "$tmp/$(dirname "$f")"
		cp "$tmp/tree/$f" "$tmp/$f"
	done
fi

mkdir -p "$out"
for f in $files; do
	b=$(basename "$f")
	cmp -s "$tmp/$f" "$out/$b" 2>/dev/null || cp "$tmp/$f" "$out/$b"
done
