#!/bin/sh
# Check that the uapi headers user space builds against (include/uapi/linux/*.h in this
# repository) are exact copies of the ones in the patched kernel tree.
#
#   tests/check-uapi.sh [KERNEL_TREE]     (default: $RADAR_BUILD_DIR/$RADAR_KERNEL/linux,
#                                          i.e. build/6.1/linux)
#
# Exits 0 when identical, 1 (and prints the diff) when they differ, 2 when a file is missing.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
tree=${1:-${RADAR_BUILD_DIR:-$here/build}/${RADAR_KERNEL:-6.1}/linux}
rc=0
for ours in "$here"/include/uapi/linux/*.h; do
	theirs=$tree/include/uapi/linux/$(basename "$ours")
	if [ ! -f "$theirs" ]; then
		echo "check-uapi: missing $theirs" >&2
		exit 2
	fi
	if ! diff -u "$theirs" "$ours"; then
		echo "check-uapi: $ours differs from $theirs" >&2
		rc=1
	else
		echo "check-uapi: $ours matches $theirs"
	fi
done
exit $rc
