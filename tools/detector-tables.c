// SPDX-License-Identifier: GPL-2.0-only
/*
 * detector-tables - white-box checks of the detector's written-out tables
 *
 * Compiles net/mac80211/radar_detect.c (the file the kernel builds) into
 * this program to reach its static helpers:
 *
 * - rd_wrange(lo, hi) is exactly the set of widths w with
 *   rd_wfit(lo, hi, w), for every pair of widths lo <= hi;
 * - rd_wr[w] (the width range of a new pulse, written out as data) is
 *   rd_wrange(w, w) for every width it holds.
 *
 * Exit status 1 on the first mismatch, which it prints.
 */
#include <stdio.h>

#include "radar_detect.c"

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
	printf("detector-tables: rd_wrange() and rd_wr[] ok\n");
	return 0;
}
