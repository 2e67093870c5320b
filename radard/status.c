// SPDX-License-Identifier: GPL-2.0-only
/* The status document radarctl reads (status.json). */
#include <errno.h>
#include <json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core-internal.h"
#include "nl80211-compat.h"

char *core_status_json(const struct radard_core *c, const struct core_time *now)
{
	const struct policy_cfg *p = &c->cfg->policy;
	json_object *root = json_object_new_object();
	json_object *arr;
	char *out;

	json_object_object_add(root, "version", json_object_new_int(1));
	json_object_object_add(root, "pid", json_object_new_int((int)getpid()));
	json_object_object_add(root, "updated", json_object_new_int64(now->real_s));
	json_object_object_add(root, "started", json_object_new_int64(c->m.start_time));
	json_object_object_add(root, "region", json_object_new_string(radar_region_name(c->region)));

	arr = json_object_new_object();
	json_object_object_add(arr, "radar_detections", json_object_new_int64((int64_t)metrics_radar_total(&c->m)));
	json_object_object_add(arr, "netlink_overruns", json_object_new_int64((int64_t)c->m.overruns));
	json_object_object_add(arr, "netlink_malformed", json_object_new_int64((int64_t)c->m.malformed));
	json_object_object_add(arr, "resyncs", json_object_new_int64((int64_t)c->m.resyncs));
	json_object_object_add(arr, "kernel_nol_applied", json_object_new_int64((int64_t)c->m.kernel_nol_applied));
	json_object_object_add(arr, "channel_switches", json_object_new_int64((int64_t)c->m.channel_switches));
	json_object_object_add(arr, "channel_switch_failures",
			       json_object_new_int64((int64_t)c->m.channel_switch_failures));
	json_object_object_add(arr, "returns_to_preferred", json_object_new_int64((int64_t)c->m.returns_to_preferred));
	json_object_object_add(arr, "state_write_errors", json_object_new_int64((int64_t)c->m.state_write_errors));
	json_object_object_add(root, "totals", arr);

	arr = json_object_new_array();
	for (size_t i = 0; i < c->m.nch; i++) {
		const struct chan_counters *cc = &c->m.ch[i];
		json_object *o = json_object_new_object(), *t = json_object_new_object();

		json_object_object_add(o, "wiphy", json_object_new_string(cc->wiphy));
		json_object_object_add(o, "freq", json_object_new_int64(cc->freq));
		for (size_t k = 0; k < cc->ntypes; k++)
			json_object_object_add(t, cc->radar[k].type, json_object_new_int64((int64_t)cc->radar[k].n));
		json_object_object_add(o, "radar", t);
		json_object_object_add(o, "cac_started", json_object_new_int64((int64_t)cc->cac_started));
		for (int r = 0; r < CAC_RES__COUNT; r++) {
			char k[32];

			snprintf(k, sizeof(k), "cac_%s", cac_result_name((enum cac_result)r));
			json_object_object_add(o, k, json_object_new_int64((int64_t)cc->cac[r]));
		}
		json_object_object_add(o, "nop_finished", json_object_new_int64((int64_t)cc->nop_finished));
		json_object_object_add(o, "pulses", json_object_new_int64((int64_t)cc->pulses));
		json_object_array_add(arr, o);
	}
	json_object_object_add(root, "channels", arr);

	arr = json_object_new_array();
	for (size_t i = 0; i < c->m.nw; i++) {
		json_object *o = json_object_new_object();

		json_object_object_add(o, "wiphy", json_object_new_string(c->m.w[i].wiphy));
		json_object_object_add(o, "pulses_dropped", json_object_new_int64((int64_t)c->m.w[i].pulses_dropped));
		json_object_array_add(arr, o);
	}
	json_object_object_add(root, "wiphy_counters", arr);

	arr = json_object_new_array();
	for (size_t i = 0; i < c->nol.n; i++) {
		const struct nol_entry *ne = &c->nol.e[i];
		json_object *o = json_object_new_object();

		json_object_object_add(o, "freq", json_object_new_int64(ne->freq));
		json_object_object_add(o, "wiphy", json_object_new_string(ne->wiphy));
		json_object_object_add(o, "type", json_object_new_string(ne->type));
		/* boot clock -> wall clock for readers */
		json_object_object_add(o, "detected",
				       json_object_new_int64(now->real_s - (core_now(now) - ne->detected)));
		json_object_object_add(o, "nol_remaining", json_object_new_int64(policy_nol_remaining(ne, p, core_now(now))));
		json_object_object_add(o, "avoid_remaining",
				       json_object_new_int64(policy_avoid_remaining(ne, p, core_now(now))));
		json_object_object_add(o, "detections_in_window", json_object_new_int(ne->nhistory));
		json_object_array_add(arr, o);
	}
	json_object_object_add(root, "nol", arr);

	arr = json_object_new_array();
	for (size_t i = 0; i < c->nwiphys; i++) {
		const struct wiphy_info *w = &c->wiphys[i];
		json_object *o = json_object_new_object(), *chs = json_object_new_array();

		json_object_object_add(o, "name", json_object_new_string(w->name));
		json_object_object_add(o, "index", json_object_new_int64(w->idx));
		for (size_t k = 0; k < w->nchans; k++) {
			const struct chan_info *ci = &w->chans[k];
			json_object *ch;

			if (!ci->radar || ci->disabled)
				continue;
			ch = json_object_new_object();
			json_object_object_add(ch, "freq", json_object_new_int64(ci->freq));
			json_object_object_add(ch, "dfs_state",
					       json_object_new_string(ci->has_dfs_state ?
							radar_dfs_state_name(ci->dfs_state) : "unknown"));
			json_object_array_add(chs, ch);
		}
		json_object_object_add(o, "dfs_channels", chs);
		json_object_array_add(arr, o);
	}
	json_object_object_add(root, "wiphys", arr);

	arr = json_object_new_array();
	for (size_t i = 0; i < c->nifaces; i++) {
		const struct core_iface *ifc = &c->ifaces[i];
		const struct iface_cfg *icfg = config_iface(c->cfg, ifc->info.name);
		json_object *o = json_object_new_object();
		char buf[64], wb[WIPHY_NAME_LEN];

		json_object_object_add(o, "name", json_object_new_string(ifc->info.name));
		json_object_object_add(o, "wiphy", json_object_new_string(core_wiphy_name(c, ifc->info.wiphy, wb, sizeof(wb))));
		json_object_object_add(o, "type", json_object_new_string(iftype_name(ifc->info.iftype)));
		if (ifc->info.has_chan) {
			chandef_format(&ifc->info.chan, buf, sizeof(buf));
			json_object_object_add(o, "channel", json_object_new_string(buf));
		}
		json_object_object_add(o, "manage_channel", json_object_new_boolean(icfg && icfg->manage_channel));
		if (icfg && icfg->has_preferred) {
			chandef_format(&icfg->preferred, buf, sizeof(buf));
			json_object_object_add(o, "preferred", json_object_new_string(buf));
		}
		json_object_array_add(arr, o);
	}
	json_object_object_add(root, "interfaces", arr);

	arr = json_object_new_array();
	for (size_t k = c->ndet > CORE_MAX_DETECTIONS ? c->ndet - CORE_MAX_DETECTIONS : 0; k < c->ndet; k++) {
		const struct core_detection *d = &c->det[k % CORE_MAX_DETECTIONS];
		json_object *o = json_object_new_object();

		json_object_object_add(o, "time", json_object_new_int64(d->time));
		json_object_object_add(o, "wiphy", json_object_new_string(d->wiphy));
		json_object_object_add(o, "freq", json_object_new_int64(d->freq));
		json_object_object_add(o, "channel", json_object_new_string(d->channel));
		json_object_object_add(o, "type", json_object_new_string(d->type));
		json_object_object_add(o, "region", json_object_new_string(d->region));
		json_object_object_add(o, "pri", json_object_new_string(d->pri));
		json_object_object_add(o, "width", json_object_new_int64(d->width));
		json_object_object_add(o, "pulses", json_object_new_int64(d->pulses));
		if (d->has_last_ts)
			json_object_object_add(o, "last_ts", json_object_new_int64((int64_t)d->last_ts));
		json_object_object_add(o, "trace", json_object_new_string(d->trace));
		json_object_object_add(o, "trace_pulses", json_object_new_int64(d->trace_pulses));
		json_object_object_add(o, "trace_note",
				       json_object_new_string(d->trace_pending ? "being written" : d->trace_note));
		json_object_array_add(arr, o);
	}
	json_object_object_add(root, "detections", arr);

	out = strdup(json_object_to_json_string_ext(root, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_NOSLASHESCAPE));
	json_object_put(root);
	return out;
}
