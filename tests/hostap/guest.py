#!/usr/bin/env python3
"""hostap's hwsim test cases in the QEMU guest (issue 14; started by tests/hostap/suite.py
through tests/qemu/run, runs as root inside the guest).

    guest.py --hostap SRC --logdir DIR --regdb DIR --mode trigger|pulses
             [--radar-gen FILE] [--case-timeout SEC] CASE:CAC ...

Does what hostap's tests/hwsim/vm/inside.sh and run-all.sh do, on our guest: hostap's test
regulatory database (here: with the CAC time CAC of each case, see regdb.py), start.sh (the
wpa_supplicant, hostapd and wlantest processes of the suite), then hostap's own run-tests.py,
fed one case at a time (its -i mode, as parallel-vm.py does), so that the database can change
between cases. Each case's logs stay in DIR (run-tests.py's per-case logs and dmesg); DIR/results
gets one line per case: RESULT CASE SECONDS [reason]. A case that does not finish within
--case-timeout is killed, reported as FAIL, and the suite's processes are restarted.

Radar: the cases trigger radars through hwsim's debugfs dfs_simulate_radar (test_dfs.py and
test_wpas_mesh.py's dfs_simulate_radar()). This script runs run-tests.py with those functions
replaced (--wrap): in trigger mode by the same write to dfs_simulate_radar, in pulses mode by
an official radar test signal of the AP's DFS region (bench/radar-gen.py) written as a pulse
train to hwsim's radar_pulses, on the AP's operating channel, for the kernel's detector to find.
Each radar is logged into the case's log as a "hostap-radar:" line.
"""
import argparse
import os
import pty
import re
import select
import signal
import subprocess
import sys
import time
import zlib

REGIONS = {'DFS-FCC': 'fcc', 'DFS-ETSI': 'etsi', 'DFS-JP': 'jp'}
# The official test signals of each DFS region a radar is picked from: the short-pulse signals
# that every DFS channel is tested with (the long-pulse and frequency-hopping ones span seconds
# or several channels). The pick depends only on the case's name and the radar's number in it
# (and so does the trial's seed): a case sees the same pulses on every run.
SIGNALS = {
    'etsi': ['ref', '1', '2', '3', '4', '5', '6'],
    'fcc': ['0', '1', '2', '3', '4'],
    'jp-W53': ['W53-F1', 'W53-F2', 'W53-V3', 'W53-V4'],
    'jp-W56': ['W56-F1', 'W56-F2', 'W56-F3', 'W56-V4', 'W56-V5', 'W56-V6'],
}


T0 = time.monotonic()


def log(msg):
    print('hostap-guest: [%6.1f] %s' % (time.monotonic() - T0, msg), flush=True)


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)


# ---------------------------------------------------------------- radar (inside run-tests.py)

def radar_setup(mode, radar_gen):
    """Replace the cases' dfs_simulate_radar() (run-tests.py imports the same modules)."""
    import logging
    import importlib.util
    logger = logging.getLogger()
    gen = None
    if mode == 'pulses':
        spec = importlib.util.spec_from_file_location('radar_gen', radar_gen)
        gen = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(gen)
    case = {'name': None, 'radars': 0}

    class CaseName(logging.Handler):
        """run-tests.py logs "START <case> n/m" before each case."""
        def emit(self, record):
            m = re.match(r'START (\S+) ', str(record.msg))
            if m:
                case['name'], case['radars'] = m.group(1), 0

    logger.addHandler(CaseName(logging.DEBUG))

    def iface_chan(ifname):
        out = run(['iw', 'dev', ifname, 'info']).stdout
        m = re.search(r'channel (\d+) \((\d+) MHz\), width: (\d+) MHz', out)
        if not m:
            raise Exception('hostap-radar: %s has no channel: %s' % (ifname, out))
        return int(m.group(2)), int(m.group(3))

    def dfs_region():
        out = run(['iw', 'reg', 'get']).stdout
        # the global domain decides (hwsim radios follow it)
        m = re.search(r'^country (\S+): (DFS-\S+)', out, re.M)
        if not m or m.group(2) not in REGIONS:
            raise Exception('hostap-radar: no DFS region in iw reg get: ' + out)
        return m.group(1), REGIONS[m.group(2)]

    def signal_for(region, freq, n):
        if region == 'jp':
            region = 'jp-W53' if freq < 5470 else 'jp-W56'
        sigs = SIGNALS[region]
        return sigs[(zlib.crc32(case['name'].encode()) + n) % len(sigs)]

    def write_pulses(path, text):
        fd = os.open(path, os.O_WRONLY)
        try:
            chunk = ''
            for line in text.splitlines(True):
                if len(chunk) + len(line) > 60000:
                    os.write(fd, chunk.encode())
                    chunk = ''
                chunk += line
            if chunk:
                os.write(fd, chunk.encode())
        finally:
            os.close(fd)

    def accepted(path):
        m = re.search(r'^accepted (\d+)', open(path).read(), re.M)
        return int(m.group(1)) if m else -1

    def dfs_simulate_radar(dev):
        case['radars'] += 1
        n = case['radars']
        phy = dev.get_driver_status_field('phyname')
        ifname = dev.ifname
        dbg = '/sys/kernel/debug/ieee80211/%s/hwsim/' % phy
        if mode == 'trigger':
            logger.info('hostap-radar: trigger %s %s (dfs_simulate_radar)' % (phy, ifname))
            with open(dbg + 'dfs_simulate_radar', 'w') as f:
                f.write('1')
            return
        freq, width = iface_chan(ifname)
        country, region = dfs_region()
        sig = gen.find_signal(region, signal_for(region, freq, n))
        # timestamps on one clock that never goes back (the radio's, here the guest's)
        pulses, info = gen.generate_trial(sig, 'hostap/%s/%d' % (case['name'], n), freq=freq)
        base = int(time.monotonic() * 1e6)
        pulses = [(t + base, f, w, r, c) for (t, f, w, r, c) in pulses]
        text = gen.format_trace(pulses)
        path = dbg + 'radar_pulses'
        before = accepted(path)
        write_pulses(path, text)
        got = accepted(path) - before
        logger.info('hostap-radar: pulses %s %s freq=%d width=%d country=%s region=%s '
                    'signal=%s pulses=%d accepted=%d pri=%s' %
                    (phy, ifname, freq, width, country, region.upper(), sig.type_id,
                     len(pulses), got, info.get('pri')))
        if got != len(pulses):
            raise Exception('hostap-radar: radar_pulses accepted %d of %d pulses' %
                            (got, len(pulses)))

    import test_dfs
    import test_wpas_mesh
    test_dfs.dfs_simulate_radar = dfs_simulate_radar
    test_wpas_mesh.dfs_simulate_radar = dfs_simulate_radar


def wrap(args, rest):
    """--wrap: run hostap's run-tests.py with the radar replaced."""
    hwsim = os.path.dirname(os.path.abspath(rest[0]))
    sys.path.insert(0, hwsim)
    sys.path.append(os.path.join(hwsim, '..', '..', 'wpaspy'))   # as run-tests.py does
    # Debian ships PyCryptodome as "Cryptodome" (python3-pycryptodome); hostap's test modules
    # import it as "Crypto" (test_ap_psk.py, test_ap_wps.py: AES).
    try:
        import Crypto.Cipher  # noqa: F401
    except ImportError:
        import Cryptodome
        import Cryptodome.Cipher
        sys.modules['Crypto'] = Cryptodome
        sys.modules['Crypto.Cipher'] = Cryptodome.Cipher
    os.chdir(hwsim)
    radar_setup(args.mode, args.radar_gen)
    import runpy
    sys.argv = rest
    runpy.run_path(rest[0], run_name='__main__')


# ---------------------------------------------------------------- the driver

class Suite:
    def __init__(self, args):
        self.a = args
        self.hwsim = os.path.join(args.hostap, 'tests', 'hwsim')
        self.proc = None
        self.master = None
        self.buf = ''
        self.cac = None
        self.exception, self.said = '', []

    def set_regdb(self, cac):
        """Make cfg80211 load DIR/cac-CAC/regulatory.db (firmware search path) and check it."""
        if cac == self.cac:
            return
        d = os.path.join(self.a.regdb, 'cac-%s' % cac)
        if not os.path.isfile(os.path.join(d, 'regulatory.db')):
            raise SystemExit('no regulatory.db in %s' % d)
        with open('/sys/module/firmware_class/parameters/path', 'w') as f:
            f.write(d)
        r = run(['iw', 'reg', 'reload'])
        if r.returncode:
            raise SystemExit('iw reg reload failed: ' + r.stdout)
        self.cac = cac
        log('regulatory database %s/regulatory.db (DFS CAC %s s)' % (d, cac))

    def world_regdom(self):
        """A failed case may leave its country set (run-tests.py then fails the next case for
        it): back to the world domain, as run-tests.py's own check does after the fact."""
        run(['iw', 'reg', 'set', '00'])
        for _ in range(50):
            if re.search(r'^country 00:', run(['iw', 'reg', 'get']).stdout, re.M):
                break
            time.sleep(0.1)
        time.sleep(1)

    def start_daemons(self):
        # the daemons it starts keep its stdout: a file, not a pipe to wait on
        env = dict(os.environ, LOGDIR=self.a.logdir, USER='0')
        path = os.path.join(self.a.logdir, 'start.log')
        with open(path, 'a') as out:
            r = subprocess.run(['./start.sh', 'VM'], cwd=self.hwsim, env=env, stdout=out,
                               stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        if r.returncode:
            raise SystemExit('hostap start.sh failed:\n' + open(path).read())

    def stop_daemons(self):
        with open(os.path.join(self.a.logdir, 'start.log'), 'a') as out:
            subprocess.run(['./stop.sh'], cwd=self.hwsim, stdout=out, stderr=subprocess.STDOUT,
                           stdin=subprocess.DEVNULL)

    def start_runner(self):
        self.master, slave = pty.openpty()
        cmd = [sys.executable, os.path.abspath(__file__), '--wrap', '--mode', self.a.mode,
               '--radar-gen', self.a.radar_gen or '', '--',
               os.path.join(self.hwsim, 'run-tests.py'), '-D', '--long', '-q', '-i',
               '--logdir', self.a.logdir]
        self.proc = subprocess.Popen(cmd, stdin=slave, stdout=slave, stderr=slave,
                                     cwd=self.hwsim, start_new_session=True)
        os.close(slave)
        self.buf = ''
        if not self.expect(re.compile(r'^READY$'), 300):
            raise SystemExit('run-tests.py did not start:\n' + self.buf[-3000:])

    def kill_runner(self):
        if self.proc:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except OSError:
                pass
            self.proc.wait()
            self.proc = None
        if self.master is not None:
            os.close(self.master)
            self.master = None

    def expect(self, regex, timeout):
        """Read the runner's output until a line matches; returns the match or None."""
        end = time.monotonic() + timeout
        while True:
            lines = self.buf.split('\n')
            for i, line in enumerate(lines[:-1]):
                line = line.rstrip('\r')
                print('  | ' + line, flush=True)
                if line.startswith('Exception: '):
                    self.exception = line[len('Exception: '):]
                elif line and not line.startswith(('START ', 'PASS ', 'FAIL ', 'SKIP ', ' ')):
                    self.said.append(line)
                m = regex.search(line)
                if m:
                    self.buf = '\n'.join(lines[i + 1:])
                    return m
            self.buf = lines[-1]
            left = end - time.monotonic()
            if left <= 0:
                return None
            r, _, _ = select.select([self.master], [], [], min(left, 5))
            if r:
                try:
                    data = os.read(self.master, 65536)
                except OSError:
                    data = b''
                if not data:
                    return None
                self.buf += data.decode(errors='replace')

    def run_case(self, name, cac):
        self.set_regdb(cac)
        t0 = time.monotonic()
        self.exception, self.said = '', []
        os.write(self.master, (name + '\n').encode())
        m = self.expect(re.compile(r'^(PASS|FAIL|SKIP|NOT-FOUND)\b ?(\S*)'), self.a.case_timeout)
        secs = time.monotonic() - t0
        if m is None:
            return 'FAIL', secs, 'no result within %d s (killed)' % self.a.case_timeout, True
        if m.group(1) == 'NOT-FOUND':
            return 'FAIL', secs, 'run-tests.py does not know this case', False
        if m.group(2) != name:
            return 'FAIL', secs, 'run-tests.py reported %r' % m.group(0), True
        reason = ''
        if m.group(1) == 'FAIL':
            reason = self.exception or '; '.join(self.said[-2:])
        if m.group(1) == 'SKIP':
            r = self.expect(re.compile(r'^REASON (.*)'), 10)
            reason = r.group(1) if r else ''
        return m.group(1), secs, reason, False

    def main(self):
        a = self.a
        os.makedirs(a.logdir, exist_ok=True)
        # hostap's scripts call sudo; everything runs as root here (as in hostap's inside.sh)
        stub = '/tmp/hostap-guest-bin'
        os.makedirs(stub, exist_ok=True)
        with open(stub + '/sudo', 'w') as f:
            f.write('#!/bin/sh\nexec "$@"\n')
        os.chmod(stub + '/sudo', 0o755)
        os.environ['PATH'] = stub + ':' + os.environ['PATH']
        os.environ['HOME'] = '/tmp'
        cases = [c.split(':') for c in a.cases]
        self.set_regdb(cases[0][1])
        log('starting the suite\'s processes (start.sh)')
        self.start_daemons()
        log('starting run-tests.py')
        self.start_runner()
        log('run-tests.py ready')
        results = open(os.path.join(a.logdir, 'results'), 'w')
        for name, cac in cases:
            log('case %s (mode %s, CAC %s s)' % (name, a.mode, cac))
            res, secs, reason, restart = self.run_case(name, cac)
            results.write('%s %s %.1f %s\n' % (res, name, secs, reason))
            results.flush()
            log('%s %s %.1f s %s' % (res, name, secs, reason))
            if restart:
                self.kill_runner()
                self.stop_daemons()
                self.start_daemons()
                self.start_runner()
            elif res != 'PASS':
                self.world_regdom()
        os.write(self.master, b'\n')    # an empty line ends run-tests.py -i
        if self.proc.wait(timeout=120) is None:
            pass
        self.kill_runner()
        self.stop_daemons()
        results.close()
        log('done: %d cases' % len(cases))
        return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--wrap', action='store_true')
    ap.add_argument('--mode', choices=('trigger', 'pulses'), required=True)
    ap.add_argument('--radar-gen')
    ap.add_argument('--hostap')
    ap.add_argument('--logdir')
    ap.add_argument('--regdb')
    ap.add_argument('--case-timeout', type=int, default=400)
    ap.add_argument('cases', nargs='*')
    if '--wrap' in sys.argv:
        i = sys.argv.index('--')
        a = ap.parse_args(sys.argv[1:i])
        return wrap(a, sys.argv[i + 1:])
    a = ap.parse_args()
    if not (a.hostap and a.logdir and a.regdb and a.cases):
        ap.error('--hostap, --logdir, --regdb and cases are required')
    if a.mode == 'pulses' and not a.radar_gen:
        ap.error('--radar-gen is needed in pulses mode')
    return Suite(a).main()


if __name__ == '__main__':
    sys.exit(main())
