#!/bin/bash
# Scenario a: an official ETSI reference radar during the CAC of channel 52 (5260 MHz, DE).
# Expect: the CAC is aborted (hostapd DFS-CAC-COMPLETED success=0, radard's CAC entry with
# RADAR_CAC_RESULT=radar), the channel is unavailable in the kernel, radard journaled the radar
# with RADAR_FREQ/RADAR_TYPE/RADAR_REGION (type and PRI need the dfs_radar family of issue 13)
# and put 5260 MHz in its NOL.
. "$(dirname "$0")/lib.sh"

setup
start_ap 52
wait_for "$T/hostapd.log" 'DFS-CAC-START.*freq=5260' 1 || die "CAC not on 5260 MHz"
gen_waveform etsi ref 5260 "$T/ref.trace"
sleep 1
t0=$(now)
inject "$T/ref.trace"
log "injected $INJECTED pulses (ETSI reference signal) during the CAC"

wait_journal 15 MESSAGE_ID=$MSGID_RADAR_DETECTED RADAR_ORIGIN=kernel RADAR_FREQ=5260 ||
	die "radard journaled no radar on 5260 MHz"
journal_json MESSAGE_ID=$MSGID_RADAR_DETECTED RADAR_ORIGIN=kernel
t_j=$(python3 -c 'import json,sys; print(int(json.loads(open(sys.argv[1]).readline())["__REALTIME_TIMESTAMP"]) / 1e6)' "$T/j.json")
# The detector's details (type, PRI) come from the dfs_radar family (issue 13); a kernel without
# it reports the radar as upstream nl80211 does, without them.
details=1
journalctl -u radard --no-pager -q | grep -q "kernel without the 'dfs_radar' family" && details=0
[ $details = 1 ] || log "kernel without the dfs_radar family: RADAR_TYPE/RADAR_PRI not checked (wait for issue 13's kernel)"
python3 - "$T/j.json" "$phy" "$details" <<'PY' || die "radard's radar entry lacks fields"
import json, sys
e = [json.loads(l) for l in open(sys.argv[1])]
assert len(e) == 1, f'{len(e)} kernel radar entries, expected 1'
k = e[0]
want = {'RADAR_FREQ': '5260', 'RADAR_REGION': 'ETSI', 'RADAR_WIPHY': sys.argv[2],
        'RADAR_IFNAME': 'wlan0', 'RADAR_EVENT': 'radar-detected', '_SYSTEMD_UNIT': 'radard.service'}
if sys.argv[3] == '1':
    want['RADAR_TYPE'] = 'ref'
    assert k.get('RADAR_PRI'), 'no RADAR_PRI'
else:
    want['RADAR_TYPE'] = 'unknown'
for f, v in want.items():
    assert k.get(f) == v, f'{f}={k.get(f)!r}, expected {v!r}'
print('  journal:', k['MESSAGE'])
print('  fields:', ' '.join(f'{f}={k[f]}' for f in sorted(k) if f.startswith('RADAR_')))
PY
wait_journal 10 MESSAGE_ID=$MSGID_CAC_ABORTED RADAR_CAC_RESULT=radar RADAR_FREQ=5260 ||
	die "radard journaled no CAC aborted by radar on 5260 MHz"
log "radard: $(journalctl -u radard --no-pager -q -o cat MESSAGE_ID=$MSGID_CAC_ABORTED | tail -1)"
wait_for "$T/hostapd.log" 'DFS-CAC-COMPLETED.*success=0.*freq=5260' 10 ||
	die "hostapd did not report the CAC on 5260 MHz as aborted (DFS-CAC-COMPLETED success=0)"
wait_for "$T/hostapd.log" 'DFS-RADAR-DETECTED.*freq=5260' 10 || die "hostapd saw no radar on 5260 MHz"
log "hostapd: $(grep -m1 -oE 'DFS-CAC-COMPLETED.*' "$T/hostapd.log")"
log "hostapd: $(grep -m1 -oE 'DFS-RADAR-DETECTED.*' "$T/hostapd.log")"
st=$(dfs_state "$phy" 5260)
[ "$st" = unavailable ] || die "5260 MHz DFS state '$st' on $phy, expected unavailable"
log "iw phy $phy channels: 5260 MHz DFS state $st"
wait_cmd 10 bash -c "'$RADARCTL' status | grep -qE '5260 MHz +NOL'"
"$RADARCTL" status >"$T/ctl.log" || die "radarctl status failed"
grep -qE '5260 MHz +NOL' "$T/ctl.log" || { cat "$T/ctl.log"; die "radarctl status: 5260 MHz not in the NOL"; }
[ "$(metric radard_radar_detections_total)" -eq 1 ] || die "radard counts $(metric radard_radar_detections_total) detections, expected 1"
[ "$(systemctl is-active radard)" = active ] || die "radard is no longer active"
log "injection -> radard journal entry: $(ms "$t0" "$t_j") ms"
echo "e2e-cac-radar: all checks passed"
