#!/bin/bash
# Scenario d (host side): two boots of the guest with the same state folder shared at
# /var/lib/radard (tests/qemu/run --persist): boot 1 detects a radar and kills radard, boot 2
# checks that radard re-applies its NOL to the kernel after the reboot.
#   tests/e2e/persist.sh [MESON_BUILD_DIR]
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
run=$here/../qemu/run
mb=$(realpath "${1:-$PWD}")
kver=${RADAR_KERNEL:-6.1}
state=$mb/e2e-persist-state-$kver
rm -rf "$state"
mkdir -p "$state"
cd "$mb" || exit 2
for boot in 1 2; do
	"$run" --systemd --timeout 180 --name "e2e-persist-$kver-$boot" --persist "$state:/var/lib/radard" \
		"$here/persist-guest.sh" "$boot" || { echo "FAIL: e2e-persist: boot $boot failed" >&2; exit 1; }
	grep -a "^\[persist-guest" "${RADAR_BUILD_DIR:-$here/../../build}/qemu-logs/e2e-persist-$kver-$boot.log" 2>/dev/null
done
echo "e2e-persist: all checks passed (NOL survived a radard crash and a reboot)"
