/* SPDX-License-Identifier: GPL-2.0-only */
/* the uapi header from linux-libc-dev: enum nl80211_dfs_regions */
#include <linux/types.h>
#include_next <linux/nl80211.h>
