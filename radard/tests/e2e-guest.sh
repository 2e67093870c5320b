#!/bin/bash
# radard end to end in the QEMU guest (hwsim, DE/ETSI, hostapd on channel 52):
#   tests/qemu/run radard/tests/e2e-guest.sh [BUILD_DIR]
# BUILD_DIR must be visible in the guest (not /tmp); default build/meson.
# Checks: CAC start and radar (hwsim dfs_simulate_radar) are journaled/counted,
# CAC-aborted+radar counts as CAC result "radar", the NOL is saved, survives
# kill -9, is re-applied to the kernel (NL80211_CMD_NOTIFY_RADAR) on start-up,
# a corrupt state file is kept aside, status.json/radard.prom/radarctl agree.
top=$(cd "$(dirname "$0")/../.." && pwd)
. "$top/tests/guest/lib.sh"

B=${1:-$top/build/meson}
RADARD=$B/radard/radard
RADARCTL=$B/radard/radarctl
T=$(mktemp -d /tmp/radard-e2e.XXXXXX)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done; wait 2>/dev/null; }
trap cleanup EXIT
die() {
	echo "FAIL: $*" >&2
	for f in "$T"/radard.log "$T"/hostapd.log; do echo "---- $f" >&2; tail -n 40 "$f" >&2; done
	[ -n "${RADAR_JOB:-}" ] && find "$T" -maxdepth 2 -type f -exec cp {} "$RADAR_JOB/" \; 2>/dev/null
	exit 1
}
wait_for() { # FILE ERE SECONDS
	local i
	for ((i = 0; i < $3 * 10; i++)); do
		grep -qE -- "$2" "$1" 2>/dev/null && return 0
		sleep 0.1
	done
	return 1
}
jq_status() { jq -r "$1" "$T/run/status.json"; }

[ -x "$RADARD" ] || die "no $RADARD (meson setup $B $top && ninja -C $B)"
set_region DE
phy=$(phy_of wlan0)
sim=/sys/kernel/debug/ieee80211/$phy/hwsim/dfs_simulate_radar
mkdir -p "$T/state" "$T/run" "$T/ctrl"
cat >"$T/radard.conf" <<CONF
[general]
hostapd_ctrl_dir = $T/ctrl
status_interval = 1
pulse_summary_interval = 5
[interface wlan0]
preferred = 5260/20
CONF

RPID=
start_radard() {
	: >"$T/radard.log"
	"$RADARD" --config "$T/radard.conf" --state-dir "$T/state" --runtime-dir "$T/run" --foreground \
		>>"$T/radard.log" 2>&1 &
	RPID=$!
	pids+=($RPID)
	wait_for "$T/radard.log" 'radard: started' 20 || die "radard did not start"
}

start_radard
pass "radard started: $(grep -m1 'started' "$T/radard.log")"

cat >"$T/hostapd.conf" <<CONF
interface=wlan0
driver=nl80211
ctrl_interface=$T/ctrl
ssid=radard-test
hw_mode=a
channel=52
chanlist=52 36 40
country_code=DE
ieee80211d=1
ieee80211h=1
ieee80211n=1
CONF
hostapd -t "$T/hostapd.conf" >"$T/hostapd.log" 2>&1 &
pids+=($!)
wait_for "$T/hostapd.log" 'DFS-CAC-START' 30 || die "hostapd did not start a CAC"
wait_for "$T/radard.log" 'CAC started on phy[0-9]+ \(wlan0\) 5260' 10 || die "radard did not log the CAC start"
pass "CAC start journaled"

echo 1 >"$sim" || die "dfs_simulate_radar"
wait_for "$T/radard.log" 'Radar detected on phy[0-9]+.*5260 MHz' 10 || die "radard did not log the radar"
wait_for "$T/radard.log" 'CAC on phy[0-9]+ \(wlan0\) 5260 MHz.*aborted by radar' 10 ||
	die "CAC-aborted + radar not counted as CAC result radar"
wait_for "$T/state/nol.json" '"freq": ?5260' 5 || die "nol.json lacks 5260"
sleep 2
[ "$(jq_status .totals.radar_detections)" = 1 ] || die "status: radar_detections != 1"
[ "$(jq_status '.nol[] | select(.freq == 5260) | .nol_remaining > 1700')" = true ] || die "status: 5260 not in NOL"
grep -q "^radard_radar_detections_total{wiphy=\"$phy\",freq=\"5260\",type=\"unknown\"} 1$" "$T/run/radard.prom" ||
	die "prom: detection counter"
grep -q "^radard_cac_total{wiphy=\"$phy\",freq=\"5260\",result=\"radar\"} 1$" "$T/run/radard.prom" ||
	die "prom: CAC result radar"
! grep -q 'result="aborted"' "$T/run/radard.prom" || die "prom: CAC counted as plain abort too"
"$RADARCTL" --runtime-dir "$T/run" status >"$T/radarctl.out" || die "radarctl status failed"
grep -qE '5260 MHz +NOL 2[0-9]m' "$T/radarctl.out" || die "radarctl does not show 5260 in the NOL"
pass "radar counted, NOL saved, radarctl: $(grep -m1 '5260 MHz' "$T/radarctl.out")"
[ "$(dfs_state "$phy" 5260)" = unavailable ] || die "kernel: 5260 not unavailable"
# hostapd restarts the AP elsewhere without a channel-switch event: radard's resync sees it
for ((i = 0; i < 100; i++)); do
	ch=$(jq_status '.interfaces[] | select(.name == "wlan0") | .channel // ""')
	[ -n "$ch" ] && [ "${ch%% *}" != 5260 ] && break
	sleep 0.1
done
[ "${ch%% *}" != 5260 ] || die "radard still thinks wlan0 is on 5260"
pass "wlan0 now on $ch"

# kill -9: the list survives
kill -9 "$RPID"
wait "$RPID" 2>/dev/null
start_radard
grep -q 'loaded 1 channel(s)' "$T/radard.log" || die "NOL not reloaded after kill -9"
pass "NOL survives kill -9"

# as after a reboot: a channel radard knows about but the kernel does not
kill -TERM "$RPID"
wait "$RPID" || die "radard exit status on SIGTERM"
now=$(date +%s)
jq --argjson now "$now" '.channels += [{"freq":5500,"wiphy":"phy0","type":"3","detected":($now-60),
	"nol_until":($now+1740),"avoid_until":0,"history":[($now-60)]}]' "$T/state/nol.json" >"$T/nol.new"
mv "$T/nol.new" "$T/state/nol.json"
[ "$(dfs_state "$phy" 5500)" != unavailable ] || die "5500 already unavailable"
wait_for "$T/hostapd.log" 'AP-ENABLED' 30 || die "hostapd did not restart after the radar"
start_radard
wait_for "$T/radard.log" 'Marked 5500 MHz unavailable' 10 || die "NOL not re-applied to the kernel"
[ "$(dfs_state "$phy" 5500)" = unavailable ] || die "kernel: 5500 not unavailable after re-apply"
wait_for "$T/radard.log" 'Radar event on phy[0-9]+ 5500 MHz.*re-applied by radard' 10 ||
	die "echo of NOTIFY_RADAR not recognised"
sleep 2
[ "$(jq_status .totals.radar_detections)" = 0 ] || die "re-apply counted as a detection"
[ "$(jq_status .totals.kernel_nol_applied)" -ge 1 ] || die "kernel_nol_applied"
pass "NOL re-applied: $(grep -m1 'Marked 5500' "$T/radard.log")"

# back to the preferred channel through hostapd's control socket (CHAN_SWITCH)
kill -TERM "$RPID"
wait "$RPID"
cur=$(iw dev wlan0 info | sed -n 's/.*channel [0-9]* (\([0-9]*\) MHz).*/\1/p')
pref=5180
[ "$cur" = 5180 ] && pref=5200
sed -i "s|^preferred = .*|preferred = $pref/20|" "$T/radard.conf"
printf '[policy]\nreturn_delay = 0\n' >>"$T/radard.conf"
start_radard
wait_for "$T/radard.log" "wlan0: switching from $cur MHz 20 MHz wide to $pref MHz 20 MHz wide \\(back to the preferred channel\\) via hostapd" 15 ||
	die "radard did not switch wlan0 back to $pref"
wait_for "$T/hostapd.log" "AP-CSA-FINISHED freq=$pref" 15 || die "hostapd did not finish the switch to $pref"
for ((i = 0; i < 100; i++)); do
	ch=$(jq_status '.interfaces[] | select(.name == "wlan0") | .channel // ""')
	[ "${ch%% *}" = "$pref" ] && break
	sleep 0.1
done
[ "${ch%% *}" = "$pref" ] || die "radard does not see wlan0 on $pref"
[ "$(jq_status .totals.returns_to_preferred)" = 1 ] || die "returns_to_preferred != 1"
pass "back to the preferred channel: $cur -> $pref MHz via hostapd CHAN_SWITCH"

# corrupt state: kept aside, radard runs on the kernel's state
kill -TERM "$RPID"
wait "$RPID"
head -c 40 "$T/state/nol.json" >"$T/state/nol.trunc"
mv "$T/state/nol.trunc" "$T/state/nol.json"
start_radard
grep -q 'is corrupt' "$T/radard.log" || die "corrupt state not reported"
ls "$T"/state/nol.json.corrupt-* >/dev/null 2>&1 || die "corrupt file not kept aside"
wait_for "$T/radard.log" 'kernel reports 5260 MHz unavailable' 5 || die "kernel NOL not adopted"
jq -e '.channels | map(.freq) | index(5260) != null' "$T/state/nol.json" >/dev/null || die "nol.json not rewritten"
pass "corrupt nol.json kept as $(basename "$T"/state/nol.json.corrupt-*), kernel state adopted"

# idle: no busy loop (CPU ticks of radard over 5 s, 100 ticks = 1 s)
cpu() { awk '{print $14 + $15}' /proc/$RPID/stat; }
c0=$(cpu)
sleep 5
c1=$(cpu)
[ $((c1 - c0)) -lt 100 ] || die "radard used $((c1 - c0)) CPU ticks in 5 s while idle"
pass "idle CPU: $((c1 - c0)) ticks in 5 s"

kill -TERM "$RPID"
wait "$RPID" || die "radard exit status"
echo "radard e2e: all checks passed"
