// SPDX-License-Identifier: GPL-2.0-only
/* Channel switches: off a radar channel, back to the preferred one. */
#include <errno.h>
#include <json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core-internal.h"
#include "nl80211-compat.h"

int do_switch(struct radard_core *c, struct core_iface *ifc, const struct chandef *to,
		     bool via_hostapd, const char *why, const char *msgid, const struct core_time *now)
{
	struct journal_entry e;
	char from_s[64], to_s[64];
	int r;

	ifc->last_switch = core_now(now);
	ifc->switch_tried = true;
	chandef_format(&ifc->info.chan, from_s, sizeof(from_s));
	chandef_format(to, to_s, sizeof(to_s));
	if (via_hostapd)
		r = c->ops.hostapd_switch ? c->ops.hostapd_switch(c->ops.ud, ifc->info.name, to,
								  c->cfg->policy.csa_count) :
					    -ENOTSUP;
	else
		r = c->ops.channel_switch ? c->ops.channel_switch(c->ops.ud, ifc->info.ifindex, to,
								  c->cfg->policy.csa_count) :
					    -ENOTSUP;
	journal_entry_init(&e);
	journal_entry_add(&e, "RADAR_IFNAME", "%s", ifc->info.name);
	journal_entry_add(&e, "RADAR_FREQ", "%u", ifc->info.chan.freq);
	journal_entry_add(&e, "RADAR_TO_FREQ", "%u", to->freq);
	journal_entry_add(&e, "RADAR_TO_CHAN_WIDTH", "%u", to->width);
	journal_entry_add(&e, "RADAR_SWITCH_VIA", "%s", via_hostapd ? "hostapd" : "nl80211");
	journal_entry_add(&e, "RADAR_SWITCH_RESULT", "%s", r ? strerror(-r) : "ok");
	if (r) {
		c->m.channel_switch_failures++;
		journal_send(c->jout, &e, LOG_ERR, msgid, "%s: switch from %s to %s (%s) via %s failed: %s",
			     ifc->info.name, from_s, to_s, why, via_hostapd ? "hostapd" : "nl80211",
			     strerror(-r));
	} else {
		c->m.channel_switches++;
		journal_send(c->jout, &e, LOG_NOTICE, msgid, "%s: switching from %s to %s (%s) via %s",
			     ifc->info.name, from_s, to_s, why, via_hostapd ? "hostapd" : "nl80211");
	}
	c->status_dirty = true;
	return r;
}

/* After radar: move interfaces we own off the blocked channels. */
void react_to_radar(struct radard_core *c, uint32_t wiphy, const struct chandef *radar,
			   const struct core_time *now)
{
	for (size_t i = 0; i < c->nifaces; i++) {
		struct core_iface *ifc = &c->ifaces[i];
		const struct iface_cfg *icfg = config_iface(c->cfg, ifc->info.name);
		struct wiphy_info *w = find_wiphy(c, ifc->info.wiphy);
		struct chandef to;

		if (ifc->info.wiphy != wiphy || !ifc->info.has_chan || !chandef_overlap(&ifc->info.chan, radar))
			continue;
		ifc->pref_usable = false;
		if (c->ops.hostapd_present && c->ops.hostapd_present(c->ops.ud, ifc->info.name)) {
			rlog(LOG_INFO, "%s: radar on its channel; hostapd is running and switches itself",
			     ifc->info.name);
			continue;
		}
		if (!icfg || !icfg->manage_channel) {
			rlog(LOG_NOTICE,
			     "%s: radar on its channel; radard does not manage this interface (manage_channel=no) and no hostapd control socket found",
			     ifc->info.name);
			continue;
		}
		if (!w || !policy_select_channel(w, &c->nol, &c->cfg->policy, &ifc->info.chan,
						 icfg->has_preferred ? &icfg->preferred : NULL,
						 POLICY_ENTER_CSA, core_now(now), &to)) {
			rlog(LOG_ERR, "%s: radar on its channel and no allowed channel to move to; the kernel stops transmission there",
			     ifc->info.name);
			continue;
		}
		do_switch(c, ifc, &to, false, "radar", MSGID_CHANNEL_SWITCH, now);
	}
}

void eval_return(struct radard_core *c, const struct core_time *now)
{
	for (size_t i = 0; i < c->nifaces; i++) {
		struct core_iface *ifc = &c->ifaces[i];
		const struct iface_cfg *icfg = config_iface(c->cfg, ifc->info.name);
		struct wiphy_info *w = find_wiphy(c, ifc->info.wiphy);
		enum policy_entry_mode mode;
		bool hostapd;

		if (!icfg || !icfg->has_preferred || !icfg->return_to_preferred || !w ||
		    !ifc->info.has_chan || !iface_beacons(ifc->info.iftype))
			continue;
		if (chandef_equal(&ifc->info.chan, &icfg->preferred)) {
			ifc->pref_usable = false;
			continue;
		}
		hostapd = c->ops.hostapd_present && c->ops.hostapd_present(c->ops.ud, ifc->info.name);
		if (!hostapd && !icfg->manage_channel)
			continue;
		mode = hostapd ? POLICY_ENTER_HOSTAPD : POLICY_ENTER_CSA;
		if (!policy_chandef_usable(w, &c->nol, &c->cfg->policy, &icfg->preferred, mode, core_now(now))) {
			/* a new chance once it is usable again */
			ifc->pref_usable = false;
			ifc->return_tries = 0;
			continue;
		}
		if (!ifc->pref_usable) {
			ifc->pref_usable = true;
			ifc->pref_usable_since = core_now(now);
		}
		/* failed returns: retried after 60 s, 120 s, then given up (no error every minute) */
		if (ifc->return_tries >= CORE_SWITCH_MAX_TRIES)
			continue;
		if (ifc->switch_tried &&
		    core_now(now) - ifc->last_switch <
			    (int64_t)CORE_SWITCH_RETRY_S << (ifc->return_tries ? ifc->return_tries - 1 : 0))
			continue; /* the kernel confirms a switch meanwhile, or the retry waits */
		if (policy_should_return(w, &c->nol, &c->cfg->policy, &ifc->info.chan, &icfg->preferred,
					 mode, ifc->pref_usable_since, core_now(now)))
			try_return(c, ifc, &icfg->preferred, hostapd, now);
	}
}

void try_return(struct radard_core *c, struct core_iface *ifc, const struct chandef *to, bool hostapd,
		const struct core_time *now)
{
	if (!do_switch(c, ifc, to, hostapd, "back to the preferred channel", MSGID_RETURN_PREFERRED, now)) {
		c->m.returns_to_preferred++;
		ifc->return_tries = 0;
		return;
	}
	if (++ifc->return_tries == CORE_SWITCH_MAX_TRIES)
		rlog(LOG_WARNING,
		     "%s: %u attempts to return to the preferred channel failed; giving up until it becomes unusable and usable again, or 'radarctl return %s'",
		     ifc->info.name, ifc->return_tries, ifc->info.name);
}

int core_return(struct radard_core *c, const char *ifname, const struct core_time *now, char *err,
		size_t errlen)
{
	struct core_iface *ifc = NULL;
	const struct iface_cfg *icfg = config_iface(c->cfg, ifname);
	struct wiphy_info *w;
	bool hostapd;
	int r;

	for (size_t i = 0; i < c->nifaces; i++)
		if (!strcmp(c->ifaces[i].info.name, ifname))
			ifc = &c->ifaces[i];
	if (!ifc) {
		snprintf(err, errlen, "no wireless interface %s", ifname);
		return -ENODEV;
	}
	if (!icfg || !icfg->has_preferred) {
		snprintf(err, errlen, "%s has no preferred channel in the configuration", ifname);
		return -ENOENT;
	}
	if (ifc->info.has_chan && chandef_equal(&ifc->info.chan, &icfg->preferred)) {
		snprintf(err, errlen, "%s is on its preferred channel already", ifname);
		return -EALREADY;
	}
	hostapd = c->ops.hostapd_present && c->ops.hostapd_present(c->ops.ud, ifname);
	if (!hostapd && !icfg->manage_channel) {
		snprintf(err, errlen, "%s: no hostapd and manage_channel=no: radard cannot switch it", ifname);
		return -EPERM;
	}
	w = find_wiphy(c, ifc->info.wiphy);
	if (!w || !policy_chandef_usable(w, &c->nol, &c->cfg->policy, &icfg->preferred,
					 hostapd ? POLICY_ENTER_HOSTAPD : POLICY_ENTER_CSA, core_now(now))) {
		snprintf(err, errlen, "the preferred channel of %s is not usable now (non-occupancy, avoided or DFS state)",
			 ifname);
		return -EBUSY;
	}
	ifc->return_tries = 0;
	r = do_switch(c, ifc, &icfg->preferred, hostapd, "back to the preferred channel (radarctl return)",
		      MSGID_RETURN_PREFERRED, now);
	if (r) {
		snprintf(err, errlen, "switch failed: %s", strerror(-r));
		return r;
	}
	c->m.returns_to_preferred++;
	return 0;
}
