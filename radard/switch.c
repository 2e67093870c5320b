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
			ifc->pref_usable = false;
			continue;
		}
		if (!ifc->pref_usable) {
			ifc->pref_usable = true;
			ifc->pref_usable_since = core_now(now);
		}
		if (ifc->switch_tried && core_now(now) - ifc->last_switch < CORE_SWITCH_RETRY_S)
			continue;
		if (policy_should_return(w, &c->nol, &c->cfg->policy, &ifc->info.chan, &icfg->preferred,
					 mode, ifc->pref_usable_since, core_now(now))) {
			if (!do_switch(c, ifc, &icfg->preferred, hostapd, "back to the preferred channel",
				       MSGID_RETURN_PREFERRED, now))
				c->m.returns_to_preferred++;
		}
	}
}
