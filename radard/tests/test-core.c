// SPDX-License-Identifier: GPL-2.0-only
/* The event handler: journal fields, counters, NOL, CAC bookkeeping, actions. */
#include <errno.h>
#include <json.h>
#include <stdlib.h>

#include "core.h"
#include "nl80211-compat.h"
#include "tap.h"

/* captured journal entries */
#define MAXE 64
static char entries[MAXE][2048];
static int nentries;

static int sink(const struct iovec *iov, int n, void *ud)
{
	char *e = entries[nentries % MAXE];
	size_t l = 0;

	(void)ud;
	e[0] = '\0';
	for (int i = 0; i < n; i++)
		l += (size_t)snprintf(e + l, 2048 - l, "%.*s\n", (int)iov[i].iov_len, (char *)iov[i].iov_base);
	nentries++;
	return 0;
}

static const char *last(void)
{
	return nentries ? entries[(nentries - 1) % MAXE] : "";
}

static bool has(const char *entry, const char *field);

/* any of the last n entries has all the given fields/substrings */
static bool recent(int n, const char *a, const char *b)
{
	for (int i = 1; i <= n && i <= nentries; i++) {
		const char *e = entries[(nentries - i) % MAXE];

		if (has(e, a) && (!b || strstr(e, b)))
			return true;
	}
	return false;
}

static bool has(const char *entry, const char *field)
{
	char f[200];

	snprintf(f, sizeof(f), "%s\n", field);
	return strstr(entry, f) != NULL;
}

/* fake kernel / hostapd */
static int notified[16], nnotified;
static int switched, hostapd_switched, notify_result;
static struct chandef switched_to;
static bool hostapd_on;

static int f_notify(void *ud, uint32_t ifindex, uint32_t freq)
{
	(void)ud;
	(void)ifindex;
	if (notify_result)
		return notify_result;
	if (nnotified < 16)
		notified[nnotified++] = (int)freq;
	return 0;
}

static int f_csa(void *ud, uint32_t ifindex, const struct chandef *c, uint32_t count)
{
	(void)ud;
	(void)ifindex;
	(void)count;
	switched++;
	switched_to = *c;
	return 0;
}

static int f_hostapd(void *ud, const char *ifname, const struct chandef *c, uint32_t count)
{
	(void)ud;
	(void)ifname;
	(void)count;
	hostapd_switched++;
	switched_to = *c;
	return 0;
}

static bool f_present(void *ud, const char *ifname)
{
	(void)ud;
	(void)ifname;
	return hostapd_on;
}

/* fake hostapd STATUS / commands */
static struct hostapd_status fake_status;
static int fake_status_fails; /* how many STATUS requests time out */
static char commands[256];

static int f_status(void *ud, const char *ifname, struct hostapd_status *st)
{
	(void)ud;
	(void)ifname;
	if (fake_status_fails > 0) {
		fake_status_fails--;
		return -ETIMEDOUT;
	}
	*st = fake_status;
	return 0;
}

static int f_command(void *ud, const char *ifname, const char *cmd)
{
	(void)ud;
	(void)ifname;
	snprintf(commands + strlen(commands), sizeof(commands) - strlen(commands), "%s;", cmd);
	return 0;
}

static struct radard_config cfg;

/* both clocks move on together */
static void advance(struct core_time *t, int64_t s)
{
	t->mono_ms += (uint64_t)s * 1000;
	t->real_s += s;
}
static struct journal_out jout = { .sink = sink, .max_level = LOG_DEBUG };
static char saved_trace[1 << 20];
static int f_save_trace(void *ud, const char *name, const char *text, size_t len, char *path, size_t plen)
{
	(void)ud;
	snprintf(saved_trace, sizeof(saved_trace), "%.*s", (int)len, text);
	snprintf(path, plen, "/var/lib/radard/traces/%s", name);
	return 0;
}

static const struct core_ops ops = { f_notify, f_csa, f_hostapd, f_present, f_status, f_command, f_save_trace, NULL };

static void make_wiphy(struct wiphy_info *w, uint32_t idx, uint8_t st)
{
	memset(w, 0, sizeof(*w));
	w->idx = idx;
	snprintf(w->name, sizeof(w->name), "phy%u", idx);
	for (uint32_t f = 5180; f <= 5320; f += 20) {
		struct chan_info *c = &w->chans[w->nchans++];

		c->freq = f;
		c->radar = f >= 5260;
		c->has_dfs_state = c->radar;
		c->dfs_state = st;
	}
}

static struct radar_event radar(uint32_t wiphy, int ifindex, enum radar_event_kind k, uint32_t freq,
				uint32_t width)
{
	struct radar_event ev = { .kind = k, .wiphy = wiphy, .has_chan = true };

	chandef_from_primary(freq, width, &ev.chan);
	if (ifindex >= 0) {
		ev.has_ifindex = true;
		ev.ifindex = (uint32_t)ifindex;
	}
	return ev;
}

static void setup(struct radard_core *c, struct core_time *t, uint8_t st, uint32_t iface_freq,
		  uint32_t iface_width)
{
	struct wiphy_info w[2];
	struct iface_info ifs[1] = { { .ifindex = 5, .wiphy = 0, .iftype = NL80211_IFTYPE_AP,
				      .name = "wlan0", .has_chan = true } };

	t->mono_ms = 1000000;
	t->real_s = 1700000000;
	core_init(c, &cfg, &ops, &jout, t);
	make_wiphy(&w[0], 0, st);
	make_wiphy(&w[1], 1, st);
	core_set_wiphys(c, w, 2, t);
	chandef_from_primary(iface_freq, iface_width, &ifs[0].chan);
	core_set_ifaces(c, ifs, 1);
	core_set_region(c, NL80211_DFS_ETSI);
	nentries = 0;
	nnotified = switched = hostapd_switched = 0;
	notify_result = 0;
}

static void test_radar_journal(void)
{
	static struct radard_core c;
	struct core_time t;
	struct radar_event ev;

	setup(&c, &t, NL80211_DFS_AVAILABLE, 5260, 80);
	ev = radar(0, 5, RADAR_EV_RADAR_DETECTED, 5260, 80);
	ev.has_info = true;
	ev.has_region = true;
	ev.region = NL80211_DFS_ETSI;
	snprintf(ev.type, sizeof(ev.type), "3");
	ev.pri[0] = 250;
	ev.num_pri = 1;
	ev.width = 10;
	ev.pulses = 18;
	ev.info_freq = 5280;
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(nentries, 2); /* radar + "radard does not manage" log line */
	{
		const char *e = entries[0];

		CHECK(has(e, "MESSAGE_ID=" MSGID_RADAR_DETECTED));
		CHECK(has(e, "RADAR_EVENT=radar-detected"));
		CHECK(has(e, "RADAR_WIPHY=phy0"));
		CHECK(has(e, "RADAR_IFNAME=wlan0"));
		CHECK(has(e, "RADAR_FREQ=5280"));
		CHECK(has(e, "RADAR_CHAN_FREQ=5260"));
		CHECK(has(e, "RADAR_CHAN_WIDTH=80"));
		CHECK(has(e, "RADAR_REGION=ETSI"));
		CHECK(has(e, "RADAR_TYPE=3"));
		CHECK(has(e, "RADAR_PRI=250"));
		CHECK(has(e, "RADAR_WIDTH=10"));
		CHECK(has(e, "RADAR_PULSES=18"));
		CHECK(has(e, "RADAR_ORIGIN=kernel"));
		CHECK(has(e, "RADAR_NOL_FREQS=5260 5280 5300 5320"));
		CHECK(has(e, "PRIORITY=4"));
		CHECK(strstr(e, "MESSAGE=Radar detected on phy0 (wlan0) 5260 MHz 80 MHz wide") != NULL);
	}
	CHECK_EQ(c.nol.n, 4);
	CHECK(c.nol_dirty);
	CHECK_EQ(metrics_radar_total(&c.m), 1);
	CHECK_EQ(metrics_chan(&c.m, "phy0", 5280)->radar[0].n, 1);
	CHECK_STR(metrics_chan(&c.m, "phy0", 5280)->radar[0].type, "3");
	/* local DFS state mirrored */
	CHECK_EQ(c.wiphys[0].chans[4].dfs_state, NL80211_DFS_UNAVAILABLE);

	/* cfg80211 echoes it to phy1 without ifindex/info: not a second detection */
	nentries = 0;
	t.mono_ms += 50;
	ev = radar(1, -1, RADAR_EV_RADAR_DETECTED, 5260, 80);
	core_handle_event(&c, &ev, &t);
	CHECK(has(entries[0], "RADAR_ORIGIN=propagated"));
	CHECK(has(entries[0], "RADAR_TYPE=unknown"));
	CHECK_EQ(metrics_radar_total(&c.m), 1);
	CHECK_EQ(c.nol.e[0].nhistory, 1);

	/* a radar on phy1 long after is a detection of its own (no radar info: type unknown) */
	t.mono_ms += 10000;
	ev = radar(1, -1, RADAR_EV_RADAR_DETECTED, 5300, 20);
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(metrics_radar_total(&c.m), 2);
	CHECK_EQ(metrics_chan(&c.m, "phy1", 5300)->radar[0].n, 1);
	CHECK_STR(metrics_chan(&c.m, "phy1", 5300)->radar[0].type, "unknown");
}

static void test_cac(void)
{
	static struct radard_core c;
	struct core_time t;
	struct radar_event ev;

	setup(&c, &t, NL80211_DFS_USABLE, 5260, 80);
	ev = radar(0, 5, RADAR_EV_CAC_STARTED, 5260, 80);
	core_handle_event(&c, &ev, &t);
	CHECK(has(last(), "MESSAGE_ID=" MSGID_CAC_STARTED));
	CHECK(has(last(), "RADAR_FREQ=5260"));
	CHECK_EQ(metrics_chan(&c.m, "phy0", 5260)->cac_started, 1);
	/* radar during CAC: aborted, then radar -> one CAC outcome "radar" */
	ev = radar(0, 5, RADAR_EV_CAC_ABORTED, 5260, 80);
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(metrics_chan(&c.m, "phy0", 5260)->cac[CAC_RES_ABORTED], 0);
	t.mono_ms += 5;
	ev = radar(0, -1, RADAR_EV_RADAR_DETECTED, 5260, 80);
	core_handle_event(&c, &ev, &t);
	t.mono_ms += 5000;
	core_tick(&c, &t);
	CHECK_EQ(metrics_chan(&c.m, "phy0", 5260)->cac[CAC_RES_RADAR], 1);
	CHECK_EQ(metrics_chan(&c.m, "phy0", 5260)->cac[CAC_RES_ABORTED], 0);
	/* plain abort: counted once the window passed */
	ev = radar(0, 5, RADAR_EV_CAC_ABORTED, 5500, 20);
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(core_tick(&c, &t) <= CORE_CAC_RADAR_WINDOW_MS, 1);
	CHECK_EQ(metrics_chan(&c.m, "phy0", 5500)->cac[CAC_RES_ABORTED], 0);
	t.mono_ms += CORE_CAC_RADAR_WINDOW_MS;
	core_tick(&c, &t);
	CHECK_EQ(metrics_chan(&c.m, "phy0", 5500)->cac[CAC_RES_ABORTED], 1);
	CHECK(has(entries[(nentries - 1) % MAXE], "RADAR_CAC_RESULT=aborted") ||
	      has(entries[(nentries - 2) % MAXE], "RADAR_CAC_RESULT=aborted"));
	/* radar first, abort after */
	t.mono_ms += 100000;
	ev = radar(1, -1, RADAR_EV_RADAR_DETECTED, 5300, 20);
	core_handle_event(&c, &ev, &t);
	ev = radar(1, 6, RADAR_EV_CAC_ABORTED, 5300, 20);
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(metrics_chan(&c.m, "phy1", 5300)->cac[CAC_RES_RADAR], 1);
	/* finished */
	ev = radar(0, 5, RADAR_EV_CAC_FINISHED, 5500, 20);
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(metrics_chan(&c.m, "phy0", 5500)->cac[CAC_RES_FINISHED], 1);
	CHECK(has(last(), "MESSAGE_ID=" MSGID_CAC_FINISHED));
	/* NOP finished once per 20 MHz channel */
	for (uint32_t f = 5260; f <= 5320; f += 20) {
		ev = radar(0, -1, RADAR_EV_NOP_FINISHED, f, 20);
		core_handle_event(&c, &ev, &t);
		CHECK(has(last(), "MESSAGE_ID=" MSGID_NOP_FINISHED));
	}
	CHECK_EQ(metrics_chan(&c.m, "phy0", 5300)->nop_finished, 1);
	CHECK_EQ(c.wiphys[0].chans[4].dfs_state, NL80211_DFS_USABLE);
}

static void test_apply_nol(void)
{
	static struct radard_core c;
	struct core_time t;
	struct nol nol = { 0 };
	struct radar_event ev;

	setup(&c, &t, NL80211_DFS_USABLE, 5180, 20);
	policy_radar(&nol, &cfg.policy, 5280, "phy0", "1", core_now(&t) - 600);  /* 20 min left */
	policy_radar(&nol, &cfg.policy, 5300, "phy0", "1", core_now(&t) - 1900); /* over */
	core_set_nol(&c, &nol, &t);
	/* phy0 already has 5320 unavailable in the kernel (radard restart, no reboot) */
	c.wiphys[0].chans[7].dfs_state = NL80211_DFS_UNAVAILABLE;
	core_apply_nol(&c, &t);
	/* phy0 has the AP: 5280 applied once; cfg80211 propagates it to phy1 (no AP there) */
	CHECK_EQ(nnotified, 1);
	CHECK_EQ(notified[0], 5280);
	CHECK_EQ(c.m.kernel_nol_applied, 1);
	CHECK_EQ(c.wiphys[1].chans[5].dfs_state, NL80211_DFS_UNAVAILABLE);
	CHECK(!c.no_iface_warned);
	/* not again while the kernel holds it */
	core_apply_nol(&c, &t);
	CHECK_EQ(nnotified, 1);
	/* what the kernel sends for it: nothing on phy0, radar-detected on phy1 (no interface,
	 * 20 MHz chandef of the channel): not a new radar, even on plain nl80211 */
	ev = radar(1, -1, RADAR_EV_RADAR_DETECTED, 5280, 20);
	core_handle_event(&c, &ev, &t);
	CHECK(recent(3, "RADAR_ORIGIN=radard", NULL));
	CHECK_EQ(metrics_radar_total(&c.m), 0);
	CHECK_EQ(policy_find(&c.nol, 5280)->nhistory, 1);
	/* failing NOTIFY_RADAR: error journaled, retried later, not in a loop */
	setup(&c, &t, NL80211_DFS_USABLE, 5180, 20);
	core_set_nol(&c, &nol, &t);
	notify_result = -EINVAL;
	core_apply_nol(&c, &t);
	CHECK(recent(3, "MESSAGE_ID=" MSGID_NOL_APPLIED, "Invalid argument"));
	notify_result = 0;
	core_apply_nol(&c, &t);
	CHECK_EQ(nnotified, 0);
	t.mono_ms += 61000;
	core_apply_nol(&c, &t);
	CHECK_EQ(nnotified, 1);

	/* kernel unavailable channels unknown to radard are adopted into the NOL */
	{
		struct wiphy_info w[1];

		setup(&c, &t, NL80211_DFS_USABLE, 5180, 20);
		make_wiphy(&w[0], 0, NL80211_DFS_USABLE);
		w[0].chans[5].dfs_state = NL80211_DFS_UNAVAILABLE;
		w[0].chans[5].dfs_time_ms = 600000;
		core_set_wiphys(&c, w, 1, &t);
		CHECK(policy_find(&c.nol, 5280) != NULL);
		CHECK_EQ(policy_nol_remaining(policy_find(&c.nol, 5280), &cfg.policy, core_now(&t)), 1200);
	}
}

static void test_switch_and_return(void)
{
	static struct radard_core c;
	static struct radard_config mcfg;
	struct core_time t;
	struct radar_event ev;
	struct core_ops o = ops;

	/* radard owns mesh0's channel: moves it off a radar channel via CSA */
	config_defaults(&mcfg);
	CHECK_EQ(config_parse_string(&mcfg, "[interface wlan0]\nmanage_channel = yes\npreferred = 5260/80\n",
				     (char[200]){ 0 }, 200), 0);
	setup(&c, &t, NL80211_DFS_AVAILABLE, 5260, 80);
	c.cfg = &mcfg;
	hostapd_on = false;
	ev = radar(0, 5, RADAR_EV_RADAR_DETECTED, 5260, 80);
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(switched, 1);
	CHECK(switched_to.freq == 5180 && switched_to.width == 80);
	CHECK(has(last(), "MESSAGE_ID=" MSGID_CHANNEL_SWITCH));
	CHECK_EQ(c.m.channel_switches, 1);
	/* kernel reports the switch */
	ev = radar(0, 5, RADAR_EV_CH_SWITCH, 5180, 80);
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(c.ifaces[0].info.chan.freq, 5180);
	/* during the NOP: stays */
	advance(&t, 600);
	core_tick(&c, &t);
	CHECK_EQ(switched, 1);
	/* NOP over in radard and kernel; CSA needs AVAILABLE: USABLE is not enough */
	advance(&t, 1300);
	for (uint32_t f = 5260; f <= 5320; f += 20) {
		ev = radar(0, -1, RADAR_EV_NOP_FINISHED, f, 20);
		core_handle_event(&c, &ev, &t);
	}
	core_tick(&c, &t);
	advance(&t, 120);
	core_tick(&c, &t);
	CHECK_EQ(switched, 1);
	/* with hostapd running (CAC is hostapd's job) it goes back after return_delay */
	hostapd_on = true;
	core_tick(&c, &t);
	CHECK_EQ(hostapd_switched, 0);
	advance(&t, 59);
	core_tick(&c, &t);
	CHECK_EQ(hostapd_switched, 0);
	advance(&t, 1);
	core_tick(&c, &t);
	CHECK_EQ(hostapd_switched, 1);
	CHECK(switched_to.freq == 5260 && switched_to.width == 80 && switched_to.cf1 == 5290);
	CHECK(has(last(), "MESSAGE_ID=" MSGID_RETURN_PREFERRED));
	CHECK(has(last(), "RADAR_SWITCH_VIA=hostapd"));
	CHECK_EQ(c.m.returns_to_preferred, 1);
	/* no repeat before the kernel confirms (retry interval) */
	advance(&t, 10);
	core_tick(&c, &t);
	CHECK_EQ(hostapd_switched, 1);
	ev = radar(0, 5, RADAR_EV_CH_SWITCH, 5260, 80);
	core_handle_event(&c, &ev, &t);
	advance(&t, 600);
	core_tick(&c, &t);
	CHECK_EQ(hostapd_switched, 1);

	/* hostapd present: radard never switches on radar itself */
	setup(&c, &t, NL80211_DFS_AVAILABLE, 5260, 80);
	c.cfg = &mcfg;
	hostapd_on = true;
	ev = radar(0, 5, RADAR_EV_RADAR_DETECTED, 5260, 80);
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(switched, 0);
	CHECK_EQ(hostapd_switched, 0);
	hostapd_on = false;
	(void)o;
}

static void test_pulses_overrun_metrics(void)
{
	static struct radard_core c;
	struct core_time t;
	struct radar_event ev = { .kind = RADAR_EV_PULSES, .wiphy = 0, .npulses = 30, .dropped = 2,
				  .npfreq = 2 };
	char *buf = NULL;
	size_t len = 0;
	FILE *f;
	json_object *st;
	char *s;

	setup(&c, &t, NL80211_DFS_USABLE, 5260, 20);
	ev.pfreq[0].freq = 5260;
	ev.pfreq[0].count = 20;
	ev.pfreq[1].freq = 5280;
	ev.pfreq[1].count = 10;
	for (int i = 0; i < 100; i++)
		core_handle_event(&c, &ev, &t);
	CHECK_EQ(nentries, 0); /* never one line per pulse */
	t.mono_ms += (uint64_t)cfg.pulse_summary_interval * 1000;
	core_tick(&c, &t);
	CHECK_EQ(nentries, 2); /* one summary per channel */
	CHECK(has(entries[0], "MESSAGE_ID=" MSGID_PULSE_SUMMARY));
	CHECK(has(entries[0], "RADAR_FREQ=5260"));
	CHECK(has(entries[0], "RADAR_PULSES=2000"));
	CHECK(has(entries[0], "RADAR_PULSE_RATE=33.33"));
	CHECK(has(entries[0], "RADAR_PULSES_DROPPED=200"));
	t.mono_ms += (uint64_t)cfg.pulse_summary_interval * 1000;
	core_tick(&c, &t);
	CHECK_EQ(nentries, 2); /* nothing new: no entry */

	nentries = 0;
	core_overrun(&c, &t);
	core_overrun(&c, &t);
	core_overrun(&c, &t);
	CHECK_EQ(nentries, 1);
	CHECK(has(entries[0], "MESSAGE_ID=" MSGID_NETLINK_OVERRUN));
	CHECK_EQ(c.m.overruns, 3);
	CHECK(c.need_resync);

	f = open_memstream(&buf, &len);
	CHECK_EQ(metrics_write_prom(&c.m, &c.nol, &cfg.policy, core_now(&t), f), 0);
	fclose(f);
	CHECK(strstr(buf, "radard_pulses_total{wiphy=\"phy0\",freq=\"5260\"} 2000\n") != NULL);
	CHECK(strstr(buf, "radard_pulses_dropped_total{wiphy=\"phy0\"} 200\n") != NULL);
	CHECK(strstr(buf, "radard_netlink_overruns_total 3\n") != NULL);
	CHECK(strstr(buf, "# TYPE radard_radar_detections_total counter\n") != NULL);
	CHECK(strstr(buf, "radard_nol_channels 0\n") != NULL);
	free(buf);

	s = core_status_json(&c, &t);
	st = json_tokener_parse(s);
	CHECK(st != NULL);
	CHECK(json_object_is_type(st, json_type_object));
	json_object_put(st);
	free(s);
}

static void test_metrics_overflow(void)
{
	static struct metrics m;
	uint64_t total = 0;

	memset(&m, 0, sizeof(m));
	for (uint32_t i = 0; i < METRICS_MAX_CHANS + 20; i++)
		metrics_chan(&m, "phy0", 4000 + i)->pulses += 1;
	for (size_t i = 0; i < m.nch; i++)
		total += m.ch[i].pulses;
	CHECK_EQ(total, METRICS_MAX_CHANS + 20);
	CHECK_STR(m.ch[METRICS_MAX_CHANS - 1].wiphy, "other");
	CHECK_EQ(m.ch[METRICS_MAX_CHANS - 1].pulses, 21);
	CHECK_EQ(m.ch[METRICS_MAX_CHANS - 2].pulses, 1);
	memset(&m, 0, sizeof(m));
	for (int i = 0; i < METRICS_MAX_TYPES + 5; i++) {
		char t[8];

		snprintf(t, sizeof(t), "t%d", i);
		metrics_radar(&m, "phy0", 5260, t);
	}
	CHECK_EQ(metrics_radar_total(&m), METRICS_MAX_TYPES + 5);
	CHECK_STR(m.ch[0].radar[METRICS_MAX_TYPES - 1].type, "other");
	CHECK_EQ(m.ch[0].radar[METRICS_MAX_TYPES - 1].n, 6);
}

/* issue 11 item 1: the wall clock jumps by days; non-occupancy runs on the boot clock */
static void test_clock_jumps(void)
{
	static struct radard_core c;
	struct core_time t;
	struct radar_event ev;
	struct nol nol = { 0 };
	struct nol_entry *ne;

	setup(&c, &t, NL80211_DFS_AVAILABLE, 5180, 20);
	ev = radar(0, 5, RADAR_EV_RADAR_DETECTED, 5300, 20);
	core_handle_event(&c, &ev, &t);
	CHECK(policy_find(&c.nol, 5300) != NULL);
	/* wall clock set back 10 days (AP without RTC, before NTP), 1801 s pass */
	t.real_s -= 10 * 86400;
	t.mono_ms += 1801 * 1000;
	core_tick(&c, &t);
	ne = policy_find(&c.nol, 5300);
	CHECK(!ne || policy_nol_remaining(ne, &cfg.policy, core_now(&t)) == 0);
	CHECK(!policy_blocked(&c.nol, &cfg.policy, 5300, core_now(&t)));

	/* wall clock forward 10 days, 10 s pass: still 1790 s left, history kept */
	setup(&c, &t, NL80211_DFS_AVAILABLE, 5180, 20);
	ev = radar(0, 5, RADAR_EV_RADAR_DETECTED, 5300, 20);
	core_handle_event(&c, &ev, &t);
	t.real_s += 10 * 86400;
	t.mono_ms += 10 * 1000;
	core_tick(&c, &t);
	ne = policy_find(&c.nol, 5300);
	CHECK(ne != NULL);
	CHECK_EQ(ne ? policy_nol_remaining(ne, &cfg.policy, core_now(&t)) : -1, 1790);
	CHECK_EQ(ne ? ne->nhistory : 0, 1);

	/* a deadline in year 9999 (hostile or broken file) is clamped when loaded */
	setup(&c, &t, NL80211_DFS_USABLE, 5180, 20);
	policy_radar(&nol, &cfg.policy, 5320, "phy0", "1", core_now(&t));
	nol.e[0].nol_until = 253402300799LL;
	nol.e[0].avoid_until = 253402300799LL;
	core_set_nol(&c, &nol, &t);
	CHECK_EQ(c.nol.e[0].nol_until, core_now(&t) + cfg.policy.nop_time);
	CHECK_EQ(c.nol.e[0].avoid_until, core_now(&t) + cfg.policy.avoid_time);
	advance(&t, cfg.policy.nop_time + 1);
	core_tick(&c, &t);
	ne = policy_find(&c.nol, 5320);
	CHECK(!ne || policy_nol_remaining(ne, &cfg.policy, core_now(&t)) == 0);
}

static void set_info(struct radar_event *ev, const char *type, uint32_t freq)
{
	ev->has_info = true;
	ev->has_region = true;
	ev->region = NL80211_DFS_ETSI;
	snprintf(ev->type, sizeof(ev->type), "%s", type);
	ev->pri[0] = 1428;
	ev->num_pri = 1;
	ev->width = 1;
	ev->pulses = 18;
	ev->info_freq = freq;
}

/* issue 11 item 2: radard's own re-marks never swallow a real radar */
static void test_never_deaf(void)
{
	static struct radard_core c;
	struct core_time t;
	struct radar_event ev;
	struct nol nol = { 0 };

	/* with the dfs_radar family: re-mark 5280, a real radar on 5300 (80 MHz at 5260) 1 s later */
	setup(&c, &t, NL80211_DFS_AVAILABLE, 5180, 20);
	c.have_dfs_radar = true;
	policy_radar(&nol, &cfg.policy, 5280, "phy0", "1", core_now(&t) - 600);
	core_set_nol(&c, &nol, &t);
	c.wiphys[0].chans[5].dfs_state = c.wiphys[1].chans[5].dfs_state = NL80211_DFS_USABLE;
	core_apply_nol(&c, &t);
	CHECK_EQ(nnotified, 1);
	t.mono_ms += 1000;
	ev = radar(0, 5, RADAR_EV_RADAR_DETECTED, 5260, 80);
	ev.source = RADAR_SRC_DFS_RADAR;
	set_info(&ev, "ref", 5300);
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(metrics_radar_total(&c.m), 1);
	CHECK(recent(3, "RADAR_ORIGIN=kernel", "Radar detected on phy0 (wlan0) 5260 MHz 80 MHz wide"));
	CHECK(recent(3, "RADAR_FREQ=5300", NULL));
	CHECK_EQ(policy_find(&c.nol, 5300)->nhistory, 1);
	/* its nl80211 twin (right after, no details): the same radar, not a second one */
	ev = radar(0, -1, RADAR_EV_RADAR_DETECTED, 5260, 80);
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(metrics_radar_total(&c.m), 1);
	CHECK_EQ(policy_find(&c.nol, 5300)->nhistory, 1);
	/* cfg80211's propagation to phy1: not a radar of phy1 */
	ev = radar(1, -1, RADAR_EV_RADAR_DETECTED, 5260, 80);
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(metrics_radar_total(&c.m), 1);
	CHECK(recent(1, "RADAR_ORIGIN=propagated", NULL));
	/* a second real radar on the same channel a moment later counts too */
	t.mono_ms += 200;
	ev = radar(0, 5, RADAR_EV_RADAR_DETECTED, 5260, 80);
	ev.source = RADAR_SRC_DFS_RADAR;
	set_info(&ev, "ref", 5300);
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(metrics_radar_total(&c.m), 2);

	/* plain nl80211 (no family): the radar 1 s after a re-mark of an overlapping channel counts */
	setup(&c, &t, NL80211_DFS_AVAILABLE, 5180, 20);
	core_set_nol(&c, &nol, &t);
	c.wiphys[0].chans[5].dfs_state = c.wiphys[1].chans[5].dfs_state = NL80211_DFS_USABLE;
	core_apply_nol(&c, &t);
	t.mono_ms += 1000;
	ev = radar(0, -1, RADAR_EV_RADAR_DETECTED, 5260, 80);
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(metrics_radar_total(&c.m), 1);
	CHECK(recent(3, "RADAR_ORIGIN=kernel", NULL));
	/* and the echo of the re-mark on phy1 is still recognised */
	ev = radar(1, -1, RADAR_EV_RADAR_DETECTED, 5280, 20);
	core_handle_event(&c, &ev, &t);
	CHECK_EQ(metrics_radar_total(&c.m), 1);
	CHECK(recent(1, "RADAR_ORIGIN=radard", NULL));
}

/* issue 11 item 4: re-marks of an avoided channel are not read back as new radars */
static void test_remark_not_new(void)
{
	static struct radard_core c;
	static struct radard_config acfg;
	struct core_time t;
	struct radar_event ev;
	struct wiphy_info w[2];
	int64_t detected, until;

	acfg = cfg;
	acfg.policy.repeat_threshold = 1; /* first radar: avoided for avoid_time (1 day) */
	setup(&c, &t, NL80211_DFS_AVAILABLE, 5180, 20);
	c.cfg = &acfg;
	ev = radar(0, 5, RADAR_EV_RADAR_DETECTED, 5300, 20);
	core_handle_event(&c, &ev, &t);
	detected = policy_find(&c.nol, 5300)->detected;
	until = policy_find(&c.nol, 5300)->nol_until;
	CHECK(policy_avoid_remaining(policy_find(&c.nol, 5300), &acfg.policy, core_now(&t)) > 0);
	for (int round = 0; round < 4; round++) {
		/* the kernel's 30 min end, radard re-marks, the resync shows it unavailable again */
		advance(&t, 1800);
		make_wiphy(&w[0], 0, NL80211_DFS_AVAILABLE);
		make_wiphy(&w[1], 1, NL80211_DFS_AVAILABLE);
		core_set_wiphys(&c, w, 2, &t);
		nentries = 0;
		core_tick(&c, &t);
		CHECK(recent(5, "MESSAGE_ID=" MSGID_NOL_APPLIED, NULL));
		make_wiphy(&w[0], 0, NL80211_DFS_AVAILABLE);
		make_wiphy(&w[1], 1, NL80211_DFS_AVAILABLE);
		w[0].chans[6].dfs_state = w[1].chans[6].dfs_state = NL80211_DFS_UNAVAILABLE;
		w[0].chans[6].dfs_time_ms = w[1].chans[6].dfs_time_ms = 3000;
		advance(&t, 3);
		core_set_wiphys(&c, w, 2, &t);
		CHECK(!recent(5, "added to the non-occupancy list", NULL));
	}
	CHECK_EQ(policy_find(&c.nol, 5300)->detected, detected);
	CHECK_EQ(policy_find(&c.nol, 5300)->nol_until, until);
	CHECK_EQ(policy_find(&c.nol, 5300)->nhistory, 1);
	CHECK_EQ(metrics_radar_total(&c.m), 1);
}

static int hostapd_fail_calls;
static int f_hostapd_fail(void *ud, const char *ifname, const struct chandef *ch, uint32_t count)
{
	(void)ud;
	(void)ifname;
	(void)ch;
	(void)count;
	hostapd_fail_calls++;
	return -EIO;
}

/* issue 11 items 6 and 8: a failing return is not retried every minute forever; the
 * return delay runs on the boot clock */
static void test_return_retries_and_clock(void)
{
	static struct radard_core c;
	static struct radard_config rcfg;
	struct core_ops o = ops;
	struct core_time t;
	int errors = 0;

	config_defaults(&rcfg);
	CHECK_EQ(config_parse_string(&rcfg, "[interface wlan0]\npreferred = 5260/20\n", (char[200]){ 0 }, 200), 0);
	o.hostapd_switch = f_hostapd_fail;
	setup(&c, &t, NL80211_DFS_USABLE, 5180, 20);
	c.cfg = &rcfg;
	c.ops = o;
	hostapd_on = true;
	hostapd_fail_calls = 0;
	for (int s = 0; s < 3600; s++) {
		int before = nentries;

		core_tick(&c, &t);
		for (int k = before; k < nentries; k++)
			errors += has(entries[k % MAXE], "PRIORITY=3");
		advance(&t, 1);
	}
	printf("failing return to the preferred channel: %d attempts, %d error entries in 1 h\n",
	       hostapd_fail_calls, errors);
	CHECK(hostapd_fail_calls >= 1 && hostapd_fail_calls <= CORE_SWITCH_MAX_TRIES);
	CHECK(errors <= CORE_SWITCH_MAX_TRIES);

	/* return_delay (60 s) on the boot clock: the wall clock set back a day meanwhile */
	setup(&c, &t, NL80211_DFS_USABLE, 5180, 20);
	c.cfg = &rcfg;
	hostapd_on = true;
	core_tick(&c, &t); /* preferred usable from now */
	CHECK_EQ(hostapd_switched, 0);
	t.real_s -= 86400;
	t.mono_ms += 59000;
	core_tick(&c, &t);
	CHECK_EQ(hostapd_switched, 0);
	t.mono_ms += 1000;
	core_tick(&c, &t);
	CHECK_EQ(hostapd_switched, 1);
	hostapd_on = false;
}

/* issue 11 item 8: an ENOBUFS storm does not mean a full resync per overrun */
static void test_overrun_storm(void)
{
	static struct radard_core c;
	struct core_time t;
	int resyncs = 0;

	setup(&c, &t, NL80211_DFS_USABLE, 5180, 20);
	for (int i = 0; i < 1000; i++) { /* 1000 overruns in 10 s */
		core_overrun(&c, &t);
		core_tick(&c, &t);
		if (c.need_resync) { /* what the daemon does */
			struct wiphy_info w[1];

			c.need_resync = false;
			make_wiphy(&w[0], 0, NL80211_DFS_USABLE);
			core_set_wiphys(&c, w, 1, &t);
			resyncs++;
		}
		t.mono_ms += 10;
	}
	printf("1000 overruns in 10 s: %d full resyncs\n", resyncs);
	CHECK(resyncs >= 1 && resyncs <= 3);
	CHECK_EQ(c.m.overruns, 1000);
}

/* issue 11 item 3: the saved list protects the AP on its own radio */
static void test_protect_startup(void)
{
	static struct radard_core c;
	struct core_time t;
	struct nol nol = { 0 };
	struct radar_event ev;

	/* start-up: hostapd runs wlan0 on 5260 (fresh kernel: available), 5260 is in the saved list */
	setup(&c, &t, NL80211_DFS_AVAILABLE, 5260, 20);
	hostapd_on = true;
	policy_radar(&nol, &cfg.policy, 5260, "phy0", "1", core_now(&t) - 600);
	core_set_nol(&c, &nol, &t);
	core_tick(&c, &t);
	/* re-marked in the kernel: NOTIFY_RADAR sends nothing on phy0, so radard moves it */
	CHECK_EQ(nnotified, 1);
	CHECK_EQ(hostapd_switched, 1);
	CHECK(switched_to.freq == 5180 && switched_to.width == 20); /* non-DFS first */
	CHECK(recent(3, "MESSAGE_ID=" MSGID_CHANNEL_SWITCH, "its channel is in the saved non-occupancy list"));
	CHECK(recent(3, "RADAR_SWITCH_VIA=hostapd", NULL));
	/* not again and again while hostapd switches */
	t.mono_ms += 1000;
	core_tick(&c, &t);
	CHECK_EQ(hostapd_switched, 1);
	/* hostapd switched: nothing more */
	ev = radar(0, 5, RADAR_EV_CH_SWITCH, 5180, 20);
	core_handle_event(&c, &ev, &t);
	advance(&t, 120);
	core_tick(&c, &t);
	CHECK_EQ(hostapd_switched, 1);

	/* a radar the kernel reported on the AP's channel: hostapd saw it, radard does not move it too */
	setup(&c, &t, NL80211_DFS_AVAILABLE, 5260, 20);
	hostapd_on = true;
	ev = radar(0, -1, RADAR_EV_RADAR_DETECTED, 5260, 20);
	core_handle_event(&c, &ev, &t);
	core_tick(&c, &t);
	CHECK_EQ(hostapd_switched, 0);
	hostapd_on = false;
}

/* the kernel view re-read ms after the last step, then radard's tick */
static void resync_tick(struct radard_core *c, struct core_time *t, const struct wiphy_info *w, uint64_t ms)
{
	t->mono_ms += ms;
	core_set_wiphys(c, w, 2, t);
	core_tick(c, t);
}

/* hostapd disabled the AP for lack of channels: radard starts it again when one frees */
static void test_recovery(void)
{
	static struct radard_core c;
	struct core_time t;
	struct iface_info ifs[1] = { { .ifindex = 5, .wiphy = 0, .iftype = NL80211_IFTYPE_AP, .name = "wlan0" } };
	struct wiphy_info w[2];
	struct radar_event ev;

	setup(&c, &t, NL80211_DFS_UNAVAILABLE, 5260, 20);
	core_set_ifaces(&c, ifs, 1); /* no channel: not beaconing */
	hostapd_on = true;
	fake_status = (struct hostapd_status){ .state = HOSTAPD_STATE_DISABLED };
	commands[0] = '\0';
	/* every 5 GHz channel radard knows is blocked: nothing to do */
	for (uint32_t f = 5180; f <= 5320; f += 20)
		policy_radar(&c.nol, &cfg.policy, f, "phy0", "1", core_now(&t));
	core_tick(&c, &t);
	CHECK_STR(commands, "");
	/* the first one frees (radard's period over), the kernel view is re-read: ENABLE */
	advance(&t, cfg.policy.nop_time + 1);
	core_tick(&c, &t);
	CHECK_STR(commands, ""); /* waits for the resync */
	make_wiphy(&w[0], 0, NL80211_DFS_USABLE);
	make_wiphy(&w[1], 1, NL80211_DFS_USABLE);
	resync_tick(&c, &t, w, 10);
	CHECK_STR(commands, "ENABLE;");
	CHECK(recent(3, "MESSAGE_ID=" MSGID_AP_RECOVERY, "ENABLE sent"));
	/* once per trigger */
	core_tick(&c, &t);
	CHECK_STR(commands, "ENABLE;");
	/* parked in DFS state without a CAC (waiting for a NOP end it will not see): DISABLE+ENABLE */
	commands[0] = '\0';
	fake_status = (struct hostapd_status){ .state = HOSTAPD_STATE_DFS };
	ev = radar(0, -1, RADAR_EV_REG_CHANGE, 5180, 20);
	core_handle_event(&c, &ev, &t);
	resync_tick(&c, &t, w, 10);
	CHECK_STR(commands, "DISABLE;ENABLE;");
	/* the daemon reads the view in the millisecond of the event (and the tick that
	 * asked for a delayed read runs before it): that view counts, once */
	commands[0] = '\0';
	ev = radar(0, -1, RADAR_EV_REG_CHANGE, 5180, 20);
	core_handle_event(&c, &ev, &t);
	core_tick(&c, &t);
	CHECK_STR(commands, ""); /* no view read since the change */
	CHECK(recovery_due(&c) == false);
	resync_tick(&c, &t, w, 0);
	CHECK(recovery_due(&c) == false);
	CHECK_STR(commands, "DISABLE;ENABLE;");
	/* hostapd too busy to answer STATUS in time: asked again after the next re-read */
	commands[0] = '\0';
	fake_status_fails = 2;
	ev = radar(0, -1, RADAR_EV_REG_CHANGE, 5180, 20);
	core_handle_event(&c, &ev, &t);
	resync_tick(&c, &t, w, 10);
	CHECK_STR(commands, "");
	CHECK(fake_status_fails == 1);
	resync_tick(&c, &t, w, CORE_RESYNC_DELAY_MS + 10);
	CHECK_STR(commands, "");
	CHECK(fake_status_fails == 0);
	resync_tick(&c, &t, w, CORE_RESYNC_DELAY_MS + 10);
	CHECK_STR(commands, "DISABLE;ENABLE;");
	/* the first re-read after the trigger still shows every channel unavailable
	 * (read before the change took effect): looked at again after the next one */
	{
		struct wiphy_info stale[2];

		commands[0] = '\0';
		make_wiphy(&stale[0], 0, NL80211_DFS_UNAVAILABLE);
		make_wiphy(&stale[1], 1, NL80211_DFS_UNAVAILABLE);
		/* radars of the kernel's own periods, older than radard's */
		for (int i = 0; i < 2; i++)
			for (size_t k = 0; k < stale[i].nchans; k++)
				stale[i].chans[k].dfs_time_ms = (uint64_t)(cfg.policy.nop_time + 60) * 1000;
		ev = radar(0, -1, RADAR_EV_REG_CHANGE, 5180, 20);
		core_handle_event(&c, &ev, &t);
		resync_tick(&c, &t, stale, 10);
		CHECK_STR(commands, "");
		resync_tick(&c, &t, w, CORE_RESYNC_DELAY_MS + 10);
		CHECK_STR(commands, "DISABLE;ENABLE;");
	}
	/* a hostapd that never answers is asked a bounded number of times */
	commands[0] = '\0';
	fake_status_fails = 100;
	ev = radar(0, -1, RADAR_EV_REG_CHANGE, 5180, 20);
	core_handle_event(&c, &ev, &t);
	for (int i = 0; i < 20; i++) {
		resync_tick(&c, &t, w, CORE_RESYNC_DELAY_MS + 10);
	}
	CHECK(fake_status_fails == 100 - 1 - CORE_RECOVERY_RETRIES);
	fake_status_fails = 0;
	/* radard's periods end while the kernel still holds those channels; another DFS
	 * channel is usable, but nothing freed it (not in hostapd's list, or it would not
	 * have parked): nothing to do, also after the retries */
	{
		struct wiphy_info held[2];

		commands[0] = '\0';
		fake_status = (struct hostapd_status){ .state = HOSTAPD_STATE_DFS };
		for (int i = 0; i < 2; i++) {
			make_wiphy(&held[i], (uint32_t)i, NL80211_DFS_UNAVAILABLE);
			held[i].chans[7].dfs_state = NL80211_DFS_USABLE; /* 5320 */
		}
		for (uint32_t f = 5260; f <= 5300; f += 20)
			policy_radar(&c.nol, &cfg.policy, f, "phy0", "1", core_now(&t));
		resync_tick(&c, &t, held, 10);
		advance(&t, cfg.policy.nop_time + 1);
		core_tick(&c, &t);
		for (int i = 0; i < 8; i++)
			resync_tick(&c, &t, held, CORE_RESYNC_DELAY_MS + 10);
		CHECK_STR(commands, "");
		CHECK(!c.recovery_pending);
		/* a NOP-finished event names a usable channel (5260-5300 had radar twice
		 * within the window: avoided): DISABLE+ENABLE */
		ev = radar(0, -1, RADAR_EV_NOP_FINISHED, 5320, 20);
		core_handle_event(&c, &ev, &t);
		resync_tick(&c, &t, held, 10);
		CHECK_STR(commands, "DISABLE;ENABLE;");
	}
	/* a CAC running: leave hostapd alone */
	commands[0] = '\0';
	fake_status = (struct hostapd_status){ .state = HOSTAPD_STATE_DFS, .cac_running = true };
	ev = radar(0, -1, RADAR_EV_NOP_FINISHED, 5260, 20);
	core_handle_event(&c, &ev, &t);
	resync_tick(&c, &t, w, 10);
	CHECK_STR(commands, "");
	hostapd_on = false;
}

int main(void)
{
	config_defaults(&cfg);
	log_out = &jout;
	test_metrics_overflow();
	test_radar_journal();
	test_cac();
	test_apply_nol();
	test_switch_and_return();
	test_pulses_overrun_metrics();
	test_clock_jumps();
	test_never_deaf();
	test_remark_not_new();
	test_return_retries_and_clock();
	test_overrun_storm();
	test_protect_startup();
	test_recovery();
	return tap_done("test-core");
}
