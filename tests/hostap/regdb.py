#!/usr/bin/env python3
"""Write a regulatory.db whose DFS rules carry a given CAC time (issue 14).

    regdb.py IN OUT --cac SECONDS     every DFS rule of IN gets cac_timeout SECONDS
    regdb.py IN --dump                print the countries and rules of IN

IN is a regulatory.db in the kernel's format (net/wireless/reg.c, struct fwdb_*): hostap's own
test database tests/hwsim/vm/regdb/regulatory.db. The kernel takes a rule's optional
cac_timeout field (seconds) as the CAC time of the channels the rule covers (dfs_cac_ms);
without it the CAC is IEEE80211_DFS_MIN_CAC_TIME_MS (60 s). The output is unsigned: the test
kernel does not require a signed database (CONFIG_CFG80211_REQUIRE_SIGNED_REGDB=n).
Everything else (countries, DFS regions, rules, WMM rules) is carried over unchanged.
"""
import argparse
import struct
import sys

MAGIC = 0x52474442
VERSION = 20
FLAG_DFS = 1 << 2
FLAGS = ['NO-OFDM', 'NO-OUTDOOR', 'DFS', 'NO-IR', 'AUTO-BW']
REGIONS = {0: 'unset', 1: 'FCC', 2: 'ETSI', 3: 'JP'}
WMM_SIZE = 32   # struct fwdb_wmm_rule: 8 x (ecw u8, aifsn u8, cot be16)


class Rule:
    def __init__(self, data, off):
        self.off = off
        length, self.flags, self.eirp, self.start, self.end, self.bw = \
            struct.unpack_from('>BBHIII', data, off)
        if length < 16 or off + length > len(data):
            raise ValueError(f'rule at {off}: bad length {length}')
        self.cac = struct.unpack_from('>H', data, off + 16)[0] if length >= 18 else 0
        self.wmm = struct.unpack_from('>H', data, off + 18)[0] << 2 if length >= 20 else 0

    def text(self):
        fl = ', '.join(f for i, f in enumerate(FLAGS) if self.flags & (1 << i))
        s = (f'({self.start / 1000:g} - {self.end / 1000:g} @ {self.bw / 1000:g}), '
             f'({self.eirp / 100:g})')
        if fl:
            s += ', ' + fl
        if self.cac:
            s += f', CAC {self.cac} s'
        if self.wmm:
            s += ', WMM'
        return s


def parse(data):
    magic, version = struct.unpack_from('>II', data, 0)
    if magic != MAGIC or version != VERSION:
        raise ValueError(f'not a regulatory.db (magic {magic:#x}, version {version})')
    countries = []
    off = 8
    while True:
        if off + 4 > len(data):
            raise ValueError('country list runs past the end')
        a2, coll = struct.unpack_from('>2sH', data, off)
        if coll == 0:
            break
        coll <<= 2
        clen, nrules, region = struct.unpack_from('>BBB', data, coll)
        ptrs = coll + ((clen + 1) & ~1)
        rules = [Rule(data, struct.unpack_from('>H', data, ptrs + 2 * i)[0] << 2)
                 for i in range(nrules)]
        countries.append((a2.decode(), region, rules))
        off += 4
    return countries


def build(data, countries, cac):
    """Serialise again: header, countries, WMM rules, rules, collections."""
    out = bytearray(struct.pack('>II', MAGIC, VERSION))
    cty_off = len(out)
    out += bytes(4 * (len(countries) + 1))   # filled in below; the last entry ends the list

    def align():
        while len(out) % 4:
            out.append(0)

    def ptr(off):
        if off % 4 or off >> 2 > 0xffff:
            raise ValueError('database too large')
        return off >> 2

    wmm_new = {}
    for _, _, rules in countries:
        for r in rules:
            if r.wmm and r.wmm not in wmm_new:
                align()
                wmm_new[r.wmm] = len(out)
                out += data[r.wmm:r.wmm + WMM_SIZE]
    rule_new = {}
    for _, _, rules in countries:
        for r in rules:
            if r.off in rule_new:
                continue
            align()
            rule_new[r.off] = len(out)
            rcac = cac if r.flags & FLAG_DFS else r.cac
            # len 18 ends after cac_timeout; 20 includes wmm_ptr, which the kernel then
            # follows (a rule without WMM must not claim one)
            out += struct.pack('>BBHIIIHH', 20 if r.wmm else 18, r.flags, r.eirp, r.start,
                               r.end, r.bw, rcac, ptr(wmm_new[r.wmm]) if r.wmm else 0)
    for i, (a2, region, rules) in enumerate(countries):
        align()
        coll = len(out)
        out += struct.pack('>BBB', 3, len(rules), region)
        out.append(0)   # pointers start at ALIGN(len, 2)
        for r in rules:
            out += struct.pack('>H', ptr(rule_new[r.off]))
        struct.pack_into('>2sH', out, cty_off + 4 * i, a2.encode(), ptr(coll))
    align()
    return bytes(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('input')
    ap.add_argument('output', nargs='?')
    ap.add_argument('--cac', type=int, help='CAC time of the DFS rules, seconds (1-65535)')
    ap.add_argument('--dump', action='store_true')
    a = ap.parse_args()
    data = open(a.input, 'rb').read()
    try:
        countries = parse(data)
    except (ValueError, struct.error) as e:
        sys.exit(f'regdb.py: {a.input}: {e}')
    if a.dump:
        for a2, region, rules in countries:
            print(f'country {a2}: DFS-{REGIONS.get(region, region)}')
            for r in rules:
                print('\t' + r.text())
        return
    if not a.output or a.cac is None or not 1 <= a.cac <= 0xffff:
        ap.error('give IN OUT --cac SECONDS (1-65535), or IN --dump')
    out = build(data, countries, a.cac)
    # read it back: same countries and rules, DFS rules with the new CAC time
    back = parse(out)
    assert [(c, r, [(x.flags, x.start, x.end, x.bw, x.eirp) for x in rl]) for c, r, rl in back] == \
        [(c, r, [(x.flags, x.start, x.end, x.bw, x.eirp) for x in rl]) for c, r, rl in countries]
    assert all(x.cac == a.cac for _, _, rl in back for x in rl if x.flags & FLAG_DFS)
    tmp = a.output + '.tmp'
    with open(tmp, 'wb') as f:
        f.write(out)
    import os
    os.replace(tmp, a.output)


if __name__ == '__main__':
    main()
