// SPDX-License-Identifier: GPL-2.0-only
/* bench_det API on top of our detector (net/mac80211/radar_detect.c via tools/) */
#include <stdlib.h>

#if __has_include("radar_detect.h")
#include "radar_detect.h"
#else
#include <net/mac80211/radar_detect.h>
#endif
#include "det_api.h"

struct our_det {
	struct radar_detector d;
};

struct our_det *our_det_new(int region)
{
	struct our_det *d = malloc(sizeof(*d));

	if (!d)
		return NULL;
	radar_detector_init(&d->d, (enum nl80211_dfs_regions)region);
	return d;
}

bool our_det_add(struct our_det *d, const struct bench_pulse *p, struct bench_result *r)
{
	struct radar_detection det;
	struct radar_pulse rp = {
		.ts = p->ts,
		.freq = p->freq,
		.width = p->width > 255 ? 255 : (u8)p->width,
		.rssi = p->rssi,
		.chirp = p->chirp,
	};

	if (!radar_detector_add_pulse(&d->d, &rp, &det))
		return false;
	if (r) {
		unsigned int i;

		r->type = det.type;
		r->native_id = -1;
		r->num_pri = det.num_pri > 3 ? 3 : det.num_pri;
		for (i = 0; i < r->num_pri; i++)
			r->pri[i] = det.pri[i];
		r->width = det.width;
		r->pulses = det.pulses;
	}
	return true;
}

void our_det_free(struct our_det *d)
{
	free(d);
}

size_t our_det_size(void)
{
	return sizeof(struct radar_detector);
}
