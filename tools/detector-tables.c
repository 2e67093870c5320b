// SPDX-License-Identifier: GPL-2.0-only
/*
 * detector-tables - white-box checks of the detector's written-out tables
 * and of its third-pulse probes
 *
 * Compiles net/mac80211/radar_detect.c (the file the kernel builds) into
 * this program to reach its static helpers:
 *
 * - rd_wrange(lo, hi) is exactly the set of widths w with
 *   rd_wfit(lo, hi, w), for every pair of widths lo <= hi;
 * - rd_wr[w] (the width range of a new pulse, written out as data) is
 *   rd_wrange(w, w) for every width it holds;
 * - rd_third_near() lets every pair through whose back-fill can find a
 *   third pulse (within rd_tol16() of a new pair, one to RD_THIRD_K
 *   intervals back), at every alignment of the occupancy buckets and
 *   across the wrap of the clock, and stops a pair with no pulse before it.
 *
 * Exit status 1 on the first mismatch, which it prints.
 */
#include <stdio.h>

#include "radar_detect.c"

static struct radar_subchan sc;

/* the occupancy bitmap holding only the pulses at @t1, @t2 and @t3 */
static void occ_set(u32 t1, u32 t2, u32 t3)
{
	memset(sc.occ, 0, sizeof(sc.occ));
	memset(sc.occ_ms, 0, sizeof(sc.occ_ms));
	rd_occ_add(&sc, t1);
	rd_occ_add(&sc, t2);
	rd_occ_add(&sc, t3);
}

/* the pair of pulses at @t and @t + @dt: 1 on a wrong probe */
static int third_near_pair(u32 t, u32 dt)
{
	/* a new pair's sequence: what rd_backfill() scans with */
	const struct radar_seq pair = { .slots = 1, .count = 2 };
	u32 k;
	int e;

	/* well within the bitmap's reach, an empty grid stops the pair */
	if ((RD_THIRD_K + 1) * dt + 64 < (RADAR_OCC_WORDS - 2) << 10) {
		occ_set(t, t, t + dt);
		if (rd_third_near(&sc, t, dt)) {
			printf("rd_third_near(%u, %u) passes without a third pulse\n",
			       t, dt);
			return 1;
		}
	}
	for (k = 1; k <= RD_THIRD_K; k++) {
		int tol = rd_tol16(&pair, k) / 16;

		for (e = -tol; e <= tol; e++) {
			occ_set(t - k * dt + e, t, t + dt);
			if (rd_third_near(&sc, t, dt))
				continue;
			printf("rd_third_near(%u, %u) misses a pulse %d us from grid point %u\n",
			       t, dt, e, k);
			return 1;
		}
	}
	return 0;
}

static int third_near_check(void)
{
	static const u32 dts[] = { 130, 137, 500, 1004, 3100, 5020, 5900, 6100,
				   6139, 6140, 6348, 6349, 10020 };
	/* every alignment to the buckets, around the wrap of the clock too */
	static const u32 bases[] = { 0x100000, 0x7fffff00, 0xfffff000 };
	unsigned int i, b, a;
	u32 dt;

	for (i = 0; i < ARRAY_SIZE(dts); i++)
		for (b = 0; b < ARRAY_SIZE(bases); b++)
			for (a = 0; a < 64; a++)
				if (third_near_pair(bases[b] + a, dts[i]))
					return 1;
	/* where the farthest windows near the oldest word the bitmap keeps */
	for (dt = 6000; dt < 6400; dt += 3)
		for (a = 0; a < 1024; a += 5)
			if (third_near_pair(0x100000 + a, dt))
				return 1;
	return 0;
}

int main(void)
{
	unsigned int lo, hi, w;

	for (lo = 0; lo < 256; lo++) {
		for (hi = lo; hi < 256; hi++) {
			u32 wl, wh;

			rd_wrange(lo, hi, &wl, &wh);
			for (w = 0; w < 256; w++) {
				bool in = w >= wl && w <= wh;

				if (in != rd_wfit(lo, hi, w)) {
					printf("rd_wrange(%u, %u) = %u..%u, rd_wfit(%u) = %d\n",
					       lo, hi, wl, wh, w, rd_wfit(lo, hi, w));
					return 1;
				}
			}
		}
	}
	for (w = 0; w < RD_WIN_WIDTHS; w++) {
		u32 wl, wh;

		rd_wrange(w, w, &wl, &wh);
		if (rd_wr[w][0] != wl || rd_wr[w][1] != wh) {
			printf("rd_wr[%u] = %u..%u, rd_wrange() %u..%u\n", w,
			       rd_wr[w][0], rd_wr[w][1], wl, wh);
			return 1;
		}
	}
	if (third_near_check())
		return 1;
	printf("detector-tables: rd_wrange(), rd_wr[] and rd_third_near() ok\n");
	return 0;
}
