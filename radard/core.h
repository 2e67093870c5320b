/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The radar event handler: struct radar_event + time -> counters, NOL,
 * journal entries and (through core_ops) kernel/hostapd requests.  No
 * sockets, no clocks of its own: the daemon and the tests drive it.
 */
#ifndef RADARD_CORE_H
#define RADARD_CORE_H

#include <stdbool.h>
#include <stdint.h>

#include "config.h"
#include "event.h"
#include "hostapd.h"
#include "journal.h"
#include "metrics.h"
#include "policy.h"

#define CORE_MAX_WIPHYS 8
#define CORE_MAX_IFACES 32
#define CORE_MAX_PENDING 8
#define CORE_MAX_ECHO 64
#define CORE_MAX_RECENT 16
/* A radar during CAC arrives as CAC-aborted then radar-detected: an abort is
 * held this long waiting for the radar before it counts as a plain abort. */
#define CORE_CAC_RADAR_WINDOW_MS 2000
/* a failed switch back to the preferred channel: retried after 60, 120 s, then given up */
#define CORE_SWITCH_RETRY_S 60
#define CORE_SWITCH_MAX_TRIES 3
/* nol.json is rewritten this often while it blocks channels */
#define CORE_STATE_REFRESH_MS 60000
/* netlink overruns: at most one full resync this often */
#define CORE_OVERRUN_RESYNC_MS 5000
#define CORE_RESYNC_PERIOD_MS 30000
#define CORE_RESYNC_DELAY_MS 3000
/* recovery: how often a hostapd that did not answer its STATUS is asked again */
#define CORE_RECOVERY_RETRIES 5
/* channels one recovery trigger remembers (more: any channel) */
#define CORE_RECOVERY_FREQS 16

/*
 * Time: every period and delay runs on CLOCK_BOOTTIME (monotonic, counts
 * suspend); the NOL keeps its times in boot-clock seconds.  The wall clock
 * (CLOCK_REALTIME, which jumps) is used only to carry the list across a
 * reboot (statefile.c) and for display.
 */
struct core_time {
	uint64_t mono_ms; /* CLOCK_BOOTTIME */
	int64_t real_s;   /* CLOCK_REALTIME: status display, state file */
};

/* now on the clock of the NOL: boot-clock seconds */
static inline int64_t core_now(const struct core_time *t)
{
	return (int64_t)(t->mono_ms / 1000);
}

/* Flight recorder: the last pulses of a radio, from the dfs_radar pulse stream. */
#define REC_MAX_PULSES 8192          /* per radio */
#define REC_WINDOW_US (15ull * 1000000) /* kept: the newest 15 s (FCC type 5 lasts 12 s) */
#define REC_AFTER_MS 1000            /* a detection's trace is written this long after it */
#define REC_MAX_RADIOS 4
#define CORE_MAX_DETECTIONS 16

struct recorder {
	bool used;
	uint32_t wiphy;
	size_t head, n;                  /* ring: oldest at head */
	uint64_t after_ts;               /* the previous detection's last pulse: not in the next trace */
	bool has_after;
	struct radar_pulse_rec p[REC_MAX_PULSES];
};

/* A detection as radarctl explain shows it. */
struct core_detection {
	int64_t time;                    /* wall clock, display only */
	char wiphy[WIPHY_NAME_LEN];
	uint32_t wiphy_idx;
	uint32_t freq;
	char channel[48];
	char type[RADAR_TYPE_LEN];
	char region[8];                  /* fcc, etsi, jp, "" */
	char pri[40];
	uint32_t width, pulses;
	bool has_last_ts;
	uint64_t last_ts;
	/* trace */
	bool trace_pending;
	uint64_t trace_due_ms;
	char trace[256];
	uint32_t trace_pulses;
	char trace_note[64];
};

struct core_ops {
	/* NL80211_CMD_NOTIFY_RADAR on ifindex for one 20 MHz channel; 0 / -errno */
	int (*notify_radar)(void *ud, uint32_t ifindex, uint32_t freq);
	/* NL80211_CMD_CHANNEL_SWITCH; 0 / -errno */
	int (*channel_switch)(void *ud, uint32_t ifindex, const struct chandef *c, uint32_t count);
	/* hostapd CHAN_SWITCH over its control socket; 0 / -errno */
	int (*hostapd_switch)(void *ud, const char *ifname, const struct chandef *c, uint32_t count);
	/* does hostapd have a control socket for ifname? */
	bool (*hostapd_present)(void *ud, const char *ifname);
	/* hostapd STATUS: 0 / -errno; a plain command answered OK (ENABLE, DISABLE): 0 / -errno */
	int (*hostapd_status)(void *ud, const char *ifname, struct hostapd_status *st);
	int (*hostapd_command)(void *ud, const char *ifname, const char *cmd);
	/* store a flight-recorder trace named name (rotating old ones); its path in path; 0 / -errno */
	int (*save_trace)(void *ud, const char *name, const char *text, size_t len, char *path, size_t plen);
	void *ud;
};

struct core_iface {
	struct iface_info info;
	bool pref_usable;           /* preferred chandef usable since pref_usable_since */
	int64_t pref_usable_since;  /* boot clock, s */
	bool switch_tried;
	/* the kernel sent a radar event for this chandef on this radio: hostapd (or whoever
	 * runs the interface) saw it and moves it; radard does not move it too */
	bool told;
	struct chandef told_chan;
	bool protect_tried;
	int64_t protect_at;         /* boot clock of the last move off a blocked channel */
	int64_t last_switch;        /* boot clock of our last switch attempt, s */
	unsigned int return_tries;  /* failed returns to the preferred chandef in a row */
};

struct core_pending_abort {
	bool active;
	uint32_t wiphy;
	bool has_ifindex;
	uint32_t ifindex;
	struct chandef chan;
	uint64_t deadline_ms;
};

/* A dfs_radar event waiting for its nl80211 twin (same wiphy, kind, chandef). */
struct core_twin {
	bool active;
	uint32_t wiphy;
	enum radar_event_kind kind;
	struct chandef chan;
};

/* An nl80211 radar-detected that cfg80211 will send to another radio: the
 * propagation of a counted detection or of radard's own NOTIFY_RADAR. */
struct core_echo {
	bool active;
	bool from_radard;
	uint32_t wiphy;
	struct chandef chan;
	uint64_t resync_gen; /* m.resyncs when expected */
	uint64_t seq;
};

struct core_recent {
	uint32_t wiphy;
	struct chandef chan;
	uint64_t at_ms;
};

struct radard_core {
	const struct radard_config *cfg;
	struct core_ops ops;
	struct journal_out *jout;
	struct nol nol;
	struct metrics m;
	int region;
	size_t nwiphys;
	struct wiphy_info wiphys[CORE_MAX_WIPHYS];
	size_t nifaces;
	struct core_iface ifaces[CORE_MAX_IFACES];
	struct core_pending_abort pending[CORE_MAX_PENDING];
	struct core_twin twin[CORE_MAX_WIPHYS];
	struct core_echo echo[CORE_MAX_ECHO];
	uint64_t echo_seq;
	struct core_recent recent[CORE_MAX_RECENT];
	size_t recent_next;
	uint64_t last_pulse_summary_ms;
	struct recorder rec[REC_MAX_RADIOS];
	struct core_detection det[CORE_MAX_DETECTIONS];
	size_t ndet;                     /* detections so far; det[(ndet - 1) % N] the newest */
	size_t nol_blocked;       /* channels in NOL or avoided at the last tick */
	uint64_t state_refresh_ms; /* last periodic rewrite of nol.json */
	bool recovery_pending;    /* a channel became usable: look for disabled APs */
	bool recovery_any;        /* ... any channel (a regulatory change resets them all) */
	uint32_t recovery_freqs[CORE_RECOVERY_FREQS]; /* ... or these 20 MHz channels */
	size_t nrecovery_freqs;
	uint32_t blocked_freqs[NOL_MAX]; /* channels radard blocked at the last tick */
	size_t nblocked_freqs;
	unsigned int recovery_after; /* ... once the kernel view was re-read after it (views_read) */
	unsigned int recovery_retries; /* hostapd did not answer: asked again, bounded */
	bool have_dfs_radar;      /* the kernel has the dfs_radar family: detections come with it */
	bool overrun_logged;
	bool no_iface_warned;
	uint64_t apply_retry_ms;  /* after a failed NOTIFY_RADAR, wait until then */
	unsigned int views_read;  /* kernel views read so far (the same ms may see several) */
	uint64_t last_resync_ms;  /* kernel state re-read (no event tells us when hostapd */
	uint64_t resync_at_ms;    /* (re)starts an AP on a new channel): periodic + delayed */
	/* work for the daemon */
	bool nol_dirty;     /* save the state file */
	bool status_dirty;  /* rewrite status + metrics */
	bool need_resync;   /* re-read wiphys/interfaces from the kernel */
};

void core_init(struct radard_core *c, const struct radard_config *cfg, const struct core_ops *ops,
	       struct journal_out *jout, const struct core_time *now);

/* Install a loaded NOL (state file), clamped to now + the periods. */
void core_set_nol(struct radard_core *c, const struct nol *nol, const struct core_time *now);

/* One parsed nl80211 event. */
void core_handle_event(struct radard_core *c, const struct radar_event *ev, const struct core_time *now);

/* Netlink event socket overrun: count, log once, ask for a resync. */
void core_overrun(struct radard_core *c, const struct core_time *now);
void core_malformed(struct radard_core *c, int err);

/* Fresh kernel view (after a resync): channel DFS states, interfaces, region.
 * Channels the kernel reports unavailable but radard does not know are added
 * to the NOL (start = now - time in state). */
void core_set_wiphys(struct radard_core *c, const struct wiphy_info *w, size_t n, const struct core_time *now);
void core_set_ifaces(struct radard_core *c, const struct iface_info *ifs, size_t n);
void core_set_region(struct radard_core *c, int region);

/*
 * Periodic work: flush held CAC aborts, pulse summaries, NOL expiry,
 * re-apply NOL to the kernel where needed, return interfaces to their
 * preferred channel.  Returns ms until it wants to run again.
 */
uint64_t core_tick(struct radard_core *c, const struct core_time *now);
/* a channel became usable and the kernel view was read since: core_tick() looks for parked APs */
bool recovery_due(const struct radard_core *c);

/* Re-apply unexpired NOL entries to the kernel (NL80211_CMD_NOTIFY_RADAR). */
void core_apply_nol(struct radard_core *c, const struct core_time *now);

/* radarctl clear FREQ: drop a 20 MHz channel from the NOL (and its history).
 * 0 or -errno, an answer for the operator in msg. */
int core_clear(struct radard_core *c, uint32_t freq, uint32_t uid, const struct core_time *now, char *msg,
	       size_t len);

/* radarctl return IFACE: back to the preferred channel now, if it is usable.
 * 0 or -errno with a message in err. */
int core_return(struct radard_core *c, const char *ifname, const struct core_time *now, char *err,
		size_t errlen);

const char *core_wiphy_name(const struct radard_core *c, uint32_t idx, char *buf, size_t len);

/* Status document for radarctl (JSON, caller frees). */
char *core_status_json(const struct radard_core *c, const struct core_time *now);

#endif
