# Helpers for nl's radar event/injection guest tests (sourced after lib.sh; run inside the
# QEMU guest as root).
#
# Environment:
#   RADAR_TOOLS  folder with the meson-built user-space tools (radar-events, radar-replay);
#                default: ./tools (the guest starts in the folder tests/qemu/run was started
#                in: `meson test` runs it in the build folder), then.
#   RADAR_JOB    job folder shared with the host (set by tests/qemu/guest-init); logs are
#                copied there on failure.
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

top=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
T=$(mktemp -d /tmp/radar-test.XXXXXX)
bgpids=()

log() { echo "[$(basename "$0")] $*"; }

cleanup() {
	local p
	for p in "${bgpids[@]}"; do
		kill "$p" 2>/dev/null
	done
	wait 2>/dev/null
}
trap cleanup EXIT

die() {
	echo "FAIL: $(basename "$0"): $*" >&2
	local f
	for f in "$T"/*.log "$T"/*.json "$T"/*.err; do
		[ -s "$f" ] || continue
		echo "---- $f (last 30 lines) ----" >&2
		tail -n 30 "$f" | cut -c 1-400 >&2
	done
	if [ -n "${RADAR_JOB:-}" ] && [ -d "${RADAR_JOB}" ]; then
		mkdir -p "$RADAR_JOB/$(basename "$0" .sh)"
		find "$T" -maxdepth 1 -type f -exec cp {} "$RADAR_JOB/$(basename "$0" .sh)/" \;
	fi
	exit 1
}

find_tool() {
	local name=$1 d
	# meson runs tests in the build folder, and tests/qemu/run starts the guest script there
	for d in ${RADAR_TOOLS:-} "$PWD/tools" "$PWD/tests"; do
		if [ -x "$d/$name" ]; then
			echo "$d/$name"
			return 0
		fi
	done
	return 1
}

# wait_for FILE PATTERN SECONDS: wait until FILE has a line matching the ERE PATTERN
wait_for() {
	local file=$1 pat=$2 secs=$3 i
	for ((i = 0; i < secs * 10; i++)); do
		grep -qE -- "$pat" "$file" 2>/dev/null && return 0
		sleep 0.1
	done
	return 1
}

pulses_file() { echo "/sys/kernel/debug/ieee80211/$(phy_of "$1")/hwsim/radar_pulses"; }

# start_events NAME [ARGS...]: radar-events --json in the background, output in $T/NAME.json
start_events() {
	local name=$1
	shift
	"$RADAR_EVENTS" --json "$@" >"$T/$name.json" 2>"$T/$name.err" &
	bgpids+=($!)
	wait_for "$T/$name.err" 'listening' 10 || die "radar-events did not start"
}

# start_hostapd IFACE CHANNEL: hostapd (ETSI/DE) in the background, log in $T/hostapd.log
start_hostapd() {
	local ifc=$1 chan=$2
	cat >"$T/hostapd.conf" <<-EOF
		interface=$ifc
		driver=nl80211
		ctrl_interface=$T/hostapd-ctrl
		ssid=radar-test
		hw_mode=a
		channel=$chan
		country_code=DE
		ieee80211d=1
		ieee80211h=1
		ieee80211n=1
	EOF
	hostapd -t "$T/hostapd.conf" >"$T/hostapd.log" 2>&1 &
	bgpids+=($!)
	wait_for "$T/hostapd.log" 'DFS-CAC-START' 20 || die "hostapd did not start a CAC"
}

# write_pulses FILE TRACE: write TRACE to the injection FILE in chunks of whole lines
# (at most 60000 bytes each; the kernel takes at most 64 KiB per write)
write_pulses() {
	python3 - "$1" "$2" <<-'EOF'
		import os, sys
		path, trace = sys.argv[1], sys.argv[2]
		fd = os.open(path, os.O_WRONLY)
		chunk = b''
		with open(trace, 'rb') as f:
		    for line in f:
		        if len(chunk) + len(line) > 60000:
		            os.write(fd, chunk)
		            chunk = b''
		        chunk += line
		if chunk:
		    os.write(fd, chunk)
		os.close(fd)
	EOF
}

RADAR_EVENTS=$(find_tool radar-events) || die "radar-events not found in ${RADAR_TOOLS:-} $PWD/tools (build it with meson)"
RADAR_GEN=$top/bench/radar-gen.py
