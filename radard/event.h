/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * nl80211 and dfs_radar messages -> struct radar_event (pure parsing, no I/O).
 *
 * nl80211 (the system's <linux/nl80211.h>, exactly upstream's ABI) reports
 * the DFS events without details; the "dfs_radar" generic netlink family
 * (include/uapi/linux/dfs_radar.h) adds what the radio's detector saw
 * (DFS_RADAR_CMD_DETECTED, sent right before its nl80211 twin), CAC starts
 * and the pulse stream.  A kernel without the family gives plain nl80211.
 */
#ifndef RADARD_EVENT_H
#define RADARD_EVENT_H

#include <net/if.h>
#include <stdbool.h>
#include <stdint.h>

#include "chandef.h"

struct nlmsghdr;

enum radar_event_kind {
	RADAR_EV_NONE = 0,
	RADAR_EV_RADAR_DETECTED,
	RADAR_EV_CAC_STARTED,
	RADAR_EV_CAC_FINISHED,
	RADAR_EV_CAC_ABORTED,
	RADAR_EV_NOP_FINISHED,
	RADAR_EV_PRE_CAC_EXPIRED,
	RADAR_EV_PULSES,
	RADAR_EV_CH_SWITCH,     /* NL80211_CMD_CH_SWITCH_NOTIFY */
	RADAR_EV_IFACE_CHANGE,  /* NEW/SET/DEL_INTERFACE, STOP_AP, START_AP */
	RADAR_EV_WIPHY_CHANGE,  /* NEW/DEL_WIPHY */
	RADAR_EV_REG_CHANGE,    /* REG_CHANGE, WIPHY_REG_CHANGE */
	RADAR_EV__COUNT
};

const char *radar_event_kind_name(enum radar_event_kind k);

#define RADAR_TYPE_LEN 24
#define RADAR_EVENT_MAX_PFREQ 8
/* a dfs_radar pulse batch holds at most 256 pulses */
#define RADAR_EVENT_MAX_PULSES 256

enum radar_event_source {
	RADAR_SRC_NL80211 = 0,
	RADAR_SRC_DFS_RADAR,
};

struct radar_pulse_rec {
	uint64_t ts;    /* µs, driver clock */
	uint32_t freq;  /* MHz, 20 MHz channel */
	uint32_t width; /* µs */
	uint8_t rssi;
	bool chirp;
};

struct radar_event {
	enum radar_event_kind kind;
	enum radar_event_source source;
	uint32_t wiphy;
	bool has_ifindex;
	uint32_t ifindex;
	bool has_chan;
	struct chandef chan;

	/* DFS_RADAR_ATTR_INFO (radar detected by the radio) */
	bool has_info;
	bool has_region;
	uint8_t region;              /* enum nl80211_dfs_regions */
	char type[RADAR_TYPE_LEN];   /* "" when not reported */
	uint32_t pri[3];
	uint8_t num_pri;
	uint32_t width;              /* µs */
	uint32_t pulses;
	uint64_t first_ts, last_ts;
	uint32_t info_freq;          /* 20 MHz channel the pulses were on, 0 = unknown */

	/* pulse stream: per-20-MHz-channel counts of the pulses in this message */
	uint32_t npulses;
	uint32_t dropped;
	uint8_t npfreq;
	struct {
		uint32_t freq;
		uint32_t count;
	} pfreq[RADAR_EVENT_MAX_PFREQ];
	uint32_t pulses_unbinned;    /* pulses beyond RADAR_EVENT_MAX_PFREQ distinct channels */
	uint32_t nrec;               /* the pulses themselves (flight recorder), oldest first */
	struct radar_pulse_rec rec[RADAR_EVENT_MAX_PULSES];

	uint32_t cac_time_ms;        /* DFS_RADAR_CMD_CAC_STARTED, 0 = unknown */

	/* interface events */
	uint32_t iftype;
	char ifname[IF_NAMESIZE];
	uint8_t cmd;                 /* genl command, for logs */
};

/* Resolved generic netlink family ids; dfs_radar < 0 when the kernel has none. */
struct radar_families {
	int nl80211;
	int dfs_radar;
};

/*
 * Parse one multicast message of nl80211 or dfs_radar (others are ignored).
 * Returns 1 and fills *ev for an event radard handles, 0 for a valid message
 * radard ignores, a negative errno (-EINVAL, -EBADMSG) when the message is
 * malformed.  Never reads outside nlh->nlmsg_len, which the caller must have
 * checked against the buffer (libnl does).
 */
int radar_parse_event(struct nlmsghdr *nlh, const struct radar_families *fam, struct radar_event *ev);

/* One channel as reported by NL80211_CMD_GET_WIPHY. */
struct chan_info {
	uint32_t freq;
	bool disabled;
	bool no_ir;
	bool radar;
	bool has_dfs_state;
	uint8_t dfs_state;       /* enum nl80211_dfs_state */
	uint32_t dfs_time_ms;    /* time in that state */
	uint32_t cac_ms;
};

#define WIPHY_MAX_CHANS 96
#define WIPHY_NAME_LEN 32

struct wiphy_info {
	uint32_t idx;
	char name[WIPHY_NAME_LEN];
	size_t nchans;
	struct chan_info chans[WIPHY_MAX_CHANS];
};

/*
 * Merge one message of a (split) NL80211_CMD_GET_WIPHY dump into ws[0..*n).
 * Creates the wiphy entry when new (up to max).  Returns 0, or negative errno
 * on malformed input.
 */
int radar_parse_wiphy(struct nlmsghdr *nlh, struct wiphy_info *ws, size_t *n, size_t max);

struct iface_info {
	uint32_t ifindex;
	uint32_t wiphy;
	uint32_t iftype;
	char name[IF_NAMESIZE];
	bool has_chan;
	struct chandef chan;
};

/* Parse one NL80211_CMD_GET_INTERFACE dump message. Returns 0 / negative errno. */
int radar_parse_interface(struct nlmsghdr *nlh, struct iface_info *out);

/* Parse NL80211_CMD_GET_REG reply: returns region (>= 0) or negative errno. */
int radar_parse_reg(struct nlmsghdr *nlh);

const char *radar_region_name(int region);
const char *radar_dfs_state_name(int st);

#endif
