// SPDX-License-Identifier: GPL-2.0-only
/*
 * nlprobe: generic netlink requests the guest tests need, through libnl.
 *
 *   nlprobe attrs LO HI       for each nl80211 attribute number N in LO..HI, send
 *                             NL80211_CMD_GET_WIPHY for wiphy 0 carrying an empty
 *                             attribute N; print "attr N <errno name>"
 *   nlprobe cmds LO HI        for each nl80211 command number N in LO..HI, send an
 *                             empty request; print "cmd N <errno name>"
 *   nlprobe hwsim-new [chanctx|multi-radio]   create a mac80211_hwsim radio (with
 *                             channel contexts, two channels; or a multi-radio wiphy,
 *                             one radio per band, Linux 6.12 on), print its id
 *   nlprobe hwsim-del ID      destroy the mac80211_hwsim radio ID
 *
 * Exit status 0, 1 when a request could not be sent or a radio operation failed,
 * 2 on bad usage.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <netlink/genl/ctrl.h>
#include <netlink/genl/genl.h>
#include <netlink/netlink.h>

#include <linux/nl80211.h>

/* mac80211_hwsim's generic netlink interface (drivers/net/wireless/mac80211_hwsim.h) */
#define HWSIM_FAMILY "MAC80211_HWSIM"
#define HWSIM_CMD_NEW_RADIO 4
#define HWSIM_CMD_DEL_RADIO 5
#define HWSIM_ATTR_CHANNELS 9
#define HWSIM_ATTR_RADIO_ID 10
#define HWSIM_ATTR_USE_CHANCTX 15
#define HWSIM_ATTR_MULTI_RADIO 29

/* kinds of radio hwsim-new creates */
enum { RADIO_PLAIN, RADIO_CHANCTX, RADIO_MULTI };

static int ack_err;
static bool acked;

/* the answer: an error, or a positive value (hwsim's new radio id) */
static int on_error(struct sockaddr_nl *nla, struct nlmsgerr *err, void *arg)
{
	(void)nla;
	(void)arg;
	ack_err = err->error;
	acked = true;
	return NL_STOP;
}

static int on_ack(struct nl_msg *msg, void *arg)
{
	(void)msg;
	(void)arg;
	ack_err = 0;
	acked = true;
	return NL_STOP;
}

static int on_valid(struct nl_msg *msg, void *arg)
{
	(void)msg;
	(void)arg;
	return NL_OK;
}

/* send msg, wait for the ack or error; returns what the kernel answered (0, a negative
 * errno, or a positive value) or -EIO when nothing could be sent or received */
static int request(struct nl_sock *sk, struct nl_msg *msg)
{
	struct nl_cb *cb = nl_cb_alloc(NL_CB_DEFAULT);
	int err;

	if (!cb)
		return -ENOMEM;
	nl_cb_err(cb, NL_CB_CUSTOM, on_error, NULL);
	nl_cb_set(cb, NL_CB_ACK, NL_CB_CUSTOM, on_ack, NULL);
	nl_cb_set(cb, NL_CB_VALID, NL_CB_CUSTOM, on_valid, NULL);
	acked = false;
	err = nl_send_auto(sk, msg);
	while (err >= 0 && !acked)
		err = nl_recvmsgs(sk, cb);
	nl_cb_put(cb);
	if (err < 0 && !acked)
		return -EIO;
	return ack_err;
}

static const char *errname(int e)
{
	switch (-e) {
	case 0: return "OK";
	case EINVAL: return "EINVAL";
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case ENODEV: return "ENODEV";
	case ENOENT: return "ENOENT";
	case EPERM: return "EPERM";
	case ERANGE: return "ERANGE";
	case E2BIG: return "E2BIG";
	case EMSGSIZE: return "EMSGSIZE";
	case ENOLINK: return "ENOLINK";
	case EBUSY: return "EBUSY";
	case ENOTCONN: return "ENOTCONN";
	case ENETDOWN: return "ENETDOWN";
	default: {
		static char buf[32];

		snprintf(buf, sizeof(buf), "errno%d", -e);
		return buf;
	}
	}
}

static int probe(struct nl_sock *sk, int family, bool attrs, long lo, long hi)
{
	for (long n = lo; n <= hi; n++) {
		struct nl_msg *msg = nlmsg_alloc();
		int err;

		if (!msg)
			return 1;
		if (attrs) {
			genlmsg_put(msg, NL_AUTO_PORT, NL_AUTO_SEQ, family, 0, NLM_F_ACK,
				    NL80211_CMD_GET_WIPHY, 0);
			nla_put_u32(msg, NL80211_ATTR_WIPHY, 0);
			nla_put(msg, (int)n, 0, NULL);
		} else {
			genlmsg_put(msg, NL_AUTO_PORT, NL_AUTO_SEQ, family, 0, NLM_F_ACK,
				    (uint8_t)n, 0);
		}
		err = request(sk, msg);
		nlmsg_free(msg);
		if (err == -EIO)
			return 1;
		printf("%s %ld %s\n", attrs ? "attr" : "cmd", n, errname(err));
	}
	return 0;
}

static int hwsim(struct nl_sock *sk, bool create, long arg)
{
	int family = genl_ctrl_resolve(sk, HWSIM_FAMILY);
	struct nl_msg *msg;
	int err;

	if (family < 0) {
		fprintf(stderr, "nlprobe: no %s family\n", HWSIM_FAMILY);
		return 1;
	}
	msg = nlmsg_alloc();
	if (!msg)
		return 1;
	genlmsg_put(msg, NL_AUTO_PORT, NL_AUTO_SEQ, family, 0, NLM_F_ACK,
		    create ? HWSIM_CMD_NEW_RADIO : HWSIM_CMD_DEL_RADIO, 0);
	if (create) {
		if (arg == RADIO_CHANCTX) {
			nla_put_flag(msg, HWSIM_ATTR_USE_CHANCTX);
			nla_put_u32(msg, HWSIM_ATTR_CHANNELS, 2);
		} else if (arg == RADIO_MULTI) {
			nla_put_flag(msg, HWSIM_ATTR_MULTI_RADIO);
		}
	} else {
		nla_put_u32(msg, HWSIM_ATTR_RADIO_ID, (uint32_t)arg);
	}
	err = request(sk, msg);
	nlmsg_free(msg);
	/* NEW_RADIO answers with the new radio's id as a positive "error" */
	if (create && err >= 0) {
		printf("%d\n", err);
		return 0;
	}
	if (err) {
		fprintf(stderr, "nlprobe: hwsim %s: %s\n", create ? "new" : "del", errname(err));
		return 1;
	}
	return 0;
}

static bool num(const char *s, long *out)
{
	char *end;

	errno = 0;
	*out = strtol(s, &end, 0);
	return !errno && end != s && !*end && *out >= 0;
}

int main(int argc, char **argv)
{
	struct nl_sock *sk;
	long lo = 0, hi = 0;
	int ret = 2;

	if (argc < 2)
		goto usage;
	sk = nl_socket_alloc();
	if (!sk || genl_connect(sk) < 0) {
		fprintf(stderr, "nlprobe: cannot connect to generic netlink\n");
		return 1;
	}
	if ((!strcmp(argv[1], "attrs") || !strcmp(argv[1], "cmds")) && argc == 4 &&
	    num(argv[2], &lo) && num(argv[3], &hi) && lo <= hi) {
		int family = genl_ctrl_resolve(sk, "nl80211");

		ret = family < 0 ? 1 : probe(sk, family, argv[1][0] == 'a', lo, hi);
	} else if (!strcmp(argv[1], "hwsim-new") && argc == 2) {
		ret = hwsim(sk, true, RADIO_PLAIN);
	} else if (!strcmp(argv[1], "hwsim-new") && argc == 3 && !strcmp(argv[2], "chanctx")) {
		ret = hwsim(sk, true, RADIO_CHANCTX);
	} else if (!strcmp(argv[1], "hwsim-new") && argc == 3 &&
		   !strcmp(argv[2], "multi-radio")) {
		ret = hwsim(sk, true, RADIO_MULTI);
	} else if (!strcmp(argv[1], "hwsim-del") && argc == 3 && num(argv[2], &lo)) {
		ret = hwsim(sk, false, lo);
	}
	nl_socket_free(sk);
	if (ret != 2)
		return ret;
usage:
	fprintf(stderr, "usage: nlprobe attrs|cmds LO HI | hwsim-new [chanctx|multi-radio] | hwsim-del ID\n");
	return 2;
}
