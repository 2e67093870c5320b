/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Plain C interface the bench programs use for both detectors, so that the
 * upstream ath code (built with bench/ath/shim) and our detector (built with
 * tools/compat) never share a translation unit.
 */
#ifndef BENCH_DET_API_H
#define BENCH_DET_API_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* values of enum nl80211_dfs_regions */
#define BENCH_REGION_FCC 1
#define BENCH_REGION_ETSI 2
#define BENCH_REGION_JP 3

struct bench_pulse {
	uint64_t ts;	/* µs */
	uint32_t width;	/* µs, unclamped as read from the trace */
	uint16_t freq;	/* MHz */
	uint8_t rssi;
	bool chirp;
};

struct bench_result {
	const char *type;	/* official signal name */
	int native_id;		/* detector's own id (ath type_id), -1 if none */
	uint32_t pri[3];	/* µs; ath: PRI window min/max of the matched spec */
	unsigned int num_pri;
	unsigned int width;
	unsigned int pulses;
};

int bench_region_parse(const char *s);	/* -1 when unknown */
const char *bench_region_name(int region);

/* the upstream ath detector (bench/ath/ath_det.c) */
struct ath_det;
struct ath_det *ath_det_new(int region);
bool ath_det_add(struct ath_det *d, const struct bench_pulse *p, struct bench_result *r);
void ath_det_free(struct ath_det *d);
size_t ath_det_mem_current(void);
size_t ath_det_mem_peak(void);
void ath_det_mem_reset_peak(void);

/* our detector (bench/our_det.c), only with HAVE_OUR_DETECTOR */
struct our_det;
struct our_det *our_det_new(int region);
bool our_det_add(struct our_det *d, const struct bench_pulse *p, struct bench_result *r);
void our_det_free(struct our_det *d);
size_t our_det_size(void);

#endif
