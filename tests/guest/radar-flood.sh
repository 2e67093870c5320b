#!/bin/bash
# Pulse flood (nl): 100k pulses injected in 64 KiB chunks while hostapd runs a CAC on channel
# 52 (DE). Checks that the pulse stream is rate limited and reports what it dropped (every pulse
# is either sent or counted as dropped), that no radar is detected from the non-radar pulses,
# and that the kernel stays responsive (`iw dev` answers within a second throughout).
. "$(dirname "$0")/radar-lib.sh"

ifc=wlan0
total=${1:-100000}
set_region DE
pf=$(pulses_file $ifc)
[ -w "$pf" ] || die "no radar injection file $pf"
start_events ev
start_hostapd $ifc 52

# 200 us wide pulses every 100 us: no radar type of any region looks like that
python3 -c "
import sys
for i in range($total):
    sys.stdout.write(f'{1000 + i * 100} 5260 200 40 0\n')
" >"$T/flood.trace"

# responsiveness probe: one process that every 100 ms times a UDP round trip over lo and a
# sysfs read, and `iw dev` (a netlink request to nl80211) every second with a 3 s limit
python3 - "$T/probe.log" <<'PY' &
import os, socket, subprocess, sys, time
out = open(sys.argv[1], 'w', buffering=1)
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.bind(('127.0.0.1', 0))
s.settimeout(5)
n = 0
while True:
    t0 = time.monotonic()
    s.sendto(b'x', s.getsockname())
    s.recvfrom(16)
    open('/sys/class/net/wlan0/operstate').read()
    out.write(f'{(time.monotonic() - t0) * 1000:.1f}\n')
    if n % 10 == 0:
        try:
            subprocess.run(['iw', 'dev'], stdout=subprocess.DEVNULL, timeout=3, check=True)
        except Exception as e:
            out.write(f'iw-dev-failed {e}\n')
    n += 1
    time.sleep(0.1)
PY
probe=$!
bgpids+=($probe)
sleep 1

before=$(sed -n 's/^accepted //p' "$pf")
t0=$(date +%s%N)
write_pulses "$pf" "$T/flood.trace" || die "injection failed"
ms=$((($(date +%s%N) - t0) / 1000000))
kill $probe
after=$(sed -n 's/^accepted //p' "$pf")
[ $((after - before)) -eq "$total" ] || die "accepted $((after - before)) of $total pulses"
log "injected $total pulses in $ms ms"
sleep 1.5	# last batch (100 ms timer) and the dropped count

grep -q iw-dev-failed "$T/probe.log" && die "iw dev failed or took over 3 s during the flood"
maxms=$(grep -v failed "$T/probe.log" | sort -n | tail -1)
[ -n "$maxms" ] || die "the responsiveness probe did not run"
log "probe (UDP over lo + sysfs read): $(grep -vc failed "$T/probe.log") probes, slowest ${maxms} ms"
[ "${maxms%.*}" -lt 1000 ] || die "the probe took $maxms ms during the flood"

python3 - "$T/ev.json" "$total" "$ms" <<'PY' || die "pulse stream check failed"
import json, sys
path, total, ms = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
ev = [json.loads(l) for l in open(path)]
det = [e for e in ev if e['event'] == 'radar-detected']
assert not det, f'radar detected in non-radar pulses: {det}'
batches = [e for e in ev if e['event'] == 'radar-pulses']
sent = sum(e['count'] for e in batches)
dropped = sum(e['dropped'] for e in batches)
print(f'{len(batches)} batches, {sent} pulses sent, {dropped} dropped, largest batch '
      f'{max(e["count"] for e in batches)}')
assert sent + dropped == total, f'sent {sent} + dropped {dropped} != {total}'
assert dropped > 0, 'nothing dropped: no rate limit'
# 2000 pulses/s per wiphy at most (CFG80211_RADAR_PULSES_MAX_RATE), +1 s for window edges
limit = 2000 * (ms / 1000 + 2.5)
assert sent <= limit, f'{sent} pulses sent in {ms} ms: above the rate limit'
assert all(e['count'] <= 256 for e in batches), 'batch above 256 pulses'
PY
echo "radar-flood: all checks passed"
