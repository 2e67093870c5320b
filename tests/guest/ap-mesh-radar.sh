#!/bin/bash
# One radar, two listeners on one radio (issue 13): hostapd runs an AP on channel 52 (DE, ETSI)
# of a hwsim radio and, once the CAC is over, wpa_supplicant joins a mesh on the same channel
# through a second interface of the same radio. The ETSI reference signal is then injected and
# the detector reports it. The nl80211 radar-detected event is upstream's (no interface), so
# both hostapd and wpa_supplicant, which route events by interface first, must react to it:
# DFS-RADAR-DETECTED in both logs.
. "$(dirname "$0")/radar-lib.sh"

ifc=wlan0
mesh=mesh0
set_region DE
phy=$(phy_of $ifc)
pf=$(pulses_file $ifc)
[ -w "$pf" ] || die "no radar injection file $pf"
iw phy "$phy" interface add $mesh type mp || die "cannot add a mesh interface to $phy"

start_events ev --mlme-only
start_hostapd $ifc 52
log "waiting for the 60 s CAC of hostapd on 5260 MHz"
wait_for "$T/hostapd.log" 'AP-ENABLED' 90 || die "hostapd did not finish its CAC"

# the beacon interval of the AP (hostapd's default): mac80211_hwsim's interface combination
# has no beacon_int_min_gcd, so interfaces with different beacon intervals cannot share it
# p2p_disabled: wpa_supplicant 2.10 hands an event without an interface (as the radar
# event is, upstream as with the series) to the first interface of the wiphy it finds, which
# would be its P2P device interface, not the mesh
cat >"$T/mesh.conf" <<-CONF
	ctrl_interface=$T/wpas-ctrl
	p2p_disabled=1
	country=DE
	user_mpm=1
	network={
		ssid="radar-mesh"
		mode=5
		frequency=5260
		beacon_int=100
		key_mgmt=NONE
		disable_ht40=1
		disable_vht=1
	}
CONF
ip link set $mesh up 2>/dev/null
wpa_supplicant -i $mesh -D nl80211 -c "$T/mesh.conf" -t >"$T/wpas.log" 2>&1 &
bgpids+=($!)
wait_for "$T/wpas.log" 'MESH-GROUP-STARTED' 30 || die "wpa_supplicant did not start the mesh"
iw dev | grep -q 'type mesh point' || die "no mesh interface running"

python3 "$RADAR_GEN" --region etsi --type ref --freq 5260 --seed 3 -o "$T/ref.trace" ||
	die "radar-gen.py failed"
write_pulses "$pf" "$T/ref.trace" || die "writing the trace failed"

wait_for "$T/ev.json" '"event": "radar-detected".*"type": "ref"' 15 || die "the detector did not report the radar"
wait_for "$T/hostapd.log" 'DFS-RADAR-DETECTED freq=5260' 15 || die "hostapd (AP) did not see the radar"
wait_for "$T/wpas.log" 'DFS-RADAR-DETECTED freq=5260' 15 || die "wpa_supplicant (mesh) did not see the radar"
pass "hostapd: $(grep -m1 DFS-RADAR-DETECTED "$T/hostapd.log")"
pass "wpa_supplicant: $(grep -m1 DFS-RADAR-DETECTED "$T/wpas.log")"
echo "ap-mesh-radar: all checks passed"
