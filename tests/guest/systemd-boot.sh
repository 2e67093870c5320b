#!/bin/bash
# The --systemd guest: systemd is PID 1, journald takes structured entries.
. "$(dirname "$0")/lib.sh"
[ "$(cat /proc/1/comm)" = systemd ] || fail "PID 1 is $(cat /proc/1/comm), not systemd"
systemctl is-active systemd-journald.service >/dev/null || fail "journald is not running"
echo "radar guest journal check" | systemd-cat -t radar-selftest
for i in $(seq 1 30); do
	journalctl -t radar-selftest --no-pager -o cat 2>/dev/null | grep -q "radar guest journal check" && break
	sleep 0.2
done
journalctl -t radar-selftest --no-pager -o cat | grep "radar guest journal check" >/dev/null ||
	fail "the journal does not have our entry"
pass "systemd $(systemctl --version | head -1 | cut -d' ' -f2) with journald"
systemctl list-units --state=failed --no-legend --plain --no-pager | sed 's/^/  failed unit: /'
