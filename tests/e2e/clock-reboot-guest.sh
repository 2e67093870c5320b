#!/bin/bash
# Scenario "clock-reboot" (guest side, see clock-reboot.sh; issue 11): /var/lib/radard is a host
# folder shared across two boots; radard runs with nop_time = 2m.
#   boot 1: radar during the CAC of 5260 MHz -> 5260 in radard's list; radard stopped 20 s later
#           (what it had left then is noted in the shared folder).
#   boot 2: the wall clock is set back a day before anything starts.  hostapd brings the AP up on
#           5260 (a fresh kernel knows no radar: 60 s CAC), then radard starts: it re-marks 5260,
#           and as NOTIFY_RADAR tells nothing to the AP's own radio, it moves the AP through
#           hostapd (CHAN_SWITCH) and journals why.  radarctl lists 5260 with what was left at the
#           end of boot 1 (not a day more, not the full period again), and the channel leaves
#           radard's list when that has run out, not later.
. "$(dirname "$0")/lib.sh"

boot=${1:?boot 1 or 2}
mountpoint -q /var/lib/radard || die "/var/lib/radard is not the shared state folder (--persist)"
mkdir -p /etc/radard
printf '[policy]\nnop_time = 2m\n' >/etc/radard/radard.conf
MSGID_CHANNEL_SWITCH=eb2c50dd852b48d3a6a2e7912ebb36ae

# nol_left FREQ: seconds radard has left for FREQ now (status.json may be a few seconds old),
# empty when not listed
nol_left() {
	"$RADARCTL" --json status | jq -r --argjson now "$(date +%s)" \
		".updated as \$u | .nol[] | select(.freq == $1) | (.nol_remaining - (\$now - \$u)) | select(. > 0)"
}

if [ "$boot" = 1 ]; then
	rm -f /var/lib/radard/nol.json /var/lib/radard/left
	setup
	start_ap 52
	wait_for "$T/hostapd.log" 'DFS-CAC-START.*freq=5260' 1 || die "CAC not on 5260 MHz"
	sleep 1
	echo 1 >"/sys/kernel/debug/ieee80211/$phy/hwsim/dfs_simulate_radar"
	wait_journal 15 MESSAGE_ID=$MSGID_RADAR_DETECTED RADAR_ORIGIN=kernel RADAR_FREQ=5260 ||
		die "radard journaled no radar on 5260 MHz"
	wait_cmd 10 grep -q 5260 /var/lib/radard/nol.json || die "no 5260 in nol.json"
	sleep 20
	left=$(nol_left 5260)
	systemctl stop radard
	[ -n "$left" ] || die "5260 not in radard's list before the reboot"
	echo "$left" >/var/lib/radard/left
	log "5260 MHz: $left s left at the end of boot 1 (nop_time 120 s)"
	echo "e2e-clock-reboot boot 1: all checks passed"
	exit 0
fi

left1=$(cat /var/lib/radard/left) || die "no note from boot 1"
date -s "@$(($(date +%s) - 86400))" >/dev/null || die "cannot set the clock back"
log "wall clock set back a day: $(date -u +%FT%TZ)"
set_region "$COUNTRY"
phy=$(phy_of $IFC)
[ "$(dfs_state "$phy" 5260)" = usable ] || die "fresh boot: 5260 MHz not usable"
start_ap 52
log "waiting for the 60 s CAC on 5260 MHz (the fresh kernel knows no radar)"
wait_for "$T/hostapd.log" 'AP-ENABLED' 90 || die "AP not enabled on 5260 MHz"
[ "$(cur_freq)" = 5260 ] || die "AP on $(cur_freq) MHz, expected 5260"
install_radard
t0=$(now)
left2=$(nol_left 5260)
[ -n "$left2" ] || die "radard does not list 5260 MHz after the reboot"
log "radard after the reboot: 5260 MHz $left2 s left (boot 1 ended with $left1 s)"
[ "$left2" -le "$left1" ] && [ "$left2" -ge $((left1 - 5)) ] ||
	die "5260 MHz: $left2 s left after the reboot, expected what boot 1 had left ($left1 s)"

# the AP on the persisted channel is moved through hostapd
wait_journal 20 MESSAGE_ID=$MSGID_CHANNEL_SWITCH RADAR_IFNAME=$IFC ||
	die "radard did not move the AP off 5260 MHz"
log "radard: $(journalctl -u radard --no-pager -q -o cat MESSAGE_ID=$MSGID_CHANNEL_SWITCH | tail -1)"
journalctl -u radard --no-pager -q -o cat MESSAGE_ID=$MSGID_CHANNEL_SWITCH | grep -q 'saved non-occupancy list' ||
	die "the switch entry does not say why"
wait_for "$T/hostapd.log" 'AP-CSA-FINISHED' 15 || die "hostapd did not switch channel"
newf=$(cur_freq)
[ -n "$newf" ] && [ "$newf" != 5260 ] || die "AP still on ${newf:-no} MHz"
log "hostapd: $(grep -m1 -oE 'AP-CSA-FINISHED.*' "$T/hostapd.log"); AP now on $newf MHz"
[ "$(dfs_state "$phy" 5260)" = unavailable ] || die "5260 MHz not re-marked unavailable in the kernel"

# free again after what was left, not later (and not long before)
wait_cmd $((left2 + 15)) bash -c "! '$RADARCTL' nol | grep -qE '5260 MHz +NOL'" ||
	die "5260 MHz still in radard's list $((left2 + 15)) s after the reboot ($left2 s were left)"
took=$(($(ms "$t0" "$(now)") / 1000))
log "5260 MHz left radard's list $took s after radard started ($left2 s were left)"
[ "$took" -ge $((left2 - 5)) ] || die "5260 MHz freed after $took s, before its $left2 s"
echo "e2e-clock-reboot boot 2: all checks passed"
