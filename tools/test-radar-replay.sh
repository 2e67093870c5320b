#!/bin/sh
# Unit test of radar-replay: replays generated traces of a few signal types
# and checks the JSON output, exit codes and the handling of malformed input.
#   test-radar-replay.sh RADAR_REPLAY DETECTOR_SELFTEST
set -u
replay=$1
selftest=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
fail=0

bad() { echo "FAIL: $*" >&2; fail=1; }

# signal traces: detected and named
for t in "fcc 0" "fcc 1" "fcc 5" "fcc 6" "etsi ref" "etsi 4" "etsi 5" "etsi 6" \
	"jp W53-C7" "jp W56-F3" "jp W56-CH"; do
	set -- $t
	"$selftest" --emit "$1" "$2" >"$tmp/trace" || { bad "emit $t"; continue; }
	"$replay" --region "$1" "$tmp/trace" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	[ $rc -eq 0 ] || bad "$t: exit $rc"
	grep -q "\"type\": \"$2\"" "$tmp/out" || bad "$t: not detected as $2: $(cat "$tmp/out")"
	# every line is one JSON object with the documented fields
	if grep -v '^{"ts_us": [0-9]*, "freq": [0-9]*, "region": "[A-Z]*", "type": "[^"]*", "pri": \[[0-9, ]*\], "width": [0-9]*, "pulses": [0-9]*, "first_ts_us": [0-9]*}$' "$tmp/out" >/dev/null; then
		bad "$t: malformed output line(s)"
	fi
	# the impaired version is read from stdin
	"$selftest" --emit "$1" "$2" --impair --seed 5 >"$tmp/trace"
	"$replay" --region "$1" <"$tmp/trace" >"$tmp/out" 2>/dev/null || bad "$t impaired: exit"
	[ -s "$tmp/out" ] || bad "$t impaired: not detected"
done

# wrong region: ETSI signal 4 with 28 us pulses is no FCC signal
i=0
while [ $i -lt 20 ]; do
	echo "$((100000 + i * 300)) 5500 28 40 1"
	i=$((i + 1))
done >"$tmp/trace"
"$replay" --region etsi "$tmp/trace" >"$tmp/out" 2>/dev/null || bad "etsi 4: exit"
grep -q '"type": "4"' "$tmp/out" || bad "etsi 4 (28 us) not detected in ETSI"
"$replay" --region fcc "$tmp/trace" >"$tmp/out" 2>/dev/null || bad "etsi 4 as fcc: exit"
[ -s "$tmp/out" ] && bad "etsi 4 (28 us) detected in FCC"

# the low 32 bits of the microsecond clock wrap (every 71.6 minutes) inside an
# ETSI 1 train, every fourth pulse lost or, the second time, 70 us late:
# detected, and no undefined behaviour on the way (UBSan)
for late in 0 70; do
	awk -v late=$late 'BEGIN {
		for (k = 0; k < 80; k++) {
			t = 4294967296 - 50000 + k * 1000
			if (k % 4 != 1)
				printf "%.0f 5500 2 30 0\n", t
			else if (late)
				printf "%.0f 5500 2 30 0\n", t + late
		}
	}' >"$tmp/wrap32"
	"$replay" --region etsi "$tmp/wrap32" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	[ $rc -eq 0 ] || bad "32-bit wrap (late $late): exit $rc"
	grep -q 'runtime error' "$tmp/err" &&
		bad "32-bit wrap (late $late): $(grep -m1 'runtime error' "$tmp/err")"
	grep -q '"type": "1"' "$tmp/out" || bad "32-bit wrap (late $late): ETSI 1 not detected"
done

# comments, empty lines, blanks, clamped width, wrap: fine, nothing detected
printf '# region=FCC\n\n1000 5260 1 10 0\n  2000\t5260  300 0 1  \n#x\n5 5260 1 0 0\n' >"$tmp/ok"
"$replay" --region fcc "$tmp/ok" >"$tmp/out" 2>"$tmp/err" || bad "valid trace rejected: $(cat "$tmp/err")"
[ -s "$tmp/out" ] && bad "valid trace: unexpected detection"

# region unset: every pulse is reported
"$replay" --region unset "$tmp/ok" >"$tmp/out" 2>/dev/null || bad "unset: exit"
[ "$(grep -c '"type": "unset"' "$tmp/out")" -eq 3 ] || bad "unset: expected 3 detections"

# malformed input: exit 1, line number named, nothing acted upon
n=0
for line in "1000 5260 1 10" "1000 5260 1 10 0 7" "-1 5260 1 10 0" "1000 70000 1 10 0" \
	"1000 5260 1 256 0" "1000 5260 1 10 2" "1000 5260 x 10 0" "1000 5260 1.5 10 0" \
	"18446744073709551616 5260 1 10 0" " # not a comment" "1000,5260,1,10,0"; do
	n=$((n + 1))
	printf '1 5260 1 10 0\n2 5260 1 10 0\n%s\n3 5260 1 10 0\n' "$line" >"$tmp/bad"
	"$replay" --region unset "$tmp/bad" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	[ $rc -eq 1 ] || bad "malformed #$n ($line): exit $rc"
	grep -q ':3:' "$tmp/err" || bad "malformed #$n ($line): line 3 not named: $(cat "$tmp/err")"
	[ -s "$tmp/out" ] && bad "malformed #$n ($line): acted on pulses"
done
printf '1 5260 1 10 0\n2 5260 1 10\000 0\n' >"$tmp/nul"
"$replay" --region unset "$tmp/nul" >"$tmp/out" 2>/dev/null
[ $? -eq 1 ] || bad "NUL byte accepted"

# usage errors
"$replay" "$tmp/ok" >/dev/null 2>&1; [ $? -eq 2 ] || bad "missing --region: exit"
"$replay" --region mars "$tmp/ok" >/dev/null 2>&1; [ $? -eq 2 ] || bad "bad region: exit"
"$replay" --region fcc "$tmp/missing" >/dev/null 2>&1; [ $? -eq 1 ] || bad "missing file: exit"

exit $fail
