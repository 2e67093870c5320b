#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Detection probability and false alarms: our detector vs the upstream ath detector.

For every official signal (radar-gen.py SIGNALS) N randomised trials are generated
clean and N impaired (default 10% pulse loss, +/-2 us jitter); the trials of one
(signal, condition) are concatenated into one trace, GAP seconds apart, and replayed
through both detectors (`radar-replay --region R FILE` from tools/ and
`ath-replay --region R FILE` from bench/, one JSON line per detection).  A trial counts
as detected when the detector fires at all inside it ("type ok" additionally needs a
detection whose reported type names the generated signal or a signal whose official
parameter ranges contain the generated waveform, see ALIASES).  Noise-only traces
(random Poisson pulses; WLAN-like periodic interference) of >= --hours simulated hours
per kind give false alarms per hour for each region.

The table is always printed.  With --check the exit status is 1 unless our detector
reaches Pd >= 99% clean, >= 95% impaired, 0 false alarms/h and is >= ath on every row.
"""

import argparse
import bisect
import importlib.util
import json
import multiprocessing
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def load_gen():
    sys.dont_write_bytecode = True   # keep the source tree clean
    spec = importlib.util.spec_from_file_location('radar_gen', os.path.join(HERE, 'radar-gen.py'))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


gen = load_gen()

# A reported type is right when it is the generated signal or one whose official
# parameter ranges contain the generated waveform (e.g. the FCC type-0 burst is a legal
# type-1 waveform, ETSI signal 1 lies inside signal 2, the W53 fixed signals inside
# the W53 variable ones, chirp pairs 7-10 may be legal pairs 5/6).
ALIASES = {
    ('fcc', '0'): {'1'},
    ('fcc', '1'): {'0'},
    ('etsi', 'ref'): {'1', '2'},
    ('etsi', '1'): {'2'},
    ('etsi', '2'): {'1'},
    ('jp', 'W53-F1'): {'W53-V3', 'W53-V4'},
    ('jp', 'W53-F2'): {'W53-V3', 'W53-V4'},
    ('jp', 'W53-V3'): {'W53-V4'},
    ('jp', 'W53-V4'): {'W53-V3'},
    ('jp', 'W53-C5'): {'W53-C6'},
    ('jp', 'W53-C6'): {'W53-C5'},
    ('jp', 'W53-C7'): {'W53-C5', 'W53-C6'},
    ('jp', 'W53-C8'): {'W53-C5', 'W53-C6'},
    ('jp', 'W53-C9'): {'W53-C5', 'W53-C6'},
    ('jp', 'W53-C10'): {'W53-C5', 'W53-C6'},
}

TARGET_PD_CLEAN = 0.99
TARGET_PD_IMPAIRED = 0.95
NOISE_CHUNK_S = 300


def type_ok(region, expected, reported):
    return reported == expected or reported in ALIASES.get((region, expected), ())


def run_replay(exe, region, path):
    """Run a replay CLI; return [(ts_us, type)]."""
    p = subprocess.run([exe, '--region', region, path], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, text=True)
    if p.returncode != 0:
        raise RuntimeError('%s --region %s %s: exit %d: %s' %
                           (exe, region, path, p.returncode, p.stderr.strip()[:500]))
    out = []
    for n, line in enumerate(p.stdout.splitlines(), 1):
        if not line.strip():
            continue
        try:
            d = json.loads(line)
            out.append((int(d['ts_us']), str(d.get('type'))))
        except (ValueError, KeyError, TypeError) as e:
            raise RuntimeError('%s: output line %d is not a detection: %r (%s)' %
                               (exe, n, line[:200], e))
    return out


def trial_task(job):
    """Generate N trials of one signal/condition, replay through the detectors."""
    (region, type_id, cond, ntrials, seed, imp_kw, gap_s, tmpdir, exes) = job
    sig = gen.find_signal(region, type_id)
    imp = gen.Impairments(**imp_kw)
    starts = []
    pulses = []
    for i in range(ntrials):
        p, _info = gen.generate_trial(sig, '%d/%s/%d' % (seed, cond, i), imp)
        base = int(i * gap_s * gen.US)
        starts.append(base)
        pulses.extend((t + base, f, w, r, c) for (t, f, w, r, c) in p)
    path = os.path.join(tmpdir, '%s-%s-%s.trace' % (region, type_id, cond))
    with open(path, 'w') as f:
        f.write(gen.format_trace(pulses, ['region=%s type=%s cond=%s trials=%d'
                                          % (region.upper(), type_id, cond, ntrials)]))
    res = {}
    for name, exe in exes.items():
        t0 = time.monotonic()
        dets = run_replay(exe, region, path)
        hit = [False] * ntrials
        ok = [False] * ntrials
        for ts, typ in dets:
            i = bisect.bisect_right(starts, ts) - 1
            if i < 0:
                continue
            hit[i] = True
            if type_ok(region, sig.type_id, typ):
                ok[i] = True
        res[name] = dict(hit=sum(hit), ok=sum(ok), n=ntrials,
                         secs=time.monotonic() - t0)
    os.unlink(path)
    return (region, sig.type_id, cond, res)


def noise_task(job):
    """One noise chunk through every region and detector; returns detection counts."""
    (kind, chunk, secs, seed, rate, chirp_frac, tmpdir, exes, regions) = job
    p = gen.generate_noise(kind, '%d/%d' % (seed, chunk), secs, rate=rate, chirp_frac=chirp_frac,
                           start_us=int(chunk * secs * gen.US))
    path = os.path.join(tmpdir, 'noise-%s-%d.trace' % (kind, chunk))
    with open(path, 'w') as f:
        f.write(gen.format_trace(p, ['noise kind=%s chunk=%d' % (kind, chunk)]))
    res = {}
    for region in regions:
        for name, exe in exes.items():
            dets = run_replay(exe, region, path)
            types = {}
            for _ts, typ in dets:
                types[typ] = types.get(typ, 0) + 1
            res[(region, name)] = (len(dets), types)
    os.unlink(path)
    return (kind, chunk, len(p), res)


def fmt_pd(r):
    if r is None:
        return '-'
    return '%.1f' % (100.0 * r['hit'] / r['n'])


def fmt_pair(a, b, w=13):
    return ('%s/%s' % (a, b)).rjust(w)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--trials', type=int, default=200, help='trials per signal and condition')
    ap.add_argument('--hours', type=float, default=1.0,
                    help='simulated hours of noise per kind')
    ap.add_argument('--noise-rate', type=float, default=300.0,
                    help='random noise pulses per second')
    ap.add_argument('--noise-chirp-frac', type=float, default=0.0,
                    help='fraction of random noise pulses flagged as chirped')
    ap.add_argument('--loss', type=float, default=0.1, help='impaired: pulse loss fraction')
    ap.add_argument('--jitter', type=float, default=2.0, help='impaired: +/- us jitter')
    ap.add_argument('--width-err', type=float, default=0.0, help='impaired: +/- us width error')
    ap.add_argument('--false-rate', type=float, default=0.0,
                    help='impaired: false pulses per second')
    ap.add_argument('--gap', type=float, default=60.0, help='seconds between trials')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--regions', default='fcc,etsi,jp')
    ap.add_argument('--types', default='', help='comma list of type ids to run (default all)')
    ap.add_argument('--ath-replay', default=None, help='bench/ath-replay binary')
    ap.add_argument('--radar-replay', default=None, help='tools/radar-replay binary')
    ap.add_argument('--json', default=None, help='also write the results to this JSON file')
    ap.add_argument('--check', action='store_true',
                    help='exit 1 unless our detector meets the targets')
    a = ap.parse_args()

    regions = [r for r in a.regions.split(',') if r]
    for r in regions:
        if r not in gen.REGIONS:
            ap.error('unknown region %r' % r)
    if a.trials < 1 or a.hours < 0 or a.jobs < 1 or a.gap < 20:
        ap.error('need --trials >= 1, --hours >= 0, --jobs >= 1, --gap >= 20')
    types = set(t for t in a.types.split(',') if t)

    exes = {}
    for name, path in (('ours', a.radar_replay), ('ath', a.ath_replay)):
        if path and os.path.isfile(path) and os.access(path, os.X_OK):
            exes[name] = os.path.abspath(path)
        elif path:
            print('radar-eval: %s detector not available (%s missing)' % (name, path),
                  file=sys.stderr)
    if not exes:
        print('radar-eval: no detector to evaluate (give --radar-replay/--ath-replay)',
              file=sys.stderr)
        return 1

    imp_clean = dict(offset_max=1_000_000)
    imp_bad = dict(loss=a.loss, jitter=a.jitter, width_err=a.width_err,
                   false_rate=a.false_rate, offset_max=1_000_000)
    tmpdir = tempfile.mkdtemp(prefix='radar-eval-')
    sigs = [s for s in gen.SIGNALS if s.region in regions and (not types or s.type_id in types)]
    jobs = []
    for s in sigs:
        gap = max(a.gap, 40.0) if s.kind == 'fcc5' else a.gap
        jobs.append((s.region, s.type_id, 'clean', a.trials, a.seed, imp_clean, gap,
                     tmpdir, exes))
        jobs.append((s.region, s.type_id, 'impaired', a.trials, a.seed, imp_bad, gap,
                     tmpdir, exes))
    njobs = []
    secs_total = a.hours * 3600
    nchunks = int(-(-secs_total // NOISE_CHUNK_S)) if secs_total > 0 else 0
    for kind in ('random', 'wlan'):
        for c in range(nchunks):
            njobs.append((kind, c, min(NOISE_CHUNK_S, secs_total - c * NOISE_CHUNK_S), a.seed,
                          a.noise_rate, a.noise_chirp_frac, tmpdir, exes, regions))

    t0 = time.monotonic()
    results = {}
    noise = {}
    try:
        with multiprocessing.Pool(a.jobs) as pool:
            # long noise chunks first so that the pool drains evenly
            nres = pool.map_async(noise_task, njobs, chunksize=1)
            for region, tid, cond, res in pool.imap_unordered(trial_task, jobs):
                results[(region, tid, cond)] = res
            for kind, chunk, npulses, res in nres.get():
                n = noise.setdefault(kind, {'pulses': 0, 'secs': 0.0})
                n['pulses'] += npulses
                n['secs'] += min(NOISE_CHUNK_S, secs_total - chunk * NOISE_CHUNK_S)
                for key, (cnt, tys) in res.items():
                    e = n.setdefault(key, [0, {}])
                    e[0] += cnt
                    for t, c in tys.items():
                        e[1][t] = e[1].get(t, 0) + c
    except RuntimeError as e:
        print('radar-eval: %s' % e, file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)

    have_ours = 'ours' in exes
    have_ath = 'ath' in exes
    fails = []
    print('radar-eval: %d trials/signal/condition, impaired = %g%% loss, +/-%g us jitter'
          '%s%s; noise %.2f h per kind; %.0f s on %d jobs'
          % (a.trials, 100 * a.loss, a.jitter,
             ', +/-%g us width' % a.width_err if a.width_err else '',
             ', %g false pulses/s' % a.false_rate if a.false_rate else '',
             a.hours, time.monotonic() - t0, a.jobs))
    print('Pd in %, ours/ath ("-" = detector not built); type ok = % of clean trials with a '
          'detection naming the right signal\n')
    hdr = '%-5s %-9s %13s %13s %13s %13s' % ('reg', 'type', 'Pd clean', 'Pd impaired',
                                           'type ok', 'FA/h')
    print(hdr)
    print('-' * len(hdr))
    for s in sigs:
        rc = results.get((s.region, s.type_id, 'clean'), {})
        ri = results.get((s.region, s.type_id, 'impaired'), {})
        oc, ac = rc.get('ours'), rc.get('ath')
        oi, ai = ri.get('ours'), ri.get('ath')
        tok = lambda r: '-' if r is None else '%.1f' % (100.0 * r['ok'] / r['n'])
        print('%-5s %-9s %s %s %s %13s' % (s.region.upper(), s.type_id,
                                         fmt_pair(fmt_pd(oc), fmt_pd(ac)),
                                         fmt_pair(fmt_pd(oi), fmt_pd(ai)),
                                         fmt_pair(tok(oc), tok(ac)), ''))
        if a.check:
            name = '%s %s' % (s.region.upper(), s.type_id)
            if oc is None or oi is None:
                fails.append('%s: our detector not evaluated' % name)
                continue
            pc, pi = oc['hit'] / oc['n'], oi['hit'] / oi['n']
            if pc < TARGET_PD_CLEAN:
                fails.append('%s: Pd clean %.1f%% < %.0f%%' % (name, 100 * pc, 100 * TARGET_PD_CLEAN))
            if pi < TARGET_PD_IMPAIRED:
                fails.append('%s: Pd impaired %.1f%% < %.0f%%'
                             % (name, 100 * pi, 100 * TARGET_PD_IMPAIRED))
            if ac is not None and oc['hit'] < ac['hit']:
                fails.append('%s: clean Pd below ath' % name)
            if ai is not None and oi['hit'] < ai['hit']:
                fails.append('%s: impaired Pd below ath' % name)
    for kind in ('random', 'wlan'):
        n = noise.get(kind)
        if not n:
            continue
        hours = n['secs'] / 3600.0
        for region in regions:
            fa = {}
            for name in ('ours', 'ath'):
                e = n.get((region, name))
                fa[name] = None if e is None else e[0] / hours
            f = lambda v: '-' if v is None else ('%.1f' % v)
            print('%-5s %-9s %13s %13s %13s %s' % (region.upper(), 'noise:' + kind, '', '', '',
                                                 fmt_pair(f(fa['ours']), f(fa['ath']))))
            if a.check:
                if fa['ours'] is None:
                    fails.append('%s noise %s: our detector not evaluated' % (region, kind))
                elif fa['ours'] > 0:
                    fails.append('%s noise %s: %.1f false alarms/h'
                                 % (region.upper(), kind, fa['ours']))
    print()
    for kind in ('random', 'wlan'):
        n = noise.get(kind)
        if not n:
            continue
        print('noise %s: %d pulses in %.2f h (%.0f/s)' % (kind, n['pulses'], n['secs'] / 3600,
                                                         n['pulses'] / max(n['secs'], 1)))
        for region in regions:
            for name in ('ours', 'ath'):
                e = n.get((region, name))
                if e and e[0]:
                    print('  %s %s false alarms by type: %s' % (
                        region.upper(), name,
                        ', '.join('%s:%d' % kv for kv in sorted(e[1].items()))))
    if a.json:
        out = {'trials': a.trials, 'loss': a.loss, 'jitter': a.jitter,
               'width_err': a.width_err, 'false_rate': a.false_rate, 'signals': [],
               'noise': []}
        for s in sigs:
            row = {'region': s.region.upper(), 'type': s.type_id}
            for cond in ('clean', 'impaired'):
                row[cond] = results.get((s.region, s.type_id, cond), {})
            out['signals'].append(row)
        for kind, n in noise.items():
            for region in regions:
                out['noise'].append({
                    'kind': kind, 'region': region.upper(), 'hours': n['secs'] / 3600.0,
                    'pulses': n['pulses'],
                    'detections': {name: n[(region, name)][0] for name in exes},
                    'types': {name: n[(region, name)][1] for name in exes}})
        with open(a.json, 'w') as f:
            json.dump(out, f, indent=1)
    times = {}
    for res in results.values():
        for name, r in res.items():
            times[name] = times.get(name, 0.0) + r['secs']
    print('replay wall time on trial traces: %s' %
          ', '.join('%s %.1f s' % kv for kv in sorted(times.items())))
    if not have_ours:
        print('note: our detector (tools/radar-replay) was not available')
    if not have_ath:
        print('note: the ath detector (bench/ath-replay) was not available')
    if a.check:
        if fails:
            print('\nCHECK FAILED (%d):' % len(fails))
            for f in fails:
                print('  ' + f)
            return 1
        print('\nCHECK PASSED')
    return 0


if __name__ == '__main__':
    sys.exit(main())
