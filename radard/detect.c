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

bool self_notified(struct radard_core *c, const struct chandef *ch, uint64_t now_ms)
{
	for (size_t i = 0; i < CORE_MAX_SELF; i++)
		if (c->self[i].freq && c->self[i].until_ms > now_ms && chandef_covers(ch, c->self[i].freq))
			return true;
	return false;
}

void self_add(struct radard_core *c, uint32_t freq, uint64_t now_ms)
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

bool propagated(struct radard_core *c, const struct radar_event *ev, uint64_t now_ms)
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
	r = &c->recent[c->recent_next++ % CORE_MAX_RECENT];
	r->wiphy = ev->wiphy;
	r->chan = ev->chan;
	r->at_ms = now->mono_ms ? now->mono_ms : 1;

	react_to_radar(c, ev->wiphy, &ev->chan, now);
}
