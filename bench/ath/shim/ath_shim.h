/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Force-included (-include) before the pristine upstream ath DFS files
 * (drivers/net/wireless/ath/dfs_pattern_detector.c, dfs_pri_detector.c).
 *
 * It stands in for "ath.h": that header pulls in mac80211/skbuff, of which
 * the DFS files only use struct ath_common (as an opaque pointer) and
 * ath_dbg().  Defining its include guard here makes the real ath.h a no-op.
 */
#ifndef ATH_SHIM_H
#define ATH_SHIM_H

#include <linux/kernel.h>

/* dfs_pattern_detector_init() returns NULL unless this is enabled */
#define CONFIG_CFG80211_CERTIFICATION_ONUS 1

#define ATH_H
struct ath_common;

#define ath_dbg(common, dbg_mask, fmt, ...) \
	do { (void)(common); } while (0)

#endif
