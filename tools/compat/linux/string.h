/* SPDX-License-Identifier: GPL-2.0-only */
/* User-space shim: <linux/string.h> maps to the C library */
#ifndef RADAR_COMPAT_LINUX_STRING_H
#define RADAR_COMPAT_LINUX_STRING_H

#include <string.h>

#endif
