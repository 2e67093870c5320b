#!/bin/bash
# CAC on an ETSI weather-radar channel (issue 13): the kernel tells listeners such as radard
# that a CAC started (dfs_radar family, with its length) without changing what hostapd does.
# hostapd must start one CAC on channel 124 (5620 MHz, in the 5600-5650 MHz weather band),
# log DFS-CAC-START once and report the 10-minute CAC the regulatory database gives that
# channel. (An nl80211 NL80211_RADAR_CAC_STARTED for a CAC hostapd started itself would make it
# log a second DFS-CAC-START and take the CAC as a driver-offloaded one of 60 s.)
#
# wireless-regdb carries no CAC time for the weather band (the kernel then uses 60 s), so the
# test writes a copy of the installed database with a 600 s CAC on its DFS rules
# (tests/hostap/regdb.py) and loads it through firmware_class.path; the test kernel does not
# require a signed database. The CAC is not waited out: its start and length are what count.
. "$(dirname "$0")/radar-lib.sh"

ifc=wlan0
freq=5620
db=/lib/firmware/regulatory.db
[ -r "$db" ] || die "no $db (wireless-regdb)"
mkdir -p "$T/regdb"
python3 "$top/tests/hostap/regdb.py" "$db" "$T/regdb/regulatory.db" --cac 600 ||
	die "regdb.py could not write a database with a 600 s CAC"
printf '%s' "$T/regdb" >/sys/module/firmware_class/parameters/path ||
	die "cannot set firmware_class.path"
set_region DE
phy=$(phy_of $ifc)
cac=$(iw phy "$phy" channels 2>/dev/null | awk -v f="$freq" '
	$0 ~ "^[ \t]*\\* " f " MHz" { on = 1; next }
	on && /^[ \t]*\*/ { on = 0 }
	on && /CAC time/ { gsub(/[^0-9]/, "", $0); print; exit }')
[ "$cac" = 600000 ] || die "the kernel gives $freq MHz a CAC of '${cac:-?}' ms, not 600000 (iw phy channels)"
log "the kernel's CAC time for $freq MHz: $cac ms"

start_events ev
start_hostapd $ifc 124
sleep 5
n=$(grep -c 'DFS-CAC-START' "$T/hostapd.log")
[ "$n" = 1 ] || die "hostapd logged DFS-CAC-START $n times, not once"
grep -q "DFS-CAC-START freq=$freq .*cac_time=600s" "$T/hostapd.log" ||
	die "hostapd's DFS-CAC-START is not for $freq MHz with cac_time=600s"
hostapd_cli -p "$T/hostapd-ctrl" -i $ifc status >"$T/status.log" 2>&1 || die "hostapd_cli status failed"
grep -qx 'state=DFS' "$T/status.log" || die "hostapd is not in its CAC (status)"
grep -qx 'cac_time_seconds=600' "$T/status.log" || die "hostapd reports a CAC other than 600 s (status)"
left=$(sed -n 's/^cac_time_left_seconds=//p' "$T/status.log")
[ -n "$left" ] && [ "$left" -gt 500 ] && [ "$left" -le 600 ] ||
	die "hostapd reports ${left:-no} seconds of CAC left, not 501-600"
wait_for "$T/ev.json" "\"event\": \"cac-started\".*\"freq\": $freq.*\"cac_time_ms\": 600000" 5 ||
	die "no cac-started event with a 600 s CAC on the dfs_radar family"
n=$(grep -c '"event": "cac-started"' "$T/ev.json")
[ "$n" = 1 ] || die "$n cac-started events, not one"
pass "hostapd: $(grep -m1 DFS-CAC-START "$T/hostapd.log" | cut -d' ' -f2-)"
pass "hostapd status: cac_time_seconds=600, cac_time_left_seconds=$left"
pass "dfs_radar: one cac-started, cac_time_ms 600000"
echo "weather-cac: all checks passed"
