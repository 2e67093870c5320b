// SPDX-License-Identifier: GPL-2.0-only
/* nl80211 and dfs_radar message parsing, including malformed messages built with libnl. */
#include <errno.h>

#include "event.h"
#include "nlbuild.h"
#include "tap.h"

static int parse(struct nl_msg *m, struct radar_event *ev)
{
	int r = radar_parse_event(nlmsg_hdr(m), &test_families, ev);

	nlmsg_free(m);
	return r;
}

static void test_events(void)
{
	struct radar_event ev;
	struct nl_msg *m;

	/* CAC started with interface */
	m = nlb_radar_event(0, 7, NL80211_RADAR_CAC_STARTED, 5260, 80, 5290);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK_EQ(ev.kind, RADAR_EV_CAC_STARTED);
	CHECK(ev.has_ifindex && ev.ifindex == 7);
	CHECK(ev.has_chan && ev.chan.freq == 5260 && ev.chan.width == 80 && ev.chan.cf1 == 5290);

	/* radar detected without ifindex (upstream nl80211): keyed on wiphy */
	m = nlb_radar_event(3, -1, NL80211_RADAR_DETECTED, 5500, 40, 5510);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK_EQ(ev.kind, RADAR_EV_RADAR_DETECTED);
	CHECK(!ev.has_ifindex);
	CHECK_EQ(ev.wiphy, 3);
	CHECK(!ev.has_info);

	static const struct {
		uint32_t nl;
		enum radar_event_kind k;
	} kinds[] = {
		{ NL80211_RADAR_CAC_FINISHED, RADAR_EV_CAC_FINISHED },
		{ NL80211_RADAR_CAC_ABORTED, RADAR_EV_CAC_ABORTED },
		{ NL80211_RADAR_NOP_FINISHED, RADAR_EV_NOP_FINISHED },
		{ NL80211_RADAR_PRE_CAC_EXPIRED, RADAR_EV_PRE_CAC_EXPIRED },
	};
	for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
		m = nlb_radar_event(0, -1, kinds[i].nl, 5280, 20, 5280);
		CHECK_EQ(parse(m, &ev), 1);
		CHECK_EQ(ev.kind, kinds[i].k);
	}

	/* old-style channel type */
	m = nlb_new(NL80211_CMD_RADAR_DETECT);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 0);
	nla_put_u32(m, NL80211_ATTR_RADAR_EVENT, NL80211_RADAR_NOP_FINISHED);
	nla_put_u32(m, NL80211_ATTR_WIPHY_FREQ, 5300);
	nla_put_u32(m, NL80211_ATTR_WIPHY_CHANNEL_TYPE, NL80211_CHAN_HT40MINUS);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK(ev.chan.width == 40 && ev.chan.cf1 == 5290);

	/* 10 MHz channel: attributed to its primary 20 MHz channel */
	m = nlb_new(NL80211_CMD_RADAR_DETECT);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 0);
	nla_put_u32(m, NL80211_ATTR_RADAR_EVENT, NL80211_RADAR_DETECTED);
	nla_put_u32(m, NL80211_ATTR_WIPHY_FREQ, 5260);
	nla_put_u32(m, NL80211_ATTR_CHANNEL_WIDTH, NL80211_CHAN_WIDTH_10);
	nla_put_u32(m, NL80211_ATTR_CENTER_FREQ1, 5260);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK(ev.chan.width == 20 && ev.chan.cf1 == 5260);

	/* inconsistent centre frequency: falls back to the primary */
	m = nlb_radar_event(0, -1, NL80211_RADAR_DETECTED, 5260, 80, 5275);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK(ev.chan.width == 20 && ev.chan.freq == 5260);

	/* channel switch notify, interface events, regulatory */
	m = nlb_new(NL80211_CMD_CH_SWITCH_NOTIFY);
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 9);
	nlb_chan(m, 5180, 80, 5210);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK(ev.kind == RADAR_EV_CH_SWITCH && ev.ifindex == 9 && ev.chan.cf1 == 5210);
	m = nlb_new(NL80211_CMD_NEW_INTERFACE);
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 9);
	nla_put_string(m, NL80211_ATTR_IFNAME, "wl an\x01");
	CHECK_EQ(parse(m, &ev), 1);
	CHECK_EQ(ev.kind, RADAR_EV_IFACE_CHANGE);
	CHECK_STR(ev.ifname, "wl_an_");
	m = nlb_new(NL80211_CMD_REG_CHANGE);
	nla_put_u8(m, NL80211_ATTR_DFS_REGION, NL80211_DFS_ETSI);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK(ev.kind == RADAR_EV_REG_CHANGE && ev.has_region && ev.region == NL80211_DFS_ETSI);

	/* ignored: other commands, other families, future radar event values */
	m = nlb_new(NL80211_CMD_TRIGGER_SCAN);
	CHECK_EQ(parse(m, &ev), 0);
	m = nlb_radar_event(0, -1, NL80211_RADAR_DETECTED, 5260, 20, 5260);
	nlmsg_hdr(m)->nlmsg_type = TEST_FAMILY + 1;
	CHECK_EQ(parse(m, &ev), 0);
	m = nlb_radar_event(0, -1, 200, 5260, 20, 5260);
	CHECK_EQ(parse(m, &ev), 0);
}

static void test_info(void)
{
	static const uint32_t pri[] = { 1000, 1200, 1400, 1600 };
	static struct radar_event ev;
	struct nl_msg *m;

	/* DFS_RADAR_CMD_DETECTED with the detector's details */
	m = nlb_dr_event(DFS_RADAR_CMD_DETECTED, 1, 5, 5260, 80, 5290);
	nlb_radar_info(m, NL80211_DFS_ETSI, "ref", pri, 2, 1, 18, 5280);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK_EQ(ev.kind, RADAR_EV_RADAR_DETECTED);
	CHECK_EQ(ev.source, RADAR_SRC_DFS_RADAR);
	CHECK(ev.wiphy == 1 && ev.has_ifindex && ev.ifindex == 5);
	CHECK(ev.has_chan && ev.chan.freq == 5260 && ev.chan.width == 80 && ev.chan.cf1 == 5290);
	CHECK(ev.has_info && ev.has_region && ev.region == NL80211_DFS_ETSI);
	CHECK_STR(ev.type, "ref");
	CHECK(ev.num_pri == 2 && ev.pri[0] == 1000 && ev.pri[1] == 1200);
	CHECK(ev.width == 1 && ev.pulses == 18 && ev.info_freq == 5280);
	CHECK(ev.first_ts == 1000 && ev.last_ts == 20000);

	/* its nl80211 twin: the same radar as upstream reports it (no details) */
	m = nlb_radar_event(1, -1, NL80211_RADAR_DETECTED, 5260, 80, 5290);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK_EQ(ev.source, RADAR_SRC_NL80211);
	CHECK(!ev.has_info && !ev.has_ifindex);

	/* detected without details (a detector that knows none) and without interface */
	m = nlb_dr_event(DFS_RADAR_CMD_DETECTED, 0, -1, 5500, 20, 5500);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK(ev.kind == RADAR_EV_RADAR_DETECTED && !ev.has_info && !ev.has_ifindex);

	/* CAC started, with its duration */
	m = nlb_dr_event(DFS_RADAR_CMD_CAC_STARTED, 0, 7, 5260, 20, 5260);
	nla_put_u32(m, DFS_RADAR_ATTR_CAC_TIME, 60000);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK(ev.kind == RADAR_EV_CAC_STARTED && ev.cac_time_ms == 60000 && ev.ifindex == 7);

	/* a command of a newer kernel: ignored */
	m = nlb_dr_new(DFS_RADAR_CMD_MAX + 1);
	nla_put_u32(m, DFS_RADAR_ATTR_WIPHY, 0);
	CHECK_EQ(parse(m, &ev), 0);

	/* more than 3 PRIs: first 3 kept; hostile type string sanitised */
	m = nlb_dr_event(DFS_RADAR_CMD_DETECTED, 1, 5, 5260, 20, 5260);
	nlb_radar_info(m, NL80211_DFS_FCC, "W53\n\"x", pri, 4, 1, 18, 5260);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK_EQ(ev.num_pri, 3);
	CHECK_STR(ev.type, "W53__x");

	/* malformed: PRI entry too short */
	m = nlb_dr_event(DFS_RADAR_CMD_DETECTED, 1, 5, 5260, 20, 5260);
	{
		struct nlattr *info = nla_nest_start(m, DFS_RADAR_ATTR_INFO), *p;
		uint16_t shortv = 7;

		p = nla_nest_start(m, DFS_RADAR_INFO_PRIS);
		nla_put(m, 1, sizeof(shortv), &shortv);
		nla_nest_end(m, p);
		nla_nest_end(m, info);
	}
	CHECK_EQ(parse(m, &ev), -EINVAL);
	/* malformed: type not NUL-terminated, pulse count too short */
	m = nlb_dr_event(DFS_RADAR_CMD_DETECTED, 1, 5, 5260, 20, 5260);
	{
		struct nlattr *info = nla_nest_start(m, DFS_RADAR_ATTR_INFO);

		nla_put(m, DFS_RADAR_INFO_TYPE, 3, "abc");
		nla_nest_end(m, info);
	}
	CHECK_EQ(parse(m, &ev), -EINVAL);
	m = nlb_dr_event(DFS_RADAR_CMD_DETECTED, 1, 5, 5260, 20, 5260);
	{
		struct nlattr *info = nla_nest_start(m, DFS_RADAR_ATTR_INFO);

		nla_put(m, DFS_RADAR_INFO_PULSES, 2, "ab");
		nla_nest_end(m, info);
	}
	CHECK_EQ(parse(m, &ev), -EINVAL);
	/* malformed: no wiphy, no frequency */
	m = nlb_dr_new(DFS_RADAR_CMD_DETECTED);
	nlb_dr_chan(m, 5260, 20, 5260);
	CHECK_EQ(parse(m, &ev), -EINVAL);
	m = nlb_dr_new(DFS_RADAR_CMD_DETECTED);
	nla_put_u32(m, DFS_RADAR_ATTR_WIPHY, 0);
	CHECK_EQ(parse(m, &ev), -EINVAL);
	/* a message of neither family: not ours */
	m = nlb_dr_event(DFS_RADAR_CMD_DETECTED, 1, 5, 5260, 20, 5260);
	nlmsg_hdr(m)->nlmsg_type = 77;
	CHECK_EQ(parse(m, &ev), 0);
	/* a kernel without the family: dfs_radar id -1 never matches */
	{
		static const struct radar_families plain = { .nl80211 = TEST_FAMILY, .dfs_radar = -1 };

		m = nlb_dr_event(DFS_RADAR_CMD_DETECTED, 1, 5, 5260, 20, 5260);
		CHECK_EQ(radar_parse_event(nlmsg_hdr(m), &plain, &ev), 0);
		nlmsg_free(m);
	}
}

static void test_pulses(void)
{
	static const uint32_t f2[] = { 5260, 5280 };
	static const uint32_t f10[] = { 5180, 5200, 5220, 5240, 5260, 5280, 5300, 5320, 5500, 5520 };
	static struct radar_event ev;
	struct nl_msg *m;

	m = nlb_pulses(2, 11, f2, 2, 4);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK_EQ(ev.kind, RADAR_EV_PULSES);
	CHECK_EQ(ev.wiphy, 2);
	CHECK_EQ(ev.npulses, 11);
	CHECK_EQ(ev.dropped, 4);
	CHECK_EQ(ev.npfreq, 2);
	CHECK(ev.pfreq[0].freq == 5260 && ev.pfreq[0].count == 6);
	CHECK(ev.pfreq[1].freq == 5280 && ev.pfreq[1].count == 5);
	/* the pulses themselves, for the flight recorder */
	CHECK_EQ(ev.nrec, 11);
	CHECK(ev.rec[3].ts == 3000 && ev.rec[3].freq == 5280 && ev.rec[3].width == 1 &&
	      ev.rec[3].rssi == 20 && ev.rec[3].chirp);
	CHECK(!ev.rec[2].chirp);
	/* more distinct channels than bins: counted, not lost */
	m = nlb_pulses(2, 20, f10, 10, 0);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK_EQ(ev.npulses, 20);
	CHECK_EQ(ev.npfreq, RADAR_EVENT_MAX_PFREQ);
	CHECK_EQ(ev.pulses_unbinned, 4);
	/* a full batch (256) is recorded whole */
	m = nlb_pulses(0, 256, f2, 2, 0);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK_EQ(ev.nrec, 256);
	CHECK_EQ(ev.rec[255].ts, 255000);
	/* empty batch with only a drop count */
	m = nlb_dr_new(DFS_RADAR_CMD_PULSES);
	nla_put_u32(m, DFS_RADAR_ATTR_WIPHY, 0);
	nla_put_u32(m, DFS_RADAR_ATTR_PULSES_DROPPED, 100);
	CHECK_EQ(parse(m, &ev), 1);
	CHECK(ev.npulses == 0 && ev.dropped == 100 && ev.nrec == 0);
	/* malformed: pulse without frequency; frequency too short; no wiphy */
	m = nlb_dr_new(DFS_RADAR_CMD_PULSES);
	nla_put_u32(m, DFS_RADAR_ATTR_WIPHY, 0);
	{
		struct nlattr *l = nla_nest_start(m, DFS_RADAR_ATTR_PULSES), *p;

		p = nla_nest_start(m, 1);
		nla_put_u64(m, DFS_RADAR_PULSE_TS, 5);
		nla_nest_end(m, p);
		nla_nest_end(m, l);
	}
	CHECK_EQ(parse(m, &ev), -EINVAL);
	m = nlb_dr_new(DFS_RADAR_CMD_PULSES);
	nla_put_u32(m, DFS_RADAR_ATTR_WIPHY, 0);
	{
		struct nlattr *l = nla_nest_start(m, DFS_RADAR_ATTR_PULSES), *p;

		p = nla_nest_start(m, 1);
		nla_put_u64(m, DFS_RADAR_PULSE_TS, 5);
		nla_put(m, DFS_RADAR_PULSE_FREQ, 2, "ab");
		nla_nest_end(m, p);
		nla_nest_end(m, l);
	}
	CHECK_EQ(parse(m, &ev), -EINVAL);
	m = nlb_dr_new(DFS_RADAR_CMD_PULSES);
	CHECK_EQ(parse(m, &ev), -EINVAL);
}

static void test_malformed(void)
{
	struct radar_event ev;
	struct nl_msg *m;
	uint16_t two = 2;

	/* no wiphy */
	m = nlb_new(NL80211_CMD_RADAR_DETECT);
	nla_put_u32(m, NL80211_ATTR_RADAR_EVENT, NL80211_RADAR_DETECTED);
	nla_put_u32(m, NL80211_ATTR_WIPHY_FREQ, 5260);
	CHECK_EQ(parse(m, &ev), -EINVAL);
	/* no event type */
	m = nlb_new(NL80211_CMD_RADAR_DETECT);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 0);
	nla_put_u32(m, NL80211_ATTR_WIPHY_FREQ, 5260);
	CHECK_EQ(parse(m, &ev), -EINVAL);
	/* no frequency */
	m = nlb_new(NL80211_CMD_RADAR_DETECT);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 0);
	nla_put_u32(m, NL80211_ATTR_RADAR_EVENT, NL80211_RADAR_DETECTED);
	CHECK_EQ(parse(m, &ev), -EINVAL);
	/* u32 attribute with 2 bytes */
	m = nlb_new(NL80211_CMD_RADAR_DETECT);
	nla_put(m, NL80211_ATTR_WIPHY, sizeof(two), &two);
	nla_put_u32(m, NL80211_ATTR_RADAR_EVENT, NL80211_RADAR_DETECTED);
	nla_put_u32(m, NL80211_ATTR_WIPHY_FREQ, 5260);
	CHECK_EQ(parse(m, &ev), -EINVAL);
	/* interface name not NUL-terminated */
	m = nlb_new(NL80211_CMD_NEW_INTERFACE);
	nla_put(m, NL80211_ATTR_IFNAME, 4, "wlan");
	CHECK_EQ(parse(m, &ev), -EINVAL);
	/* message shorter than the genl header */
	m = nlb_radar_event(0, -1, NL80211_RADAR_DETECTED, 5260, 20, 5260);
	nlmsg_hdr(m)->nlmsg_len = NLMSG_HDRLEN + 2;
	CHECK_EQ(parse(m, &ev), -EBADMSG);
	/* truncated in the middle of the attributes: the cut attribute is gone */
	m = nlb_radar_event(0, -1, NL80211_RADAR_DETECTED, 5260, 20, 5260);
	nlmsg_hdr(m)->nlmsg_len = NLMSG_HDRLEN + GENL_HDRLEN + 8 + 8 + 2;
	CHECK_EQ(parse(m, &ev), -EINVAL);
	/* attribute header claiming more than the message has */
	m = nlb_radar_event(0, -1, NL80211_RADAR_DETECTED, 5260, 20, 5260);
	{
		struct nlattr *a = (struct nlattr *)((char *)nlmsg_data(nlmsg_hdr(m)) + GENL_HDRLEN);

		a->nla_len = 0xfff0;
	}
	CHECK(parse(m, &ev) < 0);
}

static void test_wiphy_dump(void)
{
	struct wiphy_info w[2];
	size_t n = 0;
	struct nl_msg *m;
	struct nlattr *bands, *band, *freqs, *f;
	struct iface_info ifi;

	/* split dump: name in the first message, two bands in later ones */
	m = nlb_new(NL80211_CMD_NEW_WIPHY);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 4);
	nla_put_string(m, NL80211_ATTR_WIPHY_NAME, "phy4");
	CHECK_EQ(radar_parse_wiphy(nlmsg_hdr(m), w, &n, 2), 0);
	nlmsg_free(m);
	for (int part = 0; part < 2; part++) {
		m = nlb_new(NL80211_CMD_NEW_WIPHY);
		nla_put_u32(m, NL80211_ATTR_WIPHY, 4);
		bands = nla_nest_start(m, NL80211_ATTR_WIPHY_BANDS);
		band = nla_nest_start(m, NL80211_BAND_5GHZ);
		freqs = nla_nest_start(m, NL80211_BAND_ATTR_FREQS);
		for (int i = 0; i < 4; i++) {
			uint32_t fr = 5180 + 80 * (uint32_t)part + 20 * (uint32_t)i;

			f = nla_nest_start(m, i);
			nla_put_u32(m, NL80211_FREQUENCY_ATTR_FREQ, fr);
			if (part) {
				nla_put_flag(m, NL80211_FREQUENCY_ATTR_RADAR);
				nla_put_u32(m, NL80211_FREQUENCY_ATTR_DFS_STATE,
					    i == 1 ? NL80211_DFS_UNAVAILABLE : NL80211_DFS_USABLE);
				nla_put_u32(m, NL80211_FREQUENCY_ATTR_DFS_TIME, 60000);
				nla_put_u32(m, NL80211_FREQUENCY_ATTR_DFS_CAC_TIME, 60000);
			}
			nla_nest_end(m, f);
		}
		nla_nest_end(m, freqs);
		nla_nest_end(m, band);
		nla_nest_end(m, bands);
		CHECK_EQ(radar_parse_wiphy(nlmsg_hdr(m), w, &n, 2), 0);
		nlmsg_free(m);
	}
	CHECK_EQ(n, 1);
	CHECK_STR(w[0].name, "phy4");
	CHECK_EQ(w[0].nchans, 8);
	CHECK(!w[0].chans[0].radar);
	CHECK(w[0].chans[5].radar && w[0].chans[5].freq == 5280 &&
	      w[0].chans[5].dfs_state == NL80211_DFS_UNAVAILABLE && w[0].chans[5].dfs_time_ms == 60000);
	/* bad DFS state value */
	m = nlb_new(NL80211_CMD_NEW_WIPHY);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 4);
	bands = nla_nest_start(m, NL80211_ATTR_WIPHY_BANDS);
	band = nla_nest_start(m, NL80211_BAND_5GHZ);
	freqs = nla_nest_start(m, NL80211_BAND_ATTR_FREQS);
	f = nla_nest_start(m, 0);
	nla_put_u32(m, NL80211_FREQUENCY_ATTR_FREQ, 5500);
	nla_put_u32(m, NL80211_FREQUENCY_ATTR_DFS_STATE, 77);
	nla_nest_end(m, f);
	nla_nest_end(m, freqs);
	nla_nest_end(m, band);
	nla_nest_end(m, bands);
	CHECK_EQ(radar_parse_wiphy(nlmsg_hdr(m), w, &n, 2), -EINVAL);
	nlmsg_free(m);
	/* table full */
	m = nlb_new(NL80211_CMD_NEW_WIPHY);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 5);
	CHECK_EQ(radar_parse_wiphy(nlmsg_hdr(m), w, &n, 1), -ENOSPC);
	nlmsg_free(m);

	/* interface */
	m = nlb_new(NL80211_CMD_NEW_INTERFACE);
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 12);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 4);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, NL80211_IFTYPE_AP);
	nla_put_string(m, NL80211_ATTR_IFNAME, "wlan0");
	nlb_chan(m, 5500, 80, 5530);
	CHECK_EQ(radar_parse_interface(nlmsg_hdr(m), &ifi), 0);
	CHECK(ifi.ifindex == 12 && ifi.wiphy == 4 && ifi.iftype == NL80211_IFTYPE_AP);
	CHECK_STR(ifi.name, "wlan0");
	CHECK(ifi.has_chan && ifi.chan.cf1 == 5530);
	nlmsg_free(m);
	m = nlb_new(NL80211_CMD_NEW_INTERFACE);
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 12);
	CHECK_EQ(radar_parse_interface(nlmsg_hdr(m), &ifi), -EINVAL);
	nlmsg_free(m);
	/* regulatory */
	m = nlb_new(NL80211_CMD_GET_REG);
	nla_put_u8(m, NL80211_ATTR_DFS_REGION, NL80211_DFS_JP);
	CHECK_EQ(radar_parse_reg(nlmsg_hdr(m)), NL80211_DFS_JP);
	nlmsg_free(m);
}

int main(void)
{
	test_events();
	test_info();
	test_pulses();
	test_malformed();
	test_wiphy_dump();
	return tap_done("test-nlparse");
}
