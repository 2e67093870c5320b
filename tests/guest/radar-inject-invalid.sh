#!/bin/bash
# hwsim radar_pulses injection rejects bad input whole (nl): a write with one malformed line
# fails with EINVAL, names the line in the kernel log and applies none of its pulses; a write
# above the 64 KiB limit fails with EFBIG; a good write is accepted and counted.
. "$(dirname "$0")/radar-lib.sh"

ifc=wlan0
ip link set $ifc up
pf=$(pulses_file $ifc)
[ -w "$pf" ] || die "no radar injection file $pf"
start_events ev --pulses-only

accepted() { sed -n 's/^accepted //p' "$pf"; }

# write_expect ERRNO_NAME DATA_FILE: one write(2) of the whole file, expect the errno (or OK)
write_expect() {
	python3 - "$pf" "$1" "$2" <<-'PY'
		import errno, os, sys
		path, want, data = sys.argv[1], sys.argv[2], open(sys.argv[3], 'rb').read()
		fd = os.open(path, os.O_WRONLY)
		try:
		    n = os.write(fd, data)
		    got = 'OK' if n == len(data) else f'short write {n}/{len(data)}'
		except OSError as e:
		    got = errno.errorcode[e.errno]
		if got != want:
		    sys.exit(f'write of {len(data)} bytes: got {got}, expected {want}')
	PY
}

a0=$(accepted)
[ -n "$a0" ] || die "reading $pf does not show 'accepted N'"

n=0
check_bad() {
	local what=$1 line=$2
	n=$((n + 1))
	printf '%b' "$3" >"$T/bad$n.trace"
	dmesg -C
	write_expect EINVAL "$T/bad$n.trace" || die "$what: not rejected with EINVAL"
	dmesg | grep -q "radar_pulses: malformed line $line," ||
		{ dmesg | tail -5 >&2; die "$what: kernel log does not name line $line"; }
	[ "$(accepted)" = "$a0" ] || die "$what: pulses were applied ($(accepted) != $a0)"
	pass "$what rejected (line $line)"
}
good='# region=ETSI\n1000 5260 1 30 0\n2428 5260 1 30 0\n'
check_bad "text in a field" 5 "${good}\n3856 5260 x 30 0\n5284 5260 1 30 0\n"
check_bad "too few fields" 2 "1000 5260 1 30 0\n2428 5260 1 30\n"
check_bad "too many fields" 1 "1000 5260 1 30 0 7\n"
check_bad "chirp not 0/1" 4 "${good}3856 5260 1 30 2\n"
check_bad "rssi above 255" 1 "1000 5260 1 256 0\n"
check_bad "freq above 65535" 1 "1000 65536 1 30 0\n"
check_bad "negative timestamp" 1 "-1000 5260 1 30 0\n"
check_bad "hex number" 1 "0x10 5260 1 30 0\n"
check_bad "malformed last line without newline" 4 "${good}3856 5260 1 30"

# the size limit
python3 -c 'import sys; sys.stdout.write("1000 5260 1 30 0\n" * 4000)' >"$T/big.trace"
write_expect EFBIG "$T/big.trace" || die "a write above 64 KiB was not rejected with EFBIG"
[ "$(accepted)" = "$a0" ] || die "oversized write applied pulses"
pass "oversized write rejected with EFBIG"

sleep 1
grep -q '"event": "radar-pulses"' "$T/ev.json" && die "rejected writes produced pulses on the stream"
pass "no pulses reached the stream"

# good input (comments, blank lines, tabs, CRLF) is accepted and counted
printf '# comment\n\n1000\t5260 1 30 0\n  2428 5260  1 30 1  \n3856 5260 1 30 0\r\n' >"$T/good.trace"
write_expect OK "$T/good.trace" || die "a good write was rejected"
[ "$(accepted)" = $((a0 + 3)) ] || die "good write: accepted $(accepted), expected $((a0 + 3))"
pass "good write accepted: $(head -1 "$pf")"
grep -q '^rejected 9$' "$pf" || die "rejected count is not 9: $(cat "$pf")"
echo "radar-inject-invalid: all checks passed"
