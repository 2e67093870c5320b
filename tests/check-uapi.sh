#!/bin/sh
# Check that the nl80211 uapi header user space builds against
# (include/uapi/linux/nl80211.h in this repository) is an exact copy of the
# one in the patched kernel tree.
#
#   tests/check-uapi.sh [KERNEL_TREE]     (default: $RADAR_BUILD_DIR/linux, i.e. build/linux)
#
# Exits 0 when identical, 1 (and prints the diff) when they differ, 2 when a
# file is missing.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
tree=${1:-${RADAR_BUILD_DIR:-$(cd "$(dirname "$0")/.." && pwd)/build}/linux}
ours=$here/include/uapi/linux/nl80211.h
theirs=$tree/include/uapi/linux/nl80211.h
for f in "$ours" "$theirs"; do
	if [ ! -f "$f" ]; then
		echo "check-uapi: missing $f" >&2
		exit 2
	fi
done
if ! diff -u "$theirs" "$ours"; then
	echo "check-uapi: $ours differs from $theirs" >&2
	exit 1
fi
echo "check-uapi: $ours matches $theirs"
