#!/bin/bash
# Scenario c: noise only, for a long simulated period. hostapd runs the CAC on channel 52
# (5260 MHz, DE) and radard watches; one simulated hour of random pulses and one of WLAN-like
# pulses (bench/radar-gen.py noise, generated on the host by meson: arguments RANDOM WLAN) are
# injected in 60 kB chunks. Expect: no radar anywhere (radard counts 0 detections and journals no
# radar, hostapd logs no DFS-RADAR-DETECTED, 5260 MHz not unavailable), while radard accounts
# for every injected pulse on its pulse stream (seen + dropped), and a control ETSI reference
# signal injected afterwards is still detected.
. "$(dirname "$0")/lib.sh"

[ $# -eq 2 ] || die "usage: noise.sh RANDOM.trace WLAN.trace"
setup
need_pulse_stream
start_ap 52
wait_for "$T/hostapd.log" 'DFS-CAC-START.*freq=5260' 1 || die "CAC not on 5260 MHz"
total=0
simulated=0
for trace in "$@"; do
	[ -s "$trace" ] || die "no noise trace $trace (meson builds it)"
	secs=$(sed -n 's/^# noise .*seconds=\([0-9]*\).*/\1/p' "$trace" | head -1)
	t0=$(now)
	inject "$trace"
	log "injected $(basename "$trace"): $INJECTED pulses, $secs s simulated, in $(ms "$t0" "$(now)") ms"
	total=$((total + INJECTED))
	simulated=$((simulated + secs))
done
[ "$simulated" -ge 3600 ] || die "only $simulated s of noise simulated"
# Every pulse fed to the detector goes to the (rate-limited) pulse stream or is counted as
# dropped there: radard must account for all of them, which proves the detector saw the noise.
# The stream lags behind the injection (radard under ASan): wait for it.
acct() { [ $(($(metric radard_pulses_total) + $(metric radard_pulses_dropped_total))) -ge "$total" ]; }
timeout 60 bash -c "$(declare -f acct metric); PROM=$PROM total=$total; until acct; do sleep 0.5; done"
sleep 2	# nothing more may arrive; resync after events, status file rewritten
"$RADARCTL" status >"$T/ctl.log" || die "radarctl status failed"
det=$(metric radard_radar_detections_total)
seen=$(metric radard_pulses_total)
dropped=$(metric radard_pulses_dropped_total)
log "radard: $det radar detections, $seen pulses on the stream + $dropped dropped by the kernel = $((seen + dropped)) of $total injected"
[ "$det" -eq 0 ] || die "radard counts $det radar detections from noise"
[ "$(metric radard_netlink_overruns_total)" -eq 0 ] || die "netlink overruns: pulse messages lost"
[ $((seen + dropped)) -eq "$total" ] ||
	die "radard accounts for $((seen + dropped)) of $total pulses: the detector did not see all the noise"
journal_json MESSAGE_ID=$MSGID_RADAR_DETECTED && die "radard journaled a radar: $(head -c 600 "$T/j.json")"
grep -q 'DFS-RADAR-DETECTED' "$T/hostapd.log" && die "hostapd saw a radar: $(grep -m1 DFS-RADAR-DETECTED "$T/hostapd.log")"
st=$(dfs_state "$phy" 5260)
[ "$st" != unavailable ] || die "5260 MHz unavailable after noise only"
grep -qE 'MHz +NOL' "$T/ctl.log" && die "radarctl lists a NOL entry: $(grep -E 'MHz +NOL' "$T/ctl.log")"
[ "$(systemctl is-active radard)" = active ] || die "radard is no longer active"
log "5260 MHz DFS state $st; radarctl NOL empty; hostapd: no radar"
# positive control: after two hours of noise the detector still finds the ETSI reference signal
gen_waveform etsi ref 5260 "$T/ref.trace"
inject "$T/ref.trace"
wait_journal 15 MESSAGE_ID=$MSGID_RADAR_DETECTED RADAR_ORIGIN=kernel RADAR_FREQ=5260 ||
	die "control failed: the ETSI reference signal after the noise was not detected"
log "control: the ETSI reference signal injected after the noise is detected"
echo "e2e-noise: all checks passed ($total noise pulses, $simulated s simulated, 0 detections)"
