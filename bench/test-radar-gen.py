#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Unit test for radar-gen.py: every signal gives a valid trace, seeds are deterministic,
parameters stay inside the official ranges, the CLI works.  Runs in seconds."""

import importlib.util
import math
import subprocess
import sys

sys.dont_write_bytecode = True   # keep the source tree clean
path = sys.argv[1]
spec = importlib.util.spec_from_file_location('radar_gen', path)
gen = importlib.util.module_from_spec(spec)
spec.loader.exec_module(gen)

failures = []


def check(cond, msg):
    if not cond:
        failures.append(msg)


regions = {s.region for s in gen.SIGNALS}
check(regions == {'fcc', 'etsi', 'jp'}, 'regions %s' % regions)
names = {(s.region, s.type_id) for s in gen.SIGNALS}
for want in [('fcc', str(i)) for i in range(7)] + [('etsi', 'ref')] + \
        [('etsi', str(i)) for i in range(1, 7)] + \
        [('jp', 'W53-%s' % t) for t in ('F1', 'F2', 'V3', 'V4', 'C5', 'C6', 'C7', 'C8', 'C9', 'C10')] + \
        [('jp', 'W56-%s' % t) for t in ('F1', 'F2', 'F3', 'V4', 'V5', 'V6', 'CH', 'FH')]:
    check(want in names, 'missing signal %s %s' % want)

imp = gen.Impairments(loss=0.1, jitter=2, width_err=1, false_rate=50)
for s in gen.SIGNALS:
    for seed in range(5):
        for im in (gen.Impairments(), imp):
            p1, i1 = gen.generate_trial(s, seed, im)
            p2, i2 = gen.generate_trial(s, seed, im)
            tag = '%s %s seed %d' % (s.region, s.type_id, seed)
            check(p1 == p2 and i1 == i2, tag + ': not deterministic')
            check(len(p1) > 0, tag + ': empty')
            try:
                n = gen.validate_trace_text(gen.format_trace(p1, ['x']))
                check(n == len(p1), tag + ': count')
            except ValueError as e:
                check(False, '%s: invalid trace: %s' % (tag, e))
        p, info = gen.generate_trial(s, seed)
        freq = s.default_freq()
        check(all(x[1] == freq for x in p), tag + ': freq')
        check(all(x[2] >= 1 and x[3] == 30 for x in p), tag + ': width/rssi')
        lo, hi = s['width']
        if s.kind in ('burst', 'stagger', 'hop', 'fcc1'):
            check(all(math.floor(lo + 0.5) <= x[2] <= math.floor(hi + 0.5) or x[2] == 1
                      for x in p), tag + ': width range')
            check(all(x[4] == (1 if s.get('chirp') else 0) for x in p), tag + ': chirp flag')
        if s.kind == 'burst':
            n = info['pulses']
            check(s['ppb'][0] <= n <= s['ppb'][1] and len(p) == n, tag + ': ppb')
            d = [b[0] - a[0] for a, b in zip(p, p[1:])]
            pri = info['pri'][0]
            check(all(abs(x - pri) <= 1 for x in d), tag + ': PRI %s %s' % (pri, d[:3]))
        if s.kind == 'fcc1':
            pri = info['pri'][0]
            check(518 <= pri <= 3066, tag + ': type 1 PRI')
            check(len(p) == math.ceil(19e6 / pri / 360), tag + ': type 1 N')
            if info['test'] == 'B':
                check(pri not in gen.FCC1_TEST_A, tag + ': test B PRI in list A')
        if s.kind == 'fcc5':
            check(8 <= info['bursts'] <= 20, tag + ': bursts')
            check(all(1 <= k <= 3 for k in info['pulses_per_burst']), tag + ': ppb')
            check(p[-1][0] - info['offset'] <= 12_000_000, tag + ': 12 s window')
            check(all(x[4] == 1 and 50 <= x[2] <= 100 for x in p), tag + ': chirp pulses')
        if s.kind == 'hop':
            check(info['in_channel_hops'] >= 1, tag + ': no in-channel hop')
            check(len(p) == 9 * info['in_channel_hops'], tag + ': 9 pulses per hop')
        if s.kind == 'stagger':
            prfs = sorted(info['prf'])
            slo, shi = s['spacing']
            check(len(prfs) in (2, 3), tag + ': num PRF')
            check(all(slo <= b - a <= shi for i, a in enumerate(prfs) for b in prfs[i + 1:]),
                  tag + ': PRF spacing %s' % prfs)
            check(len(p) == s['per_prf'] * len(prfs), tag + ': pulses')
        if s.kind == 'pair':
            check(len(p) == 2 * info['pairs'], tag + ': pairs')
            check([x[4] for x in p[:4]] == [0, 1, 0, 1], tag + ': short/long chirp order')

# different seeds give different trials
for s in gen.SIGNALS:
    a = [gen.generate_trial(s, k)[0] for k in range(4)]
    check(len({tuple(x) for x in a}) > 1, '%s %s: seeds do not vary' % (s.region, s.type_id))

# impairments
s = gen.find_signal('fcc', '1')
clean = sum(len(gen.generate_trial(s, k)[0]) for k in range(50))
lossy = sum(len(gen.generate_trial(s, k, gen.Impairments(loss=0.5))[0]) for k in range(50))
check(0.4 * clean < lossy < 0.6 * clean, 'loss 50%%: %d of %d' % (lossy, clean))

# noise
for kind in ('random', 'wlan'):
    p = gen.generate_noise(kind, 3, 20)
    check(p == gen.generate_noise(kind, 3, 20), kind + ': noise not deterministic')
    check(len(p) > 100, kind + ': noise too sparse')
    check(all(0 <= x[0] < 20_000_000 for x in p), kind + ': noise duration')
    gen.validate_trace_text(gen.format_trace(p))
p = gen.generate_noise('random', 1, 100, rate=200)
check(15000 < len(p) < 25000, 'random noise rate: %d' % len(p))
check(all(0 <= x[2] <= 30 for x in p), 'random noise widths')
for kind in gen.NOISE_KINDS:
    p = gen.generate_noise(kind, 2, 30)
    check(len(p) > 50, kind + ': noise too sparse: %d' % len(p))
    check(p == sorted(p, key=lambda x: x[0]), kind + ': not sorted')
    check(all(0 <= x[0] < 30_000_000 and 0 <= x[2] <= 255 for x in p), kind + ': range')
    gen.validate_trace_text(gen.format_trace(p))
p = gen.generate_noise('wlan-dense', 1, 60)
check(1100 < len(p) / 60 < 1700, 'dense WLAN rate %.0f/s' % (len(p) / 60))
p = gen.generate_noise('chirp', 1, 120)
check(all(20 <= x[2] <= 110 for x in p if x[4]), 'chirp flags only on 20-110 us')
check(0.005 < sum(x[4] for x in p) / len(p) < 0.05, 'chirp share')

# corners: deterministic parameters at the ends of the official ranges
for s in gen.SIGNALS:
    cs = gen.corners(s)
    check(len(cs) >= 1, '%s %s: no corners' % (s.region, s.type_id))
    for label, par in cs:
        p, info = gen.generate_trial(s, 1, gen.Impairments(offset_max=0), params=par)
        check(len(p) > 0, '%s %s %s: empty' % (s.region, s.type_id, label))
        if s.kind == 'burst':
            check(info['pulses'] == par['n'] and abs(info['pri'][0] - par['pri']) < 0.1,
                  '%s %s %s: corner params' % (s.region, s.type_id, label))
        if s.kind == 'fcc5':
            check(info['bursts'] == par['bursts'] and
                  all(k == par['n'] for k in info['pulses_per_burst']),
                  '%s %s %s: corner bursts' % (s.region, s.type_id, label))
s = gen.find_signal('fcc', '6')
p, info = gen.generate_trial(s, 3, params=dict(in_channel=1))
check(info['in_channel_hops'] == 1 and len(p) == 9, 'FCC 6 corner: one hop')

# conditions
for cond in gen.CONDITIONS:
    for s in gen.SIGNALS:
        if not gen.condition_applies(cond, s):
            continue
        p, info = gen.generate_condition(s, cond, 1)
        tag = '%s %s %s' % (cond, s.region, s.type_id)
        check(len(p) > 0 and info['spans'], tag + ': empty')
        gen.validate_trace_text(gen.format_trace(p), allow_reset=(cond == 'reset'))
        if cond == 'secondary':
            check(any(x[1] == s.default_freq() + 20 for x in p), tag + ': not on +20 MHz')
        if cond == 'two-same':
            check(len(info['spans']) == 2, tag + ': one radar')
        if cond == 'reset':
            check(any(b[0] < a[0] for a, b in zip(p, p[1:])), tag + ': no reset')
check(sum(gen.condition_applies(c, gen.find_signal('etsi', '5')) for c in gen.STAGGER_ONLY)
      == len(gen.STAGGER_ONLY) - 1, 'ETSI 5 has no 3:2 pair')
check(not gen.condition_applies('stag-any', gen.find_signal('fcc', '1')), 'stagger on FCC 1')
s = gen.find_signal('etsi', '6')
for i in range(20):
    p, info = gen.generate_condition(s, 'stag-any', i)
    prfs = sorted(info['prf'])
    check(all(b - a >= gen.ANY_SPACING_MIN for a, b in zip(prfs, prfs[1:])), 'any spacing')
    p, info = gen.generate_condition(s, 'ratio3:2', i)
    a, b = sorted(info['prf'])
    check(b * 2 == a * 3, '3:2 PRFs %s' % info['prf'])
s = gen.find_signal('etsi', '1')
p, info = gen.generate_condition(s, 'noise1000', 1)
check(len(p) > 500 and min(x[0] for x in p) < info['span'][0], 'false pulses before the burst')
p, info = gen.generate_condition(s, 'quant', 1)
check(all(x[2] in (0, 1, 2, 3, 4, 5, 6) for x in p), 'ath9k quantised widths')

# CLI
def cli(*args):
    return subprocess.run([sys.executable, path] + list(args), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True)

r1 = cli('--region', 'fcc', '--type', '5', '--seed', '7', '--loss', '0.1', '--jitter', '2',
         '--freq', '5260')
r2 = cli('--region', 'fcc', '--type', '5', '--seed', '7', '--loss', '0.1', '--jitter', '2',
         '--freq', '5260')
check(r1.returncode == 0 and r1.stdout == r2.stdout, 'CLI determinism')
check(gen.validate_trace_text(r1.stdout) > 0, 'CLI trace')
r = cli('noise', '--kind', 'wlan', '--seconds', '5', '--seed', '1')
check(r.returncode == 0 and gen.validate_trace_text(r.stdout) > 0, 'CLI noise')
r = cli('noise', '--kind', 'beacons', '--seconds', '5', '--seed', '1')
check(r.returncode == 0 and gen.validate_trace_text(r.stdout) > 0, 'CLI beacons')
r = cli('--region', 'etsi', '--type', '5', '--condition', 'reset', '--trials', '2', '--gap', '5')
check(r.returncode == 0 and gen.validate_trace_text(r.stdout, allow_reset=True) > 0, 'CLI condition')
r = cli('--region', 'fcc', '--type', '5', '--corner', '2')
check(r.returncode == 0 and gen.validate_trace_text(r.stdout) > 0, 'CLI corner')
r = cli('--region', 'fcc', '--type', '1', '--condition', 'ratio4:3')
check(r.returncode != 0, 'CLI condition that does not apply')
r = cli('--region', 'etsi', '--type', '9')
check(r.returncode != 0 and 'unknown signal' in r.stderr, 'CLI bad type')
r = cli('--region', 'jp', '--type', 'W56-F2', '--trials', '3', '--gap', '10')
check(r.returncode == 0 and gen.validate_trace_text(r.stdout) == 54, 'CLI trials')
check(' 5500 ' in r.stdout, 'W56 default freq')

if failures:
    for f in failures[:50]:
        print('FAIL:', f)
    print('%d failures' % len(failures))
    sys.exit(1)
print('ok: %d signals' % len(gen.SIGNALS))
