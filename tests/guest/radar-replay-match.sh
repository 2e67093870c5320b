#!/bin/bash
# The kernel detector decides like the user-space replay tool (nl): for each trace (ETSI
# reference signal and signals 1-6, and a non-radar trace), a CAC is triggered on its own DFS
# channel (DE), the trace is injected through hwsim's radar_pulses file, and the radar type and
# the timestamp of the completing pulse the kernel reports (or none) must equal the first
# detection of `radar-replay --region etsi` on the same trace.
. "$(dirname "$0")/radar-lib.sh"

RADAR_REPLAY=$(find_tool radar-replay) || die "radar-replay not built (tools/radar-replay.c, det)"
ifc=wlan0
set_region DE
pf=$(pulses_file $ifc)
iw dev $ifc set type __ap || die "cannot make $ifc an AP interface"
ip link set $ifc up || die "cannot bring $ifc up"
start_events ev --mlme-only

# type seed channel ("none" = a trace of 200 us pulses every 300 us, no radar)
cases="ref 1 52
1 2 56
2 3 60
3 4 64
4 5 100
5 6 104
6 7 108
none 0 112"

bad=0
while read -r type seed chan; do
	freq=$((5000 + 5 * chan))
	trace=$T/etsi-$type-$seed.trace
	if [ "$type" = none ]; then
		python3 -c "
for i in range(200):
    print(f'{1000 + i * 300} $freq 200 40 0')" >"$trace"
	else
		python3 "$RADAR_GEN" --region etsi --type "$type" --seed "$seed" --freq $freq -o "$trace" ||
			die "radar-gen.py failed for type $type"
	fi
	want=$("$RADAR_REPLAY" --region etsi "$trace" | python3 -c '
import json, sys
lines = [json.loads(l) for l in sys.stdin if l.strip()]
print(lines[0]["type"] + "@" + str(lines[0]["ts_us"]) if lines else "none")') || die "radar-replay failed on $trace"

	n0=$(wc -l <"$T/ev.json")
	iw dev $ifc cac trigger freq $freq HT20 || die "cac trigger on $freq MHz failed"
	wait_for "$T/ev.json" "\"event\": \"cac-started\".*\"freq\": $freq" 10 ||
		die "no cac-started on $freq MHz"
	write_pulses "$pf" "$trace" || die "injecting $trace failed"
	# a detection is reported within a second here; give TCG some slack
	for ((i = 0; i < 30; i++)); do
		tail -n +$((n0 + 1)) "$T/ev.json" | grep -q '"event": "radar-detected"' && break
		sleep 0.1
	done
	got=$(tail -n +$((n0 + 1)) "$T/ev.json" | python3 -c '
import json, sys
d = [json.loads(l) for l in sys.stdin if l.strip()]
d = [e for e in d if e["event"] == "radar-detected" and "ifindex" in e]
r = d[0].get("radar", {}) if d else None
print(str(r.get("type")) + "@" + str(r.get("last_ts")) if d else "none")')
	# end the CAC (a detection already did) before the next channel
	ip link set $ifc down && ip link set $ifc up || die "cannot restart $ifc"
	if [ "$got" = "$want" ]; then
		pass "ETSI $type (seed $seed, $freq MHz): kernel '$got' = replay '$want'"
	else
		echo "MISMATCH: ETSI $type (seed $seed, $freq MHz): kernel '$got', replay '$want'" >&2
		bad=1
	fi
done <<<"$cases"
[ $bad -eq 0 ] || die "the kernel and radar-replay decided differently"
echo "radar-replay-match: all checks passed"
