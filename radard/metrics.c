// SPDX-License-Identifier: GPL-2.0-only
#include "metrics.h"

#include <errno.h>
#include <string.h>

const char *cac_result_name(enum cac_result r)
{
	switch (r) {
	case CAC_RES_FINISHED:
		return "finished";
	case CAC_RES_ABORTED:
		return "aborted";
	case CAC_RES_RADAR:
		return "radar";
	default:
		return "unknown";
	}
}

struct chan_counters *metrics_chan(struct metrics *m, const char *wiphy, uint32_t freq)
{
	struct chan_counters *c;

	for (size_t i = 0; i < m->nch; i++)
		if (m->ch[i].freq == freq && !strcmp(m->ch[i].wiphy, wiphy))
			return &m->ch[i];
	if (m->nch >= METRICS_MAX_CHANS - 1) {
		/* the last row is reserved for everything that does not fit */
		c = &m->ch[METRICS_MAX_CHANS - 1];
		if (m->nch == METRICS_MAX_CHANS)
			return c;
		m->nch = METRICS_MAX_CHANS;
		wiphy = "other";
		freq = 0;
	} else {
		c = &m->ch[m->nch++];
	}
	memset(c, 0, sizeof(*c));
	snprintf(c->wiphy, sizeof(c->wiphy), "%s", wiphy);
	c->freq = freq;
	return c;
}

struct wiphy_counters *metrics_wiphy(struct metrics *m, const char *wiphy)
{
	struct wiphy_counters *w;

	for (size_t i = 0; i < m->nw; i++)
		if (!strcmp(m->w[i].wiphy, wiphy))
			return &m->w[i];
	if (m->nw == METRICS_MAX_WIPHYS)
		return &m->w[m->nw - 1];
	w = &m->w[m->nw++];
	memset(w, 0, sizeof(*w));
	snprintf(w->wiphy, sizeof(w->wiphy), "%s", wiphy);
	return w;
}

void metrics_radar(struct metrics *m, const char *wiphy, uint32_t freq, const char *type)
{
	struct chan_counters *c = metrics_chan(m, wiphy, freq);
	size_t i;

	if (!type || !*type)
		type = "unknown";
	for (i = 0; i < c->ntypes; i++)
		if (!strcmp(c->radar[i].type, type))
			break;
	if (i == c->ntypes) {
		if (c->ntypes >= METRICS_MAX_TYPES - 1) {
			/* last slot reserved for "other" */
			i = METRICS_MAX_TYPES - 1;
			type = "other";
			if (c->ntypes == METRICS_MAX_TYPES) {
				c->radar[i].n++;
				return;
			}
		}
		c->ntypes++;
		snprintf(c->radar[i].type, sizeof(c->radar[i].type), "%s", type);
		c->radar[i].n = 0;
	}
	c->radar[i].n++;
}

uint64_t metrics_radar_total(const struct metrics *m)
{
	uint64_t n = 0;

	for (size_t i = 0; i < m->nch; i++)
		for (size_t k = 0; k < m->ch[i].ntypes; k++)
			n += m->ch[i].radar[k].n;
	return n;
}

/* Label values are already restricted to [A-Za-z0-9._+-] by the parser and
 * the state file; escape anyway so the output stays valid whatever comes. */
static void put_label(FILE *f, const char *v)
{
	for (; *v; v++) {
		if (*v == '\\' || *v == '"')
			fprintf(f, "\\%c", *v);
		else if (*v == '\n')
			fputs("\\n", f);
		else
			fputc(*v, f);
	}
}

/* one sample of a per-channel counter: NAME{wiphy="..",freq=".."} V */
static void put_chan_sample(FILE *f, const char *name, const struct chan_counters *c, uint64_t v)
{
	fprintf(f, "%s{wiphy=\"", name);
	put_label(f, c->wiphy);
	fprintf(f, "\",freq=\"%u\"} %llu\n", c->freq, (unsigned long long)v);
}

static void head(FILE *f, const char *name, const char *type, const char *help)
{
	fprintf(f, "# HELP %s %s\n# TYPE %s %s\n", name, help, name, type);
}

int metrics_write_prom(const struct metrics *m, const struct nol *nol, const struct policy_cfg *cfg,
		       int64_t now, FILE *f)
{
	head(f, "radard_radar_detections_total", "counter",
	     "Radar detections reported by the kernel, by wiphy, 20 MHz channel and radar type.");
	for (size_t i = 0; i < m->nch; i++)
		for (size_t k = 0; k < m->ch[i].ntypes; k++) {
			fputs("radard_radar_detections_total{wiphy=\"", f);
			put_label(f, m->ch[i].wiphy);
			fprintf(f, "\",freq=\"%u\",type=\"", m->ch[i].freq);
			put_label(f, m->ch[i].radar[k].type);
			fprintf(f, "\"} %llu\n", (unsigned long long)m->ch[i].radar[k].n);
		}
	head(f, "radard_cac_started_total", "counter", "Channel availability checks started.");
	for (size_t i = 0; i < m->nch; i++)
		if (m->ch[i].cac_started)
			put_chan_sample(f, "radard_cac_started_total", &m->ch[i], m->ch[i].cac_started);
	head(f, "radard_cac_total", "counter",
	     "Channel availability check outcomes (finished, aborted, radar).");
	for (size_t i = 0; i < m->nch; i++)
		for (int r = 0; r < CAC_RES__COUNT; r++)
			if (m->ch[i].cac[r]) {
				fputs("radard_cac_total{wiphy=\"", f);
				put_label(f, m->ch[i].wiphy);
				fprintf(f, "\",freq=\"%u\",result=\"%s\"} %llu\n", m->ch[i].freq,
					cac_result_name((enum cac_result)r),
					(unsigned long long)m->ch[i].cac[r]);
			}
	head(f, "radard_nop_finished_total", "counter", "Non-occupancy periods ended (per 20 MHz channel).");
	for (size_t i = 0; i < m->nch; i++)
		if (m->ch[i].nop_finished)
			put_chan_sample(f, "radard_nop_finished_total", &m->ch[i], m->ch[i].nop_finished);
	head(f, "radard_pulses_total", "counter", "Radar pulses received on the pulse stream.");
	for (size_t i = 0; i < m->nch; i++)
		if (m->ch[i].pulses)
			put_chan_sample(f, "radard_pulses_total", &m->ch[i], m->ch[i].pulses);
	head(f, "radard_pulses_dropped_total", "counter",
	     "Pulses the kernel dropped by rate limiting before sending them.");
	for (size_t i = 0; i < m->nw; i++) {
		fputs("radard_pulses_dropped_total{wiphy=\"", f);
		put_label(f, m->w[i].wiphy);
		fprintf(f, "\"} %llu\n", (unsigned long long)m->w[i].pulses_dropped);
	}
	head(f, "radard_netlink_overruns_total", "counter",
	     "Netlink event socket overruns (ENOBUFS); each triggers a resynchronisation.");
	fprintf(f, "radard_netlink_overruns_total %llu\n", (unsigned long long)m->overruns);
	head(f, "radard_pulse_overruns_total", "counter",
	     "Pulse socket overruns (ENOBUFS): pulses lost to radard, not to the detector.");
	fprintf(f, "radard_pulse_overruns_total %llu\n", (unsigned long long)m->pulse_overruns);
	head(f, "radard_netlink_malformed_total", "counter", "Malformed nl80211 messages rejected.");
	fprintf(f, "radard_netlink_malformed_total %llu\n", (unsigned long long)m->malformed);
	head(f, "radard_resyncs_total", "counter", "Channel DFS state resynchronisations from the kernel.");
	fprintf(f, "radard_resyncs_total %llu\n", (unsigned long long)m->resyncs);
	head(f, "radard_events_total", "counter", "nl80211 events handled, by kind.");
	for (int k = 1; k < RADAR_EV__COUNT; k++)
		fprintf(f, "radard_events_total{event=\"%s\"} %llu\n",
			radar_event_kind_name((enum radar_event_kind)k), (unsigned long long)m->events[k]);
	head(f, "radard_nol_channels", "gauge", "20 MHz channels in the non-occupancy list.");
	fprintf(f, "radard_nol_channels %zu\n", policy_nol_count(nol, cfg, now));
	head(f, "radard_avoided_channels", "gauge", "20 MHz channels avoided after repeated radar.");
	fprintf(f, "radard_avoided_channels %zu\n", policy_avoid_count(nol, cfg, now));
	head(f, "radard_nol_remaining_seconds", "gauge", "Seconds left in the non-occupancy period.");
	for (size_t i = 0; i < nol->n; i++) {
		int64_t r = policy_nol_remaining(&nol->e[i], cfg, now);

		if (r > 0)
			fprintf(f, "radard_nol_remaining_seconds{freq=\"%u\"} %lld\n", nol->e[i].freq,
				(long long)r);
	}
	head(f, "radard_state_write_errors_total", "counter", "Failed writes of the NOL state file.");
	fprintf(f, "radard_state_write_errors_total %llu\n", (unsigned long long)m->state_write_errors);
	head(f, "radard_kernel_nol_applied_total", "counter",
	     "Channels marked unavailable in the kernel from the saved NOL (NL80211_CMD_NOTIFY_RADAR).");
	fprintf(f, "radard_kernel_nol_applied_total %llu\n", (unsigned long long)m->kernel_nol_applied);
	head(f, "radard_channel_switches_total", "counter", "Channel switches requested by radard.");
	fprintf(f, "radard_channel_switches_total %llu\n", (unsigned long long)m->channel_switches);
	head(f, "radard_channel_switch_failures_total", "counter", "Channel switch requests that failed.");
	fprintf(f, "radard_channel_switch_failures_total %llu\n",
		(unsigned long long)m->channel_switch_failures);
	head(f, "radard_returns_to_preferred_total", "counter",
	     "Switches back to the preferred channel after the non-occupancy period.");
	fprintf(f, "radard_returns_to_preferred_total %llu\n", (unsigned long long)m->returns_to_preferred);
	head(f, "radard_start_time_seconds", "gauge", "Start time of radard since the Unix epoch.");
	fprintf(f, "radard_start_time_seconds %lld\n", (long long)m->start_time);
	return ferror(f) ? -EIO : 0;
}
