#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Radar test waveform generator writing pulse traces (docs: shared/spec/pulse-trace.md).

Signals follow /work/shared/radar/signals.json, current versions:
  FCC KDB 905462 D02 v02 types 0-6, ETSI EN 301 893 V2.1.1 ref + 1-6,
  JP MIC W53 (2019 update: F1, F2, V3, V4, C5-C10) and W56 (F1-F3, V4-V6, CH, FH).

Examples:
  radar-gen.py --region fcc --type 5 --seed 7 --loss 0.1 --jitter 2 --freq 5260
  radar-gen.py --region etsi --type 5 --trials 10 --gap 100
  radar-gen.py noise --kind random --hours 1 --seed 1
  radar-gen.py --list

Python 3 standard library only.  The module is also imported by radar-eval.py
(generate_trial(), generate_noise(), SIGNALS, format_trace()).
"""

import argparse
import math
import random
import sys

US = 1_000_000  # µs per second

# FCC KDB 905462 D02 Table 5a: type 1 Test A PRI list (µs)
FCC1_TEST_A = [518, 538, 558, 578, 598, 618, 638, 658, 678, 698, 718, 738, 758,
               778, 798, 818, 838, 858, 878, 898, 918, 938, 3066]

# FCC type 6 / W56 hopping: 475 one-MHz hop frequencies 5250..5724 MHz
HOP_FREQS = list(range(5250, 5725))
HOP_SEQ_HOPS = 100      # 300 ms hopping sequence, one hop every 3 ms
HOP_DWELL_US = 3000


class Signal:
    """One official test signal.

    kind: 'burst' (fixed PRI), 'fcc1', 'stagger', 'fcc5' (long chirp bursts over 12 s),
          'hop' (frequency hopping), 'pair' (JP W53 chirp pulse pairs).
    width: (min,max) µs; pri: (min,max) µs or prf: (min,max)/list pps; ppb: (min,max).
    """

    def __init__(self, region, type_id, kind, desc, **kw):
        self.region = region
        self.type_id = type_id
        self.kind = kind
        self.desc = desc
        self.kw = kw
        self.band = kw.get('band', 'W53' if region == 'jp' else None)

    def default_freq(self):
        return 5500 if self.band == 'W56' else 5260

    def __getitem__(self, k):
        return self.kw[k]

    def get(self, k, d=None):
        return self.kw.get(k, d)


def _sig(region, tid, kind, desc, **kw):
    return Signal(region, tid, kind, desc, **kw)


SIGNALS = [
    # --- FCC KDB 905462 D02 v02 Tables 5-7 ---
    _sig('fcc', '0', 'burst', 'short pulse type 0: 1 us, PRI 1428 us, 18 pulses',
         width=(1, 1), pri=(1428, 1428), ppb=(18, 18)),
    _sig('fcc', '1', 'fcc1', 'short pulse type 1: 1 us, Test A list / Test B 518-3066 us, '
         'N = ceil(19e6/(360*PRI))', width=(1, 1)),
    _sig('fcc', '2', 'burst', 'short pulse type 2: 1-5 us, PRI 150-230 us, 23-29 pulses',
         width=(1, 5), pri=(150, 230), ppb=(23, 29)),
    _sig('fcc', '3', 'burst', 'short pulse type 3: 6-10 us, PRI 200-500 us, 16-18 pulses',
         width=(6, 10), pri=(200, 500), ppb=(16, 18)),
    _sig('fcc', '4', 'burst', 'short pulse type 4: 11-20 us, PRI 200-500 us, 12-16 pulses',
         width=(11, 20), pri=(200, 500), ppb=(12, 16)),
    _sig('fcc', '5', 'fcc5', 'long pulse type 5: 50-100 us chirped, 1-3 pulses/burst at PRI '
         '1000-2000 us, 8-20 bursts in 12 s', width=(50, 100), pri=(1000, 2000),
         ppb=(1, 3), bursts=(8, 20), window_s=12),
    _sig('fcc', '6', 'hop', 'frequency hopping type 6: 1 us, PRI 333 us, 9 pulses/hop, '
         '475 hop freqs 5250-5724 MHz, 3 ms/hop, 300 ms sequence',
         width=(1, 1), pri=(333, 333), ppb=(9, 9)),
    # --- ETSI EN 301 893 V2.1.1 Annex D ---
    _sig('etsi', 'ref', 'burst', 'reference signal: 1 us, 700 pps, 18 pulses',
         width=(1, 1), prf=(700, 700), ppb=(18, 18)),
    _sig('etsi', '1', 'burst', 'signal 1: 0.5-5 us, 200-1000 pps, 10 pulses',
         width=(0.5, 5), prf=(200, 1000), ppb=(10, 10)),
    _sig('etsi', '2', 'burst', 'signal 2: 0.5-15 us, 200-1600 pps, 15 pulses',
         width=(0.5, 15), prf=(200, 1600), ppb=(15, 15)),
    _sig('etsi', '3', 'burst', 'signal 3: 0.5-15 us, 2300-4000 pps, 25 pulses',
         width=(0.5, 15), prf=(2300, 4000), ppb=(25, 25)),
    _sig('etsi', '4', 'burst', 'signal 4: 20-30 us chirped (+/-2.5 MHz), 2000-4000 pps, 20 pulses',
         width=(20, 30), prf=(2000, 4000), ppb=(20, 20), chirp=True),
    _sig('etsi', '5', 'stagger', 'signal 5: 0.5-2 us, 300-400 pps, 2-3 PRFs spaced 20-50 pps, '
         '10 pulses per PRF', width=(0.5, 2), prf=(300, 400), per_prf=10, spacing=(20, 50)),
    _sig('etsi', '6', 'stagger', 'signal 6: 0.5-2 us, 400-1200 pps, 2-3 PRFs spaced 80-400 pps, '
         '15 pulses per PRF', width=(0.5, 2), prf=(400, 1200), per_prf=15, spacing=(80, 400)),
    # --- JP MIC W53 (2019 update) ---
    _sig('jp', 'W53-F1', 'burst', 'W53 fixed 1: 1 us, 840 or 1120 Hz, 18 pulses',
         width=(1, 1), prf=[840, 1120], ppb=(18, 18), band='W53'),
    _sig('jp', 'W53-F2', 'burst', 'W53 fixed 2: 2.7 us, 260 Hz, 18 pulses',
         width=(2.7, 2.7), prf=(260, 260), ppb=(18, 18), band='W53'),
    _sig('jp', 'W53-V3', 'burst', 'W53 variable 3: 0.5-5 us, 200-1000 Hz, 10-40 pulses',
         width=(0.5, 5), prf=(200, 1000), ppb=(10, 40), band='W53'),
    _sig('jp', 'W53-V4', 'burst', 'W53 variable 4: 0.5-15 us, 200-1600 Hz, 15-40 pulses',
         width=(0.5, 15), prf=(200, 1600), ppb=(15, 40), band='W53'),
    _sig('jp', 'W53-C5', 'pair', 'W53 chirp pair 5: short 0.5-5 us, blank 70-120 us, long '
         '20-110 us chirped, 200-1000 Hz, 22-40 pairs', width=(0.5, 5), blank=(70, 120),
         long=(20, 110), prf=(200, 1000), ppb=(22, 40), band='W53'),
    _sig('jp', 'W53-C6', 'pair', 'W53 chirp pair 6: short 0.5-15 us, blank 70-120 us, long '
         '20-110 us chirped, 200-1600 Hz, 22-40 pairs', width=(0.5, 15), blank=(70, 120),
         long=(20, 110), prf=(200, 1600), ppb=(22, 40), band='W53'),
    _sig('jp', 'W53-C7', 'pair', 'W53 chirp pair 7: 0.5-1.5 us / 50-240 / 30-32 us, '
         '1114-1118 Hz, 30-40 pairs', width=(0.5, 1.5), blank=(50, 240), long=(30, 32),
         prf=(1114, 1118), ppb=(30, 40), band='W53'),
    _sig('jp', 'W53-C8', 'pair', 'W53 chirp pair 8: 0.5-1.5 us / 50-240 / 30-32 us, '
         '928-932 Hz, 25-40 pairs', width=(0.5, 1.5), blank=(50, 240), long=(30, 32),
         prf=(928, 932), ppb=(25, 40), band='W53'),
    _sig('jp', 'W53-C9', 'pair', 'W53 chirp pair 9: 0.5-1.5 us / 50-240 / 30-32 us, '
         '886-890 Hz, 24-40 pairs', width=(0.5, 1.5), blank=(50, 240), long=(30, 32),
         prf=(886, 890), ppb=(24, 40), band='W53'),
    _sig('jp', 'W53-C10', 'pair', 'W53 chirp pair 10: 0.5-1.5 us / 50-240 / 30-32 us, '
         '738-742 Hz, 20-40 pairs', width=(0.5, 1.5), blank=(50, 240), long=(30, 32),
         prf=(738, 742), ppb=(20, 40), band='W53'),
    # --- JP MIC W56 ---
    _sig('jp', 'W56-F1', 'burst', 'W56 fixed 1: 0.5 us, 720 Hz, 18 pulses',
         width=(0.5, 0.5), prf=(720, 720), ppb=(18, 18), band='W56'),
    _sig('jp', 'W56-F2', 'burst', 'W56 fixed 2: 1 us, 700 Hz, 18 pulses',
         width=(1, 1), prf=(700, 700), ppb=(18, 18), band='W56'),
    _sig('jp', 'W56-F3', 'burst', 'W56 fixed 3: 2 us, 250 Hz, 18 pulses',
         width=(2, 2), prf=(250, 250), ppb=(18, 18), band='W56'),
    _sig('jp', 'W56-V4', 'burst', 'W56 variable 4: 1-5 us, PRI 150-230 us, 23-29 pulses',
         width=(1, 5), pri=(150, 230), ppb=(23, 29), band='W56'),
    _sig('jp', 'W56-V5', 'burst', 'W56 variable 5: 6-10 us, PRI 200-500 us, 16-18 pulses',
         width=(6, 10), pri=(200, 500), ppb=(16, 18), band='W56'),
    _sig('jp', 'W56-V6', 'burst', 'W56 variable 6: 11-20 us, PRI 200-500 us, 12-16 pulses',
         width=(11, 20), pri=(200, 500), ppb=(12, 16), band='W56'),
    _sig('jp', 'W56-CH', 'fcc5', 'W56 chirp: 50-100 us chirped, 1-3 pulses/burst at PRI '
         '1000-2000 us, 8-20 bursts in 12 s', width=(50, 100), pri=(1000, 2000),
         ppb=(1, 3), bursts=(8, 20), window_s=12, band='W56'),
    _sig('jp', 'W56-FH', 'hop', 'W56 frequency hopping (modelled like FCC type 6): 1 us, '
         '3000 Hz, 9 pulses/hop', width=(1, 1), prf=(3000, 3000), ppb=(9, 9), band='W56'),
]

REGIONS = ('fcc', 'etsi', 'jp')


def find_signal(region, type_id):
    region = region.lower()
    for s in SIGNALS:
        if s.region == region and s.type_id.lower() == str(type_id).lower():
            return s
    raise KeyError('unknown signal %s type %s (try --list)' % (region, type_id))


class Impairments:
    def __init__(self, loss=0.0, jitter=0.0, width_err=0.0, false_rate=0.0,
                 offset_max=1_000_000):
        if not 0.0 <= loss < 1.0:
            raise ValueError('loss must be in [0, 1)')
        if jitter < 0 or width_err < 0 or false_rate < 0 or offset_max < 0:
            raise ValueError('impairments must be non-negative')
        self.loss = loss
        self.jitter = jitter          # ± µs, uniform
        self.width_err = width_err    # ± µs, uniform
        self.false_rate = false_rate  # false pulses per second, Poisson
        self.offset_max = offset_max  # µs, random start offset in [0, offset_max]


def _width(rng, lo, hi):
    """Draw a width in 0.1 µs steps (official granularity)."""
    if lo == hi:
        return float(lo)
    return rng.randint(int(round(lo * 10)), int(round(hi * 10))) / 10.0


def _pri(rng, sig):
    """Draw one PRI in µs: PRI ranges are 1 µs steps; PRF ranges/lists in 1 pps steps."""
    if sig.get('pri') is not None:
        lo, hi = sig['pri']
        return float(rng.randint(lo, hi))
    prf = sig['prf']
    if isinstance(prf, list):
        return US / rng.choice(prf)
    lo, hi = prf
    return US / rng.randint(lo, hi)


def _ppb(rng, sig):
    lo, hi = sig['ppb']
    return rng.randint(lo, hi)


def _stagger_prfs(rng, sig):
    """2 or 3 PRFs inside the PRF range, every pair spaced inside the spacing range."""
    lo, hi = sig['prf']
    slo, shi = sig['spacing']
    n = rng.choice((2, 3))
    while True:
        gaps = [rng.randint(slo, shi) for _ in range(n - 1)]
        span = sum(gaps)
        if span > hi - lo:
            continue
        # for 3 PRFs the outer pair must respect the spacing range as well
        if n == 3 and span > shi:
            continue
        first = rng.randint(lo, hi - span)
        prfs = [first]
        for g in gaps:
            prfs.append(prfs[-1] + g)
        rng.shuffle(prfs)
        return prfs


def clean_pulses(sig, rng, freq, stagger='single'):
    """Return (pulses, info) with pulses = [(t_us float, freq, width_us float, chirp)]
    starting at t=0, plus a dict describing the drawn parameters."""
    k = sig.kind
    out = []
    info = {}
    chirp = bool(sig.get('chirp', False))
    if k == 'burst':
        w = _width(rng, *sig['width'])
        pri = _pri(rng, sig)
        n = _ppb(rng, sig)
        for i in range(n):
            out.append((i * pri, freq, w, chirp))
        info = dict(width=w, pri=[round(pri, 1)], pulses=n)
    elif k == 'fcc1':
        test = rng.choice('AB')
        if test == 'A':
            pri = rng.choice(FCC1_TEST_A)
        else:
            excl = set(FCC1_TEST_A)
            while True:
                pri = rng.randint(518, 3066)
                if pri not in excl:
                    break
        n = math.ceil((19 * US / pri) / 360)
        for i in range(n):
            out.append((i * float(pri), freq, 1.0, False))
        info = dict(test=test, width=1.0, pri=[pri], pulses=n)
    elif k == 'stagger':
        w = _width(rng, *sig['width'])
        prfs = _stagger_prfs(rng, sig)
        pris = [US / p for p in prfs]
        per = sig['per_prf']
        t = 0.0
        if stagger == 'single':
            seq = [pris[i % len(pris)] for i in range(per * len(pris))]
        else:  # 'packet': all pulses of one PRF, then the next
            seq = [p for p in pris for _ in range(per)]
        for pri in seq:
            out.append((t, freq, w, False))
            t += pri
        info = dict(width=w, prf=prfs, pri=[round(p, 1) for p in pris],
                    pulses=len(seq), stagger=stagger)
    elif k == 'fcc5':
        nb = rng.randint(*sig['bursts'])
        win = sig['window_s'] * US
        interval = win / nb
        bursts = []
        for b in range(nb):
            w = _width(rng, *sig['width'])
            npb = rng.randint(*sig['ppb'])
            pris = [float(rng.randint(*sig['pri'])) for _ in range(npb - 1)]
            blen = sum(pris) + w
            start = b * interval + rng.uniform(0, max(0.0, interval - blen))
            t = start
            for i in range(npb):
                out.append((t, freq, w, True))
                if i < npb - 1:
                    t += pris[i]
            bursts.append(npb)
        info = dict(bursts=nb, pulses_per_burst=bursts, pulses=len(out))
    elif k == 'hop':
        pri = _pri(rng, sig)
        seq = rng.sample(HOP_FREQS, HOP_SEQ_HOPS)
        lo, hi = freq - 10, freq + 10
        inch = [i for i, f in enumerate(seq) if lo <= f < hi]
        if not inch:
            # certification picks a sequence that hits the channel under test
            cand = [f for f in HOP_FREQS if lo <= f < hi and f not in seq]
            i = rng.randrange(HOP_SEQ_HOPS)
            seq[i] = rng.choice(cand)
            inch = [i]
        for h in inch:
            for j in range(sig['ppb'][0]):
                out.append((h * HOP_DWELL_US + j * pri, freq, 1.0, False))
        info = dict(pri=[round(pri, 1)], hops=HOP_SEQ_HOPS, in_channel_hops=len(inch),
                    pulses=len(out))
    elif k == 'pair':
        ws = _width(rng, *sig['width'])
        wl = float(rng.randint(*sig['long']))
        blank = float(rng.randint(*sig['blank']))
        pri = _pri(rng, sig)
        n = _ppb(rng, sig)
        for i in range(n):
            t = i * pri
            out.append((t, freq, ws, False))
            out.append((t + ws + blank, freq, wl, True))
        info = dict(width=ws, long_width=wl, blank=blank, pri=[round(pri, 1)], pairs=n,
                    pulses=2 * n)
    else:
        raise AssertionError(k)
    return out, info


def hw_width(w):
    """Hardware reports integer µs widths (0.1 µs granularity rounded), at least 1."""
    return max(1, int(math.floor(w + 0.5)))


def impair(pulses, rng, imp, freq, rssi):
    """Apply impairments; returns sorted [(ts_us int, freq, width int, rssi, chirp int)]
    relative to the start offset 0 (offset added by the caller)."""
    out = []
    for (t, f, w, c) in pulses:
        if imp.loss and rng.random() < imp.loss:
            continue
        if imp.jitter:
            t += rng.uniform(-imp.jitter, imp.jitter)
        if imp.width_err:
            w += rng.uniform(-imp.width_err, imp.width_err)
        out.append((t, f, w, c))
    if imp.false_rate and pulses:
        span = max(p[0] for p in pulses) + 1000.0
        t = rng.expovariate(imp.false_rate / US)
        while t < span:
            out.append((t, freq, float(rng.randint(1, 100)), False))
            t += rng.expovariate(imp.false_rate / US)
    res = []
    for (t, f, w, c) in out:
        res.append((max(0, int(round(t))), f, hw_width(w), rssi, 1 if c else 0))
    res.sort(key=lambda p: p[0])
    return res


def generate_trial(sig, seed, imp=None, freq=None, rssi=30, stagger='single'):
    """One randomised trial; returns (pulses, info).  pulses have absolute timestamps
    starting at a random offset in [0, imp.offset_max] µs."""
    imp = imp or Impairments()
    rng = random.Random('%s/%s/%s' % (sig.region, sig.type_id, seed))
    freq = freq or sig.default_freq()
    clean, info = clean_pulses(sig, rng, freq, stagger)
    offset = rng.randint(0, imp.offset_max) if imp.offset_max else 0
    pulses = impair(clean, rng, imp, freq, rssi)
    pulses = [(t + offset, f, w, r, c) for (t, f, w, r, c) in pulses]
    info['offset'] = offset
    return pulses, info


def noise_random(rng, dur_us, freq, rssi, rate, chirp_frac):
    """Poisson pulses, widths uniform 1-100 µs."""
    out = []
    t = rng.expovariate(rate / US)
    while t < dur_us:
        c = 1 if (chirp_frac and rng.random() < chirp_frac) else 0
        out.append((int(t), freq, rng.randint(1, 100), rssi, c))
        t += rng.expovariate(rate / US)
    return out


def noise_wlan(rng, dur_us, freq, rssi, rate, chirp_frac):
    """WLAN-like interference: several beacon sources at 102.4 ms, periodic traffic
    (fixed period 2-51.2 ms, each burst delayed by AIFS + random backoff, 1-3 SIFS-spaced
    frames of varying widths, half of them seen as short 1-10 µs fragments), plus random
    pulses at rate/10."""
    out = []
    # beacons: 3-8 BSSs, TBTT 102400 µs, slightly different clocks, short fragments
    for _ in range(rng.randint(3, 8)):
        period = 102400 * (1 + rng.uniform(-25e-6, 25e-6))
        w = rng.randint(1, 8)
        t = rng.uniform(0, period)
        while t < dur_us:
            out.append((int(t + rng.uniform(-2, 2)), freq, w, rssi, 0))
            t += period
    # periodic traffic: VoIP 20 ms, video 33.3 ms, 10/5/2/1 ms polling
    for _ in range(rng.randint(2, 4)):
        period = rng.choice((2000, 5000, 10000, 20000, 33333, 51200))
        t = rng.uniform(0, period)
        while t < dur_us:
            # channel access: AIFS plus random backoff (CWmin 15 slots of 9 µs)
            tt = t + 34 + rng.randint(0, 15) * 9
            for _f in range(rng.randint(1, 3)):
                # frame bodies (10-250 µs) or short fragments of them (1-10 µs)
                w = rng.randint(1, 10) if rng.random() < 0.5 else rng.randint(10, 250)
                out.append((int(tt), freq, w, rssi, 0))
                tt += w + 16 + rng.randint(0, 2) * 9   # SIFS, occasional slot times
            t += period + rng.uniform(-5, 5)
    # background: random pulses
    if rate > 0:
        out.extend(noise_random(rng, dur_us, freq, rssi, rate / 10.0, chirp_frac))
    out = [p for p in out if 0 <= p[0] < dur_us]
    out.sort(key=lambda p: p[0])
    return out


def generate_noise(kind, seed, seconds, freq=5260, rssi=30, rate=100.0, chirp_frac=0.0,
                   start_us=0):
    rng = random.Random('noise/%s/%s' % (kind, seed))
    dur = int(seconds * US)
    if kind == 'random':
        p = noise_random(rng, dur, freq, rssi, rate, chirp_frac)
    elif kind == 'wlan':
        p = noise_wlan(rng, dur, freq, rssi, rate, chirp_frac)
    else:
        raise ValueError('unknown noise kind %r (random|wlan)' % kind)
    if start_us:
        p = [(t + start_us, f, w, r, c) for (t, f, w, r, c) in p]
    return p


def format_trace(pulses, header=()):
    lines = ['# %s' % h for h in header]
    lines.extend('%d %d %d %d %d' % p for p in pulses)
    return '\n'.join(lines) + '\n'


def validate_trace_text(text):
    """Check a trace against pulse-trace.md v1; returns the number of pulses or raises."""
    n = 0
    prev = None
    for i, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        if not s or s.startswith('#'):
            continue
        f = s.split()
        if len(f) != 5 or not all(x.isdigit() for x in f):
            raise ValueError('line %d: malformed: %r' % (i, line))
        ts, fr, w, r, c = (int(x) for x in f)
        if ts >= 1 << 64 or fr >= 1 << 16 or r > 255 or c not in (0, 1):
            raise ValueError('line %d: field out of range' % i)
        if prev is not None and ts < prev:
            raise ValueError('line %d: timestamp goes back' % i)
        prev = ts
        n += 1
    return n


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == 'noise':
        ap = argparse.ArgumentParser(prog='radar-gen.py noise',
                                     description='noise-only pulse trace')
        ap.add_argument('--kind', choices=('random', 'wlan'), default='random')
        ap.add_argument('--hours', type=float, default=None)
        ap.add_argument('--seconds', type=float, default=None)
        ap.add_argument('--seed', type=int, default=1)
        ap.add_argument('--freq', type=int, default=5260)
        ap.add_argument('--rssi', type=int, default=30)
        ap.add_argument('--rate', type=float, default=100.0,
                        help='random pulses per second (wlan: background at rate/10)')
        ap.add_argument('--chirp-frac', type=float, default=0.0,
                        help='fraction of random pulses flagged as chirp (default 0: '
                        'chirped 50-100 us pulses at ~1/s are a legal FCC type 5 signal)')
        ap.add_argument('-o', '--output', default='-')
        a = ap.parse_args(argv[1:])
        secs = a.seconds if a.seconds is not None else (a.hours if a.hours is not None else 1.0) * 3600
        if secs <= 0 or a.rate < 0 or not 0 <= a.chirp_frac <= 1 or not 0 <= a.rssi <= 255 \
                or not 0 < a.freq < 65536:
            ap.error('invalid duration/rate/chirp-frac/rssi')
        p = generate_noise(a.kind, a.seed, secs, a.freq, a.rssi, a.rate, a.chirp_frac)
        hdr = ['noise kind=%s seed=%d seconds=%g rate=%g' % (a.kind, a.seed, secs, a.rate)]
        _write(a.output, format_trace(p, hdr))
        return 0

    ap = argparse.ArgumentParser(prog='radar-gen.py', description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--list', action='store_true', help='list the signals and exit')
    ap.add_argument('--region', choices=REGIONS)
    ap.add_argument('--type', dest='type_id')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--trials', type=int, default=1,
                    help='trials in one trace, separated by --gap seconds')
    ap.add_argument('--gap', type=float, default=100.0, help='seconds between trials')
    ap.add_argument('--freq', type=int, default=None,
                    help='20 MHz channel centre (default 5260, W56 5500)')
    ap.add_argument('--rssi', type=int, default=30)
    ap.add_argument('--loss', type=float, default=0.0, help='pulse loss fraction')
    ap.add_argument('--jitter', type=float, default=0.0, help='timing jitter, +/- us')
    ap.add_argument('--width-err', type=float, default=0.0, help='width error, +/- us')
    ap.add_argument('--false-rate', type=float, default=0.0,
                    help='false pulses per second interleaved')
    ap.add_argument('--offset-max', type=int, default=1_000_000,
                    help='random start offset in [0, N] us')
    ap.add_argument('--stagger', choices=('single', 'packet'), default='single',
                    help='ETSI 5/6 staggering: per pulse or per packet')
    ap.add_argument('-o', '--output', default='-')
    a = ap.parse_args(argv)
    if a.list:
        for s in SIGNALS:
            print('%-5s %-8s %s' % (s.region, s.type_id, s.desc))
        return 0
    if not a.region or a.type_id is None:
        ap.error('--region and --type are required (or --list / noise)')
    try:
        sig = find_signal(a.region, a.type_id)
        imp = Impairments(a.loss, a.jitter, a.width_err, a.false_rate, a.offset_max)
    except (KeyError, ValueError) as e:
        ap.error(str(e.args[0]))
    if a.trials < 1 or a.gap <= 0 or not 0 <= a.rssi <= 255 or \
            (a.freq is not None and not 0 < a.freq < 65536):
        ap.error('invalid --trials/--gap/--rssi/--freq')
    hdr = ['region=%s type=%s seed=%d loss=%g jitter=%g width_err=%g false_rate=%g'
           % (a.region.upper(), sig.type_id, a.seed, a.loss, a.jitter, a.width_err,
              a.false_rate)]
    allp = []
    for i in range(a.trials):
        p, info = generate_trial(sig, '%d/%d' % (a.seed, i), imp, a.freq, a.rssi, a.stagger)
        base = int(i * a.gap * US)
        hdr.append('trial %d start=%d %s' % (i, base, info))
        allp.extend((t + base, f, w, r, c) for (t, f, w, r, c) in p)
    _write(a.output, format_trace(allp, hdr))
    return 0


def _write(path, text):
    if path == '-':
        sys.stdout.write(text)
    else:
        with open(path, 'w') as f:
            f.write(text)


if __name__ == '__main__':
    sys.exit(main())
