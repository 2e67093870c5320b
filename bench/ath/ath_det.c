// SPDX-License-Identifier: GPL-2.0-only
/*
 * bench_det API on top of the pristine upstream ath DFS pattern detector
 * (drivers/net/wireless/ath/dfs_pattern_detector.c, compiled from the kernel
 * tree with the headers in shim/).
 */
#include <stdlib.h>

#include "dfs_pattern_detector.h"
#include "ath_shim_mem.h"
#include "../det_api.h"

struct ath_det {
	struct dfs_pattern_detector *dpd;
	int region;
};

/* ath's type_id -> official signal name (shared/radar/signals.md section 5) */
static const char *ath_type_name(int region, const struct radar_detector_specs *rs,
				 unsigned int freq)
{
	static const char *const num[] = { "0", "1", "2", "3", "4", "5", "6" };

	switch (region) {
	case BENCH_REGION_FCC:
		if (rs->type_id >= 101 && rs->type_id <= 103)
			return "1";
		return rs->type_id <= 6 ? num[rs->type_id] : "?";
	case BENCH_REGION_ETSI:
		if (rs->type_id == 0)
			return "ref";
		return rs->type_id <= 6 ? num[rs->type_id] : "?";
	case BENCH_REGION_JP:
		switch (rs->type_id) {
		case 0:
			return freq < 5470 ? "W53-F1" : "W56-F2";
		case 1:
			return "W53-F2";
		case 2:
			return "W56-F1";
		case 3:
			return "W56-F3";
		case 4:
			return "W56-V4";
		case 5:	/* upstream reuses id 5 for the hopping pattern */
			return rs->pri_max < 400 ? "W56-FH" : "W56-V5";
		case 6:
			return "W56-V6";
		case 7:
			return "W56-CH";
		}
		return "?";
	}
	return "?";
}

struct ath_det *ath_det_new(int region)
{
	struct ath_det *d = calloc(1, sizeof(*d));

	if (!d)
		return NULL;
	d->region = region;
	d->dpd = dfs_pattern_detector_init(NULL, (enum nl80211_dfs_regions)region);
	if (!d->dpd) {
		free(d);
		return NULL;
	}
	return d;
}

bool ath_det_add(struct ath_det *d, const struct bench_pulse *p, struct bench_result *r)
{
	struct radar_detector_specs rs;
	struct pulse_event pe = {
		.ts = p->ts,
		.freq = p->freq,
		.width = p->width > 255 ? 255 : (u8)p->width,
		.rssi = p->rssi,
		.chirp = p->chirp,
	};

	if (!d->dpd->add_pulse(d->dpd, &pe, &rs))
		return false;
	if (r) {
		r->type = ath_type_name(d->region, &rs, p->freq);
		r->native_id = rs.type_id;
		r->pri[0] = rs.pri_min;
		r->pri[1] = rs.pri_max;
		r->num_pri = 2;
		r->width = pe.width;
		r->pulses = rs.ppb_thresh;
	}
	return true;
}

void ath_det_free(struct ath_det *d)
{
	if (!d)
		return;
	d->dpd->exit(d->dpd);
	free(d);
}

size_t ath_det_mem_current(void)
{
	return ath_shim_mem_current();
}

size_t ath_det_mem_peak(void)
{
	return ath_shim_mem_peak();
}

void ath_det_mem_reset_peak(void)
{
	ath_shim_mem_reset_peak();
}
