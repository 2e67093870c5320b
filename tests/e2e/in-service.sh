#!/bin/bash
# Scenario b: radar in service. hostapd runs the 60 s ETSI CAC on channel 52 (5260 MHz, DE) and
# enables the AP (chanlist 36-52); then the official ETSI reference signal is injected. Expect: radard journals
# the radar, hostapd moves the AP (CSA) within the 10 s channel move time to a channel that is
# not in radard's NOL, the kernel shows the new channel (iw dev) and 5260 MHz unavailable.
# Prints the measured times (injection -> journal entry, -> hostapd CSA done, -> new channel).
. "$(dirname "$0")/lib.sh"

setup
# Under ETSI, hostapd picks any channel on radar (uniform spreading), also a DFS channel that
# needs a CAC: the kernel refuses a CSA there and hostapd restarts the AP with a new CAC instead
# of switching. The operator's channel list keeps the move to channels usable at once.
start_ap 52 "36 40 44 48 52"
wait_for "$T/hostapd.log" 'DFS-CAC-START.*freq=5260' 1 || die "CAC not on 5260 MHz"
log "waiting for the 60 s CAC (real time, ETSI)"
wait_for "$T/hostapd.log" 'DFS-CAC-COMPLETED.*success=1.*freq=5260' 90 || die "CAC on 5260 MHz did not complete in 90 s"
wait_for "$T/hostapd.log" 'AP-ENABLED' 10 || die "AP not enabled after the CAC"
[ "$(cur_freq)" = 5260 ] || die "AP on $(cur_freq) MHz after the CAC, expected 5260"
st=$(dfs_state "$phy" 5260)
[ "$st" = available ] || die "5260 MHz DFS state '$st' after the CAC, expected available"
log "AP enabled on 5260 MHz (DFS state $st)"
gen_waveform etsi ref 5260 "$T/ref.trace"
sleep 1
t0=$(now)
inject "$T/ref.trace"
log "injected $INJECTED pulses (ETSI reference signal) in service"

# the new channel in the kernel: poll iw dev right away (10 s channel move time)
t_move=
for ((i = 0; i < 150; i++)); do
	f=$(cur_freq)
	if [ -n "$f" ] && [ "$f" != 5260 ]; then t_move=$(now); break; fi
	sleep 0.1
done
[ -n "$t_move" ] || die "wlan0 still on $(cur_freq) MHz 15 s after the radar"
newf=$f
wait_journal 10 MESSAGE_ID=$MSGID_RADAR_DETECTED RADAR_ORIGIN=kernel RADAR_FREQ=5260 ||
	die "radard journaled no radar on 5260 MHz"
journal_json MESSAGE_ID=$MSGID_RADAR_DETECTED RADAR_ORIGIN=kernel
t_j=$(python3 -c 'import json,sys; print(int(json.loads(open(sys.argv[1]).readline())["__REALTIME_TIMESTAMP"]) / 1e6)' "$T/j.json")
log "radard: $(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readline())["MESSAGE"])' "$T/j.json")"
wait_for "$T/hostapd.log" 'DFS-RADAR-DETECTED.*freq=5260' 5 || die "hostapd saw no radar on 5260 MHz"
wait_for "$T/hostapd.log" 'AP-CSA-FINISHED' 10 || die "hostapd did not finish a channel switch"
t_csa=$(hostapd_time 'AP-CSA-FINISHED')
log "hostapd: $(grep -m1 -oE 'DFS-NEW-CHANNEL.*' "$T/hostapd.log")"
log "hostapd: $(grep -m1 -oE 'AP-CSA-FINISHED.*' "$T/hostapd.log")"
csa_freq=$(grep -m1 -oE 'AP-CSA-FINISHED freq=[0-9]+' "$T/hostapd.log" | cut -d= -f2)
[ "$csa_freq" = "$newf" ] || die "hostapd switched to $csa_freq MHz, the kernel shows $newf MHz"
log "iw dev $IFC: channel $(iw dev $IFC info | sed -n 's/.*channel \([0-9]*\) .*/\1/p') ($newf MHz)"

st=$(dfs_state "$phy" 5260)
[ "$st" = unavailable ] || die "5260 MHz DFS state '$st' after the radar, expected unavailable"
wait_cmd 10 bash -c "'$RADARCTL' status | grep -qE '5260 MHz +NOL'" || die "radarctl status: 5260 MHz not in the NOL"
"$RADARCTL" status >"$T/ctl.log" || die "radarctl status failed"
grep -qE "^ +$newf MHz +NOL" "$T/ctl.log" && die "the AP moved to $newf MHz, which radard lists in its NOL"
st=$(dfs_state "$phy" "$newf")
case $st in none | available) ;; *) die "new channel $newf MHz has DFS state $st: not usable without a CAC" ;; esac
log "new channel $newf MHz: DFS state $st, not in radard's NOL; radarctl NOL: $(grep -E 'MHz +NOL' "$T/ctl.log" | awk '{print $1}' | tr '\n' ' ')"
[ "$(systemctl is-active radard)" = active ] || die "radard is no longer active"

d_j=$(ms "$t0" "$t_j")
d_move=$(ms "$t0" "$t_move")
d_csa=$(ms "$t0" "$t_csa")
log "injection -> radard journal entry: $d_j ms"
log "injection -> hostapd AP-CSA-FINISHED: $d_csa ms"
log "injection -> new channel in iw dev: $d_move ms"
[ "$d_move" -le 10000 ] && [ "$d_csa" -le 10000 ] || die "channel move took over 10 s"
echo "e2e-in-service: all checks passed (5260 -> $newf MHz in $d_move ms)"
