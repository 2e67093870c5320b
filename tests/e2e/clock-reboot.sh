#!/bin/bash
# Scenario "clock-reboot" (host side, issue 11): two boots sharing /var/lib/radard; the second
# with the wall clock set back a day and the AP started on the channel radard lists.
#   tests/e2e/clock-reboot.sh [MESON_BUILD_DIR]
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
run=$here/../qemu/run
mb=$(realpath "${1:-$PWD}")
kver=${RADAR_KERNEL:-6.1}
state=$mb/e2e-clock-reboot-state-$kver
rm -rf "$state"
mkdir -p "$state"
cd "$mb" || exit 2
for boot in 1 2; do
	"$run" --systemd --timeout 420 --name "e2e-clock-reboot-$kver-$boot" --persist "$state:/var/lib/radard" \
		"$here/clock-reboot-guest.sh" "$boot" || { echo "FAIL: e2e-clock-reboot: boot $boot failed" >&2; exit 1; }
	grep -a "^\[clock-reboot-guest" "${RADAR_BUILD_DIR:-$here/../../build}/qemu-logs/e2e-clock-reboot-$kver-$boot.log" 2>/dev/null
done
echo "e2e-clock-reboot: all checks passed"
