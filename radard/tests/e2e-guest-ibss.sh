#!/bin/bash
# radard owning an IBSS (mesh-like) interface's channel (manage_channel=yes, no hostapd) in the QEMU guest:
#   tests/qemu/run radard/tests/e2e-guest-ibss.sh [BUILD_DIR]
# radard moves mesh0 to its preferred channel with NL80211_CMD_CHANNEL_SWITCH and sees the
# kernel's channel-switch notification.
top=$(cd "$(dirname "$0")/../.." && pwd)
. "$top/tests/guest/lib.sh"

B=${1:-$top/build/meson}
T=$(mktemp -d /tmp/radard-ibss.XXXXXX)
RPID=
cleanup() { [ -n "$RPID" ] && kill "$RPID" 2>/dev/null; wait 2>/dev/null; }
trap cleanup EXIT
die() { echo "FAIL: $*" >&2; tail -n 30 "$T/radard.log" >&2; exit 1; }
wait_for() { local i; for ((i = 0; i < $3 * 10; i++)); do grep -qE -- "$2" "$1" 2>/dev/null && return 0; sleep 0.1; done; return 1; }

set_region DE
# (the guest kernel has no CONFIG_MAC80211_MESH: IBSS is the other beaconing type radard can
# switch without beacon templates)
iw dev wlan1 set type ibss || die "cannot make wlan1 IBSS"
ip link set wlan1 name mesh0 || die "rename"
ip link set mesh0 up
iw dev mesh0 ibss join radard-ibss 5180 HT20 || die "ibss join failed"
mkdir -p "$T/state" "$T/run"
cat >"$T/radard.conf" <<CONF
[general]
hostapd_ctrl_dir = $T/none
[policy]
return_delay = 0
csa_count = 2
[interface mesh0]
manage_channel = yes
preferred = 5200/20
CONF
"$B/radard/radard" --config "$T/radard.conf" --state-dir "$T/state" --runtime-dir "$T/run" -f \
	>"$T/radard.log" 2>&1 &
RPID=$!
wait_for "$T/radard.log" 'radard: started' 20 || die "radard did not start"
wait_for "$T/radard.log" 'mesh0: switching from 5180 MHz 20 MHz wide to 5200 MHz 20 MHz wide \(back to the preferred channel\) via nl80211' 15 ||
	die "no channel switch request"
grep -q 'mesh0: switching.*failed' "$T/radard.log" && die "channel switch failed"
wait_for "$T/radard.log" 'mesh0: now on 5200 MHz' 15 || die "no channel-switch notification"
iw dev mesh0 info | grep -q 'channel 40 (5200 MHz)' || die "mesh0 not on 5200: $(iw dev mesh0 info)"
echo "ok: $(grep -m1 'mesh0: switching' "$T/radard.log")"
kill -TERM "$RPID"
wait "$RPID" || die "exit status"
RPID=
echo "radard ibss e2e: all checks passed"
