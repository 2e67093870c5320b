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

/* How long radard waits for hostapd's answer to one request, in total. */
#define HOSTAPD_TIMEOUT_MS 500

/* <dir>/<ifname> is a socket that a process is bound to (the file a crashed
 * hostapd left behind does not count). */
bool hostapd_ctrl_present(const char *dir, const char *ifname);

/* Send cmd, wait up to timeout_ms in total for the reply (NUL-terminated
 * into reply); unsolicited event datagrams are skipped and do not extend
 * the wait.  Returns reply length or -errno. */
int hostapd_request(const char *dir, const char *ifname, const char *cmd, char *reply, size_t rlen,
		    int timeout_ms);

/* CHAN_SWITCH; 0 when hostapd answered OK, -EIO on FAIL, other -errno. */
int hostapd_chan_switch(const char *dir, const char *ifname, const struct chandef *c, uint32_t count);

/* A command answered with OK (ENABLE, DISABLE, ...): 0, -EIO on FAIL, -errno. */
int hostapd_command(const char *dir, const char *ifname, const char *cmd);

enum hostapd_state {
	HOSTAPD_STATE_UNKNOWN = 0,
	HOSTAPD_STATE_ENABLED,
	HOSTAPD_STATE_DISABLED, /* AP-DISABLED: stays down until ENABLE */
	HOSTAPD_STATE_DFS,      /* CAC running, or waiting for a channel's NOP to end */
	HOSTAPD_STATE_OTHER,
};

struct hostapd_status {
	enum hostapd_state state;
	uint32_t freq;
	bool cac_running;
};

/* STATUS; 0 or -errno (-EPROTO: no state= line). */
int hostapd_get_status(const char *dir, const char *ifname, struct hostapd_status *st);

#endif
