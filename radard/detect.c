// SPDX-License-Identifier: GPL-2.0-only
/* Radar detections: what counts as one, journal entry, NOL, counters. */
#include <errno.h>
#include <json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core-internal.h"
#include "nl80211-compat.h"

/*
 * What is a detection, without time windows:
 * - a dfs_radar DFS_RADAR_CMD_DETECTED is always one (the radio itself saw
 *   it; the kernel never sends it for propagated radars or NOTIFY_RADAR);
 *   its nl80211 twin, which the kernel sends right after on the same
 *   socket, is recognised by the pending twin of that wiphy;
 * - with the family, an nl80211 radar-detected without a pending twin is
 *   never a detection: cfg80211 propagating a radar of another radio, or a
 *   NOTIFY_RADAR re-mark (radard's own when it expects that echo);
 * - without the family (plain nl80211), it is a detection unless radard
 *   expects exactly that event: the propagation of a detection it counted,
 *   or of its own NOTIFY_RADAR, to that wiphy (see echo_expect()).
 */

void twin_expect(struct radard_core *c, const struct radar_event *ev)
{
	struct core_twin *t = NULL;

	for (size_t i = 0; i < CORE_MAX_WIPHYS; i++)
		if (c->twin[i].active && c->twin[i].wiphy == ev->wiphy)
			t = &c->twin[i];
	for (size_t i = 0; !t && i < CORE_MAX_WIPHYS; i++)
		if (!c->twin[i].active)
			t = &c->twin[i];
	if (!t)
		t = &c->twin[0];
	t->active = true;
	t->wiphy = ev->wiphy;
	t->kind = ev->kind;
	t->chan = ev->chan;
}

bool twin_consume(struct radard_core *c, const struct radar_event *ev)
{
	for (size_t i = 0; i < CORE_MAX_WIPHYS; i++) {
		struct core_twin *t = &c->twin[i];

		if (!t->active || t->wiphy != ev->wiphy)
			continue;
		/* the next nl80211 DFS event of that wiphy settles it either way */
		t->active = false;
		return t->kind == ev->kind && chandef_equal(&t->chan, &ev->chan);
	}
	return false;
}

/* cfg80211 sends (wiphy, chan) to every other radio of the DFS domain that has the channel */
void echo_expect(struct radard_core *c, uint32_t from_wiphy, const struct chandef *chan, bool from_radard)
{
	for (size_t w = 0; w < c->nwiphys; w++) {
		struct core_echo *e = NULL;

		if (c->wiphys[w].idx == from_wiphy || !wiphy_chan(&c->wiphys[w], chan->freq))
			continue;
		for (size_t i = 0; i < CORE_MAX_ECHO && !e; i++)
			if (!c->echo[i].active)
				e = &c->echo[i];
		if (!e) { /* full: the oldest expectation goes */
			e = &c->echo[0];
			for (size_t i = 1; i < CORE_MAX_ECHO; i++)
				if (c->echo[i].seq < e->seq)
					e = &c->echo[i];
		}
		e->active = true;
		e->wiphy = c->wiphys[w].idx;
		e->chan = *chan;
		e->from_radard = from_radard;
		e->resync_gen = c->m.resyncs;
		e->seq = ++c->echo_seq;
	}
}

static struct core_echo *echo_consume(struct radard_core *c, const struct radar_event *ev)
{
	for (size_t i = 0; i < CORE_MAX_ECHO; i++) {
		struct core_echo *e = &c->echo[i];

		if (e->active && e->wiphy == ev->wiphy && chandef_equal(&e->chan, &ev->chan)) {
			e->active = false;
			return e;
		}
	}
	return NULL;
}

/* The kernel sends an echo within its own work queue run: two resyncs later an
 * expectation that found no event is stale (a wiphy that left, another domain). */
void echo_expire(struct radard_core *c)
{
	for (size_t i = 0; i < CORE_MAX_ECHO; i++)
		if (c->echo[i].active && c->m.resyncs >= c->echo[i].resync_gen + 2)
			c->echo[i].active = false;
}

bool recent_radar_on(struct radard_core *c, uint32_t wiphy, const struct chandef *ch,
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

void handle_radar(struct radard_core *c, const struct radar_event *ev, const char *wname,
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
	/* the nl80211 event (this one, or the twin right after a dfs_radar one) reaches hostapd */
	mark_told(c, ev->wiphy, &ev->chan);

	if (ev->source == RADAR_SRC_NL80211) {
		struct core_echo *echo = echo_consume(c, ev);

		if (echo) {
			origin = echo->from_radard ? "radard" : "propagated";
			prio = LOG_INFO;
		} else if (c->have_dfs_radar) {
			/* no DETECTED from the family before it: not this radio's radar */
			origin = "propagated";
			prio = LOG_INFO;
		}
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
	recorder_detection(c, ev, wname, freq, pri, now);
	for (size_t i = 0; i < n; i++) {
		struct nol_entry *ne = policy_radar(&c->nol, &c->cfg->policy, sub[i], wname, ev->type,
						    core_now(now));

		if (policy_avoid_remaining(ne, &c->cfg->policy, core_now(now)) > 0 &&
		    ne->avoid_until == core_now(now) + c->cfg->policy.avoid_time)
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
	/* cfg80211 tells the other radios next: those events are not new radars */
	echo_expect(c, ev->wiphy, &ev->chan, false);
	r = &c->recent[c->recent_next++ % CORE_MAX_RECENT];
	r->wiphy = ev->wiphy;
	r->chan = ev->chan;
	r->at_ms = now->mono_ms ? now->mono_ms : 1;

	react_to_radar(c, ev->wiphy, &ev->chan, now);
}
