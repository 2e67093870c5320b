// SPDX-License-Identifier: GPL-2.0-only
/* chandef helpers and the channel-avoidance policy (pure functions). */
#include "chandef.h"
#include "config.h"
#include "nl80211-compat.h"
#include "policy.h"
#include "tap.h"

static void test_chandef(void)
{
	struct chandef c;
	uint32_t sub[CHANDEF_MAX_SUB];

	CHECK(chandef_from_primary(5260, 80, &c));
	CHECK_EQ(c.cf1, 5290);
	CHECK_EQ(chandef_subchannels(&c, sub), 4);
	CHECK_EQ(sub[0], 5260);
	CHECK_EQ(sub[3], 5320);
	CHECK(chandef_covers(&c, 5300));
	CHECK(!chandef_covers(&c, 5340));
	CHECK(chandef_from_primary(5500, 160, &c));
	CHECK_EQ(c.cf1, 5570);
	CHECK_EQ(chandef_subchannels(&c, sub), 8);
	CHECK(chandef_from_primary(5540, 40, &c));
	CHECK_EQ(c.cf1, 5550);
	CHECK(!chandef_from_primary(5500, 30, &c));
	CHECK(!chandef_from_primary(5165, 20, &c) || c.cf1 == 5165);
	CHECK(chandef_parse("5500/80", &c));
	CHECK_EQ(c.cf1, 5530);
	CHECK(chandef_parse("5180", &c));
	CHECK_EQ(c.width, 20);
	CHECK(!chandef_parse("5180/", &c));
	CHECK(!chandef_parse("abc", &c));
	CHECK(!chandef_parse("5180/80x", &c));
	CHECK(!chandef_parse("99999999999999999999", &c));
	/* inconsistent centre */
	c = (struct chandef){ .freq = 5260, .width = 80, .cf1 = 5275 };
	CHECK(!chandef_valid(&c));
	CHECK_EQ(chandef_subchannels(&c, sub), 0);
	/* 80+80 */
	c = (struct chandef){ .freq = 5180, .width = 80, .cf1 = 5210, .p80p80 = true, .cf2 = 5530 };
	CHECK(chandef_valid(&c));
	CHECK_EQ(chandef_subchannels(&c, sub), 8);
	CHECK_EQ(sub[4], 5500);
	CHECK_EQ(chandef_freq_to_chan(5260), 52);
	CHECK_EQ(chandef_width_from_nl(NL80211_CHAN_WIDTH_80, NULL), 80);
	CHECK_EQ(chandef_width_to_nl(160, false), NL80211_CHAN_WIDTH_160);
}

static struct radard_config cfg;

static void test_nol(void)
{
	struct nol nol = { 0 };
	const struct policy_cfg *p = &cfg.policy;
	struct nol_entry *e;
	int64_t t0 = 1700000000;

	e = policy_radar(&nol, p, 5260, "phy0", "3", t0);
	CHECK_EQ(nol.n, 1);
	CHECK_EQ(policy_nol_remaining(e, p, t0), 1800);
	CHECK_EQ(policy_nol_remaining(e, p, t0 + 1799), 1);
	CHECK_EQ(policy_nol_remaining(e, p, t0 + 1800), 0);
	CHECK(policy_blocked(&nol, p, 5260, t0 + 10));
	CHECK(!policy_blocked(&nol, p, 5280, t0 + 10));
	CHECK(!policy_blocked(&nol, p, 5260, t0 + 1800));
	CHECK_EQ(policy_avoid_remaining(e, p, t0), 0);
	CHECK_EQ(policy_next_change(&nol, p, t0 + 100), 1700);
	/* wall clock went backwards 10 days (no RTC before NTP): clamped */
	CHECK_EQ(policy_nol_remaining(e, p, t0 - 864000), 1800);
	/* second and third radar within the window: avoided */
	policy_radar(&nol, p, 5260, "phy0", "3", t0 + 3600);
	CHECK_EQ(policy_avoid_remaining(e, p, t0 + 3600), 0);
	e = policy_radar(&nol, p, 5260, "phy1", "5", t0 + 7200);
	CHECK_EQ(e->nhistory, 3);
	CHECK_EQ(policy_avoid_remaining(e, p, t0 + 7200), 86400);
	CHECK_STR(e->wiphy, "phy1");
	CHECK(policy_blocked(&nol, p, 5260, t0 + 7200 + 3600));
	CHECK_EQ(policy_nol_count(&nol, p, t0 + 7200 + 3600), 0);
	CHECK_EQ(policy_avoid_count(&nol, p, t0 + 7200 + 3600), 1);
	CHECK_EQ(policy_kernel_until(e, p, t0 + 7200 + 3600), t0 + 7200 + 86400);
	/* expiry keeps entries with history inside the window */
	CHECK_EQ(policy_expire(&nol, p, t0 + 7200 + 86399), 0);
	CHECK_EQ(nol.n, 1);
	CHECK_EQ(policy_expire(&nol, p, t0 + 7200 + 86400), 1);
	CHECK_EQ(nol.n, 0);
	/* radar spread over more than the window: no avoidance */
	for (int i = 0; i < 5; i++)
		e = policy_radar(&nol, p, 5500, "phy0", "", t0 + i * 90000LL);
	CHECK_EQ(policy_avoid_remaining(e, p, t0 + 4 * 90000LL), 0);
	/* full list: replaces the entry that ends first, never grows */
	memset(&nol, 0, sizeof(nol));
	for (int i = 0; i < NOL_MAX + 5; i++)
		policy_radar(&nol, p, 5000 + (uint32_t)i, "phy0", "", t0 + i);
	CHECK_EQ(nol.n, NOL_MAX);
	CHECK(policy_find(&nol, 5000 + NOL_MAX + 4) != NULL);
}

static void add_chan(struct wiphy_info *w, uint32_t f, bool radar, uint8_t st)
{
	struct chan_info *c = &w->chans[w->nchans++];

	memset(c, 0, sizeof(*c));
	c->freq = f;
	c->radar = radar;
	c->has_dfs_state = radar;
	c->dfs_state = st;
}

static void make_wiphy(struct wiphy_info *w, uint8_t dfs_state)
{
	memset(w, 0, sizeof(*w));
	snprintf(w->name, sizeof(w->name), "phy0");
	for (uint32_t f = 5180; f <= 5240; f += 20)
		add_chan(w, f, false, 0);
	for (uint32_t f = 5260; f <= 5320; f += 20)
		add_chan(w, f, true, dfs_state);
	for (uint32_t f = 5500; f <= 5700; f += 20)
		add_chan(w, f, true, dfs_state);
	for (uint32_t f = 5745; f <= 5825; f += 20)
		add_chan(w, f, false, 0);
}

static void test_select(void)
{
	struct wiphy_info w;
	struct nol nol = { 0 };
	struct policy_cfg p = cfg.policy;
	struct chandef cur, out, pref;
	int64_t t0 = 1700000000;

	make_wiphy(&w, NL80211_DFS_AVAILABLE);
	chandef_from_primary(5260, 80, &cur);
	policy_radar(&nol, &p, 5260, "phy0", "", t0);
	/* non-DFS preferred: 5180/80 */
	CHECK(policy_select_channel(&w, &nol, &p, &cur, NULL, POLICY_ENTER_CSA, t0, &out));
	CHECK_EQ(out.freq, 5180);
	CHECK_EQ(out.width, 80);
	/* preferred list wins over non-DFS */
	p.preferred[0] = 5580;
	p.npreferred = 1;
	CHECK(policy_select_channel(&w, &nol, &p, &cur, NULL, POLICY_ENTER_CSA, t0, &out));
	CHECK_EQ(out.freq, 5580);
	CHECK_EQ(out.cf1, 5610);
	/* the interface's own preferred chandef wins over everything */
	chandef_from_primary(5745, 80, &pref);
	CHECK(policy_select_channel(&w, &nol, &p, &cur, &pref, POLICY_ENTER_CSA, t0, &out));
	CHECK(chandef_equal(&out, &pref));
	/* a blocked preferred is not taken */
	policy_radar(&nol, &p, 5765, "phy0", "", t0);
	CHECK(policy_select_channel(&w, &nol, &p, &cur, &pref, POLICY_ENTER_CSA, t0, &out));
	CHECK(!chandef_covers(&out, 5765));
	/* DFS channels only USABLE: CSA may not enter them, hostapd may */
	make_wiphy(&w, NL80211_DFS_USABLE);
	memset(&nol, 0, sizeof(nol));
	p.npreferred = 0;
	for (uint32_t f = 5180; f <= 5240; f += 20)
		policy_radar(&nol, &p, f, "phy0", "", t0);
	for (uint32_t f = 5745; f <= 5825; f += 20)
		policy_radar(&nol, &p, f, "phy0", "", t0);
	policy_radar(&nol, &p, 5260, "phy0", "", t0);
	CHECK(!policy_select_channel(&w, &nol, &p, &cur, NULL, POLICY_ENTER_CSA, t0, &out));
	CHECK(policy_select_channel(&w, &nol, &p, &cur, NULL, POLICY_ENTER_HOSTAPD, t0, &out));
	CHECK(out.freq == 5500 && out.width == 80);
	/* width falls back when no 80 MHz block is free */
	make_wiphy(&w, NL80211_DFS_AVAILABLE);
	memset(&nol, 0, sizeof(nol));
	for (size_t i = 0; i < w.nchans; i++)
		if (w.chans[i].freq != 5200 && w.chans[i].freq != 5180 && w.chans[i].freq != 5240)
			policy_radar(&nol, &p, w.chans[i].freq, "phy0", "", t0);
	CHECK(policy_select_channel(&w, &nol, &p, &cur, NULL, POLICY_ENTER_CSA, t0, &out));
	CHECK_EQ(out.width, 40);
	CHECK_EQ(out.freq, 5180);
	/* disabled / unknown channels are never chosen */
	for (size_t i = 0; i < w.nchans; i++)
		w.chans[i].disabled = true;
	CHECK(!policy_select_channel(&w, &nol, &p, &cur, NULL, POLICY_ENTER_CSA, t0, &out));
}

static void test_return(void)
{
	struct wiphy_info w;
	struct nol nol = { 0 };
	struct policy_cfg p = cfg.policy;
	struct chandef cur, pref;
	int64_t t0 = 1700000000;

	make_wiphy(&w, NL80211_DFS_USABLE);
	chandef_from_primary(5180, 80, &cur);
	chandef_from_primary(5260, 80, &pref);
	policy_radar(&nol, &p, 5280, "phy0", "", t0);
	/* in NOL: no */
	CHECK(!policy_should_return(&w, &nol, &p, &cur, &pref, POLICY_ENTER_HOSTAPD, t0, t0 + 100));
	/* NOL over, usable, but the return delay has not passed */
	CHECK(!policy_should_return(&w, &nol, &p, &cur, &pref, POLICY_ENTER_HOSTAPD, t0 + 1800,
				    t0 + 1830));
	CHECK(policy_should_return(&w, &nol, &p, &cur, &pref, POLICY_ENTER_HOSTAPD, t0 + 1800, t0 + 1860));
	/* not known usable yet */
	CHECK(!policy_should_return(&w, &nol, &p, &cur, &pref, POLICY_ENTER_HOSTAPD, 0, t0 + 5000));
	/* CSA needs AVAILABLE */
	CHECK(!policy_should_return(&w, &nol, &p, &cur, &pref, POLICY_ENTER_CSA, t0 + 1800, t0 + 1860));
	/* already there */
	CHECK(!policy_should_return(&w, &nol, &p, &pref, &pref, POLICY_ENTER_HOSTAPD, t0 + 1800, t0 + 1860));
	/* kernel still unavailable (its NOP restarted when radard re-applied it) */
	for (size_t i = 0; i < w.nchans; i++)
		if (w.chans[i].freq == 5300)
			w.chans[i].dfs_state = NL80211_DFS_UNAVAILABLE;
	CHECK(!policy_should_return(&w, &nol, &p, &cur, &pref, POLICY_ENTER_HOSTAPD, t0 + 1800, t0 + 1860));
}

int main(void)
{
	config_defaults(&cfg);
	test_chandef();
	test_nol();
	test_select();
	test_return();
	return tap_done("test-policy");
}
