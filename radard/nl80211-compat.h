/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * nl80211 definitions for radard.
 *
 * meson puts <repo>/include/uapi first on the include path when
 * <repo>/include/uapi/linux/nl80211.h exists, so <linux/nl80211.h> below is the
 * project's header (with the radar-info / pulse-stream additions from
 * docs/design.md); otherwise it is the system's linux-libc-dev header.
 *
 * Which of the new names exist is probed by meson (cc.has_header_symbol works
 * for enum constants too) and passed down as:
 *   RADARD_HAVE_RADAR_INFO    NL80211_ATTR_RADAR_INFO + NL80211_RADAR_INFO_*
 *   RADARD_HAVE_RADAR_PULSES  NL80211_CMD_RADAR_PULSES, NL80211_ATTR_RADAR_PULSES*,
 *                             NL80211_RADAR_PULSE_*, NL80211_MULTICAST_GROUP_RADAR_PULSES
 * Code that needs them is compiled only under these macros.  No nl80211 value
 * is ever defined here by hand.
 */
#ifndef RADARD_NL80211_COMPAT_H
#define RADARD_NL80211_COMPAT_H

#include <linux/nl80211.h>

#ifndef RADARD_HAVE_RADAR_INFO
#define RADARD_HAVE_RADAR_INFO 0
#endif
#ifndef RADARD_HAVE_RADAR_PULSES
#define RADARD_HAVE_RADAR_PULSES 0
#endif

/* Largest of a few enum constants, usable as an array bound, so that radard
 * does not depend on the spelling of *_MAX names of the new enums. */
#define RADARD_MAX2(a, b) ((a) > (b) ? (a) : (b))
#define RADARD_MAX4(a, b, c, d) RADARD_MAX2(RADARD_MAX2(a, b), RADARD_MAX2(c, d))

#endif
