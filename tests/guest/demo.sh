#!/bin/bash
# Guest side of scripts/demo (booted with --systemd): an access point on a DFS channel meets a
# radar, and what the operator sees.
#   demo.sh [REGION [TYPE]]     REGION etsi|fcc|jp (default etsi), TYPE as in
#                               `bench/radar-gen.py --list` (default: the region's first type)
# radard runs under systemd (systemd/radard.service); hostapd runs the AP on a DFS channel,
# waits for the CAC, then the official test waveform is injected through mac80211_hwsim's
# radar_pulses file. Shown: radard's journal entries with their RADAR_* fields, `radarctl
# status`, hostapd's channel move (old -> new channel, with times) and the DFS channel states.
. "$(dirname "$0")/../e2e/lib.sh"

region=${1:-etsi}
case $region in
etsi) COUNTRY=DE deftype=ref ;;
fcc) COUNTRY=US deftype=0 ;;
jp) COUNTRY=JP deftype=W56-F1 ;;
*) die "unknown region '$region' (etsi, fcc or jp)" ;;
esac
type=${2:-$deftype}
# JP W53 signals are for 5250-5350 MHz (channel 52), W56 for 5470-5725 MHz (channel 100)
case $type in W56-*) chan=100 freq=5500 ;; *) chan=52 freq=5260 ;; esac
python3 "$RADAR_GEN" --list | awk -v r="$region" -v t="$type" '$1 == r && $2 == t { f = 1 } END { exit !f }' ||
	die "no radar type '$type' for region $region (see bench/radar-gen.py --list)"

section() { printf '\n== %s\n' "$*"; }
# dfs_channels: the DFS channels of wlan0's radio and their state, one line
dfs_channels() {
	iw phy "$phy" channels | awk '
		/^[ \t]*\* [0-9]+ MHz/ { f = $2; c = $4; gsub(/[\[\]]/, "", c); next }
		/DFS state:/ { printf " %s:%s", c, $3 }
		END { print "" }' | fold -s -w 100 | sed 's/^/  /'
}

section "Regulatory domain $COUNTRY ($region), radard under systemd"
setup
iw reg get | sed -n '/^global/,/^$/p' | sed -n '2p' | sed 's/^/  /'
systemctl status radard --no-pager -n 0 | sed -n '1,3p'

section "Access point on channel $chan ($freq MHz): channel availability check"
start_ap "$chan" "36 40 44 48 $chan"
cac=$(grep -m1 -oE 'cac_time=[0-9]+' "$T/hostapd.log" | cut -d= -f2)
log "hostapd: CAC on $freq MHz, $cac s (no transmissions until it completes)"
cac_start=$(date +%s)
next=0
while ! grep -qE 'DFS-CAC-COMPLETED|AP-ENABLED' "$T/hostapd.log"; do
	s=$(($(date +%s) - cac_start))
	[ "$s" -le $((${cac:-60} + 30)) ] || break
	if [ "$s" -ge "$next" ]; then
		log "CAC: $s/$cac s, $freq MHz DFS state $(dfs_state "$phy" "$freq")"
		next=$((next + 10))
	fi
	sleep 0.5
done
wait_for "$T/hostapd.log" 'DFS-CAC-COMPLETED.*success=1' 1 || die "the CAC on $freq MHz did not complete"
wait_for "$T/hostapd.log" 'AP-ENABLED' 10 || die "the AP was not enabled"
log "hostapd: $(grep -m1 -oE 'DFS-CAC-COMPLETED.*' "$T/hostapd.log")"
log "AP up on $(cur_freq) MHz; DFS channels of $phy:"
dfs_channels

section "Radar: $region type $type on $freq MHz (bench/radar-gen.py, injected via hwsim)"
gen_waveform "$region" "$type" "$freq" "$T/radar.trace"
grep -m1 '^#' "$T/radar.trace" | sed 's/^/  /'
sleep 1
t0=$(now)
inject "$T/radar.trace"
log "injected $INJECTED pulses"
t_move=
for ((i = 0; i < 150; i++)); do
	f=$(cur_freq)
	if [ -n "$f" ] && [ "$f" != "$freq" ]; then t_move=$(now); break; fi
	sleep 0.1
done
wait_journal 10 MESSAGE_ID=$MSGID_RADAR_DETECTED RADAR_ORIGIN=kernel ||
	die "no radar detected: radard journaled nothing within 10 s"

section "radard's journal (journalctl -u radard -o cat; the radar entry's fields)"
journalctl -u radard --no-pager -q -o cat | sed 's/^/  /'
journal_json MESSAGE_ID=$MSGID_RADAR_DETECTED RADAR_ORIGIN=kernel
python3 - "$T/j.json" <<'PY'
import json, sys
e = json.loads(open(sys.argv[1]).readline())
print('  --- journalctl -u radard MESSAGE_ID=' + e['MESSAGE_ID'] + ' -o verbose (RADAR_* fields):')
for k in sorted(e):
    if k.startswith('RADAR_'):
        print(f'    {k}={e[k]}')
PY
t_j=$(python3 -c 'import json,sys; print(int(json.loads(open(sys.argv[1]).readline())["__REALTIME_TIMESTAMP"]) / 1e6)' "$T/j.json")

section "hostapd: the channel move"
wait_for "$T/hostapd.log" 'AP-CSA-FINISHED' 10
sed -n '/DFS-RADAR-DETECTED/,$p' "$T/hostapd.log" |
	grep -E 'DFS-RADAR-DETECTED|DFS-NEW-CHANNEL|CSA|AP-DISABLED|AP-ENABLED|DFS-CAC-START' | sed 's/^/  /'
[ -n "$t_move" ] || die "the AP is still on $freq MHz 15 s after the radar"
t_csa=$(hostapd_time 'AP-CSA-FINISHED')
log "channel $chan ($freq MHz) -> channel $(iw dev $IFC info | sed -n 's/.*channel \([0-9]*\) .*/\1/p') ($(cur_freq) MHz)"
log "injection -> radard journal entry: $(ms "$t0" "$t_j") ms"
[ -n "$t_csa" ] && log "injection -> hostapd AP-CSA-FINISHED: $(ms "$t0" "$t_csa") ms"
log "injection -> new channel in iw dev: $(ms "$t0" "$t_move") ms (channel move time limit: 10 s)"

section "radarctl status"
sleep 1
"$RADARCTL" status | sed 's/^/  /'

section "DFS channels of $phy after the radar (iw phy $phy channels)"
dfs_channels
st=$(dfs_state "$phy" "$freq")
[ "$st" = unavailable ] || die "$freq MHz is '$st', expected unavailable"
echo
echo "demo: radar on $freq MHz ($region type $type) detected; AP moved to $(cur_freq) MHz; $freq MHz unavailable for 30 min"
