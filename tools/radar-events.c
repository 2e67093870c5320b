// SPDX-License-Identifier: GPL-2.0-only
/*
 * radar-events: print the kernel's DFS radar events and radar pulse batches.
 *
 * Subscribes to the nl80211 "mlme" multicast group (CAC finished and aborted,
 * radar detected, NOP finished, pre-CAC expired) and, where the kernel has
 * it, to the "dfs_radar" family (include/uapi/linux/dfs_radar.h): its
 * "detect" group (the details of a detection, CAC started) and its "pulses"
 * group (pulse batches; joining it needs CAP_NET_ADMIN). Prints one line per
 * event, like `iw event` does, or one JSON object per line with --json. A
 * dfs_radar detection and the nl80211 radar-detected event that follows it
 * are one detection: printed once, with the details and the interface.
 *
 * Exit status: 0 when the requested number of events was seen or the
 * timeout expired (without --count), 1 on errors or when --count events were
 * not seen before the timeout, 2 on bad usage.
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <net/if.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <netlink/genl/ctrl.h>
#include <netlink/genl/genl.h>
#include <netlink/netlink.h>

#include <linux/dfs_radar.h>
#include <linux/nl80211.h>

struct opts {
	bool json;
	bool trace;
	bool mlme;
	bool pulses;
	long count;	/* 0: no limit */
	double timeout;	/* seconds, 0: no limit */
};

struct state {
	const struct opts *o;
	long events;
	int nl80211;		/* family ids */
	int dfs_radar;		/* -1: the kernel has no dfs_radar family */
	/* a dfs_radar detection waiting for its nl80211 twin */
	struct nl_msg *pending;
};

static volatile sig_atomic_t stop;

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

static const char *radar_event_name(uint32_t ev)
{
	switch (ev) {
	case NL80211_RADAR_DETECTED:
		return "radar-detected";
	case NL80211_RADAR_CAC_FINISHED:
		return "cac-finished";
	case NL80211_RADAR_CAC_ABORTED:
		return "cac-aborted";
	case NL80211_RADAR_NOP_FINISHED:
		return "nop-finished";
	case NL80211_RADAR_PRE_CAC_EXPIRED:
		return "pre-cac-expired";
	case NL80211_RADAR_CAC_STARTED:
		return "cac-started";
	default:
		return NULL;
	}
}

static const char *region_name(uint8_t r)
{
	switch (r) {
	case NL80211_DFS_UNSET:
		return "unset";
	case NL80211_DFS_FCC:
		return "FCC";
	case NL80211_DFS_ETSI:
		return "ETSI";
	case NL80211_DFS_JP:
		return "JP";
	default:
		return "unknown";
	}
}

static const char *width_name(uint32_t w)
{
	switch (w) {
	case NL80211_CHAN_WIDTH_20_NOHT:
		return "20-noht";
	case NL80211_CHAN_WIDTH_20:
		return "20";
	case NL80211_CHAN_WIDTH_40:
		return "40";
	case NL80211_CHAN_WIDTH_80:
		return "80";
	case NL80211_CHAN_WIDTH_80P80:
		return "80+80";
	case NL80211_CHAN_WIDTH_160:
		return "160";
	default:
		return "other";
	}
}

/* print s as a JSON string (with quotes) */
static void json_str(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			printf("\\%c", c);
		else if (c < 0x20)
			printf("\\u%04x", c);
		else
			putchar(c);
	}
	putchar('"');
}

static void print_radar_info(const struct opts *o, struct nlattr *attr)
{
	struct nlattr *ri[DFS_RADAR_INFO_MAX + 1];
	struct nlattr *pri;
	int rem;
	bool first = true;

	if (nla_parse_nested(ri, DFS_RADAR_INFO_MAX, attr, NULL) < 0) {
		fprintf(stderr, "radar-events: malformed DFS_RADAR_ATTR_INFO\n");
		return;
	}

	if (o->json) {
		printf(", \"radar\": {");
		printf("\"region\": ");
		json_str(ri[DFS_RADAR_INFO_REGION] ?
			 region_name(nla_get_u8(ri[DFS_RADAR_INFO_REGION])) :
			 "unknown");
		if (ri[DFS_RADAR_INFO_TYPE]) {
			printf(", \"type\": ");
			json_str(nla_get_string(ri[DFS_RADAR_INFO_TYPE]));
		}
		printf(", \"pris\": [");
		if (ri[DFS_RADAR_INFO_PRIS]) {
			nla_for_each_nested(pri, ri[DFS_RADAR_INFO_PRIS], rem) {
				printf("%s%" PRIu32, first ? "" : ", ", nla_get_u32(pri));
				first = false;
			}
		}
		printf("]");
		if (ri[DFS_RADAR_INFO_WIDTH])
			printf(", \"width\": %" PRIu32, nla_get_u32(ri[DFS_RADAR_INFO_WIDTH]));
		if (ri[DFS_RADAR_INFO_PULSES])
			printf(", \"pulses\": %" PRIu32, nla_get_u32(ri[DFS_RADAR_INFO_PULSES]));
		if (ri[DFS_RADAR_INFO_FREQ])
			printf(", \"freq\": %" PRIu32, nla_get_u32(ri[DFS_RADAR_INFO_FREQ]));
		if (ri[DFS_RADAR_INFO_FIRST_TS])
			printf(", \"first_ts\": %" PRIu64, nla_get_u64(ri[DFS_RADAR_INFO_FIRST_TS]));
		if (ri[DFS_RADAR_INFO_LAST_TS])
			printf(", \"last_ts\": %" PRIu64, nla_get_u64(ri[DFS_RADAR_INFO_LAST_TS]));
		printf("}");
		return;
	}

	printf(" region=%s", ri[DFS_RADAR_INFO_REGION] ?
	       region_name(nla_get_u8(ri[DFS_RADAR_INFO_REGION])) : "unknown");
	if (ri[DFS_RADAR_INFO_TYPE])
		printf(" type=%s", nla_get_string(ri[DFS_RADAR_INFO_TYPE]));
	if (ri[DFS_RADAR_INFO_PRIS]) {
		printf(" pri=");
		nla_for_each_nested(pri, ri[DFS_RADAR_INFO_PRIS], rem) {
			printf("%s%" PRIu32, first ? "" : "/", nla_get_u32(pri));
			first = false;
		}
	}
	if (ri[DFS_RADAR_INFO_WIDTH])
		printf(" width=%" PRIu32, nla_get_u32(ri[DFS_RADAR_INFO_WIDTH]));
	if (ri[DFS_RADAR_INFO_PULSES])
		printf(" pulses=%" PRIu32, nla_get_u32(ri[DFS_RADAR_INFO_PULSES]));
	if (ri[DFS_RADAR_INFO_FREQ])
		printf(" pulse_freq=%" PRIu32, nla_get_u32(ri[DFS_RADAR_INFO_FREQ]));
	if (ri[DFS_RADAR_INFO_FIRST_TS] && ri[DFS_RADAR_INFO_LAST_TS])
		printf(" ts=%" PRIu64 "..%" PRIu64,
		       nla_get_u64(ri[DFS_RADAR_INFO_FIRST_TS]),
		       nla_get_u64(ri[DFS_RADAR_INFO_LAST_TS]));
}

static int print_pulses(const struct opts *o, struct nlattr **tb)
{
	struct nlattr *pa[DFS_RADAR_PULSE_MAX + 1];
	struct nlattr *p;
	uint32_t dropped = 0, n = 0;
	int rem;
	bool first = true;

	if (tb[DFS_RADAR_ATTR_PULSES_DROPPED])
		dropped = nla_get_u32(tb[DFS_RADAR_ATTR_PULSES_DROPPED]);
	if (tb[DFS_RADAR_ATTR_PULSES])
		nla_for_each_nested(p, tb[DFS_RADAR_ATTR_PULSES], rem)
			n++;

	if (o->json) {
		printf("{\"event\": \"radar-pulses\"");
		if (tb[DFS_RADAR_ATTR_WIPHY])
			printf(", \"wiphy\": %" PRIu32, nla_get_u32(tb[DFS_RADAR_ATTR_WIPHY]));
		printf(", \"count\": %" PRIu32 ", \"dropped\": %" PRIu32 ", \"pulses\": [",
		       n, dropped);
	} else {
		if (tb[DFS_RADAR_ATTR_WIPHY])
			printf("phy#%" PRIu32 ": ", nla_get_u32(tb[DFS_RADAR_ATTR_WIPHY]));
		printf("radar pulses: %" PRIu32 " dropped=%" PRIu32 "\n", n, dropped);
	}

	if (tb[DFS_RADAR_ATTR_PULSES] && (o->json || o->trace)) {
		nla_for_each_nested(p, tb[DFS_RADAR_ATTR_PULSES], rem) {
			uint64_t ts = 0;
			uint32_t freq = 0, width = 0;
			uint8_t rssi = 0;
			bool chirp;

			if (nla_parse_nested(pa, DFS_RADAR_PULSE_MAX, p, NULL) < 0) {
				fprintf(stderr, "radar-events: malformed pulse\n");
				continue;
			}
			if (pa[DFS_RADAR_PULSE_TS])
				ts = nla_get_u64(pa[DFS_RADAR_PULSE_TS]);
			if (pa[DFS_RADAR_PULSE_FREQ])
				freq = nla_get_u32(pa[DFS_RADAR_PULSE_FREQ]);
			if (pa[DFS_RADAR_PULSE_WIDTH])
				width = nla_get_u32(pa[DFS_RADAR_PULSE_WIDTH]);
			if (pa[DFS_RADAR_PULSE_RSSI])
				rssi = nla_get_u8(pa[DFS_RADAR_PULSE_RSSI]);
			chirp = pa[DFS_RADAR_PULSE_CHIRP] != NULL;

			if (o->json)
				printf("%s{\"ts\": %" PRIu64 ", \"freq\": %" PRIu32
				       ", \"width\": %" PRIu32 ", \"rssi\": %u, \"chirp\": %s}",
				       first ? "" : ", ", ts, freq, width, rssi,
				       chirp ? "true" : "false");
			else
				/* pulse trace format (shared/spec/pulse-trace.md) */
				printf("%" PRIu64 " %" PRIu32 " %" PRIu32 " %u %d\n",
				       ts, freq, width, rssi, chirp);
			first = false;
		}
	}
	if (o->json)
		printf("]}\n");
	return 1;
}

/* what one printed radar event says, from nl80211 and/or dfs_radar */
struct radar_rec {
	const char *name;
	uint32_t ev;		/* for unknown nl80211 radar events */
	struct nlattr *wiphy, *ifindex, *wdev, *freq, *width, *cf1, *cf2;
	struct nlattr *info, *cac_time, *background;
};

static void rec_from_nl80211(struct radar_rec *r, struct nlattr **tb)
{
	r->wiphy = tb[NL80211_ATTR_WIPHY];
	r->ifindex = tb[NL80211_ATTR_IFINDEX];
	r->wdev = tb[NL80211_ATTR_WDEV];
	r->freq = tb[NL80211_ATTR_WIPHY_FREQ];
	r->width = tb[NL80211_ATTR_CHANNEL_WIDTH];
	r->cf1 = tb[NL80211_ATTR_CENTER_FREQ1];
	r->cf2 = tb[NL80211_ATTR_CENTER_FREQ2];
}

/* dfs_radar attributes fill in what nl80211's event does not say */
static void rec_from_dfs_radar(struct radar_rec *r, struct nlattr **db)
{
	if (!r->wiphy)
		r->wiphy = db[DFS_RADAR_ATTR_WIPHY];
	if (!r->ifindex)
		r->ifindex = db[DFS_RADAR_ATTR_IFINDEX];
	if (!r->wdev)
		r->wdev = db[DFS_RADAR_ATTR_WDEV];
	if (!r->freq)
		r->freq = db[DFS_RADAR_ATTR_FREQ];
	if (!r->width)
		r->width = db[DFS_RADAR_ATTR_CHANNEL_WIDTH];
	if (!r->cf1)
		r->cf1 = db[DFS_RADAR_ATTR_CENTER_FREQ1];
	if (!r->cf2)
		r->cf2 = db[DFS_RADAR_ATTR_CENTER_FREQ2];
	r->info = db[DFS_RADAR_ATTR_INFO];
	r->cac_time = db[DFS_RADAR_ATTR_CAC_TIME];
	r->background = db[DFS_RADAR_ATTR_BACKGROUND];
}

static void print_rec(const struct opts *o, const struct radar_rec *r)
{
	char ifname[IF_NAMESIZE] = "";

	if (r->ifindex && !if_indextoname(nla_get_u32(r->ifindex), ifname))
		ifname[0] = '\0';

	if (o->json) {
		printf("{\"event\": ");
		if (r->name)
			json_str(r->name);
		else
			printf("\"radar-event-%" PRIu32 "\"", r->ev);
		if (r->wiphy)
			printf(", \"wiphy\": %" PRIu32, nla_get_u32(r->wiphy));
		if (r->ifindex) {
			printf(", \"ifindex\": %" PRIu32, nla_get_u32(r->ifindex));
			if (ifname[0]) {
				printf(", \"ifname\": ");
				json_str(ifname);
			}
		}
		if (r->wdev)
			printf(", \"wdev\": %" PRIu64, nla_get_u64(r->wdev));
		if (r->freq)
			printf(", \"freq\": %" PRIu32, nla_get_u32(r->freq));
		if (r->width) {
			printf(", \"width\": ");
			json_str(width_name(nla_get_u32(r->width)));
		}
		if (r->cf1)
			printf(", \"center_freq1\": %" PRIu32, nla_get_u32(r->cf1));
		if (r->cf2)
			printf(", \"center_freq2\": %" PRIu32, nla_get_u32(r->cf2));
		if (r->cac_time)
			printf(", \"cac_time_ms\": %" PRIu32, nla_get_u32(r->cac_time));
		if (r->background)
			printf(", \"background\": true");
		if (r->info)
			print_radar_info(o, r->info);
		printf("}\n");
		return;
	}

	if (r->wiphy)
		printf("phy#%" PRIu32, nla_get_u32(r->wiphy));
	if (r->ifindex)
		printf(" (%s)", ifname[0] ? ifname : "?");
	if (r->name)
		printf(": radar event: %s", r->name);
	else
		printf(": radar event: unknown (%" PRIu32 ")", r->ev);
	if (r->freq)
		printf(" freq=%" PRIu32, nla_get_u32(r->freq));
	if (r->width)
		printf(" width=%s", width_name(nla_get_u32(r->width)));
	if (r->cac_time)
		printf(" cac_time=%" PRIu32 "ms", nla_get_u32(r->cac_time));
	if (r->background)
		printf(" background");
	if (r->info)
		print_radar_info(o, r->info);
	printf("\n");
}

static int parse_dfs_radar(struct nl_msg *msg, struct nlattr **db)
{
	struct genlmsghdr *gnlh = nlmsg_data(nlmsg_hdr(msg));

	return nla_parse(db, DFS_RADAR_ATTR_MAX, genlmsg_attrdata(gnlh, 0),
			 genlmsg_attrlen(gnlh, 0), NULL);
}

/* a held dfs_radar detection whose nl80211 twin never came: print it alone */
static int flush_pending(struct state *st)
{
	struct nlattr *db[DFS_RADAR_ATTR_MAX + 1];
	struct radar_rec r = { .name = "radar-detected" };
	int printed = 0;

	if (!st->pending)
		return 0;
	if (st->o->mlme && parse_dfs_radar(st->pending, db) >= 0) {
		rec_from_dfs_radar(&r, db);
		print_rec(st->o, &r);
		printed = 1;
	}
	nlmsg_free(st->pending);
	st->pending = NULL;
	return printed;
}

static int print_radar_event(struct state *st, struct nlattr **tb)
{
	struct nlattr *db[DFS_RADAR_ATTR_MAX + 1];
	struct radar_rec r = { 0 };
	int printed = 0;

	if (!tb[NL80211_ATTR_RADAR_EVENT])
		return 0;	/* CAC start request echo etc.: not an event */
	r.ev = nla_get_u32(tb[NL80211_ATTR_RADAR_EVENT]);
	r.name = radar_event_name(r.ev);
	rec_from_nl80211(&r, tb);

	/* the twin of the held dfs_radar detection: one detection */
	if (st->pending && r.ev == NL80211_RADAR_DETECTED &&
	    parse_dfs_radar(st->pending, db) >= 0 && db[DFS_RADAR_ATTR_WIPHY] &&
	    tb[NL80211_ATTR_WIPHY] &&
	    nla_get_u32(db[DFS_RADAR_ATTR_WIPHY]) ==
	    nla_get_u32(tb[NL80211_ATTR_WIPHY]))
		rec_from_dfs_radar(&r, db);
	else
		printed = flush_pending(st);
	if (st->o->mlme) {
		print_rec(st->o, &r);
		printed++;
	}
	/* r may point into the held message: free it only now */
	if (st->pending) {
		nlmsg_free(st->pending);
		st->pending = NULL;
	}
	return printed;
}

static int on_dfs_radar(struct state *st, struct nl_msg *msg, uint8_t cmd)
{
	struct nlattr *db[DFS_RADAR_ATTR_MAX + 1];
	struct radar_rec r = { .name = "cac-started" };
	int printed;

	switch (cmd) {
	case DFS_RADAR_CMD_DETECTED:
		/* held until its nl80211 twin, which the kernel sends next */
		printed = flush_pending(st);
		nlmsg_get(msg);
		st->pending = msg;
		return printed;
	case DFS_RADAR_CMD_CAC_STARTED:
		printed = flush_pending(st);
		if (!st->o->mlme || parse_dfs_radar(msg, db) < 0)
			return printed;
		rec_from_dfs_radar(&r, db);
		print_rec(st->o, &r);
		return printed + 1;
	case DFS_RADAR_CMD_PULSES:
		if (!st->o->pulses || parse_dfs_radar(msg, db) < 0)
			return 0;
		return print_pulses(st->o, db);
	default:
		return 0;
	}
}

static int on_msg(struct nl_msg *msg, void *arg)
{
	struct state *st = arg;
	struct nlmsghdr *nlh = nlmsg_hdr(msg);
	struct genlmsghdr *gnlh = nlmsg_data(nlh);
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	int printed = 0;

	if (nlh->nlmsg_type == st->dfs_radar) {
		printed = on_dfs_radar(st, msg, gnlh->cmd);
	} else if (nlh->nlmsg_type == st->nl80211 &&
		   gnlh->cmd == NL80211_CMD_RADAR_DETECT &&
		   nla_parse(tb, NL80211_ATTR_MAX, genlmsg_attrdata(gnlh, 0),
			     genlmsg_attrlen(gnlh, 0), NULL) >= 0) {
		printed = print_radar_event(st, tb);
	}
	if (printed) {
		fflush(stdout);
		st->events += printed;
		if (st->o->count && st->events >= st->o->count)
			stop = 1;
	}
	return NL_SKIP;
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: radar-events [options]\n"
		"  -j, --json         one JSON object per line\n"
		"  -n, --count N      exit after N events (exit status 1 if the\n"
		"                     timeout expires first)\n"
		"  -t, --timeout S    exit after S seconds (fractions allowed)\n"
		"  -m, --mlme-only    only radar/CAC events (no CAP_NET_ADMIN needed)\n"
		"  -p, --pulses-only  only radar pulse batches\n"
		"      --trace        text mode: print each pulse as a pulse trace line\n"
		"  -h, --help         this text\n"
		"\"radar-events: listening\" on stderr tells that the groups are joined.\n");
}

static int join(struct nl_sock *sk, const char *family, const char *group)
{
	int grp = genl_ctrl_resolve_grp(sk, family, group);
	int err;

	if (grp < 0) {
		fprintf(stderr, "radar-events: %s has no multicast group \"%s\": %s\n",
			family, group, nl_geterror(grp));
		return -1;
	}
	err = nl_socket_add_membership(sk, grp);
	if (err < 0) {
		fprintf(stderr, "radar-events: cannot join %s \"%s\": %s%s\n", family,
			group, nl_geterror(err),
			err == -NLE_PERM ? " (needs CAP_NET_ADMIN; try --mlme-only)" : "");
		return -1;
	}
	return 0;
}

static bool parse_long(const char *s, long *out)
{
	char *end;

	errno = 0;
	*out = strtol(s, &end, 10);
	return !errno && end != s && !*end && *out >= 0;
}

static bool parse_double(const char *s, double *out)
{
	char *end;

	errno = 0;
	*out = strtod(s, &end);
	return !errno && end != s && !*end && *out >= 0;
}

int main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "count", required_argument, NULL, 'n' },
		{ "timeout", required_argument, NULL, 't' },
		{ "mlme-only", no_argument, NULL, 'm' },
		{ "pulses-only", no_argument, NULL, 'p' },
		{ "trace", no_argument, NULL, 'T' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct opts o = { .mlme = true, .pulses = true };
	struct state st = { .o = &o };
	struct sigaction sa = { .sa_handler = on_signal };
	struct nl_sock *sk;
	double deadline = 0;
	int c, ret = 1;

	while ((c = getopt_long(argc, argv, "jn:t:mph", longopts, NULL)) != -1) {
		switch (c) {
		case 'j':
			o.json = true;
			break;
		case 'n':
			if (!parse_long(optarg, &o.count)) {
				fprintf(stderr, "radar-events: bad --count '%s'\n", optarg);
				return 2;
			}
			break;
		case 't':
			if (!parse_double(optarg, &o.timeout)) {
				fprintf(stderr, "radar-events: bad --timeout '%s'\n", optarg);
				return 2;
			}
			break;
		case 'm':
			o.pulses = false;
			break;
		case 'p':
			o.mlme = false;
			break;
		case 'T':
			o.trace = true;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	if (optind != argc || (!o.mlme && !o.pulses)) {
		usage(stderr);
		return 2;
	}

	setvbuf(stdout, NULL, _IOLBF, 0);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);

	sk = nl_socket_alloc();
	if (!sk) {
		fprintf(stderr, "radar-events: out of memory\n");
		return 1;
	}
	if (genl_connect(sk) < 0) {
		fprintf(stderr, "radar-events: cannot connect to generic netlink\n");
		goto out;
	}
	st.nl80211 = genl_ctrl_resolve(sk, "nl80211");
	st.dfs_radar = genl_ctrl_resolve(sk, DFS_RADAR_GENL_NAME);
	if (st.nl80211 < 0) {
		fprintf(stderr, "radar-events: no nl80211 in this kernel\n");
		goto out;
	}
	if (st.dfs_radar < 0) {
		if (!o.mlme) {
			fprintf(stderr, "radar-events: this kernel has no %s family: no radar pulses\n",
				DFS_RADAR_GENL_NAME);
			goto out;
		}
		fprintf(stderr, "radar-events: this kernel has no %s family: radar events without details, no pulses\n",
			DFS_RADAR_GENL_NAME);
		o.pulses = false;
	}
	/* one socket: a dfs_radar detection arrives right before its twin */
	if ((o.mlme && join(sk, "nl80211", NL80211_MULTICAST_GROUP_MLME)) ||
	    (o.mlme && st.dfs_radar >= 0 &&
	     join(sk, DFS_RADAR_GENL_NAME, DFS_RADAR_MCGRP_DETECT)) ||
	    (o.pulses && join(sk, DFS_RADAR_GENL_NAME, DFS_RADAR_MCGRP_PULSES)))
		goto out;

	nl_socket_disable_seq_check(sk);
	nl_socket_modify_cb(sk, NL_CB_VALID, NL_CB_CUSTOM, on_msg, &st);
	/* pulse batches can be large */
	nl_socket_set_buffer_size(sk, 1 << 20, 0);
	nl_socket_set_msg_buf_size(sk, 64 * 1024);

	fprintf(stderr, "radar-events: listening\n");
	if (o.timeout > 0)
		deadline = now() + o.timeout;

	ret = 0;
	while (!stop) {
		struct pollfd pfd = { .fd = nl_socket_get_fd(sk), .events = POLLIN };
		int ms = -1, err;

		if (deadline) {
			double left = deadline - now();

			if (left <= 0)
				break;
			ms = (int)(left * 1000) + 1;
		}
		err = poll(&pfd, 1, ms);
		if (err < 0) {
			if (errno == EINTR)
				continue;
			perror("radar-events: poll");
			ret = 1;
			break;
		}
		if (!err)
			continue;
		err = nl_recvmsgs_default(sk);
		if (err == -NLE_NOMEM) {
			/* receive buffer overrun: events were lost, say so */
			fprintf(stderr, "radar-events: netlink overrun, events lost\n");
			continue;
		}
		if (err < 0 && err != -NLE_INTR && err != -NLE_AGAIN) {
			fprintf(stderr, "radar-events: receive: %s\n", nl_geterror(err));
			ret = 1;
			break;
		}
	}
	st.events += flush_pending(&st);
	if (!ret && o.count && st.events < o.count) {
		fprintf(stderr, "radar-events: saw %ld of %ld events before the timeout\n",
			st.events, o.count);
		ret = 1;
	}
out:
	if (st.pending)
		nlmsg_free(st.pending);
	nl_socket_free(sk);
	return ret;
}
