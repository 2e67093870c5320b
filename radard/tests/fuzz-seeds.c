// SPDX-License-Identifier: GPL-2.0-only
/* Writes seed messages for fuzz-radard-nlparse into DIR. */
#include <stdio.h>

#include "nlbuild.h"

static int n;

static void save(const char *dir, struct nl_msg *m)
{
	char p[4096];
	FILE *f;

	snprintf(p, sizeof(p), "%s/seed-%02d", dir, n++);
	f = fopen(p, "wb");
	if (f) {
		fwrite(nlmsg_hdr(m), 1, nlmsg_hdr(m)->nlmsg_len, f);
		fclose(f);
	}
	nlmsg_free(m);
}

int main(int argc, char **argv)
{
	struct nl_msg *m;

	if (argc != 2) {
		fprintf(stderr, "usage: %s DIR\n", argv[0]);
		return 2;
	}
	save(argv[1], nlb_radar_event(0, 5, NL80211_RADAR_CAC_STARTED, 5260, 80, 5290));
	save(argv[1], nlb_radar_event(0, -1, NL80211_RADAR_NOP_FINISHED, 5280, 20, 5280));
	save(argv[1], nlb_radar_event(0, 5, NL80211_RADAR_DETECTED, 5500, 80, 5530));
	m = nlb_dr_event(DFS_RADAR_CMD_DETECTED, 0, 5, 5500, 80, 5530);
	{
		static const uint32_t pri[] = { 1000, 1100, 1200 };

		nlb_radar_info(m, NL80211_DFS_ETSI, "1", pri, 3, 1, 18, 5500);
	}
	save(argv[1], m);
	save(argv[1], nlb_dr_event(DFS_RADAR_CMD_CAC_STARTED, 0, 5, 5260, 80, 5290));
	{
		static const uint32_t f[] = { 5500, 5520, 5540 };

		save(argv[1], nlb_pulses(0, 12, f, 3, 7));
	}
	m = nlb_new(NL80211_CMD_NEW_INTERFACE);
	nla_put_u32(m, NL80211_ATTR_IFINDEX, 12);
	nla_put_u32(m, NL80211_ATTR_WIPHY, 4);
	nla_put_u32(m, NL80211_ATTR_IFTYPE, NL80211_IFTYPE_AP);
	nla_put_string(m, NL80211_ATTR_IFNAME, "wlan0");
	nlb_chan(m, 5500, 80, 5530);
	save(argv[1], m);
	{
		struct nlattr *bands, *band, *freqs, *f;

		m = nlb_new(NL80211_CMD_NEW_WIPHY);
		nla_put_u32(m, NL80211_ATTR_WIPHY, 0);
		nla_put_string(m, NL80211_ATTR_WIPHY_NAME, "phy0");
		bands = nla_nest_start(m, NL80211_ATTR_WIPHY_BANDS);
		band = nla_nest_start(m, NL80211_BAND_5GHZ);
		freqs = nla_nest_start(m, NL80211_BAND_ATTR_FREQS);
		f = nla_nest_start(m, 0);
		nla_put_u32(m, NL80211_FREQUENCY_ATTR_FREQ, 5260);
		nla_put_flag(m, NL80211_FREQUENCY_ATTR_RADAR);
		nla_put_u32(m, NL80211_FREQUENCY_ATTR_DFS_STATE, NL80211_DFS_USABLE);
		nla_nest_end(m, f);
		nla_nest_end(m, freqs);
		nla_nest_end(m, band);
		nla_nest_end(m, bands);
		save(argv[1], m);
	}
	printf("%d seeds in %s\n", n, argv[1]);
	return 0;
}
