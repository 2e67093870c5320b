/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Generic netlink sockets: events (nl80211 mlme/config/regulatory and
 * dfs_radar "detect" on one socket, so a dfs_radar detection arrives right
 * before its nl80211 twin), pulses (dfs_radar "pulses", its own socket: a
 * pulse flood cannot make radard lose a detection) and requests.
 */
#ifndef RADARD_NLSOCK_H
#define RADARD_NLSOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "event.h"

struct nl_sock;
struct nl_msg;

struct nlsock {
	struct nl_sock *ev;
	struct nl_sock *pulses;   /* NULL without the family or without CAP_NET_ADMIN */
	struct nl_sock *req;
	struct radar_families fam; /* fam.dfs_radar < 0: kernel without the family */
	bool pulses_joined;
};

/* Returns 0 or -errno; err explains. */
int nlsock_open(struct nlsock *s, uint32_t rcvbuf, bool pulses, char *err, size_t errlen);
void nlsock_close(struct nlsock *s);
int nlsock_event_fd(struct nlsock *s);
int nlsock_pulse_fd(struct nlsock *s); /* -1 when there is no pulse socket */

/*
 * Read everything queued on the event socket, calling cb for each message.
 * Returns the number of messages, or -ENOBUFS when the socket overran (the
 * caller counts it and resynchronises; reading may continue), or -errno.
 */
int nlsock_drain(struct nl_sock *sk, int (*cb)(struct nl_msg *msg, void *arg), void *arg);

int nlsock_dump_wiphys(struct nlsock *s, struct wiphy_info *w, size_t *n, size_t max);
int nlsock_dump_ifaces(struct nlsock *s, struct iface_info *ifs, size_t *n, size_t max);
int nlsock_get_region(struct nlsock *s);
int nlsock_notify_radar(struct nlsock *s, uint32_t ifindex, uint32_t freq);
int nlsock_channel_switch(struct nlsock *s, uint32_t ifindex, const struct chandef *c, uint32_t count);

#endif
