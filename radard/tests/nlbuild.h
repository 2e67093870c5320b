/* SPDX-License-Identifier: GPL-2.0-only */
/* Build nl80211 and dfs_radar messages with libnl's nlmsg API for tests, bench and fuzz seeds. */
#ifndef RADARD_TEST_NLBUILD_H
#define RADARD_TEST_NLBUILD_H

#include <netlink/attr.h>
#include <netlink/genl/genl.h>
#include <netlink/msg.h>

#include "chandef.h"
#include "dfs_radar.h"
#include "event.h"
#include "nl80211-compat.h"

#define TEST_FAMILY 28
#define TEST_DFS_FAMILY 29

static inline struct nl_msg *nlb_new(uint8_t cmd)
{
	struct nl_msg *m = nlmsg_alloc();

	genlmsg_put(m, 0, 0, TEST_FAMILY, 0, 0, cmd, 0);
	return m;
}

static inline void nlb_chan(struct nl_msg *m, uint32_t freq, uint32_t width, uint32_t cf1)
{
	nla_put_u32(m, NL80211_ATTR_WIPHY_FREQ, freq);
	nla_put_u32(m, NL80211_ATTR_CHANNEL_WIDTH, chandef_width_to_nl(width, false));
	nla_put_u32(m, NL80211_ATTR_CENTER_FREQ1, cf1);
}

/* NL80211_CMD_RADAR_DETECT event; ifindex < 0 = none */
static inline struct nl_msg *nlb_radar_event(uint32_t wiphy, int ifindex, uint32_t event, uint32_t freq,
					     uint32_t width, uint32_t cf1)
{
	struct nl_msg *m = nlb_new(NL80211_CMD_RADAR_DETECT);

	nla_put_u32(m, NL80211_ATTR_WIPHY, wiphy);
	if (ifindex >= 0) {
		nla_put_u32(m, NL80211_ATTR_IFINDEX, (uint32_t)ifindex);
		nla_put_u64(m, NL80211_ATTR_WDEV, 1);
	}
	nla_put_u32(m, NL80211_ATTR_RADAR_EVENT, event);
	nlb_chan(m, freq, width, cf1);
	return m;
}

/* ---- dfs_radar messages (family id TEST_DFS_FAMILY) ---- */

static inline struct nl_msg *nlb_dr_new(uint8_t cmd)
{
	struct nl_msg *m = nlmsg_alloc_size(65536);

	genlmsg_put(m, 0, 0, TEST_DFS_FAMILY, 0, 0, cmd, 0);
	return m;
}

static inline void nlb_dr_chan(struct nl_msg *m, uint32_t freq, uint32_t width, uint32_t cf1)
{
	nla_put_u32(m, DFS_RADAR_ATTR_FREQ, freq);
	nla_put_u32(m, DFS_RADAR_ATTR_CHANNEL_WIDTH, chandef_width_to_nl(width, false));
	nla_put_u32(m, DFS_RADAR_ATTR_CENTER_FREQ1, cf1);
}

/* DFS_RADAR_CMD_DETECTED or _CAC_STARTED; ifindex < 0 = none */
static inline struct nl_msg *nlb_dr_event(uint8_t cmd, uint32_t wiphy, int ifindex, uint32_t freq,
					  uint32_t width, uint32_t cf1)
{
	struct nl_msg *m = nlb_dr_new(cmd);

	nla_put_u32(m, DFS_RADAR_ATTR_WIPHY, wiphy);
	if (ifindex >= 0) {
		nla_put_u32(m, DFS_RADAR_ATTR_IFINDEX, (uint32_t)ifindex);
		nla_put_u64(m, DFS_RADAR_ATTR_WDEV, 1);
	}
	nlb_dr_chan(m, freq, width, cf1);
	return m;
}

static inline void nlb_radar_info(struct nl_msg *m, uint8_t region, const char *type, const uint32_t *pri,
				  int npri, uint32_t width, uint32_t pulses, uint32_t freq)
{
	struct nlattr *info = nla_nest_start(m, DFS_RADAR_ATTR_INFO), *p;

	nla_put_u8(m, DFS_RADAR_INFO_REGION, region);
	nla_put_string(m, DFS_RADAR_INFO_TYPE, type);
	p = nla_nest_start(m, DFS_RADAR_INFO_PRIS);
	for (int i = 0; i < npri; i++)
		nla_put_u32(m, i + 1, pri[i]);
	nla_nest_end(m, p);
	nla_put_u32(m, DFS_RADAR_INFO_WIDTH, width);
	nla_put_u32(m, DFS_RADAR_INFO_PULSES, pulses);
	nla_put_u64(m, DFS_RADAR_INFO_FIRST_TS, 1000);
	nla_put_u64(m, DFS_RADAR_INFO_LAST_TS, 20000);
	nla_put_u32(m, DFS_RADAR_INFO_FREQ, freq);
	nla_nest_end(m, info);
}

/* n pulses 1 ms apart spread over the given 20 MHz channels round robin */
static inline struct nl_msg *nlb_pulses(uint32_t wiphy, int n, const uint32_t *freqs, int nfreq,
					uint32_t dropped)
{
	struct nl_msg *m = nlb_dr_new(DFS_RADAR_CMD_PULSES);
	struct nlattr *list;

	nla_put_u32(m, DFS_RADAR_ATTR_WIPHY, wiphy);
	list = nla_nest_start(m, DFS_RADAR_ATTR_PULSES);
	for (int i = 0; i < n; i++) {
		struct nlattr *p = nla_nest_start(m, i + 1);

		nla_put_u64(m, DFS_RADAR_PULSE_TS, 1000u * (unsigned int)i);
		nla_put_u32(m, DFS_RADAR_PULSE_FREQ, freqs[i % nfreq]);
		nla_put_u32(m, DFS_RADAR_PULSE_WIDTH, 1);
		nla_put_u8(m, DFS_RADAR_PULSE_RSSI, 20);
		if (i & 1)
			nla_put_flag(m, DFS_RADAR_PULSE_CHIRP);
		nla_nest_end(m, p);
	}
	nla_nest_end(m, list);
	nla_put_u32(m, DFS_RADAR_ATTR_PULSES_DROPPED, dropped);
	return m;
}

static const struct radar_families test_families = { .nl80211 = TEST_FAMILY, .dfs_radar = TEST_DFS_FAMILY };

#endif
