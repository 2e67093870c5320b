// SPDX-License-Identifier: GPL-2.0-only
#include "nlsock.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>

#include <netlink/errno.h>
#include <netlink/genl/ctrl.h>
#include <netlink/genl/genl.h>
#include <netlink/msg.h>
#include <netlink/netlink.h>

#include "dfs_radar.h"
#include "journal.h"
#include "nl80211-compat.h"

static int nlerr_to_errno(int e)
{
	switch (-e) {
	case NLE_NOMEM:
		return -ENOBUFS;
	case NLE_AGAIN:
		return -EAGAIN;
	case NLE_PERM:
		return -EPERM;
	case NLE_OBJ_NOTFOUND:
		return -ENOENT;
	case NLE_INVAL:
		return -EINVAL;
	default:
		return -EIO;
	}
}

static int join(struct nlsock *s, struct nl_sock *sk, const char *family, const char *group, char *err,
		size_t errlen, bool required)
{
	int id = genl_ctrl_resolve_grp(s->req, family, group);
	int r;

	if (id < 0) {
		if (required)
			snprintf(err, errlen, "%s multicast group '%s' not found: %s", family, group,
				 nl_geterror(id));
		return required ? -ENOENT : 0;
	}
	r = nl_socket_add_membership(sk, id);
	if (r < 0) {
		snprintf(err, errlen, "cannot join %s group '%s': %s", family, group, nl_geterror(r));
		return nlerr_to_errno(r);
	}
	return 1;
}

static int event_socket(struct nl_sock **out, uint32_t rcvbuf, char *err, size_t errlen)
{
	int r, sz = (int)rcvbuf, fd;

	*out = nl_socket_alloc();
	if (!*out) {
		snprintf(err, errlen, "out of memory");
		return -ENOMEM;
	}
	if ((r = genl_connect(*out)) < 0) {
		snprintf(err, errlen, "cannot open generic netlink socket: %s", nl_geterror(r));
		return nlerr_to_errno(r);
	}
	fd = nl_socket_get_fd(*out);
	if (setsockopt(fd, SOL_SOCKET, SO_RCVBUFFORCE, &sz, sizeof(sz)) < 0)
		setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &sz, sizeof(sz));
	nl_socket_disable_seq_check(*out);
	r = nl_socket_set_nonblocking(*out);
	if (r < 0) {
		snprintf(err, errlen, "cannot make event socket non-blocking: %s", nl_geterror(r));
		return nlerr_to_errno(r);
	}
	return 0;
}

int nlsock_open(struct nlsock *s, uint32_t rcvbuf, bool pulses, char *err, size_t errlen)
{
	struct timeval tv = { .tv_sec = 2 };
	int r;

	memset(s, 0, sizeof(*s));
	s->fam.dfs_radar = -1;
	s->req = nl_socket_alloc();
	if (!s->req) {
		snprintf(err, errlen, "out of memory");
		return -ENOMEM;
	}
	if ((r = genl_connect(s->req)) < 0) {
		snprintf(err, errlen, "cannot open generic netlink socket: %s", nl_geterror(r));
		return nlerr_to_errno(r);
	}
	s->fam.nl80211 = genl_ctrl_resolve(s->req, "nl80211");
	if (s->fam.nl80211 < 0) {
		snprintf(err, errlen, "nl80211 not available: %s", nl_geterror(s->fam.nl80211));
		return -ENOENT;
	}
	r = genl_ctrl_resolve(s->req, DFS_RADAR_GENL_NAME);
	s->fam.dfs_radar = r >= 0 ? r : -1;
	/* requests: bounded waits so a stuck kernel cannot hang the loop forever */
	setsockopt(nl_socket_get_fd(s->req), SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
	nl_socket_set_buffer_size(s->req, 1 << 20, 0);

	if ((r = event_socket(&s->ev, rcvbuf, err, errlen)) < 0)
		return r;
	/* dfs_radar "detect" first: its DETECTED precedes the nl80211 twin */
	if (s->fam.dfs_radar >= 0 &&
	    (r = join(s, s->ev, DFS_RADAR_GENL_NAME, DFS_RADAR_MCGRP_DETECT, err, errlen, true)) < 0)
		return r;
	if ((r = join(s, s->ev, "nl80211", NL80211_MULTICAST_GROUP_MLME, err, errlen, true)) < 0 ||
	    (r = join(s, s->ev, "nl80211", NL80211_MULTICAST_GROUP_CONFIG, err, errlen, true)) < 0 ||
	    (r = join(s, s->ev, "nl80211", NL80211_MULTICAST_GROUP_REG, err, errlen, true)) < 0)
		return r;
	if (s->fam.dfs_radar < 0) {
		rlog(LOG_NOTICE, "kernel without the '%s' family: plain nl80211 radar events (no detector details, no pulses)",
		     DFS_RADAR_GENL_NAME);
		return 0;
	}
	if (pulses) {
		char e2[200] = "";

		r = event_socket(&s->pulses, rcvbuf, e2, sizeof(e2));
		if (r == 0)
			r = join(s, s->pulses, DFS_RADAR_GENL_NAME, DFS_RADAR_MCGRP_PULSES, e2, sizeof(e2), true);
		if (r <= 0) {
			rlog(LOG_WARNING, "pulse stream not joined: %s", e2);
			nl_socket_free(s->pulses);
			s->pulses = NULL;
		}
		s->pulses_joined = r > 0;
	}
	return 0;
}

void nlsock_close(struct nlsock *s)
{
	nl_socket_free(s->ev);
	nl_socket_free(s->pulses);
	nl_socket_free(s->req);
	s->ev = s->pulses = s->req = NULL;
}

int nlsock_event_fd(struct nlsock *s)
{
	return nl_socket_get_fd(s->ev);
}

int nlsock_pulse_fd(struct nlsock *s)
{
	return s->pulses ? nl_socket_get_fd(s->pulses) : -1;
}

static int no_seq_check(struct nl_msg *msg, void *arg)
{
	(void)msg;
	(void)arg;
	return NL_OK;
}

int nlsock_drain(struct nl_sock *sk, int (*cb)(struct nl_msg *msg, void *arg), void *arg)
{
	struct nl_cb *c = nl_cb_alloc(NL_CB_DEFAULT);
	int total = 0, r;

	if (!c)
		return -ENOMEM;
	nl_cb_set(c, NL_CB_VALID, NL_CB_CUSTOM, cb, arg);
	nl_cb_set(c, NL_CB_SEQ_CHECK, NL_CB_CUSTOM, no_seq_check, NULL);
	for (;;) {
		r = nl_recvmsgs_report(sk, c);
		if (r > 0) {
			total += r;
			continue;
		}
		break;
	}
	nl_cb_put(c);
	if (r < 0 && r != -NLE_AGAIN)
		return nlerr_to_errno(r);
	return total;
}

struct req_ctx {
	int err;
	int (*valid)(struct nl_msg *, void *);
	void *arg;
};

static int on_error(struct sockaddr_nl *nla, struct nlmsgerr *e, void *arg)
{
	struct req_ctx *x = arg;

	(void)nla;
	x->err = e->error ? e->error : -EIO;
	return NL_STOP;
}

static int on_finish(struct nl_msg *msg, void *arg)
{
	struct req_ctx *x = arg;

	(void)msg;
	x->err = 0;
	return NL_SKIP;
}

static int on_ack(struct nl_msg *msg, void *arg)
{
	struct req_ctx *x = arg;

	(void)msg;
	x->err = 0;
	return NL_STOP;
}

static int on_valid(struct nl_msg *msg, void *arg)
{
	struct req_ctx *x = arg;

	return x->valid ? x->valid(msg, x->arg) : NL_OK;
}

/* send msg (consumed), run valid for each reply; 0 or -errno */
static int transact(struct nlsock *s, struct nl_msg *msg, int (*valid)(struct nl_msg *, void *), void *arg)
{
	struct req_ctx x = { .err = 1, .valid = valid, .arg = arg };
	struct nl_cb *c = nl_cb_alloc(NL_CB_DEFAULT);
	int r;

	if (!c) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	nl_cb_set(c, NL_CB_VALID, NL_CB_CUSTOM, on_valid, &x);
	nl_cb_set(c, NL_CB_FINISH, NL_CB_CUSTOM, on_finish, &x);
	nl_cb_set(c, NL_CB_ACK, NL_CB_CUSTOM, on_ack, &x);
	nl_cb_err(c, NL_CB_CUSTOM, on_error, &x);
	r = nl_send_auto(s->req, msg);
	nlmsg_free(msg);
	if (r < 0) {
		nl_cb_put(c);
		return nlerr_to_errno(r);
	}
	while (x.err > 0) {
		r = nl_recvmsgs(s->req, c);
		if (r < 0) {
			/* a dump that ran out of buffer: error out, caller retries later */
			x.err = r == -NLE_NOMEM ? -ENOBUFS : (r == -NLE_AGAIN ? -ETIMEDOUT : nlerr_to_errno(r));
			break;
		}
	}
	nl_cb_put(c);
	return x.err;
}

static struct nl_msg *new_msg(struct nlsock *s, uint8_t cmd, int flags)
{
	struct nl_msg *msg = nlmsg_alloc();

	if (msg && !genlmsg_put(msg, NL_AUTO_PORT, NL_AUTO_SEQ, s->fam.nl80211, 0, flags, cmd, 0)) {
		nlmsg_free(msg);
		return NULL;
	}
	return msg;
}

struct wiphy_dump {
	struct wiphy_info *w;
	size_t *n;
	size_t max;
	int err;
};

static int wiphy_cb(struct nl_msg *msg, void *arg)
{
	struct wiphy_dump *d = arg;
	int r = radar_parse_wiphy(nlmsg_hdr(msg), d->w, d->n, d->max);

	if (r < 0 && !d->err)
		d->err = r;
	return NL_OK;
}

int nlsock_dump_wiphys(struct nlsock *s, struct wiphy_info *w, size_t *n, size_t max)
{
	struct nl_msg *msg = new_msg(s, NL80211_CMD_GET_WIPHY, NLM_F_DUMP);
	struct wiphy_dump d = { .w = w, .n = n, .max = max };
	int r;

	*n = 0;
	if (!msg || nla_put_flag(msg, NL80211_ATTR_SPLIT_WIPHY_DUMP) < 0) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	r = transact(s, msg, wiphy_cb, &d);
	if (!r && d.err)
		rlog(LOG_WARNING, "wiphy dump: malformed or too many entries: %s", strerror(-d.err));
	return r;
}

struct iface_dump {
	struct iface_info *ifs;
	size_t *n;
	size_t max;
};

static int iface_cb(struct nl_msg *msg, void *arg)
{
	struct iface_dump *d = arg;

	if (*d->n < d->max && radar_parse_interface(nlmsg_hdr(msg), &d->ifs[*d->n]) == 0)
		(*d->n)++;
	return NL_OK;
}

int nlsock_dump_ifaces(struct nlsock *s, struct iface_info *ifs, size_t *n, size_t max)
{
	struct nl_msg *msg = new_msg(s, NL80211_CMD_GET_INTERFACE, NLM_F_DUMP);
	struct iface_dump d = { .ifs = ifs, .n = n, .max = max };

	*n = 0;
	if (!msg)
		return -ENOMEM;
	return transact(s, msg, iface_cb, &d);
}

static int reg_cb(struct nl_msg *msg, void *arg)
{
	int *region = arg;
	int r = radar_parse_reg(nlmsg_hdr(msg));

	if (r >= 0)
		*region = r;
	return NL_OK;
}

int nlsock_get_region(struct nlsock *s)
{
	struct nl_msg *msg = new_msg(s, NL80211_CMD_GET_REG, 0);
	int region = -1, r;

	if (!msg)
		return -ENOMEM;
	r = transact(s, msg, reg_cb, &region);
	return r < 0 ? r : region;
}

int nlsock_notify_radar(struct nlsock *s, uint32_t ifindex, uint32_t freq)
{
	struct nl_msg *msg = new_msg(s, NL80211_CMD_NOTIFY_RADAR, 0);

	if (!msg || nla_put_u32(msg, NL80211_ATTR_IFINDEX, ifindex) < 0 ||
	    nla_put_u32(msg, NL80211_ATTR_WIPHY_FREQ, freq) < 0 ||
	    nla_put_u32(msg, NL80211_ATTR_CHANNEL_WIDTH, NL80211_CHAN_WIDTH_20_NOHT) < 0 ||
	    nla_put_u32(msg, NL80211_ATTR_CENTER_FREQ1, freq) < 0) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	return transact(s, msg, NULL, NULL);
}

int nlsock_channel_switch(struct nlsock *s, uint32_t ifindex, const struct chandef *c, uint32_t count)
{
	struct nl_msg *msg = new_msg(s, NL80211_CMD_CHANNEL_SWITCH, 0);

	if (!msg || nla_put_u32(msg, NL80211_ATTR_IFINDEX, ifindex) < 0 ||
	    nla_put_u32(msg, NL80211_ATTR_CH_SWITCH_COUNT, count) < 0 ||
	    nla_put_u32(msg, NL80211_ATTR_WIPHY_FREQ, c->freq) < 0 ||
	    nla_put_u32(msg, NL80211_ATTR_CHANNEL_WIDTH, chandef_width_to_nl(c->width, c->p80p80)) < 0 ||
	    nla_put_u32(msg, NL80211_ATTR_CENTER_FREQ1, c->cf1) < 0 ||
	    (c->p80p80 && nla_put_u32(msg, NL80211_ATTR_CENTER_FREQ2, c->cf2) < 0) ||
	    nla_put_flag(msg, NL80211_ATTR_HANDLE_DFS) < 0 ||
	    nla_put_flag(msg, NL80211_ATTR_CH_SWITCH_BLOCK_TX) < 0) {
		nlmsg_free(msg);
		return -ENOMEM;
	}
	return transact(s, msg, NULL, NULL);
}
