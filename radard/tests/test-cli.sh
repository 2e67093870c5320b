#!/bin/bash
# radard/radarctl as an operator runs them, without a kernel (suite unit, sanitizer build):
#   test-cli.sh RADARD RADARCTL
# - configuration: an over-long line is an error naming file:line (issue 11 item 5), '#' starts
#   an inline comment, $STATE_DIRECTORY / --state-dir win over state_dir= in the file;
# - radarctl: a FIFO status.json does not hang it, a hostile "updated" field does not overflow
#   (item 7), status and explain work from the files while radard is down.
set -uo pipefail
RADARD=${1:?radard}
RADARCTL=${2:?radarctl}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fails=0
ok() { echo "ok: $*"; }
bad() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

# 5a: an over-long line (a commented-out key after 196 x) is an error with file:line
{
	echo "[policy]"
	printf '# %s nop_time = 60\n' "$(head -c 196 /dev/zero | tr '\0' x)"
} >"$T/long.conf"
out=$("$RADARD" --config "$T/long.conf" --check-config 2>&1)
rc=$?
if [ $rc -ne 0 ] && grep -q "$T/long.conf:2: line too long" <<<"$out"; then
	ok "over-long line rejected: $(tail -n1 <<<"$out")"
else
	bad "over-long line: rc $rc, output: $out"
fi

# 5b: '#' starts an inline comment (as radard.conf says)
printf '[policy]\nnop_time = 120 # two minutes\nrepeat_threshold = 2\t# twice\n' >"$T/inline.conf"
out=$("$RADARD" --config "$T/inline.conf" --check-config 2>&1)
if grep -q '^nop_time=120$' <<<"$out" && grep -q '^repeat_threshold=2$' <<<"$out"; then
	ok "'#' inline comments"
else
	bad "'#' inline comment: $out"
fi

# 5c: $STATE_DIRECTORY beats the file, --state-dir beats both
printf '[general]\nstate_dir = /from/file\nruntime_dir = /from/file-run\n' >"$T/dirs.conf"
out=$(STATE_DIRECTORY=/from/env RUNTIME_DIRECTORY=/from/env-run "$RADARD" --config "$T/dirs.conf" --check-config 2>&1)
if grep -q '^state_dir=/from/env$' <<<"$out" && grep -q '^runtime_dir=/from/env-run$' <<<"$out"; then
	ok "\$STATE_DIRECTORY/\$RUNTIME_DIRECTORY win over the file"
else
	bad "environment vs file: $out"
fi
out=$(STATE_DIRECTORY=/from/env "$RADARD" --config "$T/dirs.conf" --state-dir /from/cli --check-config 2>&1)
grep -q '^state_dir=/from/cli$' <<<"$out" && ok "--state-dir wins" || bad "--state-dir: $out"
out=$("$RADARD" --config "$T/dirs.conf" --check-config 2>&1)
grep -q '^state_dir=/from/file$' <<<"$out" && ok "state_dir= used without overrides" || bad "file: $out"

# 7a: a FIFO at status.json: radarctl fails quickly instead of hanging
mkdir -p "$T/fifo"
mkfifo "$T/fifo/status.json"
timeout 5 "$RADARCTL" --runtime-dir "$T/fifo" status >"$T/out" 2>&1
rc=$?
if [ $rc -ne 0 ] && [ $rc -ne 124 ]; then ok "FIFO status.json: $(cat "$T/out")"; else bad "FIFO status.json: rc $rc"; fi

# 7b: hostile "updated" (INT64_MIN / INT64_MAX): no signed overflow (UBSan halts on it)
mkdir -p "$T/hostile"
for v in -9223372036854775808 9223372036854775807; do
	printf '{"version":1,"pid":1,"updated":%s,"started":%s,"region":"ETSI","nol":[{"freq":5260,"nol_remaining":-9223372036854775808,"avoid_remaining":9223372036854775807}]}\n' "$v" "$v" >"$T/hostile/status.json"
	"$RADARCTL" --runtime-dir "$T/hostile" status >"$T/out" 2>&1
	rc=$?
	if [ $rc -eq 0 ] && ! grep -q 'runtime error' "$T/out"; then
		ok "updated=$v: $(head -n1 "$T/out")"
	else
		bad "updated=$v: rc $rc: $(cat "$T/out")"
	fi
done

echo "test-cli: $fails failed"
[ $fails -eq 0 ]
