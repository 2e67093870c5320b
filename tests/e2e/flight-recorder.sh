#!/bin/bash
# Scenario "flight-recorder" (issue 11): the official ETSI reference signal is injected during a
# CAC; radard records the dfs_radar pulse stream and writes the pulses of the detection to a
# trace in /var/lib/radard/traces; radarctl explain lists it, and radar-replay on that trace
# reproduces the detection the kernel reported (type and completing pulse's timestamp), and
# radar-trace-plot draws it.  Needs a kernel with the dfs_radar family (issue 13): on a kernel
# without it the test is skipped (exit 77).
. "$(dirname "$0")/lib.sh"

MSGID_TRACE=11816dff9de347b7a423cba1fb15715b
REPLAY=$RADAR_MESON/tools/radar-replay
[ -x "$REPLAY" ] || die "no $REPLAY"
setup
need_pulse_stream
ifc2=wlan1
phy2=$(phy_of $ifc2)
iw dev $ifc2 set type __ap && ip link set $ifc2 up || die "cannot make $ifc2 an AP interface"
iw dev $ifc2 cac trigger freq 5260 HT20 || die "cac trigger failed"
gen_waveform etsi ref 5260 "$T/ref.trace"
sleep 1
pf=/sys/kernel/debug/ieee80211/$phy2/hwsim/radar_pulses
inject "$T/ref.trace"
wait_journal 15 MESSAGE_ID=$MSGID_RADAR_DETECTED RADAR_ORIGIN=kernel RADAR_FREQ=5260 || die "no radar on 5260 MHz"
journal_json MESSAGE_ID=$MSGID_RADAR_DETECTED RADAR_ORIGIN=kernel
want=$(jq -r 'select(.RADAR_TYPE != null) | .RADAR_TYPE + "@" + .RADAR_LAST_TS' "$T/j.json" | head -1)
log "kernel: $want ($(jq -r .MESSAGE "$T/j.json" | head -1))"
wait_journal 10 MESSAGE_ID=$MSGID_TRACE || die "no flight-recorder trace written"
trace=$(journalctl -u radard --no-pager -q -o verbose MESSAGE_ID=$MSGID_TRACE | sed -n 's/^ *RADAR_TRACE=//p' | tail -1)
[ -s "$trace" ] || die "trace '$trace' missing"
log "trace $trace: $(grep -cv '^#' "$trace") pulses"
"$RADARCTL" explain | grep -qF "$trace" || die "radarctl explain does not list the trace"
got=$("$REPLAY" --region etsi "$trace" | jq -r '.type + "@" + (.ts_us | tostring)' | head -1)
log "radar-replay on the trace: $got"
[ "$got" = "$want" ] || die "the trace replays to '$got', the kernel detected '$want'"
/usr/bin/python3 -c 'import matplotlib' 2>/dev/null && "$top/radard/radar-trace-plot" "$trace" "$T/trace.png" ||
	die "radar-trace-plot failed"
echo "e2e-flight-recorder: all checks passed"
