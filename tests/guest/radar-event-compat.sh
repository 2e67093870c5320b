#!/bin/bash
# Radar events without detector details (nl): hostapd runs a CAC on channel 52 (DE); hwsim's
# dfs_simulate_radar reports a radar the old way (ieee80211_radar_detected(), no details).
# Checks that the dfs_radar family reports cac-started, that radar-detected names the interface
# (ifindex, wdev: from the dfs_radar event, nl80211's has none, as upstream) and carries no radar
# info, that the old listeners (hostapd, `iw event`) see the CAC and the radar as upstream,
# and that only CAP_NET_ADMIN may join dfs_radar's "pulses" group.
. "$(dirname "$0")/radar-lib.sh"

ifc=wlan0
set_region DE
sim=/sys/kernel/debug/ieee80211/$(phy_of $ifc)/hwsim/dfs_simulate_radar
[ -w "$sim" ] || die "no $sim"

iw event -t >"$T/iw-event.log" 2>&1 &
bgpids+=($!)
start_events ev --mlme-only
start_hostapd $ifc 52
wait_for "$T/ev.json" '"event": "cac-started"' 10 || die "no cac-started event from dfs_radar"

echo 1 >"$sim" || die "dfs_simulate_radar failed"
wait_for "$T/ev.json" '"event": "radar-detected"' 10 || die "no radar-detected event"
wait_for "$T/hostapd.log" 'DFS-RADAR-DETECTED freq=5260' 10 || die "hostapd did not see the radar"
wait_for "$T/iw-event.log" '[Rr]adar detected' 10 || die "iw event did not show the radar"
sleep 1
# nl80211 as upstream: mac80211 runs the CAC itself, so nl80211 reports no CAC start
grep -q 'CAC started' "$T/iw-event.log" && die "nl80211 reported a CAC start (upstream does not)"

python3 - "$T/ev.json" "$ifc" <<'PY' || die "radar-events output is wrong"
import json, sys
ev = [json.loads(l) for l in open(sys.argv[1])]
ifc = sys.argv[2]
start = [e for e in ev if e['event'] == 'cac-started']
assert start and start[0].get('ifname') == ifc and start[0]['freq'] == 5260, start
wiphy = start[0]['wiphy']
# other radios get the DFS state change as radar-detected without an interface, as before
det = [e for e in ev if e['event'] == 'radar-detected' and e['wiphy'] == wiphy]
assert len(det) == 1, det
assert all('ifindex' not in e for e in ev if e['event'] == 'radar-detected' and e['wiphy'] != wiphy)
d = det[0]
assert d.get('ifname') == ifc and 'wdev' in d and d['freq'] == 5260, d
assert 'radar' not in d, f'unexpected radar info {d}'
# the CAC ends before the radar event, as in 6.1
kinds = [e['event'] for e in ev if e['wiphy'] == wiphy]
assert kinds.index('cac-aborted') < kinds.index('radar-detected'), kinds
print('events:', ' '.join(kinds))
PY
# joining dfs_radar "pulses" needs CAP_NET_ADMIN, nl80211 "mlme" and dfs_radar "detect" do not
setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all \
	"$RADAR_EVENTS" --pulses-only -t 0.5 >/dev/null 2>"$T/nobody.err" &&
	die "an unprivileged user joined the pulses group"
grep -q 'cannot join dfs_radar "pulses"' "$T/nobody.err" || die "unexpected error: $(cat "$T/nobody.err")"
setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all \
	"$RADAR_EVENTS" --mlme-only -t 0.5 >/dev/null 2>"$T/nobody.err" ||
	die "an unprivileged user cannot listen to radar events: $(cat "$T/nobody.err")"
pass "pulses needs CAP_NET_ADMIN, mlme and detect do not"

n=$(grep -c "DFS-CAC-START freq=5260" "$T/hostapd.log")
[ "$n" -eq 1 ] || die "hostapd logged DFS-CAC-START for 5260 MHz $n times, expected once"
log "hostapd: $n DFS-CAC-START line, $(grep -m1 DFS-RADAR-DETECTED "$T/hostapd.log")"
log "iw event: $(grep 'radar' "$T/iw-event.log" | tr '\n' '|')"
echo "radar-event-compat: all checks passed"
