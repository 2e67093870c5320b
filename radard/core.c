// SPDX-License-Identifier: GPL-2.0-only
/* The event handler: state, event dispatch, CAC bookkeeping, kernel view, periodic work. */
#include <errno.h>
#include <json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core-internal.h"
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

void core_set_nol(struct radard_core *c, const struct nol *nol, const struct core_time *now)
{
	c->nol = *nol;
	/* a list written under another clock (or a hostile file: year 9999) */
	if (policy_clamp(&c->nol, &c->cfg->policy, core_now(now)))
		c->nol_dirty = true;
	c->status_dirty = true;
}

struct wiphy_info *find_wiphy(struct radard_core *c, uint32_t idx)
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

struct core_iface *find_iface(struct radard_core *c, uint32_t ifindex)
{
	for (size_t i = 0; i < c->nifaces; i++)
		if (c->ifaces[i].info.ifindex == ifindex)
			return &c->ifaces[i];
	return NULL;
}

bool iface_beacons(uint32_t iftype)
{
	return iftype == NL80211_IFTYPE_AP || iftype == NL80211_IFTYPE_P2P_GO ||
	       iftype == NL80211_IFTYPE_MESH_POINT || iftype == NL80211_IFTYPE_ADHOC;
}

const char *iftype_name(uint32_t t)
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

bool chandef_overlap(const struct chandef *a, const struct chandef *b)
{
	uint32_t sa[CHANDEF_MAX_SUB];
	size_t na = chandef_subchannels(a, sa);

	for (size_t i = 0; i < na; i++)
		if (chandef_covers(b, sa[i]))
			return true;
	return false;
}

/* Mirror a kernel DFS state change locally until the next resync. */
void mirror_state(struct radard_core *c, uint32_t wiphy, const struct chandef *ch, uint8_t st)
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

void add_common(struct radard_core *c, struct journal_entry *e, const struct radar_event *ev,
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

const char *ifname_of(struct radard_core *c, const struct radar_event *ev)
{
	struct core_iface *ifc = ev->has_ifindex ? find_iface(c, ev->ifindex) : NULL;

	return ifc ? ifc->info.name : NULL;
}

void log_cac(struct radard_core *c, const struct radar_event *ev, const char *wname,
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

	/* a dfs_radar event and its nl80211 twin are one event */
	if (ev->source == RADAR_SRC_DFS_RADAR &&
	    (ev->kind == RADAR_EV_RADAR_DETECTED || ev->kind == RADAR_EV_CAC_STARTED)) {
		twin_expect(c, ev);
	} else if (ev->source == RADAR_SRC_NL80211 && ev->kind >= RADAR_EV_RADAR_DETECTED &&
		   ev->kind <= RADAR_EV_PRE_CAC_EXPIRED && twin_consume(c, ev)) {
		rlog(LOG_DEBUG, "%s %s: nl80211 %s of the dfs_radar event before", wname, ch,
		     radar_event_kind_name(ev->kind));
		return;
	}

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
		int64_t left = ne ? policy_kernel_until(ne, &c->cfg->policy, core_now(now)) : 0;

		mirror_state(c, ev->wiphy, &ev->chan, NL80211_DFS_USABLE);
		{
			uint32_t sub[CHANDEF_MAX_SUB];
			size_t ns = chandef_subchannels(&ev->chan, sub);

			for (size_t i = 0; i < ns; i++)
				recovery_trigger(c, now, sub[i]);
		}
		if (nop)
			metrics_chan(&c->m, wname, ev->chan.freq)->nop_finished++;
		journal_entry_init(&e);
		add_common(c, &e, ev, wname, ev->chan.freq);
		if (nop && left)
			journal_send(c->jout, &e, LOG_INFO, MSGID_NOP_FINISHED,
				     "Non-occupancy period of %u MHz on %s ended in the kernel; radard keeps it blocked for %lld s more",
				     ev->chan.freq, wname, (long long)(left - core_now(now)));
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
		/* a regulatory change resets the DFS state of every channel */
		recovery_trigger(c, now, 0);
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
	c->m.overruns++;
	c->status_dirty = true;
	/* a storm of overruns: at most one full resync per CORE_OVERRUN_RESYNC_MS */
	if (!c->last_resync_ms || now->mono_ms - c->last_resync_ms >= CORE_OVERRUN_RESYNC_MS)
		c->need_resync = true;
	else if (!c->resync_at_ms || c->resync_at_ms > c->last_resync_ms + CORE_OVERRUN_RESYNC_MS)
		c->resync_at_ms = c->last_resync_ms + CORE_OVERRUN_RESYNC_MS;
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
	echo_expire(c);
	c->last_resync_ms = now->mono_ms;
	c->views_read++;
	c->status_dirty = true;
	/* channels the kernel holds unavailable that radard does not know about */
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < w[i].nchans; k++) {
			const struct chan_info *ci = &w[i].chans[k];
			struct nol_entry *ne = policy_find(&c->nol, ci->freq);
			int64_t since = core_now(now) - ci->dfs_time_ms / 1000;

			if (!ci->radar || !ci->has_dfs_state || ci->dfs_state != NL80211_DFS_UNAVAILABLE)
				continue;
			/* radard's own re-mark (NOL or extended avoidance) is no new radar */
			if (policy_blocked(&c->nol, &c->cfg->policy, ci->freq, core_now(now)))
				continue;
			if (since + c->cfg->policy.nop_time <= core_now(now))
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
			     w[i].name, ci->freq, (long long)(core_now(now) - since));
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

/* the channels radard stopped blocking since the last tick (a period ended, an
 * entry was cleared): an AP hostapd parked may have one of them again */
static void blocked_diff(struct radard_core *c, const struct core_time *now)
{
	uint32_t cur[NOL_MAX];
	size_t n = 0;

	for (size_t i = 0; i < c->nol.n && n < NOL_MAX; i++)
		if (policy_blocked(&c->nol, &c->cfg->policy, c->nol.e[i].freq, core_now(now)))
			cur[n++] = c->nol.e[i].freq;
	for (size_t i = 0; i < c->nblocked_freqs; i++) {
		bool still = false;

		for (size_t j = 0; j < n; j++)
			still |= cur[j] == c->blocked_freqs[i];
		if (!still)
			recovery_trigger(c, now, c->blocked_freqs[i]);
	}
	memcpy(c->blocked_freqs, cur, n * sizeof(*cur));
	c->nblocked_freqs = n;
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
	{
		uint64_t r = recorder_tick(c, now);

		if (r < next)
			next = r;
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
	if (policy_clamp(&c->nol, &c->cfg->policy, core_now(now)))
		c->nol_dirty = true;
	if (policy_expire(&c->nol, &c->cfg->policy, core_now(now)))
		c->nol_dirty = true;
	blocked_diff(c, now);
	/* rewrite the list every minute while it blocks something: after a power cut
	 * with the wall clock set back, a period then lasts at most a minute too long */
	if (c->nol_blocked && now->mono_ms - c->state_refresh_ms >= CORE_STATE_REFRESH_MS) {
		c->nol_dirty = true;
		c->state_refresh_ms = now->mono_ms;
	}
	if (c->nol_blocked != policy_nol_count(&c->nol, &c->cfg->policy, core_now(now)) +
				policy_avoid_count(&c->nol, &c->cfg->policy, core_now(now))) {
		size_t nb = policy_nol_count(&c->nol, &c->cfg->policy, core_now(now)) +
			    policy_avoid_count(&c->nol, &c->cfg->policy, core_now(now));

		c->nol_blocked = nb;
	}
	nc = policy_next_change(&c->nol, &c->cfg->policy, core_now(now));
	if (nc >= 0 && (uint64_t)nc * 1000 < next)
		next = (uint64_t)nc * 1000 + 10;
	core_apply_nol(c, now);
	protect_ifaces(c, now);
	recover_ifaces(c, now);
	eval_return(c, now);
	for (size_t i = 0; i < c->nifaces; i++)
		if (c->ifaces[i].pref_usable) {
			int64_t wait = c->ifaces[i].pref_usable_since + c->cfg->policy.return_delay - core_now(now);

			if (wait > 0 && (uint64_t)wait * 1000 < next)
				next = (uint64_t)wait * 1000 + 10;
		}
	return next ? next : 1;
}
