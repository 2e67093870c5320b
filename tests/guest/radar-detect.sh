#!/bin/bash
# Radar detected end to end (nl): hostapd runs a CAC on channel 52 (DE, ETSI) on a hwsim radio;
# the ETSI reference signal (18 pulses of 1 us at PRI 1428 us) is injected through the hwsim
# radar_pulses debugfs file. Checks:
#   - radar-events sees cac-started (dfs_radar family) with the CAC time, exactly one
#     radar-detected (the dfs_radar details merged with their nl80211 twin) with region ETSI,
#     type "ref", the PRI, the interface, and the injected pulses on the pulse stream
#   - old listeners keep working: hostapd logs DFS-RADAR-DETECTED and one DFS-CAC-START,
#     `iw event` shows the radar
. "$(dirname "$0")/radar-lib.sh"

ifc=wlan0
set_region DE
pf=$(pulses_file $ifc)
[ -w "$pf" ] || die "no radar injection file $pf"

iw event -t >"$T/iw-event.log" 2>&1 &
bgpids+=($!)
start_events ev
start_hostapd $ifc 52
wait_for "$T/ev.json" '"event": "cac-started".*"freq": 5260' 10 ||
	die "no cac-started event for 5260 MHz from the dfs_radar family"
grep -q '"event": "cac-started".*"ifname": "'$ifc'"' "$T/ev.json" ||
	die "cac-started event does not name $ifc"

python3 "$RADAR_GEN" --region etsi --type ref --freq 5260 --seed 1 -o "$T/ref.trace" ||
	die "radar-gen.py failed"
npulses=$(grep -cv '^#' "$T/ref.trace")
log "injecting $npulses pulses into $pf"
before=$(sed -n 's/^accepted //p' "$pf")
write_pulses "$pf" "$T/ref.trace" || die "writing the trace failed"
after=$(sed -n 's/^accepted //p' "$pf")
[ $((after - before)) -eq "$npulses" ] || die "radar_pulses accepted $((after - before)) pulses, expected $npulses"

wait_for "$T/ev.json" '"event": "radar-detected"' 15 || die "no radar-detected event"
wait_for "$T/hostapd.log" 'DFS-RADAR-DETECTED' 15 || die "hostapd did not see the radar"
wait_for "$T/iw-event.log" '[Rr]adar detected' 10 || die "iw event did not show the radar"
sleep 2	# let late duplicates and the last pulse batch arrive

python3 - "$T/ev.json" "$ifc" "$npulses" <<'PY' || die "radar-events output is wrong"
import json, sys
path, ifc, npulses = sys.argv[1], sys.argv[2], int(sys.argv[3])
ev = [json.loads(l) for l in open(path)]
start = [e for e in ev if e['event'] == 'cac-started']
assert start and start[0].get('ifname') == ifc, start
assert start[0].get('cac_time_ms') == 60000, start
wiphy = start[0]['wiphy']
# other radios get the DFS state change as radar-detected without an interface, as before
det = [e for e in ev if e['event'] == 'radar-detected' and e['wiphy'] == wiphy]
assert len(det) == 1, f'{len(det)} radar-detected events, expected 1'
d = det[0]
assert d.get('ifname') == ifc, f'radar-detected names {d.get("ifname")}, expected {ifc}'
assert 'wdev' in d, 'radar-detected has no wdev'
assert d['freq'] == 5260, d
r = d.get('radar')
assert r, 'radar-detected has no DFS_RADAR_ATTR_INFO'
assert r['region'] == 'ETSI', r
assert r['type'] == 'ref', r
assert r['pris'] and abs(r['pris'][0] - 1428) <= 2, r
assert r['freq'] == 5260, r
assert 1 <= r['width'] <= 2, r
assert 0 < r['pulses'] <= npulses, r
assert r['first_ts'] < r['last_ts'], r
got = sum(e['count'] for e in ev if e['event'] == 'radar-pulses')
dropped = sum(e['dropped'] for e in ev if e['event'] == 'radar-pulses')
assert got == npulses and dropped == 0, f'pulse stream: {got} pulses, {dropped} dropped, expected {npulses}'
ts = [p['ts'] for e in ev if e['event'] == 'radar-pulses' for p in e['pulses']]
assert ts == sorted(ts), 'pulses out of order'
print(f'radar-detected: {r}; pulse stream: {got} pulses')
PY
grep -q "DFS-RADAR-DETECTED.*freq=5260" "$T/hostapd.log" || die "hostapd DFS-RADAR-DETECTED not for 5260 MHz"
n=$(grep -c 'DFS-CAC-START freq=5260' "$T/hostapd.log")
[ "$n" -eq 1 ] || die "hostapd logged DFS-CAC-START $n times, expected once"
log "iw event: $(grep 'radar detected' "$T/iw-event.log" | head -1)"
log "hostapd: $(grep -m1 'DFS-RADAR-DETECTED' "$T/hostapd.log")"
echo "radar-detect: all checks passed"
