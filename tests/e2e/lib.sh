# Shared setup of the end-to-end scenarios (sourced; runs inside the QEMU guest as root, booted
# with tests/qemu/run --systemd): regulatory domain DE (ETSI) from wireless-regdb, radard started
# by systemd from systemd/radard.service (ExecStart pointed at the meson build folder's radard),
# hostapd on mac80211_hwsim's wlan0, official waveforms injected through the hwsim radar_pulses
# debugfs file.
#
# Environment / arguments:
#   RADAR_MESON   meson build folder with radard/radard and radard/radarctl (default: the folder
#                 the guest starts in when it has them -- meson test runs there --, else
#                 build/meson of the work tree)
. "$(dirname "${BASH_SOURCE[0]}")/../guest/lib.sh"

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
if [ -z "${RADAR_MESON:-}" ]; then
	if [ -x "$PWD/radard/radard" ]; then RADAR_MESON=$PWD; else RADAR_MESON=$top/build/meson; fi
fi
RADARD=$RADAR_MESON/radard/radard
RADARCTL=$RADAR_MESON/radard/radarctl
RADAR_GEN=$top/bench/radar-gen.py
PROM=/run/radard/radard.prom
HOSTAPD_CTRL=/run/hostapd
IFC=wlan0
COUNTRY=${COUNTRY:-DE}
T=$(mktemp -d /tmp/e2e.XXXXXX)
name=$(basename "$0" .sh)
hostapd_pid=

MSGID_RADAR_DETECTED=90706d60059141a196963dca35a0c0b3
MSGID_CAC_ABORTED=1377a4efd4924210b28053040aa8b193
MSGID_NOL_APPLIED=b8f0f978799c4e6c9c36d8d747a9515b

log() { echo "[$name $(date +%T.%3N)] $*"; }

e2e_cleanup() {
	[ -n "$hostapd_pid" ] && kill "$hostapd_pid" 2>/dev/null
	wait 2>/dev/null
}
trap e2e_cleanup EXIT

# die MESSAGE: explain, show what radard and hostapd did, keep the logs in the job folder
die() {
	echo "FAIL: $name: $*" >&2
	systemctl status radard --no-pager -n 0 >&2
	echo "---- journalctl -u radard (last 30) ----" >&2
	journalctl -u radard --no-pager -n 30 >&2
	if [ -s "$T/hostapd.log" ]; then
		echo "---- hostapd (last 30) ----" >&2
		tail -n 30 "$T/hostapd.log" >&2
	fi
	if [ -n "${RADAR_JOB:-}" ] && [ -d "$RADAR_JOB" ]; then
		mkdir -p "$RADAR_JOB/$name"
		cp "$T"/*.log "$RADAR_JOB/$name/" 2>/dev/null
		journalctl -u radard -o verbose --no-pager >"$RADAR_JOB/$name/radard.journal" 2>&1
		"$RADARCTL" --json status >"$RADAR_JOB/$name/radarctl-status.json" 2>&1
		cp /run/radard/status.json "$RADAR_JOB/$name/" 2>/dev/null
		[ -n "${HOSTAPD_CTRL:-}" ] && [ -n "${IFC:-}" ] &&
			hostapd_cli -p "$HOSTAPD_CTRL" -i "$IFC" status >"$RADAR_JOB/$name/hostapd-status.txt" 2>&1
		iw phy >"$RADAR_JOB/$name/iw-phy.txt" 2>&1
		ps -eo pid,stat,wchan:30,etime,cmd >"$RADAR_JOB/$name/ps.txt" 2>&1
	fi
	exit 1
}

# wait_for FILE ERE SECONDS: until FILE has a line matching ERE
wait_for() {
	timeout "$3" bash -c 'until grep -qE -- "$2" "$1" 2>/dev/null; do sleep 0.1; done' _ "$1" "$2"
}

# wait_cmd SECONDS COMMAND...: until COMMAND succeeds (a shell function is exported first)
wait_cmd() {
	local secs=$1
	shift
	timeout "$secs" bash -c 'until "$@" >/dev/null 2>&1; do sleep 0.1; done' _ "$@"
}

now() { date +%s.%N; }
# ms A B: milliseconds from time A to time B (seconds since the epoch, fractional)
ms() { echo "($2 - $1) * 1000 / 1" | bc; }

# install_radard: the build folder's radard installed as /usr/local/sbin/radard (the unit's
# PrivateTmp/ProtectHome would hide a work tree under /tmp or /home), the unit from
# systemd/radard.service pointed there, plus the sanitizer drop-in; started by systemd, Type=notify
install_radard() {
	[ -x "$RADARD" ] || die "no $RADARD (build it: meson compile -C build/meson)"
	install -D -m 755 "$RADARD" /usr/local/sbin/radard
	sed "s|^ExecStart=/usr/sbin/radard|ExecStart=/usr/local/sbin/radard|" "$top/systemd/radard.service" \
		>/etc/systemd/system/radard.service
	grep -q "^ExecStart=/usr/local/sbin/radard " /etc/systemd/system/radard.service ||
		die "systemd/radard.service has no ExecStart=/usr/sbin/radard line to rewrite"
	# A sanitizer build: LeakSanitizer needs ptrace, which the unit's SystemCallFilter (~@debug)
	# forbids; leaks are checked by the unit tests, so only that part is switched off here.
	mkdir -p /etc/systemd/system/radard.service.d
	printf '[Service]\nEnvironment=ASAN_OPTIONS=detect_leaks=0\n' \
		>/etc/systemd/system/radard.service.d/sanitizer.conf
	systemctl daemon-reload
	# the unit's own start timeout bounds it; under TCG on a busy host (ASan build) READY took 35 s
	timeout 100 systemctl start radard || die "systemctl start radard failed"
	[ "$(systemctl is-active radard)" = active ] || die "radard is not active"
	wait_cmd 10 test -s /run/radard/status.json || die "radard wrote no /run/radard/status.json"
	log "radard active (pid $(systemctl show -p MainPID --value radard)): $(systemctl show -p StatusText --value radard)"
}

# setup: regulatory domain $COUNTRY (default DE), radard; sets $phy (wlan0's) and $pf (its injection file)
setup() {
	set_region "$COUNTRY"
	phy=$(phy_of $IFC)
	pf=/sys/kernel/debug/ieee80211/$phy/hwsim/radar_pulses
	[ -w "$pf" ] || die "no radar injection file $pf (kernel without the hwsim injection patch?)"
	install_radard
}

# need_pulse_stream: skip (exit 77) on a kernel without the dfs_radar family, whose "pulses" group
# is radard's pulse stream (issue 13); radard must have joined it otherwise
need_pulse_stream() {
	if journalctl -u radard --no-pager -q | grep -q "kernel without the 'dfs_radar' family"; then
		echo "SKIP: $name: the kernel has no dfs_radar family (issue 13): radard has no pulse stream"
		exit 77
	fi
	journalctl -u radard --no-pager -q | grep -q 'pulse stream on' || die "radard did not join the pulse stream"
}

# start_ap CHANNEL [CHANLIST]: hostapd ($COUNTRY, 20 MHz) on wlan0, control socket in /run/hostapd where
# radard finds it; log with timestamps in $T/hostapd.log. CHANLIST (hostapd chanlist=) limits
# the channels hostapd may move to on radar. Returns once the CAC started (DFS channel) or the
# AP is enabled.
start_ap() {
	local chan=$1 chanlist=${2:-}
	mkdir -p "$HOSTAPD_CTRL"
	cat >"$T/hostapd.conf" <<-EOF
		interface=$IFC
		driver=nl80211
		ctrl_interface=$HOSTAPD_CTRL
		ssid=radar-e2e
		hw_mode=a
		channel=$chan
		country_code=$COUNTRY
		ieee80211d=1
		ieee80211h=1
		ieee80211n=1
	EOF
	[ -n "$chanlist" ] && echo "chanlist=$chanlist" >>"$T/hostapd.conf"
	: >"$T/hostapd.log"
	hostapd -t "$T/hostapd.conf" >"$T/hostapd.log" 2>&1 &
	hostapd_pid=$!
	wait_for "$T/hostapd.log" 'DFS-CAC-START|AP-ENABLED' 30 || die "hostapd did not start on channel $chan"
	log "hostapd: $(grep -m1 -oE '(DFS-CAC-START|AP-ENABLED).*' "$T/hostapd.log")"
}

# gen_waveform REGION TYPE FREQ FILE: official test signal from bench/radar-gen.py
gen_waveform() {
	python3 "$RADAR_GEN" --region "$1" --type "$2" --freq "$3" --seed 1 -o "$4" ||
		die "radar-gen.py --region $1 --type $2 failed"
}

# inject TRACE: write a pulse trace to wlan0's radio in chunks of whole lines (the debugfs file
# takes at most 64 KiB per write) and check that the kernel accepted every pulse
inject() {
	local trace=$1 n before after
	n=$(grep -cvE '^(#|$)' "$trace")
	before=$(sed -n 's/^accepted //p' "$pf")
	python3 - "$pf" "$trace" <<-'EOF' || die "writing $trace to $pf failed"
		import os, sys
		path, trace = sys.argv[1], sys.argv[2]
		fd = os.open(path, os.O_WRONLY)
		chunk = bytearray()
		with open(trace, 'rb') as f:
		    for line in f:
		        if len(chunk) + len(line) > 60000:
		            os.write(fd, chunk)
		            chunk.clear()
		        chunk += line
		if chunk:
		    os.write(fd, chunk)
		os.close(fd)
	EOF
	after=$(sed -n 's/^accepted //p' "$pf")
	[ $((after - before)) -eq "$n" ] || die "$pf accepted $((after - before)) of $n pulses"
	INJECTED=$n
}

# journal_json FILTER...: radard's journal entries matching FILTER as JSON lines in $T/j.json
journal_json() {
	journalctl -u radard --no-pager -o json "$@" >"$T/j.json" 2>/dev/null
	[ -s "$T/j.json" ]
}

# wait_journal SECONDS FILTER...: until radard journaled an entry matching FILTER
wait_journal() {
	local secs=$1
	shift
	timeout "$secs" bash -c 'until [ -n "$(journalctl -u radard --no-pager -q -o cat "$@" 2>/dev/null)" ]; do sleep 0.2; done' _ "$@"
}

# metric NAME: sum of a Prometheus counter over its labels (0 when absent)
metric() {
	awk -v n="$1" '$1 == n || index($1, n "{") == 1 { s += $NF } END { printf "%d\n", s }' "$PROM"
}

# hostapd_time ERE: the hostapd -t timestamp of the first line matching ERE
hostapd_time() { grep -m1 -E -- "$1" "$T/hostapd.log" | sed -n 's/^\([0-9]*\.[0-9]*\): .*/\1/p'; }

# cur_freq: wlan0's operating frequency in MHz
cur_freq() { iw dev $IFC info | sed -n 's/.*channel [0-9]* (\([0-9]*\) MHz).*/\1/p'; }
