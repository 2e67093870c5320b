// SPDX-License-Identifier: GPL-2.0-only
/* The pulse stream: counters and periodic summaries. */
#include <errno.h>
#include <json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core-internal.h"
#include "nl80211-compat.h"

void handle_pulses(struct radard_core *c, const struct radar_event *ev, const char *wname)
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

void pulse_summary(struct radard_core *c, const struct core_time *now)
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
