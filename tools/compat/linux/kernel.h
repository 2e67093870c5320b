/* SPDX-License-Identifier: GPL-2.0-only */
/* User-space shim: the few <linux/kernel.h> helpers the detector uses */
#ifndef RADAR_COMPAT_LINUX_KERNEL_H
#define RADAR_COMPAT_LINUX_KERNEL_H

#include <linux/types.h>

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define U16_MAX UINT16_MAX
#define U32_MAX UINT32_MAX
#define DIV_ROUND_UP(n, d) (((n) + (d) - 1) / (d))
#define min(a, b) ((a) < (b) ? (a) : (b))
#define max(a, b) ((a) > (b) ? (a) : (b))
#define min_t(t, a, b) ((t)(a) < (t)(b) ? (t)(a) : (t)(b))
#define max_t(t, a, b) ((t)(a) > (t)(b) ? (t)(a) : (t)(b))
#define clamp_t(t, v, lo, hi) min_t(t, max_t(t, v, lo), hi)
#ifndef __always_inline	/* glibc's <sys/cdefs.h> may have it */
#define __always_inline inline __attribute__((__always_inline__))
#endif
#define noinline __attribute__((__noinline__))
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define swap(a, b) \
	do { __typeof__(a) __tmp = (a); (a) = (b); (b) = __tmp; } while (0)

#endif
