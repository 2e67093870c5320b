/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
#ifndef _UAPI_LINUX_DFS_RADAR_H
#define _UAPI_LINUX_DFS_RADAR_H
/*
 * DFS radar details and radar pulses: the "dfs_radar" generic netlink family
 *
 * Companion of nl80211 for radios whose radar detection runs on the host
 * (mac80211's radar pattern detector fed pulse by pulse by the driver). The
 * nl80211 radar events are not changed in any way: listeners of nl80211
 * see exactly what an unpatched kernel sends. This family adds, on its own
 * attribute and command numbers (which can never collide with nl80211's,
 * past or future):
 *
 *  - %DFS_RADAR_CMD_DETECTED on the "detect" multicast group: a radar that
 *    the radio itself detected (not one propagated from another radio nor
 *    marked by %NL80211_CMD_NOTIFY_RADAR), with what the detector saw. It is
 *    sent right before the nl80211 %NL80211_CMD_RADAR_DETECT event
 *    (%NL80211_RADAR_DETECTED) for the same detection, so a socket that has
 *    joined both this group and nl80211's "mlme" group receives the two in
 *    that order.
 *  - %DFS_RADAR_CMD_CAC_STARTED on the "detect" group: a channel
 *    availability check started (nl80211 reports the start of a CAC only
 *    for drivers that run it themselves).
 *  - %DFS_RADAR_CMD_PULSES on the "pulses" multicast group, which only
 *    listeners with CAP_NET_ADMIN can join: the radar pulses the detector
 *    received, in batches, rate limited per wiphy.
 *
 * Wiphy indexes, interface indexes, wdev identifiers and channel
 * definitions have the meaning they have in nl80211.
 */

#include <linux/types.h>

#define DFS_RADAR_GENL_NAME		"dfs_radar"
#define DFS_RADAR_GENL_VERSION		1
#define DFS_RADAR_MCGRP_DETECT		"detect"
#define DFS_RADAR_MCGRP_PULSES		"pulses"

/**
 * enum dfs_radar_commands - dfs_radar commands and events
 *
 * @DFS_RADAR_CMD_UNSPEC: unused
 * @DFS_RADAR_CMD_DETECTED: event, a radar was detected by the radio.
 *	%DFS_RADAR_ATTR_WIPHY, the channel definition (%DFS_RADAR_ATTR_FREQ,
 *	%DFS_RADAR_ATTR_CHANNEL_WIDTH, %DFS_RADAR_ATTR_CENTER_FREQ1 and
 *	%DFS_RADAR_ATTR_CENTER_FREQ2), %DFS_RADAR_ATTR_IFINDEX and
 *	%DFS_RADAR_ATTR_WDEV of the interface doing radar detection when it is
 *	known, %DFS_RADAR_ATTR_INFO when the detector knows what it saw.
 * @DFS_RADAR_CMD_CAC_STARTED: event, a CAC started on the channel
 *	definition given, by the interface given, for %DFS_RADAR_ATTR_CAC_TIME.
 * @DFS_RADAR_CMD_PULSES: event, %DFS_RADAR_ATTR_WIPHY,
 *	%DFS_RADAR_ATTR_PULSES (the pulses, oldest first) and
 *	%DFS_RADAR_ATTR_PULSES_DROPPED
 * @__DFS_RADAR_CMD_AFTER_LAST: internal
 * @DFS_RADAR_CMD_MAX: highest command number
 */
enum dfs_radar_commands {
	DFS_RADAR_CMD_UNSPEC,
	DFS_RADAR_CMD_DETECTED,
	DFS_RADAR_CMD_CAC_STARTED,
	DFS_RADAR_CMD_PULSES,

	/* keep last */
	__DFS_RADAR_CMD_AFTER_LAST,
	DFS_RADAR_CMD_MAX = __DFS_RADAR_CMD_AFTER_LAST - 1
};

/**
 * enum dfs_radar_attrs - dfs_radar message attributes
 *
 * @DFS_RADAR_ATTR_UNSPEC: unused
 * @DFS_RADAR_ATTR_PAD: padding for 64-bit attributes
 * @DFS_RADAR_ATTR_WIPHY: nl80211 wiphy index (u32)
 * @DFS_RADAR_ATTR_IFINDEX: network interface index (u32)
 * @DFS_RADAR_ATTR_WDEV: nl80211 wireless device identifier (u64)
 * @DFS_RADAR_ATTR_FREQ: control channel frequency of the channel
 *	definition, MHz (u32)
 * @DFS_RADAR_ATTR_CHANNEL_WIDTH: width of the channel definition
 *	(u32, &enum nl80211_chan_width)
 * @DFS_RADAR_ATTR_CENTER_FREQ1: first centre frequency, MHz (u32)
 * @DFS_RADAR_ATTR_CENTER_FREQ2: second centre frequency (80+80), MHz (u32)
 * @DFS_RADAR_ATTR_INFO: what the detector saw (nested, &enum dfs_radar_info)
 * @DFS_RADAR_ATTR_CAC_TIME: duration of the CAC, milliseconds (u32)
 * @DFS_RADAR_ATTR_PULSES: radar pulses (nested; each entry is a nested
 *	&enum dfs_radar_pulse, attribute type = position in the batch from 1)
 * @DFS_RADAR_ATTR_PULSES_DROPPED: pulses of this wiphy not sent since the
 *	previous %DFS_RADAR_CMD_PULSES event (rate limit, full buffer) (u32)
 * @__DFS_RADAR_ATTR_AFTER_LAST: internal
 * @DFS_RADAR_ATTR_MAX: highest attribute number
 */
enum dfs_radar_attrs {
	DFS_RADAR_ATTR_UNSPEC,
	DFS_RADAR_ATTR_PAD,
	DFS_RADAR_ATTR_WIPHY,
	DFS_RADAR_ATTR_IFINDEX,
	DFS_RADAR_ATTR_WDEV,
	DFS_RADAR_ATTR_FREQ,
	DFS_RADAR_ATTR_CHANNEL_WIDTH,
	DFS_RADAR_ATTR_CENTER_FREQ1,
	DFS_RADAR_ATTR_CENTER_FREQ2,
	DFS_RADAR_ATTR_INFO,
	DFS_RADAR_ATTR_CAC_TIME,
	DFS_RADAR_ATTR_PULSES,
	DFS_RADAR_ATTR_PULSES_DROPPED,

	/* keep last */
	__DFS_RADAR_ATTR_AFTER_LAST,
	DFS_RADAR_ATTR_MAX = __DFS_RADAR_ATTR_AFTER_LAST - 1
};

/**
 * enum dfs_radar_info - what the detector saw (nested in %DFS_RADAR_ATTR_INFO)
 *
 * @DFS_RADAR_INFO_UNSPEC: unused
 * @DFS_RADAR_INFO_PAD: padding for 64-bit attributes
 * @DFS_RADAR_INFO_REGION: DFS region whose radar types were matched
 *	(u8, &enum nl80211_dfs_regions)
 * @DFS_RADAR_INFO_TYPE: name of the official test signal that matched,
 *	e.g. "1" (FCC), "ref" (ETSI), "W53-F1" (JP) (NUL-terminated string)
 * @DFS_RADAR_INFO_PRIS: pulse repetition interval(s) in microseconds
 *	(nested, one u32 per PRI, attribute type = position from 1; staggered
 *	radars have two or three)
 * @DFS_RADAR_INFO_WIDTH: pulse width, microseconds (u32)
 * @DFS_RADAR_INFO_PULSES: number of pulses that matched (u32)
 * @DFS_RADAR_INFO_FIRST_TS: timestamp of the first matched pulse,
 *	microseconds on the detector's clock (u64)
 * @DFS_RADAR_INFO_LAST_TS: timestamp of the pulse that completed the
 *	pattern, microseconds on the detector's clock (u64)
 * @DFS_RADAR_INFO_FREQ: centre frequency of the 20 MHz channel the pulses
 *	were seen on, MHz (u32)
 * @__DFS_RADAR_INFO_AFTER_LAST: internal
 * @DFS_RADAR_INFO_MAX: highest attribute number
 */
enum dfs_radar_info {
	DFS_RADAR_INFO_UNSPEC,
	DFS_RADAR_INFO_PAD,
	DFS_RADAR_INFO_REGION,
	DFS_RADAR_INFO_TYPE,
	DFS_RADAR_INFO_PRIS,
	DFS_RADAR_INFO_WIDTH,
	DFS_RADAR_INFO_PULSES,
	DFS_RADAR_INFO_FIRST_TS,
	DFS_RADAR_INFO_LAST_TS,
	DFS_RADAR_INFO_FREQ,

	/* keep last */
	__DFS_RADAR_INFO_AFTER_LAST,
	DFS_RADAR_INFO_MAX = __DFS_RADAR_INFO_AFTER_LAST - 1
};

/**
 * enum dfs_radar_pulse - one radar pulse (nested in %DFS_RADAR_ATTR_PULSES)
 *
 * @DFS_RADAR_PULSE_UNSPEC: unused
 * @DFS_RADAR_PULSE_PAD: padding for 64-bit attributes
 * @DFS_RADAR_PULSE_TS: timestamp, microseconds on the driver's clock (u64)
 * @DFS_RADAR_PULSE_FREQ: centre frequency of the 20 MHz channel the pulse
 *	was seen on, MHz (u32)
 * @DFS_RADAR_PULSE_WIDTH: pulse width, microseconds (u32)
 * @DFS_RADAR_PULSE_RSSI: signal strength as the driver reports it (u8)
 * @DFS_RADAR_PULSE_CHIRP: flag, the hardware saw a frequency chirp
 * @__DFS_RADAR_PULSE_AFTER_LAST: internal
 * @DFS_RADAR_PULSE_MAX: highest attribute number
 */
enum dfs_radar_pulse {
	DFS_RADAR_PULSE_UNSPEC,
	DFS_RADAR_PULSE_PAD,
	DFS_RADAR_PULSE_TS,
	DFS_RADAR_PULSE_FREQ,
	DFS_RADAR_PULSE_WIDTH,
	DFS_RADAR_PULSE_RSSI,
	DFS_RADAR_PULSE_CHIRP,

	/* keep last */
	__DFS_RADAR_PULSE_AFTER_LAST,
	DFS_RADAR_PULSE_MAX = __DFS_RADAR_PULSE_AFTER_LAST - 1
};

#endif /* _UAPI_LINUX_DFS_RADAR_H */
