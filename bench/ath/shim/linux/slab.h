/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * kmalloc & co. backed by malloc; every byte is counted so the benchmark can
 * report the upstream detector's footprint (shim_alloc.c).
 */
#ifndef ATH_SHIM_LINUX_SLAB_H
#define ATH_SHIM_LINUX_SLAB_H

#include <linux/kernel.h>

#define GFP_KERNEL 0u
#define GFP_ATOMIC 1u

void *ath_shim_kmalloc(size_t size, gfp_t flags, bool zero);
void ath_shim_kfree(const void *p);

#define kmalloc(size, flags) ath_shim_kmalloc((size), (flags), false)
#define kzalloc(size, flags) ath_shim_kmalloc((size), (flags), true)
#define kcalloc(n, size, flags) \
	((n) && (size) > SIZE_MAX / (n) ? NULL : \
	 ath_shim_kmalloc((size_t)(n) * (size), (flags), true))
#define kfree(p) ath_shim_kfree(p)

#endif
