#!/usr/bin/env python3
"""Fail when a symbol of the fragments did not end up in the merged .config as asked.

    check-config.py [--known-only] FRAGMENT [FRAGMENT...] CONFIG
                    (later fragments override earlier ones)

--known-only skips the symbols the tree does not know at all (neither set nor "is not set" in
CONFIG): the unpatched tree of `kernel/build.sh --base` lacks the series' own options.
"""
import re
import sys

args = sys.argv[1:]
known_only = args[:1] == ['--known-only']
if known_only:
    args = args[1:]
*frag_paths, cfg_path = args
want = {}
for frag_path in frag_paths:
    for line in open(frag_path):
        line = line.strip()
        if line and not line.startswith('#'):
            key, val = line.split('=', 1)
            want[key] = val
have = {}
for line in open(cfg_path):
    m = re.match(r'(CONFIG_\w+)=(.*)', line)
    if m:
        have[m[1]] = m[2]
    m = re.match(r'# (CONFIG_\w+) is not set', line)
    if m:
        have[m[1]] = 'n'
bad = [f'{k}={v} (got {have.get(k, "unset")})' for k, v in want.items()
       if have.get(k, 'n') != v and not (known_only and k not in have)]
if bad:
    print('kernel config: fragment symbols that did not stick:', file=sys.stderr)
    for b in bad:
        print('  ' + b, file=sys.stderr)
    sys.exit(1)
