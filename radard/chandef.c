// SPDX-License-Identifier: GPL-2.0-only
#include "chandef.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nl80211-compat.h"

uint32_t chandef_width_from_nl(uint32_t nlwidth, bool *p80p80)
{
	if (p80p80)
		*p80p80 = false;
	switch (nlwidth) {
	case NL80211_CHAN_WIDTH_20_NOHT:
	case NL80211_CHAN_WIDTH_20:
		return 20;
	case NL80211_CHAN_WIDTH_40:
		return 40;
	case NL80211_CHAN_WIDTH_80:
		return 80;
	case NL80211_CHAN_WIDTH_80P80:
		if (p80p80)
			*p80p80 = true;
		return 80;
	case NL80211_CHAN_WIDTH_160:
		return 160;
	default:
		return 0;
	}
}

uint32_t chandef_width_to_nl(uint32_t mhz, bool p80p80)
{
	switch (mhz) {
	case 40:
		return NL80211_CHAN_WIDTH_40;
	case 80:
		return p80p80 ? NL80211_CHAN_WIDTH_80P80 : NL80211_CHAN_WIDTH_80;
	case 160:
		return NL80211_CHAN_WIDTH_160;
	default:
		return NL80211_CHAN_WIDTH_20;
	}
}

static bool seg_covers(uint32_t cf, uint32_t width, uint32_t f)
{
	return f + width / 2 >= cf + 10 && f + 10 <= cf + width / 2;
}

bool chandef_valid(const struct chandef *c)
{
	if (c->freq < 2400 || c->freq > 7200)
		return false;
	switch (c->width) {
	case 20:
		return c->cf1 == c->freq && !c->p80p80;
	case 40:
	case 80:
	case 160:
		break;
	default:
		return false;
	}
	if (c->p80p80 != (c->width == 80 && c->cf2 != 0))
		return false;
	if (c->p80p80 && (c->cf2 < 2400 || c->cf2 > 7200 || c->cf2 == c->cf1))
		return false;
	if (c->cf1 < c->width / 2 || (c->freq - c->cf1 + c->width / 2) % 20 != 10)
		return false;
	return seg_covers(c->cf1, c->width, c->freq);
}

size_t chandef_subchannels(const struct chandef *c, uint32_t out[CHANDEF_MAX_SUB])
{
	size_t n = 0;

	if (!chandef_valid(c))
		return 0;
	for (uint32_t f = c->cf1 - c->width / 2 + 10; f <= c->cf1 + c->width / 2 - 10; f += 20)
		out[n++] = f;
	if (c->p80p80)
		for (uint32_t f = c->cf2 - 30; f <= c->cf2 + 30; f += 20)
			out[n++] = f;
	/* ascending order (cf2 may be below cf1) */
	for (size_t i = 1; i < n; i++)
		for (size_t j = i; j > 0 && out[j - 1] > out[j]; j--) {
			uint32_t t = out[j];

			out[j] = out[j - 1];
			out[j - 1] = t;
		}
	return n;
}

bool chandef_covers(const struct chandef *c, uint32_t freq20)
{
	uint32_t sub[CHANDEF_MAX_SUB];
	size_t n = chandef_subchannels(c, sub);

	for (size_t i = 0; i < n; i++)
		if (sub[i] == freq20)
			return true;
	return false;
}

bool chandef_equal(const struct chandef *a, const struct chandef *b)
{
	return a->freq == b->freq && a->width == b->width && a->cf1 == b->cf1 &&
	       a->p80p80 == b->p80p80 && (!a->p80p80 || a->cf2 == b->cf2);
}

/* Centres of the aligned 5 GHz blocks (channels 38.., 42.., 50..). */
static const uint32_t centres40[] = { 5190, 5230, 5270, 5310, 5510, 5550, 5590,
				      5630, 5670, 5710, 5755, 5795, 5835, 5875 };
static const uint32_t centres80[] = { 5210, 5290, 5530, 5610, 5690, 5775, 5855 };
static const uint32_t centres160[] = { 5250, 5570, 5815 };

bool chandef_from_primary(uint32_t freq, uint32_t width, struct chandef *out)
{
	const uint32_t *tab;
	size_t n;

	memset(out, 0, sizeof(*out));
	out->freq = freq;
	out->width = width;
	switch (width) {
	case 20:
		out->cf1 = freq;
		return chandef_valid(out);
	case 40:
		tab = centres40;
		n = sizeof(centres40) / sizeof(centres40[0]);
		break;
	case 80:
		tab = centres80;
		n = sizeof(centres80) / sizeof(centres80[0]);
		break;
	case 160:
		tab = centres160;
		n = sizeof(centres160) / sizeof(centres160[0]);
		break;
	default:
		return false;
	}
	for (size_t i = 0; i < n; i++) {
		out->cf1 = tab[i];
		if (chandef_valid(out))
			return true;
	}
	out->cf1 = 0;
	return false;
}

int chandef_freq_to_chan(uint32_t freq)
{
	if (freq == 2484)
		return 14;
	if (freq >= 2412 && freq <= 2472)
		return (int)(freq - 2407) / 5;
	if (freq >= 5000 && freq <= 5900)
		return (int)(freq - 5000) / 5;
	if (freq > 5950 && freq <= 7115)
		return (int)(freq - 5950) / 5;
	return 0;
}

bool chandef_parse(const char *s, struct chandef *out)
{
	char *end;
	unsigned long f, w = 20;

	errno = 0;
	f = strtoul(s, &end, 10);
	if (errno || end == s || f > 100000)
		return false;
	if (*end == '/') {
		const char *p = end + 1;

		w = strtoul(p, &end, 10);
		if (errno || end == p)
			return false;
	}
	if (*end != '\0')
		return false;
	return chandef_from_primary((uint32_t)f, (uint32_t)w, out);
}

void chandef_format(const struct chandef *c, char *buf, size_t len)
{
	if (c->p80p80)
		snprintf(buf, len, "%u MHz 80+80 (cf1 %u, cf2 %u)", c->freq, c->cf1, c->cf2);
	else if (c->width > 20)
		snprintf(buf, len, "%u MHz %u MHz wide (cf1 %u)", c->freq, c->width, c->cf1);
	else
		snprintf(buf, len, "%u MHz 20 MHz wide", c->freq);
}
