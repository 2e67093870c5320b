/* SPDX-License-Identifier: GPL-2.0-only */
/* Channel definitions in MHz, independent of nl80211 (pure helpers). */
#ifndef RADARD_CHANDEF_H
#define RADARD_CHANDEF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define CHANDEF_MAX_SUB 16 /* 160 MHz = 8, 80+80 = 8; room to spare */

struct chandef {
	uint32_t freq;    /* primary 20 MHz channel, MHz */
	uint32_t width;   /* MHz: 20, 40, 80, 160; 0 = unknown */
	bool p80p80;      /* 80+80: width 80 + cf2 */
	uint32_t cf1;     /* centre of the (first) segment, MHz */
	uint32_t cf2;     /* centre of second 80 MHz segment (80+80) or 0 */
};

/* nl80211 enum nl80211_chan_width <-> MHz. Returns 0 for unsupported widths. */
uint32_t chandef_width_from_nl(uint32_t nlwidth, bool *p80p80);
uint32_t chandef_width_to_nl(uint32_t mhz, bool p80p80);

/* Fill missing cf1 (20 MHz: cf1 = freq) and check consistency. */
bool chandef_valid(const struct chandef *c);
/* The 20 MHz channel centres covered by c, ascending; returns count (0 if invalid). */
size_t chandef_subchannels(const struct chandef *c, uint32_t out[CHANDEF_MAX_SUB]);
bool chandef_covers(const struct chandef *c, uint32_t freq20);
bool chandef_equal(const struct chandef *a, const struct chandef *b);
/* Build a chandef from primary freq and width using the 5 GHz channelisation
 * (aligned 40/80/160 blocks). Returns false if freq/width have no such block. */
bool chandef_from_primary(uint32_t freq, uint32_t width, struct chandef *out);
/* "5260" -> channel number 52 (5 GHz / 2.4 GHz), 0 if unknown. */
int chandef_freq_to_chan(uint32_t freq);
/* "5500/80" or "5500" (20 MHz) -> chandef. */
bool chandef_parse(const char *s, struct chandef *out);
/* "5500/80 (cf1 5530)" style, for logs. */
void chandef_format(const struct chandef *c, char *buf, size_t len);

#endif
