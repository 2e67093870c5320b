#!/bin/bash
# Scenario d (guest side, see persist.sh): /var/lib/radard is a host folder shared across boots.
#   boot 1: radar during the CAC of 5260 MHz -> NOL entry in /var/lib/radard/nol.json; radard
#           killed with SIGKILL, restarted by systemd (Restart=on-failure) -> the channel is still
#           unavailable in the kernel and radarctl still lists it.
#   boot 2: fresh kernel (5260 MHz usable); hostapd on the non-DFS channel 36 gives radard an AP
#           interface -> radard re-applies its NOL (NL80211_CMD_NOTIFY_RADAR) and the kernel shows
#           5260 MHz unavailable again, within the 30-minute period.
. "$(dirname "$0")/lib.sh"

boot=${1:?boot 1 or 2}
mountpoint -q /var/lib/radard || die "/var/lib/radard is not the shared state folder (--persist)"
if [ "$boot" = 1 ]; then
	setup
	start_ap 52
	wait_for "$T/hostapd.log" 'DFS-CAC-START.*freq=5260' 1 || die "CAC not on 5260 MHz"
	gen_waveform etsi ref 5260 "$T/ref.trace"
	sleep 1
	inject "$T/ref.trace"
	wait_journal 15 MESSAGE_ID=$MSGID_RADAR_DETECTED RADAR_ORIGIN=kernel RADAR_FREQ=5260 ||
		die "radard journaled no radar on 5260 MHz"
	wait_cmd 10 grep -q '5260' /var/lib/radard/nol.json || die "no 5260 in /var/lib/radard/nol.json"
	log "NOL saved: $(tr -d '\n\t ' </var/lib/radard/nol.json | head -c 300)"
	[ "$(dfs_state "$phy" 5260)" = unavailable ] || die "5260 MHz not unavailable after the radar"

	pid=$(systemctl show -p MainPID --value radard)
	systemctl kill -s KILL radard || die "systemctl kill failed"
	log "radard (pid $pid) killed with SIGKILL"
	wait_cmd 20 bash -c "[ \"\$(systemctl show -p MainPID --value radard)\" != $pid ] &&
		[ \"\$(systemctl show -p MainPID --value radard)\" != 0 ] && [ \"\$(systemctl is-active radard)\" = active ]" ||
		die "systemd did not restart radard"
	npid=$(systemctl show -p MainPID --value radard)
	log "restarted by systemd: pid $npid, NRestarts=$(systemctl show -p NRestarts --value radard)"
	wait_cmd 15 bash -c "'$RADARCTL' status | grep -q '^radard pid $npid' && '$RADARCTL' status | grep -qE '5260 MHz +NOL'" ||
		{ "$RADARCTL" status; die "radarctl of the restarted radard does not list 5260 MHz in the NOL"; }
	"$RADARCTL" status | grep -E '^radard pid|5260 MHz' | sed 's/^/  radarctl: /'
	st=$(dfs_state "$phy" 5260)
	[ "$st" = unavailable ] || die "5260 MHz DFS state '$st' after the restart, expected unavailable"
	log "after the restart: 5260 MHz DFS state $st"
	systemctl stop radard
	echo "e2e-persist boot 1: all checks passed"
else
	[ -s /var/lib/radard/nol.json ] || die "no nol.json from boot 1 in the shared state folder"
	set_region DE
	phy=$(phy_of $IFC)
	st=$(dfs_state "$phy" 5260)
	[ "$st" = usable ] || die "fresh boot: 5260 MHz DFS state '$st', expected usable"
	log "fresh kernel: 5260 MHz DFS state $st; nol.json from boot 1 present"
	install_radard
	start_ap 36
	wait_for "$T/hostapd.log" 'AP-ENABLED' 20 || die "AP on channel 36 not enabled"
	t0=$(now)
	wait_cmd 30 bash -c "iw phy $phy channels | grep -A4 '5260 MHz' | grep -q 'DFS state: unavailable'" ||
		die "radard did not re-apply 5260 MHz to the kernel within 30 s of the AP coming up"
	log "kernel: 5260 MHz unavailable $(ms "$t0" "$(now)") ms after the AP came up ($(iw phy $phy channels | grep -A4 '5260 MHz' | grep -o 'DFS state: unavailable.*'))"
	wait_journal 10 MESSAGE_ID=$MSGID_NOL_APPLIED || die "radard journaled no NOL re-applied entry"
	log "radard: $(journalctl -u radard --no-pager -q -o cat MESSAGE_ID=$MSGID_NOL_APPLIED | tail -1)"
	wait_cmd 10 bash -c "'$RADARCTL' status | grep -qE '5260 MHz +NOL'" || die "radarctl: 5260 MHz not in the NOL after the reboot"
	"$RADARCTL" status | grep -E '5260 MHz|Totals' | sed 's/^/  radarctl: /'
	echo "e2e-persist boot 2: all checks passed"
fi
