// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target for the radar pattern detector: bytes -> pulses.
 *
 * Byte 0 selects the region, then every 6 bytes make a pulse:
 *   [0..1] timestamp step (us, little endian; 0xffff = step backwards),
 *   [2] sub-channel (low 3 bits) and chirp flag (bit 7), [3] width,
 *   [4] rssi, [5] extra step bits (x 65536 us).
 * Invariants: no crash/UB (ASan/UBSan), detections are well formed,
 * the detector is deterministic, UNSET reports every pulse.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "radar_detect.h"

#define CHECK(c) do { if (!(c)) abort(); } while (0)

static void check_det(const struct radar_detection *det,
		      enum nl80211_dfs_regions region,
		      const struct radar_pulse *p)
{
	CHECK(det->type && det->type[0]);
	CHECK(strlen(det->type) < 16);
	CHECK(det->region == region);
	CHECK(det->num_pri <= 3);
	CHECK(det->pulses >= 1);
	CHECK(det->first_ts <= det->last_ts);
	CHECK(det->last_ts <= p->ts);
	if (region == NL80211_DFS_UNSET)
		CHECK(!strcmp(det->type, "unset"));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct radar_detector a, b;
	enum nl80211_dfs_regions region;
	uint64_t ts = 1000000;
	size_t i;

	if (!size)
		return 0;
	region = data[0] % 4;	/* UNSET, FCC, ETSI, JP */
	radar_detector_init(&a, region);
	radar_detector_init(&b, region);
	for (i = 1; i + 6 <= size; i += 6) {
		const uint8_t *q = data + i;
		struct radar_detection da, db;
		struct radar_pulse p;
		uint32_t step = q[0] | q[1] << 8;
		bool ha, hb;

		if (step == 0xffff)
			ts = ts > 100000 ? ts - 100000 : 0;
		else
			ts += step + ((uint64_t)q[5] << 16);
		memset(&p, 0, sizeof(p));
		p.ts = ts;
		p.freq = 5180 + 20 * (q[2] & 7);
		p.chirp = q[2] >> 7;
		p.width = q[3];
		p.rssi = q[4];
		ha = radar_detector_add_pulse(&a, &p, &da);
		hb = radar_detector_add_pulse(&b, &p, &db);
		CHECK(ha == hb);
		if (region == NL80211_DFS_UNSET)
			CHECK(ha);
		if (ha) {
			check_det(&da, region, &p);
			CHECK(!strcmp(da.type, db.type));
			CHECK(da.pulses == db.pulses);
		}
	}
	return 0;
}
