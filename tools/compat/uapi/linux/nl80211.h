/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * User-space shim: <uapi/linux/nl80211.h> is the repository's copy of the
 * patched uapi header when present, else the libc's kernel header.
 */
#ifndef RADAR_COMPAT_UAPI_NL80211_H
#define RADAR_COMPAT_UAPI_NL80211_H

#if __has_include("../../../../include/uapi/linux/nl80211.h")
#include "../../../../include/uapi/linux/nl80211.h"
#else
#include <linux/nl80211.h>
#endif

#endif
