// SPDX-License-Identifier: GPL-2.0-only
/*
 * nl80211 message parsing: struct nlmsghdr -> struct radar_event / wiphy / interface.
 * Pure functions over the message bytes; every attribute goes through a libnl
 * policy (length checked) before it is read.
 */
#include "event.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <netlink/attr.h>
#include <netlink/genl/genl.h>
#include <netlink/msg.h>

#include <stddef.h>

#include "dfs_radar.h"
#include "nl80211-compat.h"

static const char *const kind_names[RADAR_EV__COUNT] = {
	[RADAR_EV_NONE] = "none",
	[RADAR_EV_RADAR_DETECTED] = "radar-detected",
	[RADAR_EV_CAC_STARTED] = "cac-started",
	[RADAR_EV_CAC_FINISHED] = "cac-finished",
	[RADAR_EV_CAC_ABORTED] = "cac-aborted",
	[RADAR_EV_NOP_FINISHED] = "nop-finished",
	[RADAR_EV_PRE_CAC_EXPIRED] = "pre-cac-expired",
	[RADAR_EV_PULSES] = "pulses",
	[RADAR_EV_CH_SWITCH] = "channel-switch",
	[RADAR_EV_IFACE_CHANGE] = "interface-change",
	[RADAR_EV_WIPHY_CHANGE] = "wiphy-change",
	[RADAR_EV_REG_CHANGE] = "regulatory-change",
};

const char *radar_event_kind_name(enum radar_event_kind k)
{
	if ((unsigned int)k < RADAR_EV__COUNT && kind_names[k])
		return kind_names[k];
	return "unknown";
}

const char *radar_region_name(int region)
{
	switch (region) {
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

const char *radar_dfs_state_name(int st)
{
	switch (st) {
	case NL80211_DFS_USABLE:
		return "usable";
	case NL80211_DFS_UNAVAILABLE:
		return "unavailable";
	case NL80211_DFS_AVAILABLE:
		return "available";
	default:
		return "unknown";
	}
}

static struct nla_policy attr_policy[NL80211_ATTR_MAX + 1] = {
	[NL80211_ATTR_WIPHY] = { .type = NLA_U32 },
	[NL80211_ATTR_WIPHY_NAME] = { .type = NLA_STRING },
	[NL80211_ATTR_IFINDEX] = { .type = NLA_U32 },
	[NL80211_ATTR_IFNAME] = { .type = NLA_STRING },
	[NL80211_ATTR_IFTYPE] = { .type = NLA_U32 },
	[NL80211_ATTR_WDEV] = { .type = NLA_U64 },
	[NL80211_ATTR_RADAR_EVENT] = { .type = NLA_U32 },
	[NL80211_ATTR_WIPHY_FREQ] = { .type = NLA_U32 },
	[NL80211_ATTR_WIPHY_CHANNEL_TYPE] = { .type = NLA_U32 },
	[NL80211_ATTR_CHANNEL_WIDTH] = { .type = NLA_U32 },
	[NL80211_ATTR_CENTER_FREQ1] = { .type = NLA_U32 },
	[NL80211_ATTR_CENTER_FREQ2] = { .type = NLA_U32 },
	[NL80211_ATTR_WIPHY_BANDS] = { .type = NLA_NESTED },
	[NL80211_ATTR_DFS_REGION] = { .type = NLA_U8 },
};

static int parse_top(struct nlmsghdr *nlh, struct nlattr **tb, uint8_t *cmd)
{
	struct genlmsghdr *gnlh;

	if (!genlmsg_valid_hdr(nlh, 0))
		return -EBADMSG;
	gnlh = nlmsg_data(nlh);
	*cmd = gnlh->cmd;
	if (genlmsg_parse(nlh, 0, tb, NL80211_ATTR_MAX, attr_policy) < 0)
		return -EINVAL;
	return 0;
}

/* Keep journal fields and metric labels clean: [A-Za-z0-9._+-] only. */
static void copy_label(char *dst, size_t len, const char *src)
{
	size_t i;

	for (i = 0; i + 1 < len && src[i]; i++) {
		char c = src[i];
		bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
			  c == '.' || c == '_' || c == '+' || c == '-';

		dst[i] = ok ? c : '_';
	}
	dst[i] = '\0';
}

/* Channel from FREQ + CHANNEL_WIDTH/CENTER_FREQ* (or nl80211's old CHANNEL_TYPE). */
static bool parse_chandef_attrs(struct nlattr *freq, struct nlattr *width, struct nlattr *cf1,
				struct nlattr *cf2, struct nlattr *chantype, struct chandef *c)
{
	memset(c, 0, sizeof(*c));
	if (!freq)
		return false;
	c->freq = nla_get_u32(freq);
	c->width = 20;
	c->cf1 = c->freq;
	if (width) {
		bool pp;
		uint32_t w = chandef_width_from_nl(nla_get_u32(width), &pp);

		if (w && w != 20 && cf1) {
			c->width = w;
			c->p80p80 = pp;
			c->cf1 = nla_get_u32(cf1);
			if (pp && cf2)
				c->cf2 = nla_get_u32(cf2);
		}
	} else if (chantype) {
		switch (nla_get_u32(chantype)) {
		case NL80211_CHAN_HT40PLUS:
			c->width = 40;
			c->cf1 = c->freq + 10;
			break;
		case NL80211_CHAN_HT40MINUS:
			c->width = 40;
			c->cf1 = c->freq - 10;
			break;
		default:
			break;
		}
	}
	if (!chandef_valid(c)) {
		/* 5/10 MHz or inconsistent centre: fall back to the primary channel so
		 * radar is still attributed to the frequency the kernel named. */
		uint32_t f = c->freq;

		memset(c, 0, sizeof(*c));
		c->freq = f;
		c->width = 20;
		c->cf1 = f;
		return chandef_valid(c);
	}
	return true;
}

static bool parse_chandef(struct nlattr **tb, struct chandef *c)
{
	return parse_chandef_attrs(tb[NL80211_ATTR_WIPHY_FREQ], tb[NL80211_ATTR_CHANNEL_WIDTH],
				   tb[NL80211_ATTR_CENTER_FREQ1], tb[NL80211_ATTR_CENTER_FREQ2],
				   tb[NL80211_ATTR_WIPHY_CHANNEL_TYPE], c);
}

/* ---- dfs_radar ---- */

static struct nla_policy dr_policy[DFS_RADAR_ATTR_MAX + 1] = {
	[DFS_RADAR_ATTR_WIPHY] = { .type = NLA_U32 },
	[DFS_RADAR_ATTR_IFINDEX] = { .type = NLA_U32 },
	[DFS_RADAR_ATTR_WDEV] = { .type = NLA_U64 },
	[DFS_RADAR_ATTR_FREQ] = { .type = NLA_U32 },
	[DFS_RADAR_ATTR_CHANNEL_WIDTH] = { .type = NLA_U32 },
	[DFS_RADAR_ATTR_CENTER_FREQ1] = { .type = NLA_U32 },
	[DFS_RADAR_ATTR_CENTER_FREQ2] = { .type = NLA_U32 },
	[DFS_RADAR_ATTR_INFO] = { .type = NLA_NESTED },
	[DFS_RADAR_ATTR_CAC_TIME] = { .type = NLA_U32 },
	[DFS_RADAR_ATTR_PULSES] = { .type = NLA_NESTED },
	[DFS_RADAR_ATTR_PULSES_DROPPED] = { .type = NLA_U32 },
};

static struct nla_policy ri_policy[DFS_RADAR_INFO_MAX + 1] = {
	[DFS_RADAR_INFO_REGION] = { .type = NLA_U8 },
	[DFS_RADAR_INFO_TYPE] = { .type = NLA_STRING },
	[DFS_RADAR_INFO_PRIS] = { .type = NLA_NESTED },
	[DFS_RADAR_INFO_WIDTH] = { .type = NLA_U32 },
	[DFS_RADAR_INFO_PULSES] = { .type = NLA_U32 },
	[DFS_RADAR_INFO_FIRST_TS] = { .type = NLA_U64 },
	[DFS_RADAR_INFO_LAST_TS] = { .type = NLA_U64 },
	[DFS_RADAR_INFO_FREQ] = { .type = NLA_U32 },
};

static struct nla_policy rp_policy[DFS_RADAR_PULSE_MAX + 1] = {
	[DFS_RADAR_PULSE_TS] = { .type = NLA_U64 },
	[DFS_RADAR_PULSE_FREQ] = { .type = NLA_U32 },
	[DFS_RADAR_PULSE_WIDTH] = { .type = NLA_U32 },
	[DFS_RADAR_PULSE_RSSI] = { .type = NLA_U8 },
	[DFS_RADAR_PULSE_CHIRP] = { .type = NLA_FLAG },
};

static int parse_radar_info(struct nlattr *info, struct radar_event *ev)
{
	struct nlattr *tb[DFS_RADAR_INFO_MAX + 1];
	struct nlattr *pos;
	int rem;

	if (nla_parse_nested(tb, DFS_RADAR_INFO_MAX, info, ri_policy) < 0)
		return -EINVAL;
	ev->has_info = true;
	if (tb[DFS_RADAR_INFO_REGION]) {
		ev->has_region = true;
		ev->region = nla_get_u8(tb[DFS_RADAR_INFO_REGION]);
	}
	if (tb[DFS_RADAR_INFO_TYPE])
		copy_label(ev->type, sizeof(ev->type), nla_get_string(tb[DFS_RADAR_INFO_TYPE]));
	if (tb[DFS_RADAR_INFO_PRIS]) {
		nla_for_each_nested(pos, tb[DFS_RADAR_INFO_PRIS], rem) {
			if (nla_len(pos) < (int)sizeof(uint32_t))
				return -EINVAL;
			if (ev->num_pri < 3)
				ev->pri[ev->num_pri++] = nla_get_u32(pos);
		}
	}
	if (tb[DFS_RADAR_INFO_WIDTH])
		ev->width = nla_get_u32(tb[DFS_RADAR_INFO_WIDTH]);
	if (tb[DFS_RADAR_INFO_PULSES])
		ev->pulses = nla_get_u32(tb[DFS_RADAR_INFO_PULSES]);
	if (tb[DFS_RADAR_INFO_FIRST_TS])
		ev->first_ts = nla_get_u64(tb[DFS_RADAR_INFO_FIRST_TS]);
	if (tb[DFS_RADAR_INFO_LAST_TS])
		ev->last_ts = nla_get_u64(tb[DFS_RADAR_INFO_LAST_TS]);
	if (tb[DFS_RADAR_INFO_FREQ])
		ev->info_freq = nla_get_u32(tb[DFS_RADAR_INFO_FREQ]);
	return 0;
}

static int parse_pulses(struct nlattr **tb, struct radar_event *ev)
{
	struct nlattr *pos;
	int rem;

	if (tb[DFS_RADAR_ATTR_PULSES_DROPPED])
		ev->dropped = nla_get_u32(tb[DFS_RADAR_ATTR_PULSES_DROPPED]);
	if (!tb[DFS_RADAR_ATTR_PULSES])
		return 0;
	nla_for_each_nested(pos, tb[DFS_RADAR_ATTR_PULSES], rem) {
		struct nlattr *pt[DFS_RADAR_PULSE_MAX + 1];
		uint32_t f;
		unsigned int i;

		if (nla_parse_nested(pt, DFS_RADAR_PULSE_MAX, pos, rp_policy) < 0 ||
		    !pt[DFS_RADAR_PULSE_FREQ] || !pt[DFS_RADAR_PULSE_TS])
			return -EINVAL;
		f = nla_get_u32(pt[DFS_RADAR_PULSE_FREQ]);
		ev->npulses++;
		if (ev->nrec < RADAR_EVENT_MAX_PULSES) {
			struct radar_pulse_rec *r = &ev->rec[ev->nrec++];

			r->ts = nla_get_u64(pt[DFS_RADAR_PULSE_TS]);
			r->freq = f;
			r->width = pt[DFS_RADAR_PULSE_WIDTH] ? nla_get_u32(pt[DFS_RADAR_PULSE_WIDTH]) : 0;
			r->rssi = pt[DFS_RADAR_PULSE_RSSI] ? nla_get_u8(pt[DFS_RADAR_PULSE_RSSI]) : 0;
			r->chirp = !!pt[DFS_RADAR_PULSE_CHIRP];
		}
		for (i = 0; i < ev->npfreq; i++)
			if (ev->pfreq[i].freq == f)
				break;
		if (i == ev->npfreq) {
			if (ev->npfreq == RADAR_EVENT_MAX_PFREQ) {
				ev->pulses_unbinned++;
				continue;
			}
			ev->pfreq[ev->npfreq].freq = f;
			ev->pfreq[ev->npfreq].count = 0;
			ev->npfreq++;
		}
		ev->pfreq[i].count++;
	}
	return 0;
}

static int parse_dfs_radar(struct nlmsghdr *nlh, struct radar_event *ev)
{
	struct nlattr *tb[DFS_RADAR_ATTR_MAX + 1];
	struct genlmsghdr *gnlh;
	int r;

	if (!genlmsg_valid_hdr(nlh, 0))
		return -EBADMSG;
	gnlh = nlmsg_data(nlh);
	ev->cmd = gnlh->cmd;
	ev->source = RADAR_SRC_DFS_RADAR;
	if (genlmsg_parse(nlh, 0, tb, DFS_RADAR_ATTR_MAX, dr_policy) < 0)
		return -EINVAL;
	switch (gnlh->cmd) {
	case DFS_RADAR_CMD_DETECTED:
	case DFS_RADAR_CMD_CAC_STARTED:
		break;
	case DFS_RADAR_CMD_PULSES:
		if (!tb[DFS_RADAR_ATTR_WIPHY])
			return -EINVAL;
		ev->wiphy = nla_get_u32(tb[DFS_RADAR_ATTR_WIPHY]);
		ev->kind = RADAR_EV_PULSES;
		r = parse_pulses(tb, ev);
		return r < 0 ? r : 1;
	default:
		return 0; /* a newer kernel's command */
	}
	if (!tb[DFS_RADAR_ATTR_WIPHY])
		return -EINVAL;
	ev->wiphy = nla_get_u32(tb[DFS_RADAR_ATTR_WIPHY]);
	if (tb[DFS_RADAR_ATTR_IFINDEX]) {
		ev->has_ifindex = true;
		ev->ifindex = nla_get_u32(tb[DFS_RADAR_ATTR_IFINDEX]);
	}
	ev->has_chan = parse_chandef_attrs(tb[DFS_RADAR_ATTR_FREQ], tb[DFS_RADAR_ATTR_CHANNEL_WIDTH],
					   tb[DFS_RADAR_ATTR_CENTER_FREQ1], tb[DFS_RADAR_ATTR_CENTER_FREQ2],
					   NULL, &ev->chan);
	if (!ev->has_chan)
		return -EINVAL;
	if (gnlh->cmd == DFS_RADAR_CMD_CAC_STARTED) {
		ev->kind = RADAR_EV_CAC_STARTED;
		if (tb[DFS_RADAR_ATTR_CAC_TIME])
			ev->cac_time_ms = nla_get_u32(tb[DFS_RADAR_ATTR_CAC_TIME]);
		return 1;
	}
	ev->kind = RADAR_EV_RADAR_DETECTED;
	if (tb[DFS_RADAR_ATTR_INFO]) {
		r = parse_radar_info(tb[DFS_RADAR_ATTR_INFO], ev);
		if (r < 0)
			return r;
	}
	return 1;
}

int radar_parse_event(struct nlmsghdr *nlh, const struct radar_families *fam, struct radar_event *ev)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	uint8_t cmd;
	int r;

	/* not the whole struct: the pulse records are filled as far as used */
	memset(ev, 0, offsetof(struct radar_event, rec));
	memset((char *)ev + offsetof(struct radar_event, rec) + sizeof(ev->rec), 0,
	       sizeof(*ev) - offsetof(struct radar_event, rec) - sizeof(ev->rec));
	if (fam->dfs_radar >= 0 && nlh->nlmsg_type == fam->dfs_radar)
		return parse_dfs_radar(nlh, ev);
	if (nlh->nlmsg_type != fam->nl80211)
		return 0;
	r = parse_top(nlh, tb, &cmd);
	if (r < 0)
		return r;
	ev->cmd = cmd;
	if (tb[NL80211_ATTR_WIPHY])
		ev->wiphy = nla_get_u32(tb[NL80211_ATTR_WIPHY]);
	if (tb[NL80211_ATTR_IFINDEX]) {
		ev->has_ifindex = true;
		ev->ifindex = nla_get_u32(tb[NL80211_ATTR_IFINDEX]);
	}
	if (tb[NL80211_ATTR_IFNAME])
		copy_label(ev->ifname, sizeof(ev->ifname), nla_get_string(tb[NL80211_ATTR_IFNAME]));
	if (tb[NL80211_ATTR_IFTYPE])
		ev->iftype = nla_get_u32(tb[NL80211_ATTR_IFTYPE]);

	switch (cmd) {
	case NL80211_CMD_RADAR_DETECT:
		if (!tb[NL80211_ATTR_RADAR_EVENT] || !tb[NL80211_ATTR_WIPHY])
			return -EINVAL;
		switch (nla_get_u32(tb[NL80211_ATTR_RADAR_EVENT])) {
		case NL80211_RADAR_DETECTED:
			ev->kind = RADAR_EV_RADAR_DETECTED;
			break;
		case NL80211_RADAR_CAC_FINISHED:
			ev->kind = RADAR_EV_CAC_FINISHED;
			break;
		case NL80211_RADAR_CAC_ABORTED:
			ev->kind = RADAR_EV_CAC_ABORTED;
			break;
		case NL80211_RADAR_NOP_FINISHED:
			ev->kind = RADAR_EV_NOP_FINISHED;
			break;
		case NL80211_RADAR_PRE_CAC_EXPIRED:
			ev->kind = RADAR_EV_PRE_CAC_EXPIRED;
			break;
		case NL80211_RADAR_CAC_STARTED:
			ev->kind = RADAR_EV_CAC_STARTED;
			break;
		default:
			return 0; /* a newer kernel's event: not ours to interpret */
		}
		ev->has_chan = parse_chandef(tb, &ev->chan);
		if (!ev->has_chan)
			return -EINVAL;
		return 1;
	case NL80211_CMD_CH_SWITCH_NOTIFY:
		if (!tb[NL80211_ATTR_IFINDEX])
			return -EINVAL;
		ev->kind = RADAR_EV_CH_SWITCH;
		ev->has_chan = parse_chandef(tb, &ev->chan);
		if (!ev->has_chan)
			return -EINVAL;
		return 1;
	case NL80211_CMD_NEW_INTERFACE:
	case NL80211_CMD_SET_INTERFACE:
	case NL80211_CMD_DEL_INTERFACE:
	case NL80211_CMD_START_AP:
	case NL80211_CMD_STOP_AP:
	case NL80211_CMD_JOIN_MESH:
	case NL80211_CMD_LEAVE_MESH:
	case NL80211_CMD_JOIN_IBSS:
	case NL80211_CMD_LEAVE_IBSS:
		ev->kind = RADAR_EV_IFACE_CHANGE;
		ev->has_chan = parse_chandef(tb, &ev->chan);
		return 1;
	case NL80211_CMD_NEW_WIPHY:
	case NL80211_CMD_DEL_WIPHY:
		ev->kind = RADAR_EV_WIPHY_CHANGE;
		return 1;
	case NL80211_CMD_REG_CHANGE:
	case NL80211_CMD_WIPHY_REG_CHANGE:
		ev->kind = RADAR_EV_REG_CHANGE;
		if (tb[NL80211_ATTR_DFS_REGION]) {
			ev->has_region = true;
			ev->region = nla_get_u8(tb[NL80211_ATTR_DFS_REGION]);
		}
		return 1;
	default:
		return 0;
	}
}

static struct nla_policy freq_policy[NL80211_FREQUENCY_ATTR_MAX + 1] = {
	[NL80211_FREQUENCY_ATTR_FREQ] = { .type = NLA_U32 },
	[NL80211_FREQUENCY_ATTR_DISABLED] = { .type = NLA_FLAG },
	[NL80211_FREQUENCY_ATTR_NO_IR] = { .type = NLA_FLAG },
	[NL80211_FREQUENCY_ATTR_RADAR] = { .type = NLA_FLAG },
	[NL80211_FREQUENCY_ATTR_DFS_STATE] = { .type = NLA_U32 },
	[NL80211_FREQUENCY_ATTR_DFS_TIME] = { .type = NLA_U32 },
	[NL80211_FREQUENCY_ATTR_DFS_CAC_TIME] = { .type = NLA_U32 },
};

static int merge_chan(struct wiphy_info *w, struct nlattr *fattr)
{
	struct nlattr *tf[NL80211_FREQUENCY_ATTR_MAX + 1];
	struct chan_info *c = NULL;
	uint32_t freq;

	if (nla_parse_nested(tf, NL80211_FREQUENCY_ATTR_MAX, fattr, freq_policy) < 0 ||
	    !tf[NL80211_FREQUENCY_ATTR_FREQ])
		return -EINVAL;
	freq = nla_get_u32(tf[NL80211_FREQUENCY_ATTR_FREQ]);
	for (size_t i = 0; i < w->nchans; i++)
		if (w->chans[i].freq == freq)
			c = &w->chans[i];
	if (!c) {
		if (w->nchans == WIPHY_MAX_CHANS)
			return 0; /* more channels than we track: ignore the rest */
		c = &w->chans[w->nchans++];
	}
	memset(c, 0, sizeof(*c));
	c->freq = freq;
	c->disabled = !!tf[NL80211_FREQUENCY_ATTR_DISABLED];
	c->no_ir = !!tf[NL80211_FREQUENCY_ATTR_NO_IR];
	c->radar = !!tf[NL80211_FREQUENCY_ATTR_RADAR];
	if (tf[NL80211_FREQUENCY_ATTR_DFS_STATE]) {
		uint32_t st = nla_get_u32(tf[NL80211_FREQUENCY_ATTR_DFS_STATE]);

		if (st > NL80211_DFS_AVAILABLE)
			return -EINVAL;
		c->has_dfs_state = true;
		c->dfs_state = (uint8_t)st;
	}
	if (tf[NL80211_FREQUENCY_ATTR_DFS_TIME])
		c->dfs_time_ms = nla_get_u32(tf[NL80211_FREQUENCY_ATTR_DFS_TIME]);
	if (tf[NL80211_FREQUENCY_ATTR_DFS_CAC_TIME])
		c->cac_ms = nla_get_u32(tf[NL80211_FREQUENCY_ATTR_DFS_CAC_TIME]);
	return 0;
}

int radar_parse_wiphy(struct nlmsghdr *nlh, struct wiphy_info *ws, size_t *n, size_t max)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	struct wiphy_info *w = NULL;
	struct nlattr *band;
	uint8_t cmd;
	uint32_t idx;
	int rem, r;

	r = parse_top(nlh, tb, &cmd);
	if (r < 0)
		return r;
	if (!tb[NL80211_ATTR_WIPHY])
		return -EINVAL;
	idx = nla_get_u32(tb[NL80211_ATTR_WIPHY]);
	for (size_t i = 0; i < *n; i++)
		if (ws[i].idx == idx)
			w = &ws[i];
	if (!w) {
		if (*n >= max)
			return -ENOSPC;
		w = &ws[(*n)++];
		memset(w, 0, sizeof(*w));
		w->idx = idx;
		snprintf(w->name, sizeof(w->name), "phy%u", idx);
	}
	if (tb[NL80211_ATTR_WIPHY_NAME])
		copy_label(w->name, sizeof(w->name), nla_get_string(tb[NL80211_ATTR_WIPHY_NAME]));
	if (!tb[NL80211_ATTR_WIPHY_BANDS])
		return 0;
	nla_for_each_nested(band, tb[NL80211_ATTR_WIPHY_BANDS], rem) {
		struct nlattr *tbb[NL80211_BAND_ATTR_MAX + 1];
		struct nlattr *f;
		int frem;

		if (nla_parse_nested(tbb, NL80211_BAND_ATTR_MAX, band, NULL) < 0)
			return -EINVAL;
		if (!tbb[NL80211_BAND_ATTR_FREQS])
			continue;
		nla_for_each_nested(f, tbb[NL80211_BAND_ATTR_FREQS], frem) {
			r = merge_chan(w, f);
			if (r < 0)
				return r;
		}
	}
	return 0;
}

int radar_parse_interface(struct nlmsghdr *nlh, struct iface_info *out)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	uint8_t cmd;
	int r;

	memset(out, 0, sizeof(*out));
	r = parse_top(nlh, tb, &cmd);
	if (r < 0)
		return r;
	if (!tb[NL80211_ATTR_IFINDEX] || !tb[NL80211_ATTR_WIPHY])
		return -EINVAL;
	out->ifindex = nla_get_u32(tb[NL80211_ATTR_IFINDEX]);
	out->wiphy = nla_get_u32(tb[NL80211_ATTR_WIPHY]);
	if (tb[NL80211_ATTR_IFTYPE])
		out->iftype = nla_get_u32(tb[NL80211_ATTR_IFTYPE]);
	if (tb[NL80211_ATTR_IFNAME])
		copy_label(out->name, sizeof(out->name), nla_get_string(tb[NL80211_ATTR_IFNAME]));
	else
		snprintf(out->name, sizeof(out->name), "if%u", out->ifindex);
	out->has_chan = parse_chandef(tb, &out->chan);
	return 0;
}

int radar_parse_reg(struct nlmsghdr *nlh)
{
	struct nlattr *tb[NL80211_ATTR_MAX + 1];
	uint8_t cmd;
	int r;

	r = parse_top(nlh, tb, &cmd);
	if (r < 0)
		return r;
	if (!tb[NL80211_ATTR_DFS_REGION])
		return NL80211_DFS_UNSET;
	return nla_get_u8(tb[NL80211_ATTR_DFS_REGION]);
}
