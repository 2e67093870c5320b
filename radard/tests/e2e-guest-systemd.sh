#!/bin/bash
# radard as a hardened systemd service in the QEMU guest:
#   tests/qemu/run --systemd radard/tests/e2e-guest-systemd.sh [BUILD_DIR]
# Installs systemd/radard.service (ExecStart pointed at BUILD_DIR), checks Type=notify
# start-up, the capability set, that a radar on 5260 MHz shows up with
# `journalctl -u radard RADAR_FREQ=5260` and its fields, the state/runtime directories,
# and a clean stop.
top=$(cd "$(dirname "$0")/../.." && pwd)
. "$top/tests/guest/lib.sh"

B=${1:-$top/build/meson}
T=$(mktemp -d /tmp/radard-sd.XXXXXX)
hpid=
cleanup() { [ -n "$hpid" ] && kill "$hpid" 2>/dev/null; systemctl stop radard 2>/dev/null; }
trap cleanup EXIT
die() {
	echo "FAIL: $*" >&2
	systemctl status radard --no-pager >&2
	journalctl -u radard --no-pager -n 40 >&2
	tail -n 20 "$T/hostapd.log" >&2
	exit 1
}
wait_for() { local i; for ((i = 0; i < $3 * 10; i++)); do grep -qE -- "$2" "$1" 2>/dev/null && return 0; sleep 0.1; done; return 1; }

[ -x "$B/radard/radard" ] || die "no $B/radard/radard"
# installed like a package would (PrivateTmp/ProtectHome hide a work tree under /tmp or /home)
install -D -m 755 "$B/radard/radard" /usr/local/sbin/radard
sed "s|^ExecStart=/usr/sbin/radard|ExecStart=/usr/local/sbin/radard|" "$top/systemd/radard.service" \
	>/etc/systemd/system/radard.service
# A sanitizer build: LeakSanitizer needs ptrace, which the unit's SystemCallFilter (~@debug)
# forbids; leaks are checked by the unit tests, so only switch that part off here.
mkdir -p /etc/systemd/system/radard.service.d
printf '[Service]\nEnvironment=ASAN_OPTIONS=detect_leaks=0\n' \
	>/etc/systemd/system/radard.service.d/sanitizer.conf
systemctl daemon-reload
set_region DE
phy=$(phy_of wlan0)

systemctl start radard || die "systemctl start radard failed"
[ "$(systemctl is-active radard)" = active ] || die "radard not active"
pid=$(systemctl show -p MainPID --value radard)
capeff=$(awk '/^CapEff/ {print $2}' /proc/$pid/status)
[ "$capeff" = 0000000000001000 ] || die "CapEff $capeff, expected CAP_NET_ADMIN only"
[ "$(systemctl show -p StatusText --value radard)" != "" ] || die "no STATUS= from sd_notify"
pass "radard active (Type=notify), pid $pid, CapEff $capeff, status: $(systemctl show -p StatusText --value radard)"

mkdir -p /run/hostapd
cat >"$T/hostapd.conf" <<CONF
interface=wlan0
driver=nl80211
ctrl_interface=/run/hostapd
ssid=radard-test
hw_mode=a
channel=52
country_code=DE
ieee80211d=1
ieee80211h=1
ieee80211n=1
CONF
hostapd -t "$T/hostapd.conf" >"$T/hostapd.log" 2>&1 &
hpid=$!
wait_for "$T/hostapd.log" 'DFS-CAC-START' 30 || die "hostapd did not start a CAC"
sleep 1
echo 1 >/sys/kernel/debug/ieee80211/$phy/hwsim/dfs_simulate_radar
for ((i = 0; i < 100; i++)); do
	journalctl -u radard RADAR_FREQ=5260 RADAR_EVENT=radar-detected -o json --no-pager >"$T/j.json" 2>/dev/null
	[ -s "$T/j.json" ] && break
	sleep 0.1
done
[ -s "$T/j.json" ] || die "journalctl -u radard RADAR_FREQ=5260 found nothing"
python3 - "$T/j.json" "$phy" <<'PY' || die "journal entry fields"
import json, sys
e = [json.loads(l) for l in open(sys.argv[1])]
k = [x for x in e if x.get('RADAR_ORIGIN') == 'kernel']
assert len(k) == 1, e
k = k[0]
assert k['MESSAGE_ID'] == '90706d60059141a196963dca35a0c0b3', k
assert k['RADAR_WIPHY'] == sys.argv[2] and k['RADAR_IFNAME'] == 'wlan0', k
assert k['RADAR_CHAN_WIDTH'] == '20' and k['RADAR_REGION'] == 'ETSI', k
assert k['_SYSTEMD_UNIT'] == 'radard.service', k
print('journal:', k['MESSAGE'])
PY
journalctl -u radard MESSAGE_ID=1377a4efd4924210b28053040aa8b193 RADAR_CAC_RESULT=radar --no-pager -q | grep -q . ||
	die "no CAC-aborted-by-radar entry"
pass "journalctl -u radard RADAR_FREQ=5260 works"
for ((i = 0; i < 50; i++)); do grep -q 5260 /var/lib/radard/nol.json 2>/dev/null && break; sleep 0.1; done
grep -q 5260 /var/lib/radard/nol.json || die "no /var/lib/radard/nol.json with 5260"
$B/radard/radarctl status >"$T/ctl" || die "radarctl status"
grep -qE '5260 MHz +NOL' "$T/ctl" || die "radarctl: no 5260 in the NOL"
grep -q '^radard_radar_detections_total' /run/radard/radard.prom || die "no /run/radard/radard.prom"
pass "state in /var/lib/radard, status in /run/radard"
systemctl stop radard || die "stop"
[ "$(systemctl show -p Result --value radard)" = success ] || die "radard did not stop cleanly"
pass "clean stop"
echo "radard systemd e2e: all checks passed"
