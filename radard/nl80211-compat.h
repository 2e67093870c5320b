/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * nl80211 definitions for radard: the system's <linux/nl80211.h>
 * (linux-libc-dev), exactly upstream's ABI.  Everything the project adds
 * comes through the "dfs_radar" family (include/uapi/linux/dfs_radar.h).
 * No nl80211 value is ever defined here by hand.
 */
#ifndef RADARD_NL80211_COMPAT_H
#define RADARD_NL80211_COMPAT_H

#include <linux/nl80211.h>

#endif
