#!/bin/bash
# The flight recorder's trace of a detection replays to the same detection:
#   test-recorder.sh RADAR_GEN RADAR_REPLAY RECORDER_HARNESS
# For official ETSI signals (radar-gen.py, with 200 noise pulses before them), radar-replay gives
# the first detection (type, ts); radard's recorder is fed the same pulses as dfs_radar pulse
# batches and that detection; radar-replay on the recorded trace must give the same type and ts.
set -uo pipefail
GEN=${1:?} REPLAY=${2:?} HARNESS=${3:?}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fails=0
first() { "$REPLAY" --region etsi "$1" | python3 -c '
import json, sys
d = [json.loads(l) for l in sys.stdin if l.strip()]
print(d[0]["type"], d[0]["ts_us"]) if d else print("none 0")'; }
for type in ref 1 3 6; do
	python3 "$GEN" --region etsi --type "$type" --seed 3 --freq 5260 -o "$T/sig.trace" || exit 1
	# noise first (random widths, 1-3 ms apart), then the signal shifted after it
	python3 - "$T/sig.trace" >"$T/in.trace" <<-'PY'
		import random, sys
		random.seed(5)
		sig = [l.split() for l in open(sys.argv[1]) if l.strip() and not l.startswith('#')]
		ts = 1000
		for _ in range(200):
		    ts += random.randint(1000, 3000)
		    print(ts, 5260, random.randint(1, 30), 10, 0)
		off = ts + 50000 - int(sig[0][0])
		for p in sig:
		    print(int(p[0]) + off, *p[1:])
	PY
	read -r want_type want_ts < <(first "$T/in.trace")
	if [ "$want_type" = none ]; then echo "skip: ETSI $type: radar-replay finds nothing"; continue; fi
	"$HARNESS" "$T/in.trace" "$want_ts" "$want_type" "$T/rec.trace" || { echo "FAIL: harness" >&2; fails=$((fails + 1)); continue; }
	read -r got_type got_ts < <(first "$T/rec.trace")
	n=$(grep -cv '^#' "$T/rec.trace")
	if [ "$got_type $got_ts" = "$want_type $want_ts" ]; then
		echo "ok: ETSI $type: recorded trace ($n pulses) replays to type $got_type at $got_ts"
	else
		echo "FAIL: ETSI $type: input -> $want_type@$want_ts, recorded trace ($n pulses) -> $got_type@$got_ts" >&2
		fails=$((fails + 1))
	fi
done
# the plot of a recorded trace, for people who would rather look than read
PLOT=$(dirname "$0")/../radar-trace-plot
if /usr/bin/python3 -c 'import matplotlib' 2>/dev/null; then
	for ext in png svg; do
		if "$PLOT" "$T/rec.trace" "$T/plot.$ext" >/dev/null && [ -s "$T/plot.$ext" ]; then
			echo "ok: radar-trace-plot wrote a $(file -b "$T/plot.$ext" | cut -d, -f1)"
		else
			echo "FAIL: radar-trace-plot $ext" >&2
			fails=$((fails + 1))
		fi
	done
	head -c 4 "$T/plot.png" | grep -q PNG || { echo "FAIL: not a PNG" >&2; fails=$((fails + 1)); }
	grep -q '<svg' "$T/plot.svg" || { echo "FAIL: not an SVG" >&2; fails=$((fails + 1)); }
	printf '1 5260 1 1 0\nbogus line\n' >"$T/bad.trace"
	if "$PLOT" "$T/bad.trace" "$T/bad.png" 2>"$T/err"; then
		echo "FAIL: a malformed trace was plotted" >&2
		fails=$((fails + 1))
	else
		grep -q 'bad.trace:2:' "$T/err" && echo "ok: malformed trace rejected: $(cat "$T/err")" ||
			{ echo "FAIL: error does not name the line: $(cat "$T/err")" >&2; fails=$((fails + 1)); }
	fi
else
	echo "FAIL: python3-matplotlib missing (scripts/setup.sh installs it)" >&2
	fails=$((fails + 1))
fi

echo "test-recorder: $fails failed"
[ $fails -eq 0 ]
