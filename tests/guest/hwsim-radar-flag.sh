#!/bin/bash
# mac80211_hwsim takes radar pulses exactly on the radios that can detect radars: for each kind
# of radio the kernel creates (plain, with channel contexts, multi-radio where the kernel has
# it), IEEE80211_HW_REPORTS_RADAR_PULSES is set (and radar_pulses takes a write) if and only if
# a CAC can be started on the radio; otherwise radar_pulses refuses writes with EOPNOTSUPP.
. "$(dirname "$0")/radar-lib.sh"

NLPROBE=$(find_tool nlprobe) || die "nlprobe not found (build it with meson)"
set_region DE
printf '1000 5260 1 100 0\n2428 5260 1 100 0\n' >"$T/two.trace"

# new_phy BEFORE: the phy that is not in the list BEFORE
new_phy() {
	local p
	for p in /sys/class/ieee80211/*; do
		p=$(basename "$p")
		[[ " $1 " == *" $p "* ]] || { echo "$p"; return 0; }
	done
	return 1
}

# netdev_of PHY: the network interface of PHY
netdev_of() {
	local n
	for n in /sys/class/net/*; do
		[ "$(cat "$n/phy80211/name" 2>/dev/null)" = "$1" ] && { basename "$n"; return 0; }
	done
	return 1
}

# multi-radio wiphys exist from Linux 6.12 on; older hwsim ignores the attribute and would
# create a plain radio under that name
kind_list="plain chanctx"
IFS=. read -r kmaj kmin _ <<<"$(uname -r)"
[ "$kmaj" -gt 6 ] || { [ "$kmaj" -eq 6 ] && [ "${kmin%%[!0-9]*}" -ge 12 ]; } &&
	kind_list="$kind_list multi-radio"
kinds=0
for kind in $kind_list; do
	before=$(ls /sys/class/ieee80211 | tr '\n' ' ')
	arg=$kind
	[ "$kind" = plain ] && arg=
	if ! id=$("$NLPROBE" hwsim-new $arg 2>"$T/new.err"); then
		die "cannot create a $kind radio: $(cat "$T/new.err")"
	fi
	sleep 0.2
	phy=$(new_phy "$before") || die "$kind: no new phy"
	ifc=$(netdev_of "$phy") || die "$kind: no interface on $phy"
	flag=no
	grep -q '^REPORTS_RADAR_PULSES' "/sys/kernel/debug/ieee80211/$phy/hwflags" && flag=yes

	ip link set "$ifc" down
	iw dev "$ifc" set type __ap || die "$kind: cannot make $ifc an AP interface"
	ip link set "$ifc" up || die "$kind: cannot bring $ifc up"
	cac=no
	iw dev "$ifc" cac trigger channel 52 HT20 >"$T/cac-$kind.log" 2>&1 && cac=yes

	pulses=no
	write_pulses "/sys/kernel/debug/ieee80211/$phy/hwsim/radar_pulses" "$T/two.trace" \
		2>"$T/write-$kind.err" && pulses=yes
	if [ $pulses = no ] && ! grep -q 'Operation not supported' "$T/write-$kind.err"; then
		die "$kind: radar_pulses failed otherwise than with EOPNOTSUPP: $(cat "$T/write-$kind.err")"
	fi
	log "$kind radio $phy: CAC possible: $cac, REPORTS_RADAR_PULSES: $flag, radar_pulses takes pulses: $pulses"
	[ $flag = $cac ] || die "$kind radio: REPORTS_RADAR_PULSES is '$flag' but a CAC can be started: '$cac' ($(cat "$T/cac-$kind.log"))"
	[ $pulses = $flag ] || die "$kind radio: radar_pulses takes pulses: '$pulses', flag: '$flag'"
	ip link set "$ifc" down
	"$NLPROBE" hwsim-del "$id" || die "cannot destroy the $kind radio"
	pass "$kind radio: radar pulses $([ $flag = yes ] && echo taken || echo refused), CAC $([ $cac = yes ] && echo possible || echo impossible)"
	kinds=$((kinds + 1))
done
[ $kinds -ge 2 ] || die "only $kinds kinds of radio checked"
echo "hwsim-radar-flag: all checks passed"
