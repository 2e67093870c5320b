#!/bin/bash
# Scenario "control" (issue 11): radarctl clear/return/reload/explain against radard under
# systemd with the hardened unit and radard's D-Bus policy; a user outside group netdev is
# refused; SIGHUP reloads instead of killing; status stays readable while radard is down; the
# unit's exposure (systemd-analyze security) stays at most 2.0.
. "$(dirname "$0")/lib.sh"

MSGID_CONTROL=bd9043dc25bc4c15bb5d6c1db5c3b156
MSGID_RETURN_PREFERRED=fb096d0461ea4382831b3274d9761fc0

# two users (one in the admin group), then the bus policy as a package installs it (dbus-daemon
# resolves the group when it loads the policy)
groupadd -f netdev
id radaradmin >/dev/null 2>&1 || useradd -M -N -G netdev radaradmin
id radarguest >/dev/null 2>&1 || useradd -M -N radarguest
install -m 644 "$top/systemd/org.radard.Radard1.conf" /etc/dbus-1/system.d/org.radard.Radard1.conf
systemctl is-active -q dbus || systemctl start dbus || die "no system bus"
busctl call org.freedesktop.DBus /org/freedesktop/DBus org.freedesktop.DBus ReloadConfig >/dev/null ||
	die "dbus ReloadConfig failed"
as() { local u=$1; shift; runuser -u "$u" -- "$@"; }

# a saved list with 5300 MHz, the AP's preferred channel 40
mkdir -p /etc/radard /var/lib/radard
printf '[interface %s]\npreferred = 5200/20\n' $IFC >/etc/radard/radard.conf
now_s=$(date +%s)
cat >/var/lib/radard/nol.json <<-JSON
	{"version": 1, "written": $now_s, "channels": [{"freq": 5300, "wiphy": "phy0", "type": "1",
	 "detected": $((now_s - 60)), "nol_until": $((now_s + 1740)), "avoid_until": 0, "history": [$((now_s - 60))]}]}
JSON
setup
sec=$(systemd-analyze security radard 2>/dev/null | sed -n 's/.*Overall exposure level for radard.service: \([0-9.]*\).*/\1/p')
log "systemd-analyze security radard: exposure $sec"
[ -n "$sec" ] && [ "$(echo "$sec <= 2.0" | bc)" = 1 ] || die "exposure '$sec' above 2.0"
busctl status org.radard.Radard1 >/dev/null 2>&1 || die "radard is not on the system bus"
pid=$(systemctl show -p MainPID --value radard)

# clear: refused for radarguest, done for radaradmin
"$RADARCTL" nol | grep -qE '5300 MHz +NOL' || die "5300 MHz not loaded from nol.json"
out=$(as radarguest "$RADARCTL" clear 5300 2>&1)
rc=$?
[ $rc -ne 0 ] && grep -q 'permission denied' <<<"$out" || die "radarguest could clear 5300: rc $rc, $out"
"$RADARCTL" nol | grep -qE '5300 MHz +NOL' || die "5300 MHz gone after a refused clear"
log "radarguest: radarctl clear 5300 -> $out (exit $rc)"
out=$(as radaradmin "$RADARCTL" clear 5300 2>&1) || die "radaradmin could not clear 5300: $out"
log "radaradmin: radarctl clear 5300 -> $out"
"$RADARCTL" nol | grep -qE '5300 MHz +NOL' && die "5300 MHz still listed after clear"
journalctl -u radard --no-pager -q -o verbose MESSAGE_ID=$MSGID_CONTROL | grep -q "RADAR_CONTROL_UID=$(id -u radaradmin)" ||
	die "the clear is not journaled with the caller's uid"
wait_cmd 5 bash -c "! grep -q 5300 /var/lib/radard/nol.json" || die "nol.json still has 5300"
as radaradmin "$RADARCTL" clear 5300 >/dev/null 2>&1 && die "clearing a channel not in the list succeeded"

# return: the AP on channel 36 goes back to its preferred 40 now
start_ap 36
out=$(as radarguest "$RADARCTL" return $IFC 2>&1) && die "radarguest could switch $IFC: $out"
out=$(as radaradmin "$RADARCTL" return $IFC 2>&1) || die "radarctl return failed: $out"
log "radaradmin: radarctl return $IFC -> $out"
wait_for "$T/hostapd.log" 'AP-CSA-FINISHED freq=5200' 15 || die "hostapd did not switch to 5200 MHz"
wait_cmd 10 test "$(cur_freq)" = 5200 || die "$IFC on $(cur_freq) MHz, expected 5200"
wait_journal 5 MESSAGE_ID=$MSGID_RETURN_PREFERRED || die "no return entry"
log "$IFC on $(cur_freq) MHz"

# reload: radarctl reload and SIGHUP (systemctl reload) keep radard running with the new file
printf '[interface %s]\npreferred = 5200/20\n[policy]\nnop_time = 5m\n' $IFC >/etc/radard/radard.conf
as radarguest "$RADARCTL" reload >/dev/null 2>&1 && die "radarguest could reload"
out=$(as radaradmin "$RADARCTL" reload 2>&1) || die "radarctl reload failed: $out"
wait_journal 5 MESSAGE="configuration reloaded from /etc/radard/radard.conf" || die "no reload entry"
printf '[policy]\nnop_time = 1\n' >/etc/radard/radard.conf.bad
systemctl reload radard || die "systemctl reload radard failed"
sleep 1
[ "$(systemctl is-active radard)" = active ] && [ "$(systemctl show -p MainPID --value radard)" = "$pid" ] ||
	die "radard did not survive SIGHUP (pid $(systemctl show -p MainPID --value radard), was $pid)"
[ "$(journalctl -u radard --no-pager -q MESSAGE="configuration reloaded from /etc/radard/radard.conf" | wc -l)" -ge 2 ] ||
	die "SIGHUP did not reload"
log "radarctl reload and SIGHUP: reloaded, still pid $pid"

# explain: a detection (CAC on the second radio, simulated radar); the old kernel has no pulse
# stream, so the entry says there is no trace
ifc2=wlan1
phy2=$(phy_of $ifc2)
iw dev $ifc2 set type __ap && ip link set $ifc2 up || die "cannot make $ifc2 an AP interface"
iw dev $ifc2 cac trigger freq 5500 HT20 || die "cac trigger on $ifc2 failed"
sleep 1
echo 1 >/sys/kernel/debug/ieee80211/$phy2/hwsim/dfs_simulate_radar
wait_journal 10 MESSAGE_ID=$MSGID_RADAR_DETECTED RADAR_ORIGIN=kernel RADAR_FREQ=5500 || die "no radar on 5500 MHz"
wait_cmd 10 bash -c "'$RADARCTL' explain | grep -q '5500 MHz'" || { "$RADARCTL" explain; die "radarctl explain does not list 5500 MHz"; }
"$RADARCTL" explain | sed 's/^/  explain: /'

# stopped: status and explain still readable (RuntimeDirectoryPreserve=yes)
systemctl stop radard
[ "$(systemctl show -p Result --value radard)" = success ] || die "radard did not stop cleanly"
as radarguest "$RADARCTL" status >"$T/ctl" 2>&1 || die "radarctl status after stop: $(cat "$T/ctl")"
grep -q "^radard pid $pid" "$T/ctl" || die "status after stop: $(head -1 "$T/ctl")"
as radarguest "$RADARCTL" explain | grep -q '5500 MHz' || die "explain after stop"
log "radard stopped: $(head -1 "$T/ctl")"
out=$(as radaradmin "$RADARCTL" reload 2>&1) && die "reload succeeded with radard stopped"
log "radarctl reload with radard stopped: $out"
echo "e2e-control: all checks passed"
