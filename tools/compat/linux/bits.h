/* SPDX-License-Identifier: GPL-2.0-only */
/* User-space shim: <linux/bits.h> */
#ifndef RADAR_COMPAT_LINUX_BITS_H
#define RADAR_COMPAT_LINUX_BITS_H

#define BIT(n) (1UL << (n))
#define BIT_ULL(n) (1ULL << (n))

#endif
