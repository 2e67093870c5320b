// SPDX-License-Identifier: GPL-2.0-only
/* Re-marking the kernel: the saved non-occupancy list handed to cfg80211 (NOTIFY_RADAR). */
#include <errno.h>
#include <json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core-internal.h"
#include "nl80211-compat.h"

void core_apply_nol(struct radard_core *c, const struct core_time *now)
{
	if (now->mono_ms < c->apply_retry_ms)
		return;
	for (size_t i = 0; i < c->nol.n; i++) {
		const struct nol_entry *ne = &c->nol.e[i];

		if (!policy_kernel_until(ne, &c->cfg->policy, core_now(now)))
			continue;
		for (size_t w = 0; w < c->nwiphys; w++) {
			struct wiphy_info *wi = &c->wiphys[w];
			struct chan_info *ci = NULL;
			struct core_iface *ifc = NULL;
			struct journal_entry e;
			int r;

			for (size_t k = 0; k < wi->nchans; k++)
				if (wi->chans[k].freq == ne->freq)
					ci = &wi->chans[k];
			if (!ci || !ci->radar || ci->disabled ||
			    (ci->has_dfs_state && ci->dfs_state == NL80211_DFS_UNAVAILABLE))
				continue;
			for (size_t k = 0; k < c->nifaces; k++)
				if (c->ifaces[k].info.wiphy == wi->idx && iface_beacons(c->ifaces[k].info.iftype) &&
				    c->ifaces[k].info.has_chan) {
					ifc = &c->ifaces[k];
					break;
				}
			if (!ifc) {
				if (!c->no_iface_warned)
					rlog(LOG_NOTICE,
					     "%s: no AP/mesh/IBSS interface with a channel: %u MHz (and other saved non-occupancy channels) cannot be handed to the kernel yet; radard avoids them itself and retries when such an interface appears",
					     wi->name, ne->freq);
				c->no_iface_warned = true;
				continue;
			}
			r = c->ops.notify_radar ? c->ops.notify_radar(c->ops.ud, ifc->info.ifindex, ne->freq) :
						  -ENOTSUP;
			journal_entry_init(&e);
			journal_entry_add(&e, "RADAR_EVENT", "nol-applied");
			journal_entry_add(&e, "RADAR_WIPHY", "%s", wi->name);
			journal_entry_add(&e, "RADAR_IFNAME", "%s", ifc->info.name);
			journal_entry_add(&e, "RADAR_FREQ", "%u", ne->freq);
			if (r) {
				journal_send(c->jout, &e, LOG_ERR, MSGID_NOL_APPLIED,
					     "Could not mark %u MHz unavailable on %s via %s: %s", ne->freq,
					     wi->name, ifc->info.name, strerror(-r));
				c->apply_retry_ms = now->mono_ms + 60000;
				continue;
			}
			{
				struct chandef ch20;

				chandef_from_primary(ne->freq, 20, &ch20);
				/* its echo on the other radios is no radar, and they
				 * hold the channel unavailable too now */
				echo_expect(c, wi->idx, &ch20, true);
				for (size_t k = 0; k < c->nwiphys; k++)
					mirror_state(c, c->wiphys[k].idx, &ch20, NL80211_DFS_UNAVAILABLE);
			}
			c->m.kernel_nol_applied++;
			c->status_dirty = true;
			journal_send(c->jout, &e, LOG_NOTICE, MSGID_NOL_APPLIED,
				     "Marked %u MHz unavailable on %s (saved non-occupancy list, %lld s left)",
				     ne->freq, wi->name,
				     (long long)(policy_kernel_until(ne, &c->cfg->policy, core_now(now)) -
						 core_now(now)));
		}
	}
}

int core_clear(struct radard_core *c, uint32_t freq, uint32_t uid, const struct core_time *now, char *msg,
	       size_t len)
{
	struct nol_entry *ne = policy_find(&c->nol, freq);
	bool kernel_holds = false;
	struct journal_entry e;

	if (!ne) {
		snprintf(msg, len, "%u MHz is not in the non-occupancy list", freq);
		return -ENOENT;
	}
	for (size_t w = 0; w < c->nwiphys; w++) {
		const struct chan_info *ci = wiphy_chan(&c->wiphys[w], freq);

		kernel_holds |= ci && ci->has_dfs_state && ci->dfs_state == NL80211_DFS_UNAVAILABLE;
	}
	journal_entry_init(&e);
	journal_entry_add(&e, "RADAR_EVENT", "control-clear");
	journal_entry_add(&e, "RADAR_FREQ", "%u", freq);
	journal_entry_add(&e, "RADAR_CONTROL_UID", "%u", uid);
	journal_entry_add(&e, "RADAR_NOL_REMAINING", "%lld",
			  (long long)policy_nol_remaining(ne, &c->cfg->policy, core_now(now)));
	memmove(ne, ne + 1, (size_t)(&c->nol.e[c->nol.n] - (ne + 1)) * sizeof(*ne));
	c->nol.n--;
	c->nol_dirty = true;
	c->status_dirty = true;
	snprintf(msg, len, "%u MHz cleared from the non-occupancy list%s", freq,
		 kernel_holds ? "; the kernel keeps it unavailable until its own non-occupancy period ends" : "");
	journal_send(c->jout, &e, LOG_NOTICE, MSGID_CONTROL, "%s (by uid %u)", msg, uid);
	recovery_trigger(c, now, freq);
	return 0;
}
