#!/bin/bash
# Memory of the radar detector and the pulse stream (issue 13), in a guest booted with
# kmemleak=on: hwsim radios that detect radars (with the detector state) and one with channel
# contexts (without) are created, fed pulses while someone listens to the pulse stream (so the
# stream buffer exists) and destroyed, five times; kmemleak must find nothing of theirs.
# The channel-context radio refuses pulses with EOPNOTSUPP.
. "$(dirname "$0")/radar-lib.sh"

NLPROBE=$(find_tool nlprobe) || die "nlprobe not found (build it with meson)"
kml=/sys/kernel/debug/kmemleak
[ -w $kml ] || die "no $kml (boot with kmemleak=on)"
echo clear >$kml

start_events ev --pulses-only
printf '1000 5260 1 100 0\n2428 5260 1 100 0\n' >"$T/two.trace"
for round in 1 2 3 4 5; do
	id=$("$NLPROBE" hwsim-new) || die "round $round: cannot create a radio"
	cid=$("$NLPROBE" hwsim-new chanctx) || die "round $round: cannot create a chanctx radio"
	for d in /sys/kernel/debug/ieee80211/phy*/hwsim; do
		grep -q "^REPORTS_RADAR_PULSES" "$(dirname "$d")/hwflags" 2>/dev/null || continue
		write_pulses "$d/radar_pulses" "$T/two.trace" || die "round $round: $d refused pulses"
	done
	n=0
	for d in /sys/kernel/debug/ieee80211/phy*/hwsim; do
		grep -q "^REPORTS_RADAR_PULSES" "$(dirname "$d")/hwflags" 2>/dev/null && continue
		n=$((n + 1))
		if write_pulses "$d/radar_pulses" "$T/two.trace" 2>"$T/chanctx.err"; then
			die "round $round: a radio without radar detection took pulses"
		fi
		grep -q 'Operation not supported' "$T/chanctx.err" || die "unexpected error: $(cat "$T/chanctx.err")"
	done
	[ $n -ge 1 ] || die "round $round: no radio without radar detection"
	sleep 0.3
	"$NLPROBE" hwsim-del "$id" || die "round $round: cannot destroy radio $id"
	"$NLPROBE" hwsim-del "$cid" || die "round $round: cannot destroy radio $cid"
done
dmesg | grep -q 'radar_pulses: this radio does not detect radars' || die "no kernel log line for the refused write"
pass "5 rounds of create, feed, destroy; channel-context radios refuse pulses (EOPNOTSUPP)"

# kmemleak reports an object only after it went unreferenced for a while and two scans
sleep 6
echo scan >$kml
sleep 6
echo scan >$kml
cat $kml >"$T/kmemleak.log"
if grep -qE 'radar|dfs_radar|hwsim|ieee80211_|cfg80211|wiphy' "$T/kmemleak.log"; then
	grep -B3 -A20 -E 'radar|dfs_radar|hwsim|ieee80211_|cfg80211|wiphy' "$T/kmemleak.log" | head -60 >&2
	die "kmemleak found leaks of the wireless stack"
fi
pass "kmemleak: $(grep -c '^unreferenced object' "$T/kmemleak.log") unreferenced objects, none of the wireless stack"
echo "hwsim-reregister: all checks passed"
