/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * hostapd control interface client (the documented wpa_ctrl datagram
 * protocol over AF_UNIX; libwpa_client is not packaged in Debian).
 */
#ifndef RADARD_HOSTAPD_H
#define RADARD_HOSTAPD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "chandef.h"

/* "CHAN_SWITCH <count> <freq> center_freq1=.. [center_freq2=..] bandwidth=.. sec_channel_offset=.. auto-ht"
 * Returns length, or -1 if the chandef cannot be expressed. */
int hostapd_format_chan_switch(char *buf, size_t len, const struct chandef *c, uint32_t count);

/* <dir>/<ifname> is a socket */
bool hostapd_ctrl_present(const char *dir, const char *ifname);

/* Send cmd, wait up to timeout_ms for the reply (NUL-terminated into reply).
 * Returns reply length or -errno. */
int hostapd_request(const char *dir, const char *ifname, const char *cmd, char *reply, size_t rlen,
		    int timeout_ms);

/* CHAN_SWITCH; 0 when hostapd answered OK, -EIO on FAIL, other -errno. */
int hostapd_chan_switch(const char *dir, const char *ifname, const struct chandef *c, uint32_t count);

#endif
