/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Channel-avoidance policy: pure functions over (NOL, channel state, config, time).
 * Times are boot-clock seconds (CLOCK_BOOTTIME): a wall clock set back or
 * forward (an AP without RTC before NTP, days off) changes nothing.  The
 * state file carries the list across reboots in wall-clock time
 * (statefile.c converts).
 */
#ifndef RADARD_POLICY_H
#define RADARD_POLICY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "chandef.h"
#include "config.h"
#include "event.h"

#define NOL_MAX 64
#define NOL_HISTORY 8

/* One 20 MHz channel on which radar was seen.  The NOL is kept per channel,
 * not per wiphy: radar is a property of the place, and cfg80211 itself
 * propagates radar to every wiphy of the same DFS domain. */
struct nol_entry {
	uint32_t freq;
	char wiphy[WIPHY_NAME_LEN];   /* last wiphy that saw it (informational) */
	char type[RADAR_TYPE_LEN];    /* last radar type, "" unknown */
	int64_t detected;             /* last detection */
	int64_t nol_until;            /* end of non-occupancy */
	int64_t avoid_until;          /* end of avoidance (repeated radar), 0 none */
	uint8_t nhistory;
	int64_t history[NOL_HISTORY]; /* detection times within repeat_window, oldest first */
};

struct nol {
	size_t n;
	struct nol_entry e[NOL_MAX];
};

/* A radar on freq (20 MHz channel).  Returns the entry (never NULL: when the
 * list is full the entry that ends first is replaced). */
struct nol_entry *policy_radar(struct nol *nol, const struct policy_cfg *cfg, uint32_t freq,
			       const char *wiphy, const char *type, int64_t now);
struct nol_entry *policy_find(struct nol *nol, uint32_t freq);

/*
 * Remaining seconds of the non-occupancy period / of the avoidance, 0 when over,
 * never more than the configured length.
 */
int64_t policy_nol_remaining(const struct nol_entry *e, const struct policy_cfg *cfg, int64_t now);
int64_t policy_avoid_remaining(const struct nol_entry *e, const struct policy_cfg *cfg, int64_t now);
/*
 * Clamp every stored deadline to now + its period (nol_until <= now + nop_time,
 * avoid_until <= now + avoid_time) and every past time to now: after loading
 * a list written under another clock, and on each tick (a reload may have
 * shortened the periods).  Returns true when something changed.
 */
bool policy_clamp(struct nol *nol, const struct policy_cfg *cfg, int64_t now);

/* blocked = in NOL or avoided */
bool policy_blocked(const struct nol *nol, const struct policy_cfg *cfg, uint32_t freq, int64_t now);
/* Drop entries that are neither in NOL, avoided, nor hold history inside the
 * repeat window.  Returns the number removed. */
size_t policy_expire(struct nol *nol, const struct policy_cfg *cfg, int64_t now);
size_t policy_nol_count(const struct nol *nol, const struct policy_cfg *cfg, int64_t now);
size_t policy_avoid_count(const struct nol *nol, const struct policy_cfg *cfg, int64_t now);
/* Seconds until the next NOL/avoid end (for timers), or -1 if none. */
int64_t policy_next_change(const struct nol *nol, const struct policy_cfg *cfg, int64_t now);
/* Time (wall clock) until which freq must be kept unavailable in the kernel,
 * or 0 if it need not be. */
int64_t policy_kernel_until(const struct nol_entry *e, const struct policy_cfg *cfg, int64_t now);

/* How a channel may be entered. */
enum policy_entry_mode {
	POLICY_ENTER_CSA,      /* nl80211 channel switch: DFS channels must be AVAILABLE */
	POLICY_ENTER_HOSTAPD,  /* hostapd switch: USABLE is fine, hostapd runs CAC */
};

/* Is every 20 MHz channel of c present, enabled, not blocked, and in a DFS
 * state that allows entering it in the given mode? */
bool policy_chandef_usable(const struct wiphy_info *w, const struct nol *nol,
			   const struct policy_cfg *cfg, const struct chandef *c,
			   enum policy_entry_mode mode, int64_t now);

/*
 * Best channel for an interface that must leave cur (radar).  Candidates:
 * same band, width <= cur->width (widest first), usable per
 * policy_chandef_usable.  Order: the interface's preferred chandef, then the
 * [policy] preferred_channels list in order, then non-DFS before DFS (when
 * prefer_non_dfs), then wider, then lower frequency.  Returns false when
 * no channel qualifies.
 */
bool policy_select_channel(const struct wiphy_info *w, const struct nol *nol,
			   const struct policy_cfg *cfg, const struct chandef *cur,
			   const struct chandef *preferred, enum policy_entry_mode mode, int64_t now,
			   struct chandef *out);

/*
 * Should an interface on cur go back to its preferred chandef?  usable_since
 * is the wall-clock time from which the preferred chandef has been usable
 * (0 = not known usable); return_delay must have passed.
 */
bool policy_should_return(const struct wiphy_info *w, const struct nol *nol,
			  const struct policy_cfg *cfg, const struct chandef *cur,
			  const struct chandef *preferred, enum policy_entry_mode mode,
			  int64_t usable_since, int64_t now);

const struct chan_info *wiphy_chan(const struct wiphy_info *w, uint32_t freq);

#endif
