/* SPDX-License-Identifier: GPL-2.0-only */
/* User-space shim: the <linux/bitops.h> helpers the detector uses */
#ifndef RADAR_COMPAT_LINUX_BITOPS_H
#define RADAR_COMPAT_LINUX_BITOPS_H

#include <linux/types.h>

static inline unsigned int hweight64(uint64_t w)
{
	return (unsigned int)__builtin_popcountll(w);
}

/* index of the lowest set bit; @w must not be 0 */
static inline unsigned long __ffs(unsigned long w)
{
	return (unsigned long)__builtin_ctzl(w);
}

#endif
