// SPDX-License-Identifier: GPL-2.0-only
/* The pulse stream: counters, periodic summaries, and the flight recorder. */
#include <errno.h>
#include <json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>
#include <time.h>
#include <unistd.h>

#include "core-internal.h"
#include "nl80211-compat.h"

/* ---- flight recorder ---- */

static struct recorder *recorder_of(struct radard_core *c, uint32_t wiphy, bool create)
{
	struct recorder *r = NULL;

	for (size_t i = 0; i < REC_MAX_RADIOS; i++)
		if (c->rec[i].used && c->rec[i].wiphy == wiphy)
			return &c->rec[i];
	if (!create)
		return NULL;
	for (size_t i = 0; i < REC_MAX_RADIOS && !r; i++)
		if (!c->rec[i].used)
			r = &c->rec[i];
	if (!r)
		return NULL; /* more radios than recorders: this one is not recorded */
	memset(r, 0, offsetof(struct recorder, p));
	r->used = true;
	r->wiphy = wiphy;
	return r;
}

static const struct radar_pulse_rec *rec_at(const struct recorder *r, size_t i)
{
	return &r->p[(r->head + i) % REC_MAX_PULSES];
}

static void recorder_add(struct radard_core *c, const struct radar_event *ev)
{
	struct recorder *r;

	if (!ev->nrec)
		return;
	r = recorder_of(c, ev->wiphy, true);
	if (!r)
		return;
	for (uint32_t i = 0; i < ev->nrec; i++) {
		/* a smaller timestamp: the driver's clock wrapped or was reset; start over */
		if (r->n && ev->rec[i].ts < rec_at(r, r->n - 1)->ts) {
			r->n = 0;
			r->has_after = false;
		}
		if (r->n == REC_MAX_PULSES) {
			r->head = (r->head + 1) % REC_MAX_PULSES;
			r->n--;
		}
		r->p[(r->head + r->n) % REC_MAX_PULSES] = ev->rec[i];
		r->n++;
	}
	/* only the last REC_WINDOW_US */
	while (r->n && rec_at(r, r->n - 1)->ts - rec_at(r, 0)->ts > REC_WINDOW_US) {
		r->head = (r->head + 1) % REC_MAX_PULSES;
		r->n--;
	}
}

static const char *region_key(int region)
{
	switch (region) {
	case NL80211_DFS_FCC:
		return "fcc";
	case NL80211_DFS_ETSI:
		return "etsi";
	case NL80211_DFS_JP:
		return "jp";
	default:
		return "";
	}
}

void recorder_detection(struct radard_core *c, const struct radar_event *ev, const char *wname,
			uint32_t freq, const char *pri, const struct core_time *now)
{
	struct core_detection *d = &c->det[c->ndet++ % CORE_MAX_DETECTIONS];

	memset(d, 0, sizeof(*d));
	d->time = now->real_s;
	snprintf(d->wiphy, sizeof(d->wiphy), "%s", wname);
	d->wiphy_idx = ev->wiphy;
	d->freq = freq;
	chandef_format(&ev->chan, d->channel, sizeof(d->channel));
	snprintf(d->type, sizeof(d->type), "%s", ev->type);
	snprintf(d->region, sizeof(d->region), "%s", region_key(ev->has_region ? ev->region : c->region));
	snprintf(d->pri, sizeof(d->pri), "%s", pri);
	d->width = ev->width;
	d->pulses = ev->pulses;
	d->has_last_ts = ev->has_info && ev->last_ts;
	d->last_ts = ev->last_ts;
	if (c->cfg->trace_files && c->ops.save_trace) {
		/* the pulses that completed it may still be in the kernel's batch: write a moment later */
		d->trace_pending = true;
		d->trace_due_ms = now->mono_ms + REC_AFTER_MS;
	} else {
		snprintf(d->trace_note, sizeof(d->trace_note), "flight recorder off (trace_files = 0)");
	}
}

/* pulse-trace text (shared/spec/pulse-trace.md) of the pulses around detection d */
static char *trace_text(struct radard_core *c, struct core_detection *d, struct recorder *r, uint32_t *npulses)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	size_t first = 0, end = r->n;
	char when[32] = "?";
	struct tm tm;
	time_t t = (time_t)d->time;

	if (!f)
		return NULL;
	/* from after the previous detection of this radio, to the pulse that completed this one
	 * (the pattern in full: radar-replay stops at the same pulse) */
	if (r->has_after)
		while (first < r->n && rec_at(r, first)->ts <= r->after_ts)
			first++;
	if (d->has_last_ts) {
		end = first;
		while (end < r->n && rec_at(r, end)->ts <= d->last_ts)
			end++;
	}
	if (gmtime_r(&t, &tm))
		strftime(when, sizeof(when), "%Y-%m-%dT%H:%M:%SZ", &tm);
	fprintf(f, "# radard flight recorder: radar detected on %s %s at %s\n", d->wiphy, d->channel, when);
	fprintf(f, "# region=%s type=%s pri=%s width=%u pulses=%u freq=%u", d->region[0] ? d->region : "unknown",
		d->type[0] ? d->type : "unknown", d->pri[0] ? d->pri : "-", d->width, d->pulses, d->freq);
	if (d->has_last_ts)
		fprintf(f, " last_ts=%llu", (unsigned long long)d->last_ts);
	fprintf(f, "\n# %zu pulses of %s: <ts_us> <freq_mhz> <width_us> <rssi> <chirp>\n", end - first, d->wiphy);
	for (size_t i = first; i < end; i++) {
		const struct radar_pulse_rec *p = rec_at(r, i);

		fprintf(f, "%llu %u %u %u %u\n", (unsigned long long)p->ts, p->freq, p->width, p->rssi,
			p->chirp ? 1 : 0);
	}
	*npulses = (uint32_t)(end - first);
	if (d->has_last_ts) {
		r->after_ts = d->last_ts;
		r->has_after = true;
	} else if (r->n) {
		r->after_ts = rec_at(r, r->n - 1)->ts;
		r->has_after = true;
	}
	(void)c;
	if (fclose(f) != 0) {
		free(buf);
		return NULL;
	}
	return buf;
}

static void write_trace(struct radard_core *c, struct core_detection *d)
{
	struct recorder *r = recorder_of(c, d->wiphy_idx, false);
	struct journal_entry e;
	char name[128], when[32] = "x";
	struct tm tm;
	time_t t = (time_t)d->time;
	uint32_t n = 0;
	char *text;
	int err;

	d->trace_pending = false;
	if (!r || !r->n) {
		snprintf(d->trace_note, sizeof(d->trace_note), "no pulses recorded (no pulse stream)");
		return;
	}
	text = trace_text(c, d, r, &n);
	if (!text) {
		snprintf(d->trace_note, sizeof(d->trace_note), "out of memory");
		return;
	}
	if (gmtime_r(&t, &tm))
		strftime(when, sizeof(when), "%Y%m%dT%H%M%SZ", &tm);
	snprintf(name, sizeof(name), "radar-%s-%s-%u-%zu.trace", when, d->wiphy, d->freq, c->ndet);
	err = c->ops.save_trace(c->ops.ud, name, text, strlen(text), d->trace, sizeof(d->trace));
	free(text);
	journal_entry_init(&e);
	journal_entry_add(&e, "RADAR_EVENT", "trace");
	journal_entry_add(&e, "RADAR_WIPHY", "%s", d->wiphy);
	journal_entry_add(&e, "RADAR_FREQ", "%u", d->freq);
	if (err) {
		d->trace[0] = '\0';
		snprintf(d->trace_note, sizeof(d->trace_note), "could not be written: %s", strerror(-err));
		journal_send(c->jout, &e, LOG_WARNING, MSGID_TRACE_WRITTEN, "flight recorder: trace of the radar on %s %u MHz not written: %s",
			     d->wiphy, d->freq, strerror(-err));
		return;
	}
	d->trace_pulses = n;
	journal_entry_add(&e, "RADAR_TRACE", "%s", d->trace);
	journal_entry_add(&e, "RADAR_TRACE_PULSES", "%u", n);
	journal_send(c->jout, &e, LOG_INFO, MSGID_TRACE_WRITTEN,
		     "flight recorder: %u pulses around the radar on %s %u MHz in %s", n, d->wiphy, d->freq,
		     d->trace);
	c->status_dirty = true;
}

/* write the traces that are due; ms until the next one (or UINT64_MAX) */
uint64_t recorder_tick(struct radard_core *c, const struct core_time *now)
{
	uint64_t next = UINT64_MAX;

	for (size_t i = 0; i < CORE_MAX_DETECTIONS; i++) {
		struct core_detection *d = &c->det[i];

		if (!d->trace_pending)
			continue;
		if (d->trace_due_ms <= now->mono_ms)
			write_trace(c, d);
		else if (d->trace_due_ms - now->mono_ms < next)
			next = d->trace_due_ms - now->mono_ms;
	}
	return next;
}

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
	recorder_add(c, ev);
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
