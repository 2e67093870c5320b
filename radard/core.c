// SPDX-License-Identifier: GPL-2.0-only
#include "core.h"

#include <errno.h>
#include <json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nl80211-compat.h"

void core_init(struct radard_core *c, const struct radard_config *cfg, const struct core_ops *ops,
	       struct journal_out *jout, const struct core_time *now)
{
	memset(c, 0, sizeof(*c));
	c->cfg = cfg;
	if (ops)
		c->ops = *ops;
	c->jout = jout;
	c->region = -1;
	c->m.start_time = now->real_s;
	c->last_pulse_summary_ms = now->mono_ms;
	c->status_dirty = true;
}

void core_set_nol(struct radard_core *c, const struct nol *nol)
{
	c->nol = *nol;
	c->status_dirty = true;
}

static struct wiphy_info *find_wiphy(struct radard_core *c, uint32_t idx)
{
	for (size_t i = 0; i < c->nwiphys; i++)
		if (c->wiphys[i].idx == idx)
			return &c->wiphys[i];
	return NULL;
}

const char *core_wiphy_name(const struct radard_core *c, uint32_t idx, char *buf, size_t len)
{
	for (size_t i = 0; i < c->nwiphys; i++)
		if (c->wiphys[i].idx == idx)
			return c->wiphys[i].name;
	snprintf(buf, len, "phy%u", idx);
	return buf;
}

static struct core_iface *find_iface(struct radard_core *c, uint32_t ifindex)
{
	for (size_t i = 0; i < c->nifaces; i++)
		if (c->ifaces[i].info.ifindex == ifindex)
			return &c->ifaces[i];
	return NULL;
}

static bool iface_beacons(uint32_t iftype)
{
	return iftype == NL80211_IFTYPE_AP || iftype == NL80211_IFTYPE_P2P_GO ||
	       iftype == NL80211_IFTYPE_MESH_POINT || iftype == NL80211_IFTYPE_ADHOC;
}

static const char *iftype_name(uint32_t t)
{
	switch (t) {
	case NL80211_IFTYPE_AP:
		return "AP";
	case NL80211_IFTYPE_P2P_GO:
		return "P2P-GO";
	case NL80211_IFTYPE_MESH_POINT:
		return "mesh";
	case NL80211_IFTYPE_ADHOC:
		return "IBSS";
	case NL80211_IFTYPE_STATION:
		return "station";
	case NL80211_IFTYPE_MONITOR:
		return "monitor";
	default:
		return "other";
	}
}

static bool chandef_overlap(const struct chandef *a, const struct chandef *b)
{
	uint32_t sa[CHANDEF_MAX_SUB];
	size_t na = chandef_subchannels(a, sa);

	for (size_t i = 0; i < na; i++)
		if (chandef_covers(b, sa[i]))
			return true;
	return false;
}

/* Mirror a kernel DFS state change locally until the next resync. */
static void mirror_state(struct radard_core *c, uint32_t wiphy, const struct chandef *ch, uint8_t st)
{
	struct wiphy_info *w = find_wiphy(c, wiphy);
	uint32_t sub[CHANDEF_MAX_SUB];
	size_t n = chandef_subchannels(ch, sub);

	if (!w)
		return;
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < w->nchans; k++)
			if (w->chans[k].freq == sub[i] && w->chans[k].radar) {
				w->chans[k].dfs_state = st;
				w->chans[k].has_dfs_state = true;
				w->chans[k].dfs_time_ms = 0;
			}
}

static void add_common(struct radard_core *c, struct journal_entry *e, const struct radar_event *ev,
		       const char *wname, uint32_t freq)
{
	struct core_iface *ifc = ev->has_ifindex ? find_iface(c, ev->ifindex) : NULL;
	int region = ev->has_region ? ev->region : c->region;

	journal_entry_add(e, "RADAR_EVENT", "%s", radar_event_kind_name(ev->kind));
	journal_entry_add(e, "RADAR_WIPHY", "%s", wname);
	if (ifc)
		journal_entry_add(e, "RADAR_IFNAME", "%s", ifc->info.name);
	else if (ev->has_ifindex)
		journal_entry_add(e, "RADAR_IFINDEX", "%u", ev->ifindex);
	journal_entry_add(e, "RADAR_FREQ", "%u", freq);
	if (ev->has_chan) {
		journal_entry_add(e, "RADAR_CHAN_FREQ", "%u", ev->chan.freq);
		journal_entry_add(e, "RADAR_CHAN_WIDTH", "%u", ev->chan.width);
		journal_entry_add(e, "RADAR_CENTER_FREQ1", "%u", ev->chan.cf1);
		if (ev->chan.p80p80)
			journal_entry_add(e, "RADAR_CENTER_FREQ2", "%u", ev->chan.cf2);
	}
	if (region >= 0)
		journal_entry_add(e, "RADAR_REGION", "%s", radar_region_name(region));
}

static const char *ifname_of(struct radard_core *c, const struct radar_event *ev)
{
	struct core_iface *ifc = ev->has_ifindex ? find_iface(c, ev->ifindex) : NULL;

	return ifc ? ifc->info.name : NULL;
}

static void log_cac(struct radard_core *c, const struct radar_event *ev, const char *wname,
		    enum cac_result res, const char *msgid)
{
	struct journal_entry e;
	const char *ifn = ifname_of(c, ev);
	char ch[64];

	chandef_format(&ev->chan, ch, sizeof(ch));
	journal_entry_init(&e);
	add_common(c, &e, ev, wname, ev->chan.freq);
	journal_entry_add(&e, "RADAR_CAC_RESULT", "%s", cac_result_name(res));
	journal_send(c->jout, &e, res == CAC_RES_FINISHED ? LOG_INFO : LOG_NOTICE, msgid,
		     "CAC on %s%s%s%s %s %s", wname, ifn ? " (" : "", ifn ? ifn : "", ifn ? ")" : "",
		     ch,
		     res == CAC_RES_FINISHED ? "finished: channel available" :
		     res == CAC_RES_RADAR    ? "aborted by radar" :
					       "aborted");
	metrics_chan(&c->m, wname, ev->chan.freq)->cac[res]++;
}

static bool self_notified(struct radard_core *c, const struct chandef *ch, uint64_t now_ms)
{
	for (size_t i = 0; i < CORE_MAX_SELF; i++)
		if (c->self[i].freq && c->self[i].until_ms > now_ms && chandef_covers(ch, c->self[i].freq))
			return true;
	return false;
}

static void self_add(struct radard_core *c, uint32_t freq, uint64_t now_ms)
{
	size_t slot = 0;

	for (size_t i = 0; i < CORE_MAX_SELF; i++) {
		if (c->self[i].freq == freq || c->self[i].until_ms <= now_ms) {
			slot = i;
			break;
		}
		if (c->self[i].until_ms < c->self[slot].until_ms)
			slot = i;
	}
	c->self[slot].freq = freq;
	c->self[slot].until_ms = now_ms + CORE_SELF_NOTIFY_MS;
}

static bool propagated(struct radard_core *c, const struct radar_event *ev, uint64_t now_ms)
{
	if (ev->has_info || ev->has_ifindex)
		return false;
	for (size_t i = 0; i < CORE_MAX_RECENT; i++) {
		const struct core_recent *r = &c->recent[i];

		if (r->at_ms && r->wiphy != ev->wiphy && now_ms - r->at_ms <= CORE_PROPAGATE_MS &&
		    chandef_overlap(&r->chan, &ev->chan))
			return true;
	}
	return false;
}

static bool recent_radar_on(struct radard_core *c, uint32_t wiphy, const struct chandef *ch,
			    uint64_t now_ms)
{
	for (size_t i = 0; i < CORE_MAX_RECENT; i++) {
		const struct core_recent *r = &c->recent[i];

		if (r->at_ms && r->wiphy == wiphy && now_ms - r->at_ms <= CORE_CAC_RADAR_WINDOW_MS &&
		    chandef_overlap(&r->chan, ch))
			return true;
	}
	return false;
}

static int do_switch(struct radard_core *c, struct core_iface *ifc, const struct chandef *to,
		     bool via_hostapd, const char *why, const char *msgid, const struct core_time *now)
{
	struct journal_entry e;
	char from_s[64], to_s[64];
	int r;

	ifc->last_switch = now->real_s;
	chandef_format(&ifc->info.chan, from_s, sizeof(from_s));
	chandef_format(to, to_s, sizeof(to_s));
	if (via_hostapd)
		r = c->ops.hostapd_switch ? c->ops.hostapd_switch(c->ops.ud, ifc->info.name, to,
								  c->cfg->policy.csa_count) :
					    -ENOTSUP;
	else
		r = c->ops.channel_switch ? c->ops.channel_switch(c->ops.ud, ifc->info.ifindex, to,
								  c->cfg->policy.csa_count) :
					    -ENOTSUP;
	journal_entry_init(&e);
	journal_entry_add(&e, "RADAR_IFNAME", "%s", ifc->info.name);
	journal_entry_add(&e, "RADAR_FREQ", "%u", ifc->info.chan.freq);
	journal_entry_add(&e, "RADAR_TO_FREQ", "%u", to->freq);
	journal_entry_add(&e, "RADAR_TO_CHAN_WIDTH", "%u", to->width);
	journal_entry_add(&e, "RADAR_SWITCH_VIA", "%s", via_hostapd ? "hostapd" : "nl80211");
	journal_entry_add(&e, "RADAR_SWITCH_RESULT", "%s", r ? strerror(-r) : "ok");
	if (r) {
		c->m.channel_switch_failures++;
		journal_send(c->jout, &e, LOG_ERR, msgid, "%s: switch from %s to %s (%s) via %s failed: %s",
			     ifc->info.name, from_s, to_s, why, via_hostapd ? "hostapd" : "nl80211",
			     strerror(-r));
	} else {
		c->m.channel_switches++;
		journal_send(c->jout, &e, LOG_NOTICE, msgid, "%s: switching from %s to %s (%s) via %s",
			     ifc->info.name, from_s, to_s, why, via_hostapd ? "hostapd" : "nl80211");
	}
	c->status_dirty = true;
	return r;
}

/* After radar: move interfaces we own off the blocked channels. */
static void react_to_radar(struct radard_core *c, uint32_t wiphy, const struct chandef *radar,
			   const struct core_time *now)
{
	for (size_t i = 0; i < c->nifaces; i++) {
		struct core_iface *ifc = &c->ifaces[i];
		const struct iface_cfg *icfg = config_iface(c->cfg, ifc->info.name);
		struct wiphy_info *w = find_wiphy(c, ifc->info.wiphy);
		struct chandef to;

		if (ifc->info.wiphy != wiphy || !ifc->info.has_chan || !chandef_overlap(&ifc->info.chan, radar))
			continue;
		ifc->pref_usable_since = 0;
		if (c->ops.hostapd_present && c->ops.hostapd_present(c->ops.ud, ifc->info.name)) {
			rlog(LOG_INFO, "%s: radar on its channel; hostapd is running and switches itself",
			     ifc->info.name);
			continue;
		}
		if (!icfg || !icfg->manage_channel) {
			rlog(LOG_NOTICE,
			     "%s: radar on its channel; radard does not manage this interface (manage_channel=no) and no hostapd control socket found",
			     ifc->info.name);
			continue;
		}
		if (!w || !policy_select_channel(w, &c->nol, &c->cfg->policy, &ifc->info.chan,
						 icfg->has_preferred ? &icfg->preferred : NULL,
						 POLICY_ENTER_CSA, now->real_s, &to)) {
			rlog(LOG_ERR, "%s: radar on its channel and no allowed channel to move to; the kernel stops transmission there",
			     ifc->info.name);
			continue;
		}
		do_switch(c, ifc, &to, false, "radar", MSGID_CHANNEL_SWITCH, now);
	}
}

static void handle_radar(struct radard_core *c, const struct radar_event *ev, const char *wname,
			 const struct core_time *now)
{
	struct journal_entry e;
	uint32_t sub[CHANDEF_MAX_SUB];
	size_t n = chandef_subchannels(&ev->chan, sub);
	uint32_t freq = ev->info_freq && chandef_covers(&ev->chan, ev->info_freq) ? ev->info_freq :
										      ev->chan.freq;
	const char *type = ev->type[0] ? ev->type : "unknown";
	const char *ifn = ifname_of(c, ev);
	const char *origin = "kernel";
	char ch[64], list[CHANDEF_MAX_SUB * 6 + 1] = "", pri[40] = "";
	int prio = LOG_WARNING;
	struct core_recent *r;

	chandef_format(&ev->chan, ch, sizeof(ch));
	for (size_t i = 0; i < n; i++)
		snprintf(list + strlen(list), sizeof(list) - strlen(list), "%s%u", i ? " " : "", sub[i]);
	mirror_state(c, ev->wiphy, &ev->chan, NL80211_DFS_UNAVAILABLE);

	if (self_notified(c, &ev->chan, now->mono_ms)) {
		origin = "radard";
		prio = LOG_INFO;
	} else if (propagated(c, ev, now->mono_ms)) {
		origin = "propagated";
		prio = LOG_INFO;
	}

	journal_entry_init(&e);
	add_common(c, &e, ev, wname, freq);
	journal_entry_add(&e, "RADAR_ORIGIN", "%s", origin);
	journal_entry_add(&e, "RADAR_TYPE", "%s", type);
	if (ev->num_pri) {
		char *p = pri;

		for (size_t i = 0; i < ev->num_pri; i++)
			p += snprintf(p, sizeof(pri) - (size_t)(p - pri), "%s%u", i ? "," : "", ev->pri[i]);
		journal_entry_add(&e, "RADAR_PRI", "%s", pri);
	}
	if (ev->has_info) {
		journal_entry_add(&e, "RADAR_WIDTH", "%u", ev->width);
		journal_entry_add(&e, "RADAR_PULSES", "%u", ev->pulses);
		journal_entry_add(&e, "RADAR_FIRST_TS", "%llu", (unsigned long long)ev->first_ts);
		journal_entry_add(&e, "RADAR_LAST_TS", "%llu", (unsigned long long)ev->last_ts);
	}
	journal_entry_add(&e, "RADAR_NOL_FREQS", "%s", list);

	if (strcmp(origin, "kernel")) {
		journal_send(c->jout, &e, prio, MSGID_RADAR_DETECTED,
			     "Radar event on %s %s (%s): channels %s unavailable", wname, ch,
			     !strcmp(origin, "radard") ? "non-occupancy list re-applied by radard" :
							 "propagated from another radio",
			     list);
		c->status_dirty = true;
		if (!strcmp(origin, "propagated"))
			react_to_radar(c, ev->wiphy, &ev->chan, now);
		return;
	}

	/* a genuine detection */
	if (ev->has_info && ev->num_pri)
		journal_send(c->jout, &e, prio, MSGID_RADAR_DETECTED,
			     "Radar detected on %s%s%s%s %s: %s type %s, PRI %s us, width %u us, %u pulses on %u MHz; channels %s unavailable for %lld min",
			     wname, ifn ? " (" : "", ifn ? ifn : "", ifn ? ")" : "", ch,
			     radar_region_name(ev->has_region ? ev->region : c->region), type, pri,
			     ev->width, ev->pulses, freq, list, (long long)c->cfg->policy.nop_time / 60);
	else
		journal_send(c->jout, &e, prio, MSGID_RADAR_DETECTED,
			     "Radar detected on %s%s%s%s %s; channels %s unavailable for %lld min", wname,
			     ifn ? " (" : "", ifn ? ifn : "", ifn ? ")" : "", ch, list,
			     (long long)c->cfg->policy.nop_time / 60);

	metrics_radar(&c->m, wname, freq, type);
	for (size_t i = 0; i < n; i++) {
		struct nol_entry *ne = policy_radar(&c->nol, &c->cfg->policy, sub[i], wname, ev->type,
						    now->real_s);

		if (policy_avoid_remaining(ne, &c->cfg->policy, now->real_s) > 0 &&
		    ne->avoid_until == now->real_s + c->cfg->policy.avoid_time)
			rlog(LOG_NOTICE, "%u MHz: %u radar detections within %lld s, avoided for %lld s",
			     sub[i], ne->nhistory, (long long)c->cfg->policy.repeat_window,
			     (long long)c->cfg->policy.avoid_time);
	}
	c->nol_dirty = true;
	c->status_dirty = true;

	/* CAC-aborted that was waiting for this radar */
	for (size_t i = 0; i < CORE_MAX_PENDING; i++) {
		struct core_pending_abort *p = &c->pending[i];

		if (p->active && p->wiphy == ev->wiphy && chandef_overlap(&p->chan, &ev->chan)) {
			struct radar_event aev = { .kind = RADAR_EV_CAC_ABORTED, .wiphy = p->wiphy,
						   .has_ifindex = p->has_ifindex, .ifindex = p->ifindex,
						   .has_chan = true, .chan = p->chan };

			p->active = false;
			log_cac(c, &aev, wname, CAC_RES_RADAR, MSGID_CAC_ABORTED);
		}
	}
	r = &c->recent[c->recent_next++ % CORE_MAX_RECENT];
	r->wiphy = ev->wiphy;
	r->freq = ev->chan.freq;
	r->chan = ev->chan;
	r->at_ms = now->mono_ms ? now->mono_ms : 1;

	react_to_radar(c, ev->wiphy, &ev->chan, now);
}

static void handle_pulses(struct radard_core *c, const struct radar_event *ev, const char *wname)
{
	for (size_t i = 0; i < ev->npfreq; i++) {
		struct chan_counters *cc = metrics_chan(&c->m, wname, ev->pfreq[i].freq);

		cc->pulses += ev->pfreq[i].count;
		cc->pulses_interval += ev->pfreq[i].count;
	}
	if (ev->pulses_unbinned) {
		struct chan_counters *cc = metrics_chan(&c->m, wname, 0);

		cc->pulses += ev->pulses_unbinned;
		cc->pulses_interval += ev->pulses_unbinned;
	}
	if (ev->dropped) {
		struct wiphy_counters *w = metrics_wiphy(&c->m, wname);

		w->pulses_dropped += ev->dropped;
		w->pulses_dropped_interval += ev->dropped;
	}
	metrics_wiphy(&c->m, wname);
}

void core_handle_event(struct radard_core *c, const struct radar_event *ev, const struct core_time *now)
{
	char wbuf[WIPHY_NAME_LEN];
	const char *wname = core_wiphy_name(c, ev->wiphy, wbuf, sizeof(wbuf));
	struct journal_entry e;
	char ch[64];

	if ((unsigned int)ev->kind < RADAR_EV__COUNT)
		c->m.events[ev->kind]++;
	if (ev->kind != RADAR_EV_PULSES && ev->kind != RADAR_EV_NONE)
		c->status_dirty = true;
	if (ev->has_chan)
		chandef_format(&ev->chan, ch, sizeof(ch));
	else
		snprintf(ch, sizeof(ch), "?");
	if (ev->kind <= RADAR_EV_PULSES && ev->kind != RADAR_EV_NONE && !find_wiphy(c, ev->wiphy))
		c->need_resync = true; /* a wiphy we have not seen yet */
	if (ev->kind != RADAR_EV_PULSES && ev->kind != RADAR_EV_NONE && !c->resync_at_ms)
		c->resync_at_ms = now->mono_ms + CORE_RESYNC_DELAY_MS; /* hostapd reacts meanwhile */

	switch (ev->kind) {
	case RADAR_EV_RADAR_DETECTED:
		handle_radar(c, ev, wname, now);
		break;
	case RADAR_EV_CAC_STARTED: {
		const char *ifn = ifname_of(c, ev);

		metrics_chan(&c->m, wname, ev->chan.freq)->cac_started++;
		journal_entry_init(&e);
		add_common(c, &e, ev, wname, ev->chan.freq);
		journal_send(c->jout, &e, LOG_INFO, MSGID_CAC_STARTED, "CAC started on %s%s%s%s %s", wname,
			     ifn ? " (" : "", ifn ? ifn : "", ifn ? ")" : "", ch);
		/* an AP/mesh interface now exists with a channel: a chance to
		 * hand the saved NOL to the kernel */
		c->need_resync = true;
		break;
	}
	case RADAR_EV_CAC_FINISHED:
		mirror_state(c, ev->wiphy, &ev->chan, NL80211_DFS_AVAILABLE);
		log_cac(c, ev, wname, CAC_RES_FINISHED, MSGID_CAC_FINISHED);
		break;
	case RADAR_EV_CAC_ABORTED: {
		if (recent_radar_on(c, ev->wiphy, &ev->chan, now->mono_ms)) {
			log_cac(c, ev, wname, CAC_RES_RADAR, MSGID_CAC_ABORTED);
			break;
		}
		for (size_t i = 0; i < CORE_MAX_PENDING; i++) {
			struct core_pending_abort *p = &c->pending[i];

			if (!p->active || i == CORE_MAX_PENDING - 1) {
				if (p->active) { /* table full: settle the oldest now */
					struct radar_event aev = { .kind = RADAR_EV_CAC_ABORTED,
								   .wiphy = p->wiphy, .has_chan = true,
								   .chan = p->chan };

					log_cac(c, &aev, wname, CAC_RES_ABORTED, MSGID_CAC_ABORTED);
				}
				p->active = true;
				p->wiphy = ev->wiphy;
				p->has_ifindex = ev->has_ifindex;
				p->ifindex = ev->ifindex;
				p->chan = ev->chan;
				p->deadline_ms = now->mono_ms + CORE_CAC_RADAR_WINDOW_MS;
				break;
			}
		}
		break;
	}
	case RADAR_EV_NOP_FINISHED:
	case RADAR_EV_PRE_CAC_EXPIRED: {
		bool nop = ev->kind == RADAR_EV_NOP_FINISHED;
		struct nol_entry *ne = policy_find(&c->nol, ev->chan.freq);
		int64_t left = ne ? policy_kernel_until(ne, &c->cfg->policy, now->real_s) : 0;

		mirror_state(c, ev->wiphy, &ev->chan, NL80211_DFS_USABLE);
		if (nop)
			metrics_chan(&c->m, wname, ev->chan.freq)->nop_finished++;
		else
			metrics_chan(&c->m, wname, ev->chan.freq)->pre_cac_expired++;
		journal_entry_init(&e);
		add_common(c, &e, ev, wname, ev->chan.freq);
		if (nop && left)
			journal_send(c->jout, &e, LOG_INFO, MSGID_NOP_FINISHED,
				     "Non-occupancy period of %u MHz on %s ended in the kernel; radard keeps it blocked for %lld s more",
				     ev->chan.freq, wname, (long long)(left - now->real_s));
		else
			journal_send(c->jout, &e, LOG_INFO, nop ? MSGID_NOP_FINISHED : MSGID_PRE_CAC_EXPIRED,
				     nop ? "Non-occupancy period of %u MHz on %s ended; channel usable after CAC" :
					   "Pre-CAC result for %u MHz on %s expired",
				     ev->chan.freq, wname);
		break;
	}
	case RADAR_EV_PULSES:
		handle_pulses(c, ev, wname);
		break;
	case RADAR_EV_CH_SWITCH: {
		struct core_iface *ifc = find_iface(c, ev->ifindex);

		if (!ifc) {
			c->need_resync = true;
			break;
		}
		ifc->info.chan = ev->chan;
		ifc->info.has_chan = true;
		rlog(LOG_INFO, "%s: now on %s", ifc->info.name, ch);
		break;
	}
	case RADAR_EV_REG_CHANGE:
		if (ev->has_region)
			c->region = ev->region;
		c->need_resync = true;
		break;
	case RADAR_EV_IFACE_CHANGE:
	case RADAR_EV_WIPHY_CHANGE:
		c->need_resync = true;
		break;
	default:
		break;
	}
}

void core_overrun(struct radard_core *c, const struct core_time *now)
{
	(void)now;
	c->m.overruns++;
	c->need_resync = true;
	c->status_dirty = true;
	if (!c->overrun_logged) {
		struct journal_entry e;

		c->overrun_logged = true;
		journal_entry_init(&e);
		journal_entry_add(&e, "RADAR_EVENT", "netlink-overrun");
		journal_send(c->jout, &e, LOG_WARNING, MSGID_NETLINK_OVERRUN,
			     "nl80211 event socket overrun (ENOBUFS): events were lost; resynchronising channel DFS state from the kernel (further overruns are only counted in radard_netlink_overruns_total)");
	}
}

void core_malformed(struct radard_core *c, int err)
{
	if (c->m.malformed++ < 10)
		rlog(LOG_WARNING, "malformed nl80211 message ignored: %s", strerror(-err));
}

void core_set_region(struct radard_core *c, int region)
{
	c->region = region;
}

void core_set_wiphys(struct radard_core *c, const struct wiphy_info *w, size_t n, const struct core_time *now)
{
	if (n > CORE_MAX_WIPHYS)
		n = CORE_MAX_WIPHYS;
	memcpy(c->wiphys, w, n * sizeof(*w));
	c->nwiphys = n;
	c->m.resyncs++;
	c->last_resync_ms = now->mono_ms;
	c->status_dirty = true;
	/* channels the kernel holds unavailable that radard does not know about */
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < w[i].nchans; k++) {
			const struct chan_info *ci = &w[i].chans[k];
			struct nol_entry *ne = policy_find(&c->nol, ci->freq);
			int64_t since = now->real_s - ci->dfs_time_ms / 1000;

			if (!ci->radar || !ci->has_dfs_state || ci->dfs_state != NL80211_DFS_UNAVAILABLE)
				continue;
			if (ne && policy_nol_remaining(ne, &c->cfg->policy, now->real_s) > 0)
				continue;
			if (since + c->cfg->policy.nop_time <= now->real_s)
				continue;
			if (!ne) {
				if (c->nol.n == NOL_MAX)
					continue;
				ne = &c->nol.e[c->nol.n++];
				memset(ne, 0, sizeof(*ne));
				ne->freq = ci->freq;
				snprintf(ne->wiphy, sizeof(ne->wiphy), "%s", w[i].name);
				ne->history[ne->nhistory++] = since;
			}
			ne->detected = since;
			ne->nol_until = since + c->cfg->policy.nop_time;
			c->nol_dirty = true;
			rlog(LOG_NOTICE, "%s: kernel reports %u MHz unavailable (radar %lld s ago); added to the non-occupancy list",
			     w[i].name, ci->freq, (long long)(now->real_s - since));
		}
}

void core_set_ifaces(struct radard_core *c, const struct iface_info *ifs, size_t n)
{
	struct core_iface old[CORE_MAX_IFACES];
	size_t nold = c->nifaces;

	memcpy(old, c->ifaces, sizeof(old));
	if (n > CORE_MAX_IFACES)
		n = CORE_MAX_IFACES;
	c->nifaces = 0;
	for (size_t i = 0; i < n; i++) {
		struct core_iface *ifc = &c->ifaces[c->nifaces++];

		memset(ifc, 0, sizeof(*ifc));
		for (size_t k = 0; k < nold; k++)
			if (old[k].info.ifindex == ifs[i].ifindex) {
				*ifc = old[k];
				break;
			}
		ifc->info = ifs[i];
	}
	c->status_dirty = true;
}

void core_apply_nol(struct radard_core *c, const struct core_time *now)
{
	if (now->mono_ms < c->apply_retry_ms)
		return;
	for (size_t i = 0; i < c->nol.n; i++) {
		const struct nol_entry *ne = &c->nol.e[i];

		if (!policy_kernel_until(ne, &c->cfg->policy, now->real_s))
			continue;
		for (size_t w = 0; w < c->nwiphys; w++) {
			struct wiphy_info *wi = &c->wiphys[w];
			struct chan_info *ci = NULL;
			struct core_iface *ifc = NULL;
			struct journal_entry e;
			int r;

			for (size_t k = 0; k < wi->nchans; k++)
				if (wi->chans[k].freq == ne->freq)
					ci = &wi->chans[k];
			if (!ci || !ci->radar || ci->disabled ||
			    (ci->has_dfs_state && ci->dfs_state == NL80211_DFS_UNAVAILABLE))
				continue;
			for (size_t k = 0; k < c->nifaces; k++)
				if (c->ifaces[k].info.wiphy == wi->idx && iface_beacons(c->ifaces[k].info.iftype) &&
				    c->ifaces[k].info.has_chan) {
					ifc = &c->ifaces[k];
					break;
				}
			if (!ifc) {
				if (!c->no_iface_warned)
					rlog(LOG_NOTICE,
					     "%s: no AP/mesh/IBSS interface with a channel: %u MHz (and other saved non-occupancy channels) cannot be handed to the kernel yet; radard avoids them itself and retries when such an interface appears",
					     wi->name, ne->freq);
				c->no_iface_warned = true;
				continue;
			}
			r = c->ops.notify_radar ? c->ops.notify_radar(c->ops.ud, ifc->info.ifindex, ne->freq) :
						  -ENOTSUP;
			journal_entry_init(&e);
			journal_entry_add(&e, "RADAR_EVENT", "nol-applied");
			journal_entry_add(&e, "RADAR_WIPHY", "%s", wi->name);
			journal_entry_add(&e, "RADAR_IFNAME", "%s", ifc->info.name);
			journal_entry_add(&e, "RADAR_FREQ", "%u", ne->freq);
			if (r) {
				journal_send(c->jout, &e, LOG_ERR, MSGID_NOL_APPLIED,
					     "Could not mark %u MHz unavailable on %s via %s: %s", ne->freq,
					     wi->name, ifc->info.name, strerror(-r));
				c->apply_retry_ms = now->mono_ms + 60000;
				continue;
			}
			self_add(c, ne->freq, now->mono_ms);
			ci->dfs_state = NL80211_DFS_UNAVAILABLE;
			ci->has_dfs_state = true;
			c->m.kernel_nol_applied++;
			c->status_dirty = true;
			journal_send(c->jout, &e, LOG_NOTICE, MSGID_NOL_APPLIED,
				     "Marked %u MHz unavailable on %s (saved non-occupancy list, %lld s left)",
				     ne->freq, wi->name,
				     (long long)(policy_kernel_until(ne, &c->cfg->policy, now->real_s) -
						 now->real_s));
		}
	}
}

static void pulse_summary(struct radard_core *c, const struct core_time *now)
{
	double secs = (double)(now->mono_ms - c->last_pulse_summary_ms) / 1000.0;

	if (secs <= 0)
		secs = 1;
	for (size_t i = 0; i < c->m.nch; i++) {
		struct chan_counters *cc = &c->m.ch[i];
		struct wiphy_counters *w = metrics_wiphy(&c->m, cc->wiphy);
		struct journal_entry e;

		if (!cc->pulses_interval)
			continue;
		journal_entry_init(&e);
		journal_entry_add(&e, "RADAR_EVENT", "pulses");
		journal_entry_add(&e, "RADAR_WIPHY", "%s", cc->wiphy);
		journal_entry_add(&e, "RADAR_FREQ", "%u", cc->freq);
		journal_entry_add(&e, "RADAR_PULSES", "%llu", (unsigned long long)cc->pulses_interval);
		journal_entry_add(&e, "RADAR_PULSE_RATE", "%.2f", (double)cc->pulses_interval / secs);
		journal_entry_add(&e, "RADAR_PULSES_DROPPED", "%llu",
				  (unsigned long long)w->pulses_dropped_interval);
		journal_entry_add(&e, "RADAR_INTERVAL", "%.0f", secs);
		journal_send(c->jout, &e, LOG_INFO, MSGID_PULSE_SUMMARY,
			     "%s %u MHz: %llu radar pulses in %.0f s (%.2f/s), %llu dropped by the kernel",
			     cc->wiphy, cc->freq, (unsigned long long)cc->pulses_interval, secs,
			     (double)cc->pulses_interval / secs,
			     (unsigned long long)w->pulses_dropped_interval);
		cc->pulses_interval = 0;
	}
	for (size_t i = 0; i < c->m.nw; i++)
		c->m.w[i].pulses_dropped_interval = 0;
	c->last_pulse_summary_ms = now->mono_ms;
	c->status_dirty = true;
}

static void eval_return(struct radard_core *c, const struct core_time *now)
{
	for (size_t i = 0; i < c->nifaces; i++) {
		struct core_iface *ifc = &c->ifaces[i];
		const struct iface_cfg *icfg = config_iface(c->cfg, ifc->info.name);
		struct wiphy_info *w = find_wiphy(c, ifc->info.wiphy);
		enum policy_entry_mode mode;
		bool hostapd;

		if (!icfg || !icfg->has_preferred || !icfg->return_to_preferred || !w ||
		    !ifc->info.has_chan || !iface_beacons(ifc->info.iftype))
			continue;
		if (chandef_equal(&ifc->info.chan, &icfg->preferred)) {
			ifc->pref_usable_since = 0;
			continue;
		}
		hostapd = c->ops.hostapd_present && c->ops.hostapd_present(c->ops.ud, ifc->info.name);
		if (!hostapd && !icfg->manage_channel)
			continue;
		mode = hostapd ? POLICY_ENTER_HOSTAPD : POLICY_ENTER_CSA;
		if (!policy_chandef_usable(w, &c->nol, &c->cfg->policy, &icfg->preferred, mode, now->real_s)) {
			ifc->pref_usable_since = 0;
			continue;
		}
		if (!ifc->pref_usable_since)
			ifc->pref_usable_since = now->real_s;
		if (ifc->last_switch && now->real_s - ifc->last_switch < CORE_SWITCH_RETRY_S)
			continue;
		if (policy_should_return(w, &c->nol, &c->cfg->policy, &ifc->info.chan, &icfg->preferred,
					 mode, ifc->pref_usable_since, now->real_s)) {
			if (!do_switch(c, ifc, &icfg->preferred, hostapd, "back to the preferred channel",
				       MSGID_RETURN_PREFERRED, now))
				c->m.returns_to_preferred++;
		}
	}
}

uint64_t core_tick(struct radard_core *c, const struct core_time *now)
{
	uint64_t next = 30000;
	int64_t nc;

	for (size_t i = 0; i < CORE_MAX_PENDING; i++) {
		struct core_pending_abort *p = &c->pending[i];

		if (!p->active)
			continue;
		if (p->deadline_ms <= now->mono_ms) {
			struct radar_event aev = { .kind = RADAR_EV_CAC_ABORTED, .wiphy = p->wiphy,
						   .has_ifindex = p->has_ifindex, .ifindex = p->ifindex,
						   .has_chan = true, .chan = p->chan };
			char wbuf[WIPHY_NAME_LEN];

			p->active = false;
			log_cac(c, &aev, core_wiphy_name(c, p->wiphy, wbuf, sizeof(wbuf)), CAC_RES_ABORTED,
				MSGID_CAC_ABORTED);
			c->status_dirty = true;
		} else if (p->deadline_ms - now->mono_ms < next) {
			next = p->deadline_ms - now->mono_ms;
		}
	}
	if (now->mono_ms - c->last_pulse_summary_ms >= (uint64_t)c->cfg->pulse_summary_interval * 1000)
		pulse_summary(c, now);
	else if (c->last_pulse_summary_ms + (uint64_t)c->cfg->pulse_summary_interval * 1000 - now->mono_ms < next)
		next = c->last_pulse_summary_ms + (uint64_t)c->cfg->pulse_summary_interval * 1000 - now->mono_ms;
	if (now->mono_ms - c->last_resync_ms >= CORE_RESYNC_PERIOD_MS ||
	    (c->resync_at_ms && now->mono_ms >= c->resync_at_ms)) {
		c->need_resync = true;
		c->resync_at_ms = 0;
	} else {
		uint64_t due = c->last_resync_ms + CORE_RESYNC_PERIOD_MS - now->mono_ms;

		if (c->resync_at_ms && c->resync_at_ms - now->mono_ms < due)
			due = c->resync_at_ms - now->mono_ms;
		if (due < next)
			next = due;
	}
	if (policy_expire(&c->nol, &c->cfg->policy, now->real_s))
		c->nol_dirty = true;
	nc = policy_next_change(&c->nol, &c->cfg->policy, now->real_s);
	if (nc >= 0 && (uint64_t)nc * 1000 < next)
		next = (uint64_t)nc * 1000 + 10;
	core_apply_nol(c, now);
	eval_return(c, now);
	for (size_t i = 0; i < c->nifaces; i++)
		if (c->ifaces[i].pref_usable_since) {
			int64_t wait = c->ifaces[i].pref_usable_since + c->cfg->policy.return_delay - now->real_s;

			if (wait > 0 && (uint64_t)wait * 1000 < next)
				next = (uint64_t)wait * 1000 + 10;
		}
	return next ? next : 1;
}

char *core_status_json(const struct radard_core *c, const struct core_time *now)
{
	const struct policy_cfg *p = &c->cfg->policy;
	json_object *root = json_object_new_object();
	json_object *arr;
	char *out;

	json_object_object_add(root, "version", json_object_new_int(1));
	json_object_object_add(root, "pid", json_object_new_int((int)getpid()));
	json_object_object_add(root, "updated", json_object_new_int64(now->real_s));
	json_object_object_add(root, "started", json_object_new_int64(c->m.start_time));
	json_object_object_add(root, "region", json_object_new_string(radar_region_name(c->region)));

	arr = json_object_new_object();
	json_object_object_add(arr, "radar_detections", json_object_new_int64((int64_t)metrics_radar_total(&c->m)));
	json_object_object_add(arr, "netlink_overruns", json_object_new_int64((int64_t)c->m.overruns));
	json_object_object_add(arr, "netlink_malformed", json_object_new_int64((int64_t)c->m.malformed));
	json_object_object_add(arr, "resyncs", json_object_new_int64((int64_t)c->m.resyncs));
	json_object_object_add(arr, "kernel_nol_applied", json_object_new_int64((int64_t)c->m.kernel_nol_applied));
	json_object_object_add(arr, "channel_switches", json_object_new_int64((int64_t)c->m.channel_switches));
	json_object_object_add(arr, "channel_switch_failures",
			       json_object_new_int64((int64_t)c->m.channel_switch_failures));
	json_object_object_add(arr, "returns_to_preferred", json_object_new_int64((int64_t)c->m.returns_to_preferred));
	json_object_object_add(arr, "state_write_errors", json_object_new_int64((int64_t)c->m.state_write_errors));
	json_object_object_add(root, "totals", arr);

	arr = json_object_new_array();
	for (size_t i = 0; i < c->m.nch; i++) {
		const struct chan_counters *cc = &c->m.ch[i];
		json_object *o = json_object_new_object(), *t = json_object_new_object();

		json_object_object_add(o, "wiphy", json_object_new_string(cc->wiphy));
		json_object_object_add(o, "freq", json_object_new_int64(cc->freq));
		for (size_t k = 0; k < cc->ntypes; k++)
			json_object_object_add(t, cc->radar[k].type, json_object_new_int64((int64_t)cc->radar[k].n));
		json_object_object_add(o, "radar", t);
		json_object_object_add(o, "cac_started", json_object_new_int64((int64_t)cc->cac_started));
		for (int r = 0; r < CAC_RES__COUNT; r++) {
			char k[32];

			snprintf(k, sizeof(k), "cac_%s", cac_result_name((enum cac_result)r));
			json_object_object_add(o, k, json_object_new_int64((int64_t)cc->cac[r]));
		}
		json_object_object_add(o, "nop_finished", json_object_new_int64((int64_t)cc->nop_finished));
		json_object_object_add(o, "pulses", json_object_new_int64((int64_t)cc->pulses));
		json_object_array_add(arr, o);
	}
	json_object_object_add(root, "channels", arr);

	arr = json_object_new_array();
	for (size_t i = 0; i < c->m.nw; i++) {
		json_object *o = json_object_new_object();

		json_object_object_add(o, "wiphy", json_object_new_string(c->m.w[i].wiphy));
		json_object_object_add(o, "pulses_dropped", json_object_new_int64((int64_t)c->m.w[i].pulses_dropped));
		json_object_array_add(arr, o);
	}
	json_object_object_add(root, "wiphy_counters", arr);

	arr = json_object_new_array();
	for (size_t i = 0; i < c->nol.n; i++) {
		const struct nol_entry *ne = &c->nol.e[i];
		json_object *o = json_object_new_object();

		json_object_object_add(o, "freq", json_object_new_int64(ne->freq));
		json_object_object_add(o, "wiphy", json_object_new_string(ne->wiphy));
		json_object_object_add(o, "type", json_object_new_string(ne->type));
		json_object_object_add(o, "detected", json_object_new_int64(ne->detected));
		json_object_object_add(o, "nol_remaining", json_object_new_int64(policy_nol_remaining(ne, p, now->real_s)));
		json_object_object_add(o, "avoid_remaining",
				       json_object_new_int64(policy_avoid_remaining(ne, p, now->real_s)));
		json_object_object_add(o, "detections_in_window", json_object_new_int(ne->nhistory));
		json_object_array_add(arr, o);
	}
	json_object_object_add(root, "nol", arr);

	arr = json_object_new_array();
	for (size_t i = 0; i < c->nwiphys; i++) {
		const struct wiphy_info *w = &c->wiphys[i];
		json_object *o = json_object_new_object(), *chs = json_object_new_array();

		json_object_object_add(o, "name", json_object_new_string(w->name));
		json_object_object_add(o, "index", json_object_new_int64(w->idx));
		for (size_t k = 0; k < w->nchans; k++) {
			const struct chan_info *ci = &w->chans[k];
			json_object *ch;

			if (!ci->radar || ci->disabled)
				continue;
			ch = json_object_new_object();
			json_object_object_add(ch, "freq", json_object_new_int64(ci->freq));
			json_object_object_add(ch, "dfs_state",
					       json_object_new_string(ci->has_dfs_state ?
							radar_dfs_state_name(ci->dfs_state) : "unknown"));
			json_object_array_add(chs, ch);
		}
		json_object_object_add(o, "dfs_channels", chs);
		json_object_array_add(arr, o);
	}
	json_object_object_add(root, "wiphys", arr);

	arr = json_object_new_array();
	for (size_t i = 0; i < c->nifaces; i++) {
		const struct core_iface *ifc = &c->ifaces[i];
		const struct iface_cfg *icfg = config_iface(c->cfg, ifc->info.name);
		json_object *o = json_object_new_object();
		char buf[64], wb[WIPHY_NAME_LEN];

		json_object_object_add(o, "name", json_object_new_string(ifc->info.name));
		json_object_object_add(o, "wiphy", json_object_new_string(core_wiphy_name(c, ifc->info.wiphy, wb, sizeof(wb))));
		json_object_object_add(o, "type", json_object_new_string(iftype_name(ifc->info.iftype)));
		if (ifc->info.has_chan) {
			chandef_format(&ifc->info.chan, buf, sizeof(buf));
			json_object_object_add(o, "channel", json_object_new_string(buf));
		}
		json_object_object_add(o, "manage_channel", json_object_new_boolean(icfg && icfg->manage_channel));
		if (icfg && icfg->has_preferred) {
			chandef_format(&icfg->preferred, buf, sizeof(buf));
			json_object_object_add(o, "preferred", json_object_new_string(buf));
		}
		json_object_array_add(arr, o);
	}
	json_object_object_add(root, "interfaces", arr);

	out = strdup(json_object_to_json_string_ext(root, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_NOSLASHESCAPE));
	json_object_put(root);
	return out;
}
