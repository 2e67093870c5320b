/* SPDX-License-Identifier: GPL-2.0-only */
/* user-space stand-in for the kernel bits the ath DFS files use */
#ifndef ATH_SHIM_LINUX_KERNEL_H
#define ATH_SHIM_LINUX_KERNEL_H

#include <linux/types.h>
#include <stdio.h>
#include <string.h>

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

/* IS_ENABLED(CONFIG_FOO): 1 when CONFIG_FOO is defined to 1, as in kconfig.h */
#define __ARG_PLACEHOLDER_1 0,
#define __take_second_arg(__ignored, val, ...) val
#define __is_defined(x) ___is_defined(x)
#define ___is_defined(val) ____is_defined(__ARG_PLACEHOLDER_##val)
#define ____is_defined(arg1_or_junk) __take_second_arg(arg1_or_junk 1, 0)
#define IS_ENABLED(option) __is_defined(option)

#define KERN_ERR ""
#define KERN_WARNING ""
#define KERN_INFO ""
#define KERN_DEBUG ""
#define printk(fmt, ...) fprintf(stderr, fmt, ##__VA_ARGS__)
#define pr_debug(fmt, ...) do { } while (0)

/* jiffies are not used by the detector; a fixed clock is enough */
#define HZ 100
static inline unsigned long ath_shim_jiffies(void) { return 0; }
#define jiffies ath_shim_jiffies()

#define container_of(ptr, type, member) \
	((type *)(void *)((char *)(ptr) - offsetof(type, member)))

#endif
