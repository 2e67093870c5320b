/* SPDX-License-Identifier: GPL-2.0-only */
/* Shared between the parts of the event handler (core.c, detect.c, remark.c, switch.c,
 * pulses.c, status.c); not an interface for anything else. */
#ifndef RADARD_CORE_INTERNAL_H
#define RADARD_CORE_INTERNAL_H

#include "core.h"

/* core.c: lookups and journal helpers */
struct wiphy_info *find_wiphy(struct radard_core *c, uint32_t idx);
struct core_iface *find_iface(struct radard_core *c, uint32_t ifindex);
bool iface_beacons(uint32_t iftype);
const char *iftype_name(uint32_t t);
bool chandef_overlap(const struct chandef *a, const struct chandef *b);
void mirror_state(struct radard_core *c, uint32_t wiphy, const struct chandef *ch, uint8_t st);
void add_common(struct radard_core *c, struct journal_entry *e, const struct radar_event *ev,
		const char *wname, uint32_t freq);
const char *ifname_of(struct radard_core *c, const struct radar_event *ev);
void log_cac(struct radard_core *c, const struct radar_event *ev, const char *wname,
	     enum cac_result res, const char *msgid);

/* detect.c */
void twin_expect(struct radard_core *c, const struct radar_event *ev);
bool twin_consume(struct radard_core *c, const struct radar_event *ev);
void echo_expect(struct radard_core *c, uint32_t from_wiphy, const struct chandef *chan, bool from_radard);
void echo_expire(struct radard_core *c);
bool recent_radar_on(struct radard_core *c, uint32_t wiphy, const struct chandef *ch,
		     uint64_t now_ms);
void handle_radar(struct radard_core *c, const struct radar_event *ev, const char *wname,
		  const struct core_time *now);

/* switch.c */
int do_switch(struct radard_core *c, struct core_iface *ifc, const struct chandef *to,
	      bool via_hostapd, const char *why, const char *msgid, const struct core_time *now);
void react_to_radar(struct radard_core *c, uint32_t wiphy, const struct chandef *radar,
		    const struct core_time *now);
void eval_return(struct radard_core *c, const struct core_time *now);
void protect_ifaces(struct radard_core *c, const struct core_time *now);
void recover_ifaces(struct radard_core *c, const struct core_time *now);
void mark_told(struct radard_core *c, uint32_t wiphy, const struct chandef *chan);
/* freq (20 MHz channel) became usable, 0: any channel may have */
void recovery_trigger(struct radard_core *c, const struct core_time *now, uint32_t freq);
void try_return(struct radard_core *c, struct core_iface *ifc, const struct chandef *to, bool hostapd,
		const struct core_time *now);

/* pulses.c */
void handle_pulses(struct radard_core *c, const struct radar_event *ev, const char *wname);
void recorder_detection(struct radard_core *c, const struct radar_event *ev, const char *wname,
			uint32_t freq, const char *pri, const struct core_time *now);
uint64_t recorder_tick(struct radard_core *c, const struct core_time *now);
void pulse_summary(struct radard_core *c, const struct core_time *now);

#endif
