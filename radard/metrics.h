/* SPDX-License-Identifier: GPL-2.0-only */
/* Counters per wiphy and channel; Prometheus text rendering. */
#ifndef RADARD_METRICS_H
#define RADARD_METRICS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "event.h"
#include "policy.h"

#define METRICS_MAX_CHANS 256
#define METRICS_MAX_TYPES 12
#define METRICS_MAX_WIPHYS 16

enum cac_result { CAC_RES_FINISHED, CAC_RES_ABORTED, CAC_RES_RADAR, CAC_RES__COUNT };
const char *cac_result_name(enum cac_result r);

struct chan_counters {
	char wiphy[WIPHY_NAME_LEN];
	uint32_t freq;
	uint64_t cac_started;
	uint64_t cac[CAC_RES__COUNT];
	uint64_t nop_finished;
	uint64_t pulses;
	uint64_t pulses_interval;     /* since the last pulse summary */
	size_t ntypes;
	struct {
		char type[RADAR_TYPE_LEN];
		uint64_t n;
	} radar[METRICS_MAX_TYPES];
};

struct wiphy_counters {
	char wiphy[WIPHY_NAME_LEN];
	uint64_t pulses_dropped;
	uint64_t pulses_dropped_interval;
};

struct metrics {
	size_t nch;
	struct chan_counters ch[METRICS_MAX_CHANS];
	size_t nw;
	struct wiphy_counters w[METRICS_MAX_WIPHYS];
	uint64_t events[RADAR_EV__COUNT];
	uint64_t overruns;
	uint64_t pulse_overruns;
	uint64_t malformed;
	uint64_t resyncs;
	uint64_t state_write_errors;
	uint64_t kernel_nol_applied;
	uint64_t channel_switches;
	uint64_t channel_switch_failures;
	uint64_t returns_to_preferred;
	int64_t start_time;
};

/* Lookup-or-create; when the table is full, counts land in a shared
 * wiphy="other" freq=0 row instead of being lost. */
struct chan_counters *metrics_chan(struct metrics *m, const char *wiphy, uint32_t freq);
struct wiphy_counters *metrics_wiphy(struct metrics *m, const char *wiphy);
void metrics_radar(struct metrics *m, const char *wiphy, uint32_t freq, const char *type);
uint64_t metrics_radar_total(const struct metrics *m);

/* Prometheus text exposition format 0.0.4. Returns 0 / -errno. */
int metrics_write_prom(const struct metrics *m, const struct nol *nol, const struct policy_cfg *cfg,
		       int64_t now, FILE *f);

#endif
