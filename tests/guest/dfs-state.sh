#!/bin/bash
# Boot check: hwsim radios follow the regulatory DFS region from wireless-regdb, and DFS
# channels carry a DFS state while the others do not.
. "$(dirname "$0")/lib.sh"

iw phy | grep '^Wiphy phy0' >/dev/null || fail "no hwsim radio (mac80211_hwsim not built in?)"
ip link set wlan0 up
phy=$(phy_of wlan0)

check_region() {
	local cc=$1 want=$2
	set_region "$cc"
	iw reg get | grep "^country $cc: $want" >/dev/null || { iw reg get >&2; fail "$cc: expected $want"; }
	pass "$cc is $want"
}

check_region DE DFS-ETSI
for f in 5260 5300 5500 5600 5700; do
	s=$(dfs_state "$phy" $f)
	[ "$s" = usable ] || fail "DE: $f MHz DFS state '$s', expected usable"
	pass "DE: $f MHz is a DFS channel in state $s"
done
for f in 5180 5240; do
	s=$(dfs_state "$phy" $f)
	[ "$s" = none ] || fail "DE: $f MHz is not a DFS channel but shows state '$s'"
	pass "DE: $f MHz has no DFS state"
done
check_region US DFS-FCC
[ "$(dfs_state "$phy" 5500)" = usable ] || fail "US: 5500 MHz should be usable DFS"
check_region JP DFS-JP
[ "$(dfs_state "$phy" 5260)" = usable ] || fail "JP: 5260 MHz should be usable DFS"
echo "dfs-state: all checks passed"
