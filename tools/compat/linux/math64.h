/* SPDX-License-Identifier: GPL-2.0-only */
/* User-space shim: the 64-bit division helpers of net/mac80211/radar_detect.c */
#ifndef RADAR_COMPAT_LINUX_MATH64_H
#define RADAR_COMPAT_LINUX_MATH64_H

#include <linux/types.h>

/* as in the kernel, where 32-bit builds have no libgcc for a plain u64 / u32 */
static inline u64 div_u64(u64 dividend, u32 divisor)
{
	return dividend / divisor;
}

static inline u64 div_u64_rem(u64 dividend, u32 divisor, u32 *remainder)
{
	*remainder = dividend % divisor;
	return dividend / divisor;
}

#endif
