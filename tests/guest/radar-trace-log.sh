#!/bin/bash
# Tracepoints and kernel log of the radar detector (issue 13): hostapd runs a CAC on channel 52
# (DE, ETSI) and three ETSI reference bursts, 0.5 s apart, are injected in one write, so that
# the detector matches three times before mac80211 stops radar detection.
#   - mac80211:api_radar_pulse traces every pulse, mac80211:radar_pattern_detected every match
#     (read from tracefs, as trace-cmd and perf do)
#   - the kernel log has one "radar detected" line (rate limited), nothing per pulse
. "$(dirname "$0")/radar-lib.sh"

ifc=wlan0
set_region DE
pf=$(pulses_file $ifc)
[ -w "$pf" ] || die "no radar injection file $pf"

tr=/sys/kernel/tracing
mountpoint -q $tr || mount -t tracefs tracefs $tr || die "cannot mount tracefs"
[ -d $tr/events/mac80211/api_radar_pulse ] || die "no mac80211:api_radar_pulse tracepoint"
[ -d $tr/events/mac80211/radar_pattern_detected ] || die "no mac80211:radar_pattern_detected tracepoint"
echo 8192 >$tr/buffer_size_kb
echo 1 >$tr/events/mac80211/api_radar_pulse/enable
echo 1 >$tr/events/mac80211/radar_pattern_detected/enable
echo >$tr/trace

start_events ev --mlme-only
start_hostapd $ifc 52
python3 "$RADAR_GEN" --region etsi --type ref --freq 5260 --seed 5 --trials 3 --gap 0.5 \
	-o "$T/ref3.trace" || die "radar-gen.py failed"
npulses=$(grep -cv '^#' "$T/ref3.trace")
dmesg -c >/dev/null
write_pulses "$pf" "$T/ref3.trace" || die "writing the trace failed"
wait_for "$T/ev.json" '"event": "radar-detected"' 15 || die "no radar-detected event"
sleep 1
echo 0 >$tr/events/mac80211/api_radar_pulse/enable
echo 0 >$tr/events/mac80211/radar_pattern_detected/enable
cat $tr/trace >"$T/trace.log"
dmesg >"$T/dmesg.log"

np=$(grep -c 'api_radar_pulse:' "$T/trace.log")
nd=$(grep -c 'radar_pattern_detected:' "$T/trace.log")
[ "$np" -eq "$npulses" ] || die "api_radar_pulse traced $np pulses, $npulses were injected"
[ "$nd" -ge 3 ] || die "radar_pattern_detected traced $nd matches, expected 3 or more"
grep 'radar_pattern_detected:' "$T/trace.log" | grep -q 'type:ref freq:5260' ||
	die "radar_pattern_detected does not name type ref on 5260 MHz"
grep -q 'api_radar_pulse:.* freq:5260 width:1 ' "$T/trace.log" || die "api_radar_pulse fields wrong"
pass "tracepoints: $np pulses, $nd matches ($(grep -m1 -o 'radar_pattern_detected:.*' "$T/trace.log"))"

nl=$(grep -c 'radar detected: type' "$T/dmesg.log")
[ "$nl" -eq 1 ] || die "the kernel log has $nl 'radar detected' lines for $nd matches in 1 s, expected 1"
[ "$(wc -l <"$T/dmesg.log")" -lt 20 ] || die "the kernel log grew by $(wc -l <"$T/dmesg.log") lines"
pass "kernel log: one line for $nd matches: $(grep -m1 'radar detected: type' "$T/dmesg.log")"
echo "radar-trace-log: all checks passed"
