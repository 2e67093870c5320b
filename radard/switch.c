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
#include "hostapd.h"

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

/* An nl80211 radar event went to the radio of these interfaces: whoever runs them saw it. */
void mark_told(struct radard_core *c, uint32_t wiphy, const struct chandef *chan)
{
	for (size_t i = 0; i < c->nifaces; i++) {
		struct core_iface *ifc = &c->ifaces[i];

		if (ifc->info.wiphy == wiphy && ifc->info.has_chan && chandef_overlap(&ifc->info.chan, chan)) {
			ifc->told = true;
			ifc->told_chan = ifc->info.chan;
		}
	}
}

static bool chan_blocked(struct radard_core *c, const struct chandef *ch, int64_t now)
{
	uint32_t sub[CHANDEF_MAX_SUB];
	size_t n = chandef_subchannels(ch, sub);

	for (size_t i = 0; i < n; i++)
		if (policy_blocked(&c->nol, &c->cfg->policy, sub[i], now))
			return true;
	return false;
}

/*
 * The saved list protects the AP on its own radio too: NOTIFY_RADAR marks a
 * channel unavailable without any event on that radio, so hostapd keeps
 * beaconing there.  An interface that beacons on a channel radard blocks, and
 * to which the kernel sent no radar event for it, is moved: through hostapd
 * when hostapd runs it, else with a channel switch when radard manages it.
 */
void protect_ifaces(struct radard_core *c, const struct core_time *now)
{
	for (size_t i = 0; i < c->nifaces; i++) {
		struct core_iface *ifc = &c->ifaces[i];
		const struct iface_cfg *icfg = config_iface(c->cfg, ifc->info.name);
		struct wiphy_info *w = find_wiphy(c, ifc->info.wiphy);
		struct chandef to;
		bool hostapd;
		char ch[64];

		if (!w || !ifc->info.has_chan || !iface_beacons(ifc->info.iftype) ||
		    !chan_blocked(c, &ifc->info.chan, core_now(now)))
			continue;
		if (ifc->told && chandef_equal(&ifc->told_chan, &ifc->info.chan))
			continue; /* hostapd got the radar event and moves it itself */
		if (ifc->protect_tried && core_now(now) - ifc->protect_at < CORE_SWITCH_RETRY_S)
			continue;
		ifc->protect_tried = true;
		ifc->protect_at = core_now(now);
		chandef_format(&ifc->info.chan, ch, sizeof(ch));
		hostapd = c->ops.hostapd_present && c->ops.hostapd_present(c->ops.ud, ifc->info.name);
		if (!hostapd && (!icfg || !icfg->manage_channel)) {
			rlog(LOG_WARNING,
			     "%s beacons on %s, which is in the non-occupancy list, and radard cannot move it (no hostapd control socket, manage_channel=no)",
			     ifc->info.name, ch);
			continue;
		}
		if (!policy_select_channel(w, &c->nol, &c->cfg->policy, &ifc->info.chan,
					   icfg && icfg->has_preferred ? &icfg->preferred : NULL,
					   hostapd ? POLICY_ENTER_HOSTAPD : POLICY_ENTER_CSA, core_now(now), &to)) {
			rlog(LOG_ERR, "%s beacons on %s, which is in the non-occupancy list, and no allowed channel is left to move it to",
			     ifc->info.name, ch);
			continue;
		}
		do_switch(c, ifc, &to, hostapd, "its channel is in the saved non-occupancy list",
			  MSGID_CHANNEL_SWITCH, now);
	}
}

/* A trigger is looked at after the first kernel view read since: counted in
 * views, not milliseconds, because the view is often read in the same
 * millisecond as the event that triggered. */
bool recovery_due(const struct radard_core *c)
{
	return c->recovery_pending && c->views_read != c->recovery_after;
}

static void recovery_again(struct radard_core *c, const struct core_time *now)
{
	c->recovery_pending = true;
	c->recovery_after = c->views_read;
	if (!c->resync_at_ms)
		c->resync_at_ms = now->mono_ms + CORE_RESYNC_DELAY_MS;
}

void recovery_trigger(struct radard_core *c, const struct core_time *now, uint32_t freq)
{
	size_t i;

	if (!c->recovery_pending) {
		c->recovery_any = false;
		c->nrecovery_freqs = 0;
	}
	for (i = 0; i < c->nrecovery_freqs && c->recovery_freqs[i] != freq; i++)
		;
	if (!freq || (i == c->nrecovery_freqs && i == CORE_RECOVERY_FREQS))
		c->recovery_any = true;
	else if (i == c->nrecovery_freqs)
		c->recovery_freqs[c->nrecovery_freqs++] = freq;
	recovery_again(c, now);
}

static bool recovery_names(const struct radard_core *c, uint32_t freq)
{
	if (c->recovery_any)
		return true;
	for (size_t i = 0; i < c->nrecovery_freqs; i++)
		if (c->recovery_freqs[i] == freq)
			return true;
	return false;
}

/* Is a DFS channel the triggers named usable for hostapd again?  (Non-DFS channels
 * always are, and so may be DFS channels nothing freed: an AP hostapd parked although
 * they were usable does not use them, its chanlist excludes them.) */
static bool dfs_chan_usable(struct radard_core *c, const struct wiphy_info *w, int64_t now)
{
	for (size_t k = 0; k < w->nchans; k++) {
		struct chandef ch;

		if (!w->chans[k].radar || !recovery_names(c, w->chans[k].freq))
			continue;
		chandef_from_primary(w->chans[k].freq, 20, &ch);
		if (policy_chandef_usable(w, &c->nol, &c->cfg->policy, &ch, POLICY_ENTER_HOSTAPD, now))
			return true;
	}
	return false;
}

/*
 * hostapd gives up on an AP when no channel is left: AP-DISABLED, or waiting
 * in DFS state for a NOP end it may never see (a channel freed by radard's
 * list or by a regulatory change sends none).  When a channel becomes usable
 * again (NOP end, NOL end, regulatory change) and the kernel view has been
 * re-read since, radard asks hostapd to start again: ENABLE for a disabled
 * AP, DISABLE + ENABLE for one waiting without a CAC (hostapd re-reads the
 * channels and picks one).  One attempt per trigger, journaled;
 * a look that found hostapd mute or no usable channel yet is no attempt.
 */
void recover_ifaces(struct radard_core *c, const struct core_time *now)
{
	bool look_again = false;

	if (!recovery_due(c))
		return;
	c->recovery_pending = false;
	if (!c->ops.hostapd_status || !c->ops.hostapd_command)
		return;
	for (size_t i = 0; i < c->nifaces; i++) {
		struct core_iface *ifc = &c->ifaces[i];
		struct wiphy_info *w = find_wiphy(c, ifc->info.wiphy);
		struct hostapd_status st;
		struct journal_entry e;
		const char *how;
		int r;

		if (!w || ifc->info.iftype != NL80211_IFTYPE_AP || ifc->info.has_chan ||
		    !c->ops.hostapd_present || !c->ops.hostapd_present(c->ops.ud, ifc->info.name))
			continue;
		if (c->ops.hostapd_status(c->ops.ud, ifc->info.name, &st) < 0) {
			look_again = true;
			continue;
		}
		if (st.state == HOSTAPD_STATE_DISABLED)
			how = "ENABLE";
		else if (st.state == HOSTAPD_STATE_DFS && !st.cac_running)
			how = "DISABLE+ENABLE";
		else
			continue;
		if (!dfs_chan_usable(c, w, core_now(now))) {
			/* a trigger says one became usable: the view may predate it */
			look_again = true;
			continue;
		}
		if (!strcmp(how, "ENABLE")) {
			r = c->ops.hostapd_command(c->ops.ud, ifc->info.name, "ENABLE");
		} else {
			r = c->ops.hostapd_command(c->ops.ud, ifc->info.name, "DISABLE");
			if (!r)
				r = c->ops.hostapd_command(c->ops.ud, ifc->info.name, "ENABLE");
		}
		journal_entry_init(&e);
		journal_entry_add(&e, "RADAR_EVENT", "ap-recovery");
		journal_entry_add(&e, "RADAR_IFNAME", "%s", ifc->info.name);
		journal_entry_add(&e, "RADAR_WIPHY", "%s", w->name);
		journal_entry_add(&e, "RADAR_HOSTAPD_STATE", "%s",
				  st.state == HOSTAPD_STATE_DISABLED ? "DISABLED" : "DFS");
		journal_entry_add(&e, "RADAR_RECOVERY", "%s", how);
		journal_entry_add(&e, "RADAR_RECOVERY_RESULT", "%s", r ? strerror(-r) : "ok");
		if (r)
			journal_send(c->jout, &e, LOG_ERR, MSGID_AP_RECOVERY,
				     "%s: hostapd %s the AP for lack of channels; %s failed: %s", ifc->info.name,
				     st.state == HOSTAPD_STATE_DISABLED ? "disabled" : "parked", how, strerror(-r));
		else
			journal_send(c->jout, &e, LOG_NOTICE, MSGID_AP_RECOVERY,
				     "%s: a channel is usable again; hostapd had %s the AP for lack of channels: %s sent, hostapd starts it again",
				     ifc->info.name, st.state == HOSTAPD_STATE_DISABLED ? "disabled" : "parked", how);
		c->status_dirty = true;
	}
	/* a hostapd that did not answer in time (a busy AP), or a kernel view read
	 * before the change that triggered this (a regulatory change is announced
	 * before every radio and hostapd have caught up), is no attempt: look again
	 * after the next re-read, a few times, then wait for the next trigger */
	if (look_again && c->recovery_retries < CORE_RECOVERY_RETRIES) {
		c->recovery_retries++;
		recovery_again(c, now);
	} else {
		c->recovery_retries = 0;
	}
}
