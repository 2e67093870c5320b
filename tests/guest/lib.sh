# Shared helpers for the guest tests (sourced; runs inside the QEMU guest as root).
# NOTE (nl): reconstructed after nl overwrote the lead's original by mistake at 02:09 UTC;
# provides what demo.sh and dfs-state.sh use: fail, pass, phy_of, set_region, dfs_state.
set -uo pipefail

fail() {
	echo "FAIL: $(basename "$0"): $*" >&2
	exit 1
}

pass() { echo "ok: $*"; }

# phy name of a network interface
phy_of() { cat "/sys/class/net/$1/phy80211/name"; }

# set_region CC: apply a regulatory domain from wireless-regdb and wait until it is active
set_region() {
	local cc=$1 i
	# the boot-time load of regulatory.db runs before the root file system is there
	iw reg reload 2>/dev/null
	iw reg set "$cc" || fail "iw reg set $cc failed"
	for ((i = 0; i < 100; i++)); do
		iw reg get | grep -q "^country $cc" && return 0
		sleep 0.1
	done
	iw reg get >&2
	fail "regulatory domain $cc did not become active"
}

# dfs_state PHY FREQ: DFS state of the channel at FREQ MHz ("usable", "unavailable",
# "available"), "none" for a channel without DFS, "missing" if the phy has no such channel
dfs_state() {
	iw phy "$1" channels | awk -v f="$2" '
		/^[ \t]*\* [0-9.]+ MHz/ { v = $2; sub(/\.0$/, "", v); cur = (v == f); if (cur) found = 1; next }
		cur && /DFS state:/ { st = $3; sub(/[^a-z].*/, "", st); state = st }
		END { if (!found) print "missing"; else if (state == "") print "none"; else print state }'
}
