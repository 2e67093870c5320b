#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Unit test for bench/ath-replay (the upstream ath detector built from the kernel tree)."""

import json
import os
import subprocess
import sys
import tempfile

gen_path, exe = sys.argv[1], sys.argv[2]
failures = []


def check(cond, msg):
    if not cond:
        failures.append(msg)


def gen(*args):
    r = subprocess.run([sys.executable, gen_path] + list(args), stdout=subprocess.PIPE,
                       text=True, check=True)
    return r.stdout


def replay(region, text):
    with tempfile.NamedTemporaryFile('w', suffix='.trace', delete=False) as f:
        f.write(text)
    try:
        r = subprocess.run([exe, '--region', region, f.name], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    finally:
        os.unlink(f.name)
    return r


for region, typ, want in (('fcc', '0', '0'), ('fcc', '2', '2'), ('etsi', 'ref', 'ref'),
                          ('etsi', '3', '3'), ('jp', 'W56-F2', 'W56-F2'),
                          ('jp', 'W53-F2', 'W53-F2'), ('jp', 'W56-FH', 'W56-FH')):
    r = replay(region, gen('--region', region, '--type', typ, '--seed', '3'))
    check(r.returncode == 0, '%s %s: exit %d %s' % (region, typ, r.returncode, r.stderr))
    lines = [json.loads(x) for x in r.stdout.splitlines()]
    check(len(lines) >= 1, '%s %s: no detection' % (region, typ))
    check(any(d['type'] == want and d['region'] == region.upper() for d in lines),
          '%s %s: types %s' % (region, typ, [d['type'] for d in lines]))

r = replay('fcc', '')
check(r.returncode == 0 and r.stdout == '', 'empty trace')
r = replay('fcc', '# only a comment\n\n')
check(r.returncode == 0 and r.stdout == '', 'comment-only trace')
good = gen('--region', 'fcc', '--type', '0', '--seed', '3')
for bad in ('1 5260 1 30\n', '1 5260 1 30 2\n', '1 70000 1 30 0\n', 'x 5260 1 30 0\n',
            '1 5260 1 300 0\n', '1 5260 1 30 0 9\n', '-1 5260 1 30 0\n'):
    r = replay('fcc', good + bad)
    check(r.returncode != 0, 'malformed accepted: %r' % bad)
    check(r.stdout == '', 'malformed input still acted on: %r' % bad)
    check('line 21' in r.stderr, 'error does not name the line: %r %r' % (bad, r.stderr))
r = subprocess.run([exe, '--region', 'xx', '-'], stdin=subprocess.DEVNULL,
                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
check(r.returncode != 0, 'bad region accepted')

if failures:
    for f in failures:
        print('FAIL:', f)
    sys.exit(1)
print('ok')
