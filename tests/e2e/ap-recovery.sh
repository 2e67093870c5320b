#!/bin/bash
# Scenario "ap-recovery" (issue 11): hostapd gives up on the AP when every channel it may use is
# in non-occupancy, and radard brings it back when one frees.
# hostapd's chanlist holds only the DFS channels 52-64 (DE); a radar during each CAC leaves
# hostapd without a channel (parked in DFS state or AP-DISABLED).  radard runs with nop_time = 1m.
# Once radard's periods are over, the kernel's own 30-minute periods are ended the way a
# regulatory change ends them (iw reg set, which resets every channel's DFS state, as the end
# of a NOP would from the AP's point of view but without the NOP-finished event hostapd waits
# for).  radard must then start the AP again through hostapd (ENABLE, or DISABLE+ENABLE),
# journal it, and hostapd must run a CAC and enable the AP.
. "$(dirname "$0")/lib.sh"

MSGID_AP_RECOVERY=02d187d0e01e4467a8732f98cbf23afc
mkdir -p /etc/radard
printf '[policy]\nnop_time = 1m\n' >/etc/radard/radard.conf
setup
start_ap 52 "52 56 60 64"
sim=/sys/kernel/debug/ieee80211/$phy/hwsim/dfs_simulate_radar
declare -A hit=()
for ((round = 0; round < 8; round++)); do
	f=$(grep -oE 'DFS-CAC-START freq=[0-9]+' "$T/hostapd.log" | tail -1 | cut -d= -f2)
	[ -n "$f" ] && [ -z "${hit[$f]:-}" ] || break
	n=$(grep -c 'DFS-RADAR-DETECTED' "$T/hostapd.log")
	sleep 1
	echo 1 >"$sim"
	hit[$f]=1
	log "radar during the CAC on $f MHz"
	wait_cmd 10 bash -c "[ \$(grep -c 'DFS-RADAR-DETECTED' '$T/hostapd.log') -gt $n ]" || die "hostapd saw no radar on $f MHz"
	sleep 2
	[ ${#hit[@]} -eq 4 ] && break
	wait_cmd 10 bash -c "[ \$(grep -c 'DFS-CAC-START' '$T/hostapd.log') -gt ${#hit[@]} ]" || break
done
[ ${#hit[@]} -eq 4 ] || die "radar on ${#hit[@]} channels only (${!hit[*]})"
sleep 2
st=$(hostapd_cli -p "$HOSTAPD_CTRL" -i $IFC status | grep -E '^state=')
log "hostapd after a radar on each of 52-64: $st, $(grep -cE 'DFS-CAC-START' "$T/hostapd.log") CACs; $(grep -oE 'AP-DISABLED|no DFS channels left|No valid channel' "$T/hostapd.log" | sort | uniq -c | tr '\n' ' ')"
case $st in state=DFS | state=DISABLED) ;; *) die "hostapd is in $st, expected DFS (parked) or DISABLED" ;; esac
for f in 5260 5280 5300 5320; do
	[ "$(dfs_state "$phy" $f)" = unavailable ] || die "$f MHz not unavailable in the kernel"
done

# radard's periods (1 min) end; the kernel still holds the channels: nothing to do yet
wait_cmd 90 bash -c "[ -z \"\$('$RADARCTL' --json status | jq -r '.nol[] | select(.nol_remaining > 0) | .freq')\" ]" ||
	die "radard's non-occupancy periods did not end"
log "radard's periods are over; the kernel keeps 52-64 unavailable (30 min)"
sleep 3
journalctl -u radard --no-pager -q MESSAGE_ID=$MSGID_AP_RECOVERY | grep -q . &&
	die "radard tried to start the AP while no channel was usable"

# the kernel's periods end (regulatory change resets the DFS states)
c0=$(grep -c 'DFS-CAC-START' "$T/hostapd.log")
iw reg set US && sleep 1 && set_region DE
log "regulatory domain US, then DE: 5260 MHz now $(dfs_state "$phy" 5260)"
wait_journal 30 MESSAGE_ID=$MSGID_AP_RECOVERY || die "radard did not start the AP again"
log "radard: $(journalctl -u radard --no-pager -q -o cat MESSAGE_ID=$MSGID_AP_RECOVERY | tail -1)"
journalctl -u radard --no-pager -q -o verbose MESSAGE_ID=$MSGID_AP_RECOVERY | grep -q 'RADAR_RECOVERY_RESULT=ok' ||
	die "the recovery command failed"
wait_cmd 20 bash -c "[ \$(grep -c 'DFS-CAC-START' '$T/hostapd.log') -gt $c0 ]" || die "hostapd started no CAC"
log "hostapd: $(grep -oE 'DFS-CAC-START.*' "$T/hostapd.log" | tail -1)"
wait_cmd 90 bash -c "tail -n 5 '$T/hostapd.log' | grep -q AP-ENABLED || hostapd_cli -p '$HOSTAPD_CTRL' -i $IFC status | grep -q '^state=ENABLED'" ||
	die "the AP did not come back"
log "AP back on $(cur_freq) MHz: $(hostapd_cli -p "$HOSTAPD_CTRL" -i $IFC status | grep -E '^state=')"
echo "e2e-ap-recovery: all checks passed"
