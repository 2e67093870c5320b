// SPDX-License-Identifier: GPL-2.0-only
/*
 * radar-events: print the kernel's DFS radar events and radar pulse batches.
 *
 * Subscribes to the nl80211 "mlme" multicast group (CAC started, finished and
 * aborted, radar detected with its details, NOP finished, pre-CAC expired)
 * and to the "radar-pulses" group (pulse batches; joining it needs
 * CAP_NET_ADMIN), and prints one line per event, like `iw event` does, or one
 * JSON object per line with --json.
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
	struct nlattr *ri[NL80211_RADAR_INFO_MAX + 1];
	struct nlattr *pri;
	int rem;
	bool first = true;

	if (nla_parse_nested(ri, NL80211_RADAR_INFO_MAX, attr, NULL) < 0) {
		fprintf(stderr, "radar-events: malformed NL80211_ATTR_RADAR_INFO\n");
		return;
	}

	if (o->json) {
		printf(", \"radar\": {");
		printf("\"region\": ");
		json_str(ri[NL80211_RADAR_INFO_REGION] ?
			 region_name(nla_get_u8(ri[NL80211_RADAR_INFO_REGION])) :
			 "unknown");
		if (ri[NL80211_RADAR_INFO_TYPE]) {
			printf(", \"type\": ");
			json_str(nla_get_string(ri[NL80211_RADAR_INFO_TYPE]));
		}
		printf(", \"pris\": [");
		if (ri[NL80211_RADAR_INFO_PRIS]) {
			nla_for_each_nested(pri, ri[NL80211_RADAR_INFO_PRIS], rem) {
				printf("%s%" PRIu32, first ? "" : ", ", nla_get_u32(pri));
				first = false;
			}
		}
		printf("]");
		if (ri[NL80211_RADAR_INFO_WIDTH])
			printf(", \"width\": %" PRIu32, nla_get_u32(ri[NL80211_RADAR_INFO_WIDTH]));
		if (ri[NL80211_RADAR_INFO_PULSES])
			printf(", \"pulses\": %" PRIu32, nla_get_u32(ri[NL80211_RADAR_INFO_PULSES]));
		if (ri[NL80211_RADAR_INFO_FREQ])
			printf(", \"freq\": %" PRIu32, nla_get_u32(ri[NL80211_RADAR_INFO_FREQ]));
		if (ri[NL80211_RADAR_INFO_FIRST_TS])
			printf(", \"first_ts\": %" PRIu64, nla_get_u64(ri[NL80211_RADAR_INFO_FIRST_TS]));
		if (ri[NL80211_RADAR_INFO_LAST_TS])
			printf(", \"last_ts\": %" PRIu64, nla_get_u64(ri[NL80211_RADAR_INFO_LAST_TS]));
		printf("}");
		return;
	}

	printf(" region=%s", ri[NL80211_RADAR_INFO_REGION] ?
	       region_name(nla_get_u8(ri[NL80211_RADAR_INFO_REGION])) : "unknown");
	if (ri[NL80211_RADAR_INFO_TYPE])
		printf(" type=%s", nla_get_string(ri[NL80211_RADAR_INFO_TYPE]));
	if (ri[NL80211_RADAR_INFO_PRIS]) {
		printf(" pri=");
		nla_for_each_nested(pri, ri[NL80211_RADAR_INFO_PRIS], rem) {
			printf("%s%" PRIu32, first ? "" : "/", nla_get_u32(pri));
			first = false;
		}
	}
	if (ri[NL80211_RADAR_INFO_WIDTH])
		printf(" width=%" PRIu32, nla_get_u32(ri[NL80211_RADAR_INFO_WIDTH]));
	if (ri[NL80211_RADAR_INFO_PULSES])
		printf(" pulses=%" PRIu32, nla_get_u32(ri[NL80211_RADAR_INFO_PULSES]));
	if (ri[NL80211_RADAR_INFO_FREQ])
		printf(" pulse_freq=%" PRIu32, nla_get_u32(ri[NL80211_RADAR_INFO_FREQ]));
	if (ri[NL80211_RADAR_INFO_FIRST_TS] && ri[NL80211_RADAR_INFO_LAST_TS])
		printf(" ts=%" PRIu64 "..%" PRIu64,
		       nla_get_u64(ri[NL80211_RADAR_INFO_FIRST_TS]),
		       nla_get_u64(ri[NL80211_RADAR_INFO_LAST_TS]));
}

static int print_radar_event(const struct opts *o, struct nlattr **tb)
{
	const char *name;
	char ifname[IF_NAMESIZE] = "";
	uint32_t ev;

	if (!tb[NL80211_ATTR_RADAR_EVENT])
		return 0;	/* CAC start request echo etc.: not an event */
	ev = nla_get_u32(tb[NL80211_ATTR_RADAR_EVENT]);
	name = radar_event_name(ev);

	if (tb[NL80211_ATTR_IFINDEX] &&
	    !if_indextoname(nla_get_u32(tb[NL80211_ATTR_IFINDEX]), ifname))
		ifname[0] = '\0';

	if (o->json) {
		printf("{\"event\": ");
		if (name)
			json_str(name);
		else
			printf("\"radar-event-%" PRIu32 "\"", ev);
		if (tb[NL80211_ATTR_WIPHY])
			printf(", \"wiphy\": %" PRIu32, nla_get_u32(tb[NL80211_ATTR_WIPHY]));
		if (tb[NL80211_ATTR_IFINDEX]) {
			printf(", \"ifindex\": %" PRIu32, nla_get_u32(tb[NL80211_ATTR_IFINDEX]));
			if (ifname[0]) {
				printf(", \"ifname\": ");
				json_str(ifname);
			}
		}
		if (tb[NL80211_ATTR_WDEV])
			printf(", \"wdev\": %" PRIu64, nla_get_u64(tb[NL80211_ATTR_WDEV]));
		if (tb[NL80211_ATTR_WIPHY_FREQ])
			printf(", \"freq\": %" PRIu32, nla_get_u32(tb[NL80211_ATTR_WIPHY_FREQ]));
		if (tb[NL80211_ATTR_CHANNEL_WIDTH]) {
			printf(", \"width\": ");
			json_str(width_name(nla_get_u32(tb[NL80211_ATTR_CHANNEL_WIDTH])));
		}
		if (tb[NL80211_ATTR_CENTER_FREQ1])
			printf(", \"center_freq1\": %" PRIu32,
			       nla_get_u32(tb[NL80211_ATTR_CENTER_FREQ1]));
		if (tb[NL80211_ATTR_CENTER_FREQ2])
			printf(", \"center_freq2\": %" PRIu32,
			       nla_get_u32(tb[NL80211_ATTR_CENTER_FREQ2]));
		if (tb[NL80211_ATTR_RADAR_INFO])
			print_radar_info(o, tb[NL80211_ATTR_RADAR_INFO]);
		printf("}\n");
		return 1;
	}

	if (tb[NL80211_ATTR_WIPHY])
		printf("phy#%" PRIu32, nla_get_u32(tb[NL80211_ATTR_WIPHY]));
	if (tb[NL80211_ATTR_IFINDEX])
		printf(" (%s)", ifname[0] ? ifname : "?");
	if (name)
		printf(": radar event: %s", name);
	else
		printf(": radar event: unknown (%" PRIu32 ")", ev);
	if (tb[NL80211_ATTR_WIPHY_FREQ])
		printf(" freq=%" PRIu32, nla_get_u32(tb[NL80211_ATTR_WIPHY_FREQ]));
	if (tb[NL80211_ATTR_CHANNEL_WIDTH])
		printf(" width=%s", width_name(nla_get_u32(tb[NL80211_ATTR_CHANNEL_WIDTH])));
	if (tb[NL80211_ATTR_RADAR_INFO])
		print_radar_info(o, tb[NL80211_ATTR_RADAR_INFO]);
	printf("\n");
	return 1;
}

static int print_pulses(const struct opts *o, struct nlattr **tb)
{
	struct nlattr *pa[NL80211_RADAR_PULSE_MAX + 1];
	struct nlattr *p;
	uint32_t dropped = 0, n = 0;
	int rem;
	bool first = true;

	if (tb[NL80211_ATTR_RADAR_PULSES_DROPPED])
		dropped = nla_get_u32(tb[NL80211_ATTR_RADAR_PULSES_DROPPED]);
	if (tb[NL80211_ATTR_RADAR_PULSES])
		nla_for_each_nested(p, tb[NL80211_ATTR_RADAR_PULSES], rem)
			n++;

	if (o->json) {
		printf("{\"event\": \"radar-pulses\"");
		if (tb[NL80211_ATTR_WIPHY])
			printf(", \"wiphy\": %" PRIu32, nla_get_u32(tb[NL80211_ATTR_WIPHY]));
		printf(", \"count\": %" PRIu32 ", \"dropped\": %" PRIu32 ", \"pulses\": [",
		       n, dropped);
	} else {
		if (tb[NL80211_ATTR_WIPHY])
			printf("phy#%" PRIu32 ": ", nla_get_u32(tb[NL80211_ATTR_WIPHY]));
		printf("radar pulses: %" PRIu32 " dropped=%" PRIu32 "\n", n, dropped);
	}

	if (tb[NL80211_ATTR_RADAR_PULSES] && (o->json || o->trace)) {
		nla_for_each_nested(p, tb[NL80211_ATTR_RADAR_PULSES], rem) {
			uint64_t ts = 0;
			uint32_t freq = 0, width = 0;
			uint8_t rssi = 0;
			bool chirp;

			if (nla_parse_nested(pa, NL80211_RADAR_PULSE_MAX, p, NULL) < 0) {
				fprintf(stderr, "radar-events: malformed pulse\n");
				continue;
			}
			if (pa[NL80211_RADAR_PULSE_TS])
				ts = nla_get_u64(pa[NL80211_RADAR_PULSE_TS]);
			if (pa[NL80211_RADAR_PULSE_FREQ])
				freq = nla_get_u32(pa[NL80211_RADAR_PULSE_FREQ]);
			if (pa[NL80211_RADAR_PULSE_WIDTH])
				width = nla_get_u32(pa[NL80211_RADAR_PULSE_WIDTH]);
			if (pa[NL80211_RADAR_PULSE_RSSI])
				rssi = nla_get_u8(pa[NL80211_RADAR_PULSE_RSSI]);
			chirp = pa[NL80211_RADAR_PULSE_CHIRP] != NULL;

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

static int on_msg(struct nl_msg *msg, void *arg)
{
	struct state *st = arg;
	struct genlmsghdr *gnlh = nlmsg_data(nlmsg_hdr(msg));
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	int printed = 0;

	if (nla_parse(tb, NL80211_ATTR_MAX, genlmsg_attrdata(gnlh, 0),
		      genlmsg_attrlen(gnlh, 0), NULL) < 0)
		return NL_SKIP;

	switch (gnlh->cmd) {
	case NL80211_CMD_RADAR_DETECT:
		if (st->o->mlme)
			printed = print_radar_event(st->o, tb);
		break;
	case NL80211_CMD_RADAR_PULSES:
		if (st->o->pulses)
			printed = print_pulses(st->o, tb);
		break;
	default:
		break;
	}
	if (printed) {
		fflush(stdout);
		st->events++;
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

static int join(struct nl_sock *sk, const char *group)
{
	int grp = genl_ctrl_resolve_grp(sk, "nl80211", group);
	int err;

	if (grp < 0) {
		fprintf(stderr, "radar-events: nl80211 has no multicast group \"%s\": %s\n",
			group, nl_geterror(grp));
		return -1;
	}
	err = nl_socket_add_membership(sk, grp);
	if (err < 0) {
		fprintf(stderr, "radar-events: cannot join \"%s\": %s%s\n", group,
			nl_geterror(err),
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
	if ((o.mlme && join(sk, NL80211_MULTICAST_GROUP_MLME)) ||
	    (o.pulses && join(sk, NL80211_MULTICAST_GROUP_RADAR_PULSES)))
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
	if (!ret && o.count && st.events < o.count) {
		fprintf(stderr, "radar-events: saw %ld of %ld events before the timeout\n",
			st.events, o.count);
		ret = 1;
	}
out:
	nl_socket_free(sk);
	return ret;
}
