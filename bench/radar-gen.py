#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Radar test waveform generator writing pulse traces (docs: shared/spec/pulse-trace.md).

Signals follow /work/shared/radar/signals.json, current versions:
  FCC KDB 905462 D02 v02 types 0-6, ETSI EN 301 893 V2.1.1 ref + 1-6,
  JP MIC W53 (2019 update: F1, F2, V3, V4, C5-C10) and W56 (F1-F3, V4-V6, CH, FH).
Field conditions (what receivers see, not what a detector expects): pulse loss, timestamp
jitter, ath9k width quantisation, a clock reset mid-burst, staggered PRFs at any spacing,
two radars at once, false pulses, dense WLAN-like interference, radar on a secondary
20 MHz sub-channel; noise-only traces of the kinds an access point meets.

Examples:
  radar-gen.py --region fcc --type 5 --seed 7 --loss 0.1 --jitter 2 --freq 5260
  radar-gen.py --region etsi --type 5 --trials 10 --gap 100 --stagger packet --spacing any
  radar-gen.py --region etsi --type 3 --condition noise1000 --trials 5
  radar-gen.py --region fcc --type 5 --corner 3
  radar-gen.py noise --kind random --hours 1 --seed 1
  radar-gen.py --list | --list-conditions | --list-noise

Python 3 standard library only.  The module is also imported by radar-eval.py
(generate_trial(), generate_condition(), corners(), generate_noise(), SIGNALS,
CONDITIONS, NOISE_CLASSES, format_trace()).
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

# staggered PRFs "at any spacing": the smallest spacing the field conditions use (pps)
ANY_SPACING_MIN = 5


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

    def __repr__(self):
        return 'Signal(%s %s)' % (self.region, self.type_id)


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
    """What the receiver does to a clean waveform.

    loss: fraction of pulses lost; jitter: ± µs uniform timestamp error; width_err: ± µs
    uniform width error; false_rate: Poisson false pulses per second over the trial (widths
    uniform in false_width µs, from the trial start, i.e. also before the burst);
    offset_max/offset_min: random start offset in µs; quant: ath9k width quantisation
    (0.8 µs duration ticks, 8 bit); reset: the pulse clock is reset in the middle of the
    burst (timestamps jump back); subchan: the radar is on the next 20 MHz sub-channel
    (+20 MHz) and a share of its pulses also shows up on the primary (leakage);
    wlan: dense WLAN-like interference over the trial."""

    def __init__(self, loss=0.0, jitter=0.0, width_err=0.0, false_rate=0.0,
                 offset_max=1_000_000, offset_min=0, quant=False, reset=False,
                 subchan=False, wlan=False, false_width=(0.0, 30.0)):
        if not 0.0 <= loss < 1.0:
            raise ValueError('loss must be in [0, 1)')
        if jitter < 0 or width_err < 0 or false_rate < 0 or offset_max < 0 or \
                offset_min < 0 or offset_min > offset_max:
            raise ValueError('impairments must be non-negative')
        self.loss = loss
        self.jitter = jitter          # ± µs, uniform
        self.width_err = width_err    # ± µs, uniform
        self.false_rate = false_rate  # false pulses per second, Poisson
        self.false_width = false_width
        self.offset_max = offset_max  # µs, random start offset in [offset_min, offset_max]
        self.offset_min = offset_min
        self.quant = quant
        self.reset = reset
        self.subchan = subchan
        self.wlan = wlan


def _width(rng, lo, hi):
    """Draw a width in 0.1 µs steps (official granularity)."""
    if lo == hi:
        return float(lo)
    return rng.randint(int(round(lo * 10)), int(round(hi * 10))) / 10.0


def _pri_range(sig):
    """(min, max) PRI in µs of a single-PRI signal, or the list of PRIs."""
    if sig.get('pri') is not None:
        return tuple(float(x) for x in sig['pri'])
    prf = sig['prf']
    if isinstance(prf, list):
        return [US / p for p in prf]
    return (US / prf[1], US / prf[0])


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


def _stagger_prfs(rng, sig, spacing='std', nprf=None):
    """2 or 3 PRFs inside the PRF range.  spacing 'std': every pair spaced inside the
    V2.1.1 spacing range; 'any': any spacing >= ANY_SPACING_MIN pps (V1.5.1-V1.7.1 and
    the national rules derived from them have no spacing rule; neither do radars)."""
    lo, hi = sig['prf']
    n = nprf or rng.choice((2, 3))
    if spacing == 'any':
        while True:
            prfs = sorted(rng.randint(lo, hi) for _ in range(n))
            if all(b - a >= ANY_SPACING_MIN for a, b in zip(prfs, prfs[1:])):
                rng.shuffle(prfs)
                return prfs
    slo, shi = sig['spacing']
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


def _ratio_prfs(rng, sig, num, den):
    """Dual PRF at a fixed ratio num:den (e.g. 4:3 = 400/300 pps), inside the PRF range."""
    lo, hi = sig['prf']
    cands = [p for p in range(lo, hi + 1) if p * num % den == 0 and lo <= p * num // den <= hi]
    if not cands:
        raise ValueError('no %d:%d PRF pair inside %s' % (num, den, sig['prf']))
    p = rng.choice(cands)
    prfs = [p, p * num // den]
    rng.shuffle(prfs)
    return prfs


def corners(sig):
    """The corners of the signal's width x PRI x pulses-per-burst box (deterministic):
    a list of (label, params) where params fix the drawn values in clean_pulses()."""
    k = sig.kind
    out = []
    if k == 'burst':
        wl, wh = sig['width']
        pr = _pri_range(sig)
        pris = pr if isinstance(pr, list) else sorted(set(pr))
        nl, nh = sig['ppb']
        for w in sorted({wl, wh}):
            for p in pris:
                for n in sorted({nl, nh}):
                    out.append(('w%g pri%.0f n%d' % (w, p, n), dict(width=w, pri=p, n=n)))
    elif k == 'fcc1':
        for p in (518, 938, 3066):
            out.append(('pri%d n%d' % (p, math.ceil(19 * US / p / 360)), dict(pri=p)))
    elif k == 'stagger':
        lo, hi = sig['prf']
        s = sig['spacing'][0]
        wl, wh = sig['width']
        for w in (wl, wh):
            for n in (2, 3):
                for end in ('low', 'high'):
                    prfs = [lo + i * s for i in range(n)] if end == 'low' else \
                        [hi - i * s for i in range(n)]
                    out.append(('w%g %dprf %s' % (w, n, end), dict(width=w, prfs=prfs)))
    elif k == 'fcc5':
        for w in sig['width']:
            for p in sig['pri']:
                for n in sig['ppb']:
                    for b in sig['bursts']:
                        out.append(('w%d pri%d n%d b%d' % (w, p, n, b),
                                    dict(width=w, pri=p, n=n, bursts=b)))
    elif k == 'hop':
        out.append(('1 hop in channel', dict(in_channel=1)))
        out.append(('all hops', dict(in_channel=None)))
    elif k == 'pair':
        wl, wh = sig['width']
        pl, ph = _pri_range(sig)
        nl, nh = sig['ppb']
        i = 0
        for w in (wl, wh):
            for p in (pl, ph):
                for n in (nl, nh):
                    lw = sig['long'][i % 2]
                    bl = sig['blank'][(i // 2 + i) % 2]
                    out.append(('w%g pri%.0f n%d long%d blank%d' % (w, p, n, lw, bl),
                                dict(width=w, pri=p, n=n, long=lw, blank=bl)))
                    i += 1
    return out


def clean_pulses(sig, rng, freq, stagger='single', params=None, spacing='std', ratio=None):
    """Return (pulses, info) with pulses = [(t_us float, freq, width_us float, chirp)]
    starting at t=0, plus a dict describing the drawn parameters.  params (from
    corners()) fixes drawn values; ratio=(num, den) draws a dual PRF at that ratio."""
    k = sig.kind
    par = params or {}
    out = []
    info = {}
    chirp = bool(sig.get('chirp', False))
    if k == 'burst':
        w = par['width'] if 'width' in par else _width(rng, *sig['width'])
        pri = par['pri'] if 'pri' in par else _pri(rng, sig)
        n = par['n'] if 'n' in par else _ppb(rng, sig)
        for i in range(n):
            out.append((i * pri, freq, w, chirp))
        info = dict(width=w, pri=[round(pri, 1)], pulses=n)
    elif k == 'fcc1':
        if 'pri' in par:
            pri, test = par['pri'], 'corner'
        else:
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
        w = par['width'] if 'width' in par else _width(rng, *sig['width'])
        if 'prfs' in par:
            prfs = list(par['prfs'])
            rng.shuffle(prfs)
        elif ratio:
            prfs = _ratio_prfs(rng, sig, *ratio)
        else:
            prfs = _stagger_prfs(rng, sig, spacing)
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
        nb = par['bursts'] if 'bursts' in par else rng.randint(*sig['bursts'])
        win = sig['window_s'] * US
        interval = win / nb
        bursts = []
        for b in range(nb):
            w = par['width'] if 'width' in par else _width(rng, *sig['width'])
            npb = par['n'] if 'n' in par else rng.randint(*sig['ppb'])
            pris = [float(par['pri'] if 'pri' in par else rng.randint(*sig['pri']))
                    for _ in range(npb - 1)]
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
        lo, hi = freq - 10, freq + 10
        want = par.get('in_channel')
        while True:
            seq = rng.sample(HOP_FREQS, HOP_SEQ_HOPS)
            inch = [i for i, f in enumerate(seq) if lo <= f < hi]
            if want is None or len(inch) >= want:
                break
        if want is not None:
            # keep exactly `want` in-channel hops: move the others off the channel
            keep = set(rng.sample(inch, want))
            off = [f for f in HOP_FREQS if not lo <= f < hi and f not in seq]
            rng.shuffle(off)
            for i in inch:
                if i not in keep:
                    seq[i] = off.pop()
            inch = sorted(keep)
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
        ws = par['width'] if 'width' in par else _width(rng, *sig['width'])
        wl = float(par['long'] if 'long' in par else rng.randint(*sig['long']))
        blank = float(par['blank'] if 'blank' in par else rng.randint(*sig['blank']))
        pri = par['pri'] if 'pri' in par else _pri(rng, sig)
        n = par['n'] if 'n' in par else _ppb(rng, sig)
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


def ath9k_width(w, rng):
    """ath9k: the pulse duration is counted in 0.8 µs ticks (8 bit, the sub-tick phase of
    the pulse edges is random) and converted back with rounding (dur_to_usecs())."""
    ticks = min(255, max(0, int(math.floor(w / 0.8 + rng.random()))))
    return (ticks * 800 + 500) // 1000


def _noise_pulses(rng, t0, t1, rate, freq, wlo, whi, chirp_frac=0.0, chirp_w=(20.0, 110.0)):
    """Poisson pulses in [t0, t1) µs, real widths uniform in [wlo, whi] (hardware rounding
    applied later); a chirp_frac share of those inside chirp_w gets the chirp flag."""
    out = []
    if rate <= 0:
        return out
    ex = rng.expovariate
    rr = rng.random
    lam = rate / US
    t = t0 + ex(lam)
    span = whi - wlo
    clo, chi = chirp_w
    while t < t1:
        w = wlo + span * rr()
        c = bool(chirp_frac) and clo < w < chi and rr() < chirp_frac
        out.append((t, freq, w, c))
        t += ex(lam)
    return out


def impair(pulses, rng, imp, freq, rssi, t_before=0.0):
    """Apply impairments; returns [(ts_us int, freq, width int, rssi, chirp int)] in
    reception order, relative to the trial start (offset added by the caller).  Pulses of
    the radar come first in time order; false pulses start t_before µs before them."""
    out = []
    for (t, f, w, c) in pulses:
        if imp.loss and rng.random() < imp.loss:
            continue
        if imp.jitter:
            t += rng.uniform(-imp.jitter, imp.jitter)
        if imp.width_err:
            w += rng.uniform(-imp.width_err, imp.width_err)
        out.append((t, f, w, c))
    if imp.subchan:
        # the radar is on the next 20 MHz sub-channel; the receiver also reports about a
        # third of its pulses on the primary channel (leakage, measured a bit shorter)
        lk = []
        for (t, f, w, c) in out:
            if rng.random() < 0.3:
                lk.append((t + rng.uniform(0, 1), f, max(0.0, w - rng.uniform(0, 1)), c))
        out = [(t, f + 20, w, c) for (t, f, w, c) in out] + lk
    if pulses:
        span = max(p[0] for p in pulses) + 50000.0
        if imp.false_rate:
            out.extend(_noise_pulses(rng, -t_before, span, imp.false_rate, freq,
                                     imp.false_width[0], imp.false_width[1]))
        if imp.wlan:
            out.extend(_wlan_dense(rng, -t_before, span, freq))
    res = []
    for (t, f, w, c) in out:
        if w > 255.0 and not imp.quant:
            w = 255.0
        wi = ath9k_width(w, rng) if imp.quant else int(math.floor(w + 0.5))
        if wi < 0:
            wi = 0
        res.append((int(round(t)), f, wi, rssi, 1 if c else 0))
    res.sort(key=lambda p: p[0])
    return res


def generate_trial(sig, seed, imp=None, freq=None, rssi=30, stagger='single', params=None,
                   spacing='std', ratio=None):
    """One randomised trial; returns (pulses, info).  pulses have absolute timestamps
    starting at a random offset in [imp.offset_min, imp.offset_max] µs.  Widths of the
    clean signal are reported as integers >= 1 unless imp.quant (ath9k quantisation)."""
    imp = imp or Impairments()
    rng = random.Random('%s/%s/%s' % (sig.region, sig.type_id, seed))
    freq = freq or sig.default_freq()
    clean, info = clean_pulses(sig, rng, freq, stagger, params, spacing, ratio)
    offset = rng.randint(imp.offset_min, imp.offset_max) if imp.offset_max else 0
    pre = float(offset) if (imp.false_rate or imp.wlan) else 0.0
    pulses = impair(clean, rng, imp, freq, rssi, t_before=pre)
    pulses = [(t + offset, f, w, r, c) for (t, f, w, r, c) in pulses]
    if imp.reset:
        pulses, info['reset_at'] = _clock_reset(pulses, info, rng, offset)
    info['offset'] = offset
    info['span'] = (offset, offset + int(max(p[0] for p in clean)) + 1) if clean else (0, 0)
    return pulses, info


def _clock_reset(pulses, info, rng, offset):
    """The pulse clock restarts in the middle of the burst: the second half of the pulses
    keeps its spacing but its timestamps restart at a small value (>= 0 relative to the
    trial start, below the first half).  Returns the pulses and the reset index."""
    if len(pulses) < 2:
        return pulses, None
    cut = len(pulses) // 2
    t_cut = pulses[cut][0]
    new0 = rng.randint(0, max(0, min(1000, offset - 1)))
    second = [(t - t_cut + new0, f, w, r, c) for (t, f, w, r, c) in pulses[cut:]]
    return pulses[:cut] + second, cut


# ---- field conditions (radar-eval.py matrix rows) ----

# name: (description, Impairments kwargs, generation options)
CONDITIONS = {
    'clean': ('clean, random parameters', {}, {}),
    'loss10': ('10 % pulse loss', dict(loss=0.1), {}),
    'loss20': ('20 % pulse loss', dict(loss=0.2), {}),
    'jitter2': ('+/-2 us timestamp jitter', dict(jitter=2.0), {}),
    'jitter5': ('+/-5 us timestamp jitter', dict(jitter=5.0), {}),
    'quant': ('ath9k width quantisation (0.8 us ticks)', dict(quant=True), {}),
    'reset': ('clock reset in the middle of the burst', dict(reset=True, offset_min=20000), {}),
    'stag-any': ('staggered PRFs at any spacing >= 5 pps, per pulse, 2 or 3 PRFs', {},
                 dict(stagger='single', spacing='any')),
    'stag-any2': ('2 PRFs at any spacing >= 5 pps, per pulse', {},
                  dict(stagger='single', spacing='any', nprf=2)),
    'stag-any3': ('3 PRFs at any spacing >= 5 pps, per pulse', {},
                  dict(stagger='single', spacing='any', nprf=3)),
    'pkt-any2': ('2 PRFs at any spacing >= 5 pps, per packet', {},
                 dict(stagger='packet', spacing='any', nprf=2)),
    'pkt-any3': ('3 PRFs at any spacing >= 5 pps, per packet', {},
                 dict(stagger='packet', spacing='any', nprf=3)),
    'ratio3:2': ('dual PRF at 3:2, alternating every pulse', {},
                 dict(stagger='single', ratio=(3, 2))),
    'ratio4:3': ('dual PRF at 4:3 (e.g. 400/300 pps), alternating every pulse', {},
                 dict(stagger='single', ratio=(4, 3))),
    'two-same': ('two radars of the same type at once', {}, dict(second='same')),
    'two-diff': ('two radars of different types at once', {}, dict(second='other')),
    'noise100': ('100 false pulses/s (widths 0-30 us)', dict(false_rate=100.0), {}),
    'noise300': ('300 false pulses/s (widths 0-30 us)', dict(false_rate=300.0), {}),
    'noise1000': ('1000 false pulses/s (widths 0-30 us)', dict(false_rate=1000.0), {}),
    'wlan': ('dense WLAN-like interference (~1400 pulses/s)', dict(wlan=True), {}),
    'secondary': ('radar on the secondary 20 MHz sub-channel (+ leakage on the primary)',
                  dict(subchan=True), {}),
}

STAGGER_ONLY = ('stag-any', 'stag-any2', 'stag-any3', 'pkt-any2', 'pkt-any3', 'ratio3:2',
                'ratio4:3')


def condition_applies(cond, sig):
    if cond in STAGGER_ONLY:
        if sig.kind != 'stagger':
            return False
        ratio = CONDITIONS[cond][2].get('ratio')
        if ratio:
            lo, hi = sig['prf']
            return any(lo <= p * ratio[0] // ratio[1] <= hi and p * ratio[0] % ratio[1] == 0
                       for p in range(lo, hi + 1))
    return True


def generate_condition(sig, cond, seed, freq=None, rssi=30):
    """One trial of signal sig under field condition cond; returns (pulses, info) with
    info['spans'] = the (first, last) µs of every radar in the trial."""
    desc, ikw, opt = CONDITIONS[cond]
    kw = dict(offset_min=200000)
    kw.update(ikw)
    imp = Impairments(**kw)
    nprf = opt.get('nprf')
    if sig.kind == 'stagger' and nprf:
        params = None
        rng = random.Random('%s/%s/%s/prf' % (sig.region, sig.type_id, seed))
        prfs = _stagger_prfs(rng, sig, opt.get('spacing', 'std'), nprf)
        params = dict(prfs=prfs)
    else:
        params = None
    p, info = generate_trial(sig, seed, imp, freq, rssi, opt.get('stagger', 'single'),
                             params, opt.get('spacing', 'std'), opt.get('ratio'))
    spans = [info['span']]
    second = opt.get('second')
    if second:
        rng = random.Random('%s/%s/%s/second' % (sig.region, sig.type_id, seed))
        if second == 'same':
            sig2 = sig
        else:
            others = [s for s in SIGNALS if s.region == sig.region and s is not sig and
                      s.band == sig.band]
            sig2 = rng.choice(others)
        # the second radar starts anywhere within the first one's burst
        a, b = info['span']
        start = rng.randint(max(0, a - (b - a) // 2), b)
        imp2 = Impairments(offset_min=start, offset_max=start)
        p2, info2 = generate_trial(sig2, '%s/2' % seed, imp2, freq or sig.default_freq(),
                                   rssi, opt.get('stagger', 'single'))
        p = sorted(p + p2, key=lambda x: x[0])
        spans.append(info2['span'])
        info['second'] = sig2.type_id
    info['spans'] = spans
    return p, info


# ---- noise (false alarm classes) ----

def _wlan_dense(rng, t0, t1, freq, aps=30, bursts_per_s=200.0, random_rate=100.0):
    """Dense WLAN-like interference in [t0, t1): beacons of `aps` access points (102.4 ms,
    +-25 ppm clocks, +-2 us TBTT jitter), `bursts_per_s` traffic bursts (AIFS + random
    backoff in 9 us slots, then a TXOP of 2-8 frames: RTS/CTS, data and ACKs, aggregates
    and block ACKs, separated by SIFS 16 us, plus the occasional slot), each frame seen
    either whole (10-250 us) or as a short fragment (0.5-10 us), and random pulses.
    About 1400 pulses/s with the defaults."""
    out = []
    rr = rng.random
    ri = rng.randint
    for _ in range(aps):
        period = 102400 * (1 + rng.uniform(-25e-6, 25e-6))
        w = rng.uniform(0.5, 8.0)
        t = t0 + rng.uniform(0, period)
        while t < t1:
            out.append((t + rng.uniform(-2, 2), freq, w + rng.uniform(-0.5, 0.5), False))
            t += period
    lam = bursts_per_s / US
    t = t0 + rng.expovariate(lam)
    while t < t1:
        tt = t + 34 + ri(0, 15) * 9
        for _f in range(ri(2, 8)):
            w = rng.uniform(0.5, 10.0) if rr() < 0.5 else rng.uniform(10.0, 250.0)
            out.append((tt, freq, w, False))
            # the ACK / next frame after SIFS, sometimes a slot or two later
            tt += w + 16 + (ri(1, 2) * 9 if rr() < 0.2 else 0)
        t += rng.expovariate(lam)
    out.extend(_noise_pulses(rng, t0, t1, random_rate, freq, 0.0, 30.0))
    return out


def noise_random(rng, dur_us, freq, rssi, rate, chirp_frac, wmax=30.0):
    """Poisson pulses, real widths uniform 0-wmax µs (0-30 by default: the short false
    pulses receivers report most); chirp flag on a chirp_frac share of 20-110 µs ones."""
    return _finish(_noise_pulses(rng, 0.0, dur_us, rate, freq, 0.0, wmax, chirp_frac), rssi)


def _finish(pulses, rssi, dur=None):
    res = []
    for (t, f, w, c) in pulses:
        ti = int(t)
        if ti < 0 or (dur is not None and ti >= dur):
            continue
        res.append((ti, f, min(255, max(0, int(math.floor(w + 0.5)))), rssi, 1 if c else 0))
    res.sort(key=lambda p: p[0])
    return res


def noise_wlan(rng, dur_us, freq, rssi, rate, chirp_frac):
    """WLAN-like interference (light): 3-8 beacon sources at 102.4 ms, 2-4 periodic
    traffic sources (period 2-51.2 ms, each burst delayed by AIFS + random backoff, 1-3
    SIFS-spaced frames, half of them seen as short 1-10 µs fragments) and random pulses at
    rate/10."""
    out = []
    for _ in range(rng.randint(3, 8)):
        period = 102400 * (1 + rng.uniform(-25e-6, 25e-6))
        w = rng.randint(1, 8)
        t = rng.uniform(0, period)
        while t < dur_us:
            out.append((t + rng.uniform(-2, 2), freq, w, False))
            t += period
    for _ in range(rng.randint(2, 4)):
        period = rng.choice((2000, 5000, 10000, 20000, 33333, 51200))
        t = rng.uniform(0, period)
        while t < dur_us:
            tt = t + 34 + rng.randint(0, 15) * 9
            for _f in range(rng.randint(1, 3)):
                w = rng.randint(1, 10) if rng.random() < 0.5 else rng.randint(10, 250)
                out.append((tt, freq, w, False))
                tt += w + 16 + rng.randint(0, 2) * 9
            t += period + rng.uniform(-5, 5)
    if rate > 0:
        out.extend(_noise_pulses(rng, 0.0, dur_us, rate / 10.0, freq, 1.0, 100.0, chirp_frac))
    return _finish(out, rssi, dur_us)


def noise_wlan_dense(rng, dur_us, freq, rssi, rate, chirp_frac):
    return _finish(_wlan_dense(rng, 0.0, dur_us, freq), rssi, dur_us)


def noise_beacons(rng, dur_us, freq, rssi, rate, chirp_frac, aps=20):
    """Beacon grids: `aps` access points at 102.4 ms (+-25 ppm clocks), each with 1-8
    virtual APs whose beacons are either staggered over the beacon interval (ath9k: 8
    slots of 12.8 ms; others 102.4/n ms) or sent back to back at TBTT (PIFS after their
    predecessor; beacon lengths differ with SSID and IEs).  A beacon goes out at its
    target time (+-2 µs) when the medium is idle; the beacons of this many BSSs take a
    good share of the airtime, so about one in five finds the medium busy and is deferred
    by up to 1 ms.  A beacon is seen whole (150-700 µs, clamped) or as a fragment (0.5-12
    µs).  About 300 pulses/s."""
    out = []
    for _ in range(aps):
        nvap = rng.choice((1, 1, 2, 2, 3, 4, 4, 6, 8, 8))
        period = 102400 * (1 + rng.uniform(-25e-6, 25e-6))
        mode = rng.choice(('ath9k', 'even', 'burst'))
        lens = [rng.uniform(150, 700) for _ in range(nvap)]
        t = rng.uniform(0, period)
        while t < dur_us:
            for v in range(nvap):
                if mode == 'burst':
                    tv = t + sum(lens[:v]) + v * 25 + rng.randint(0, 2) * 9
                elif mode == 'ath9k':
                    tv = t + v * period / 8
                else:
                    tv = t + v * period / nvap
                if rng.random() < 0.2:
                    tv += rng.uniform(0, 1000)
                else:
                    tv += rng.uniform(-2, 2)
                w = lens[v] if rng.random() < 0.3 else rng.uniform(0.5, 12.0)
                out.append((tv, freq, w, False))
            t += period
    return _finish(out, rssi, dur_us)


def noise_microwave(rng, dur_us, freq, rssi, rate, chirp_frac, ovens=2):
    """Microwave ovens: the magnetron radiates in every positive half cycle of the mains
    (50 Hz or 60 Hz, with a few µs of mains jitter): per cycle a long emission (clamped)
    seen as 1-4 pulses (edges 1-30 µs, bodies 100-255 µs), sweeping in frequency (the
    chirp detector sometimes fires: 2 %)."""
    out = []
    for _ in range(ovens):
        hz = rng.choice((50.0, 60.0))
        period = US / hz * (1 + rng.uniform(-2e-4, 2e-4))
        on_t = rng.uniform(0, dur_us / 2)
        on_len = rng.uniform(0.3, 1.0) * dur_us
        t = on_t
        while t < min(dur_us, on_t + on_len):
            base = t + rng.uniform(-20, 20)
            for _k in range(rng.randint(1, 4)):
                tk = base + rng.uniform(0, period / 2)
                w = rng.uniform(1, 30) if rng.random() < 0.5 else rng.uniform(100, 255)
                out.append((tk, freq, w, rng.random() < 0.02 and 20 < w < 110))
            t += period
    return _finish(out, rssi, dur_us)


def noise_chirp(rng, dur_us, freq, rssi, rate, chirp_frac):
    """Random pulses 0-120 µs wide at `rate`, the chirp flag on a share of the 20-110 µs
    ones (hardware chirp detection fires on noise too); the share changes every minute
    between 1 % and 5 % (chirp_frac, if given, fixes it)."""
    out = []
    t = 0.0
    while t < dur_us:
        t1 = min(dur_us, t + 60 * US)
        share = chirp_frac or rng.uniform(0.01, 0.05)
        out.extend(_noise_pulses(rng, t, t1, rate, freq, 0.0, 120.0, share))
        t = t1
    return _finish(out, rssi, dur_us)


def noise_grid1ms(rng, dur_us, freq, rssi, rate, chirp_frac):
    """Bursty interference on a 1 ms grid (TDD systems with 1 ms subframes, LTE-like):
    bursts of 5-60 ms at `rate`/100 per second, each with its own source width (0.5-30
    µs, +-0.5 µs) occupying every 1 ms slot with probability 0.3-1 (+-1 µs).  A radar at
    1000, 2000 ... µs PRI with lost pulses looks the same."""
    out = []
    lam = (rate / 100.0) / US
    t = rng.expovariate(lam)
    while t < dur_us:
        n = rng.randint(5, 60)
        occ = rng.uniform(0.3, 1.0)
        w = rng.uniform(0.5, 30.0)
        grid0 = math.floor(t / 1000.0) * 1000.0
        for i in range(n):
            if rng.random() < occ:
                out.append((grid0 + i * 1000.0 + rng.uniform(-1, 1), freq,
                            w + rng.uniform(-0.5, 0.5), False))
        t += rng.expovariate(lam)
    return _finish(out, rssi, dur_us)


def noise_wlan_backoff(rng, dur_us, freq, rssi, rate, chirp_frac):
    """Periodic WLAN traffic of one frame length (a station polled or streaming at a fixed
    interval of 150-3000 us), every frame delayed by its own random backoff of 0-15 slots of
    9 us: sessions of 12 frames at `rate`/12 per second, each session with its interval and
    width (1-10 us).  Frames that happen to draw the same backoff slot lie exactly on the
    interval's grid, like a radar with lost pulses."""
    out = []
    lam = (rate / 12.0) / US
    t = rng.expovariate(lam)
    while t < dur_us:
        pri = rng.randint(150, 3000)
        w = rng.uniform(1.0, 10.0)
        for j in range(12):
            out.append((t + j * pri + 9 * rng.randint(0, 15), freq, w, False))
        t += rng.expovariate(lam)
    return _finish(out, rssi, dur_us)


# name: (function, default rate, description)
NOISE_KINDS = {
    'random': (noise_random, 100.0, 'Poisson pulses, widths 0-30 us'),
    'wlan': (noise_wlan, 100.0, 'light WLAN-like (beacons, periodic traffic)'),
    'wlan-dense': (noise_wlan_dense, 0.0, 'dense WLAN-like, ~1400 pulses/s'),
    'beacons': (noise_beacons, 0.0, 'beacon grids of 20 APs, 1-8 staggered/bursted VAPs'),
    'microwave': (noise_microwave, 0.0, 'microwave ovens, 50/60 Hz'),
    'chirp': (noise_chirp, 300.0, 'pulses 0-120 us, chirp flag on 1-5 % of 20-110 us'),
    'grid1ms': (noise_grid1ms, 300.0, '1 ms-grid bursty interference'),
    'wlan-backoff': (noise_wlan_backoff, 240.0,
                     'periodic one-width WLAN traffic, random backoff per frame'),
}

# false-alarm classes of the evaluation: (name, kind, rate[, freq MHz]); without a freq,
# generate_noise()'s default channel
NOISE_CLASSES = [
    ('random100', 'random', 100.0),
    ('random300', 'random', 300.0),
    ('random1000', 'random', 1000.0),
    ('wlan-dense', 'wlan-dense', 0.0),
    ('beacons', 'beacons', 0.0),
    ('microwave', 'microwave', 0.0),
    ('chirp', 'chirp', 300.0),
    ('chirp-w56', 'chirp', 300.0, 5500),
    ('grid1ms', 'grid1ms', 300.0),
    ('wlan-backoff', 'wlan-backoff', 240.0),
]


def generate_noise(kind, seed, seconds, freq=5260, rssi=30, rate=None, chirp_frac=0.0,
                   start_us=0):
    if kind not in NOISE_KINDS:
        raise ValueError('unknown noise kind %r (%s)' % (kind, '|'.join(NOISE_KINDS)))
    fn, drate, _d = NOISE_KINDS[kind]
    rng = random.Random('noise/%s/%s' % (kind, seed))
    dur = int(seconds * US)
    p = fn(rng, dur, freq, rssi, drate if rate is None else rate, chirp_frac)
    if start_us:
        p = [(t + start_us, f, w, r, c) for (t, f, w, r, c) in p]
    return p


def format_trace(pulses, header=()):
    lines = ['# %s' % h for h in header]
    lines.extend(['%d %d %d %d %d' % p for p in pulses])
    return '\n'.join(lines) + '\n'


def validate_trace_text(text, allow_reset=False):
    """Check a trace against pulse-trace.md v1; returns the number of pulses or raises.
    A timestamp going back is a clock reset; it is refused unless allow_reset."""
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
        if prev is not None and ts < prev and not allow_reset:
            raise ValueError('line %d: timestamp goes back' % i)
        prev = ts
        n += 1
    return n


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == 'noise':
        ap = argparse.ArgumentParser(prog='radar-gen.py noise',
                                     description='noise-only pulse trace')
        ap.add_argument('--kind', choices=sorted(NOISE_KINDS), default='random')
        ap.add_argument('--hours', type=float, default=None)
        ap.add_argument('--seconds', type=float, default=None)
        ap.add_argument('--seed', type=int, default=1)
        ap.add_argument('--freq', type=int, default=5260)
        ap.add_argument('--rssi', type=int, default=30)
        ap.add_argument('--rate', type=float, default=None,
                        help='random pulses per second (kind default if not given; wlan: '
                        'background at rate/10; grid1ms: rate/100 bursts per second)')
        ap.add_argument('--chirp-frac', type=float, default=0.0,
                        help='share of the 20-110 us random pulses flagged as chirp (chirp: '
                        'default 1-5 %% changing every minute; others default 0)')
        ap.add_argument('-o', '--output', default='-')
        a = ap.parse_args(argv[1:])
        secs = a.seconds if a.seconds is not None else (a.hours if a.hours is not None else 1.0) * 3600
        if secs <= 0 or (a.rate is not None and a.rate < 0) or not 0 <= a.chirp_frac <= 1 or \
                not 0 <= a.rssi <= 255 or not 0 < a.freq < 65536:
            ap.error('invalid duration/rate/chirp-frac/rssi')
        p = generate_noise(a.kind, a.seed, secs, a.freq, a.rssi, a.rate, a.chirp_frac)
        hdr = ['noise kind=%s seed=%d seconds=%g rate=%s' % (a.kind, a.seed, secs, a.rate)]
        _write(a.output, format_trace(p, hdr))
        return 0

    ap = argparse.ArgumentParser(prog='radar-gen.py', description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--list', action='store_true', help='list the signals and exit')
    ap.add_argument('--list-conditions', action='store_true',
                    help='list the field conditions and exit')
    ap.add_argument('--list-noise', action='store_true', help='list the noise kinds and exit')
    ap.add_argument('--region', choices=REGIONS)
    ap.add_argument('--type', dest='type_id')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--trials', type=int, default=1,
                    help='trials in one trace, separated by --gap seconds')
    ap.add_argument('--gap', type=float, default=100.0, help='seconds between trials')
    ap.add_argument('--freq', type=int, default=None,
                    help='20 MHz channel centre (default 5260, W56 5500)')
    ap.add_argument('--rssi', type=int, default=30)
    ap.add_argument('--condition', choices=sorted(CONDITIONS), default=None,
                    help='field condition (replaces the impairment options)')
    ap.add_argument('--corner', type=int, default=None,
                    help='corner N of the signal\'s width x PRI x pulses box (--list-corners)')
    ap.add_argument('--list-corners', action='store_true')
    ap.add_argument('--loss', type=float, default=0.0, help='pulse loss fraction')
    ap.add_argument('--jitter', type=float, default=0.0, help='timing jitter, +/- us')
    ap.add_argument('--width-err', type=float, default=0.0, help='width error, +/- us')
    ap.add_argument('--false-rate', type=float, default=0.0,
                    help='false pulses per second (widths 0-30 us), also before the burst')
    ap.add_argument('--offset-max', type=int, default=1_000_000,
                    help='random start offset in [0, N] us')
    ap.add_argument('--quant', action='store_true', help='ath9k width quantisation')
    ap.add_argument('--reset', action='store_true', help='clock reset mid-burst')
    ap.add_argument('--secondary', action='store_true',
                    help='radar on the secondary 20 MHz sub-channel (+20 MHz)')
    ap.add_argument('--wlan', action='store_true', help='dense WLAN-like interference')
    ap.add_argument('--stagger', choices=('single', 'packet'), default='single',
                    help='ETSI 5/6 staggering: per pulse or per packet')
    ap.add_argument('--spacing', choices=('std', 'any'), default='std',
                    help='ETSI 5/6 PRF spacing: V2.1.1 rule or any >= 5 pps')
    ap.add_argument('-o', '--output', default='-')
    a = ap.parse_args(argv)
    if a.list:
        for s in SIGNALS:
            print('%-5s %-8s %s' % (s.region, s.type_id, s.desc))
        return 0
    if a.list_conditions:
        for k, v in CONDITIONS.items():
            print('%-10s %s' % (k, v[0]))
        return 0
    if a.list_noise:
        for k, v in NOISE_KINDS.items():
            print('%-10s %s' % (k, v[2]))
        return 0
    if not a.region or a.type_id is None:
        ap.error('--region and --type are required (or --list / noise)')
    try:
        sig = find_signal(a.region, a.type_id)
        imp = Impairments(a.loss, a.jitter, a.width_err, a.false_rate, a.offset_max,
                          quant=a.quant, reset=a.reset, subchan=a.secondary, wlan=a.wlan)
    except (KeyError, ValueError) as e:
        ap.error(str(e.args[0]))
    cs = corners(sig)
    if a.list_corners:
        for i, (label, _p) in enumerate(cs):
            print('%d %s' % (i, label))
        return 0
    if a.corner is not None and not 0 <= a.corner < len(cs):
        ap.error('--corner must be in 0..%d' % (len(cs) - 1))
    if a.condition and not condition_applies(a.condition, sig):
        ap.error('condition %s does not apply to %s %s' % (a.condition, a.region, a.type_id))
    if a.trials < 1 or a.gap <= 0 or not 0 <= a.rssi <= 255 or \
            (a.freq is not None and not 0 < a.freq < 65536):
        ap.error('invalid --trials/--gap/--rssi/--freq')
    hdr = ['region=%s type=%s seed=%d %s' % (
        a.region.upper(), sig.type_id, a.seed,
        ('condition=%s' % a.condition) if a.condition else
        ('corner=%s' % cs[a.corner][0]) if a.corner is not None else
        'loss=%g jitter=%g width_err=%g false_rate=%g' % (a.loss, a.jitter, a.width_err,
                                                         a.false_rate))]
    allp = []
    for i in range(a.trials):
        seed = '%d/%d' % (a.seed, i)
        if a.condition:
            p, info = generate_condition(sig, a.condition, seed, a.freq, a.rssi)
        else:
            params = cs[a.corner][1] if a.corner is not None else None
            p, info = generate_trial(sig, seed, imp, a.freq, a.rssi, a.stagger, params,
                                     a.spacing)
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
