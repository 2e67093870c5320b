/* SPDX-License-Identifier: GPL-2.0-only */
/* /etc/radard/radard.conf, parsed with libinih. */
#ifndef RADARD_CONFIG_H
#define RADARD_CONFIG_H

#include <net/if.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "chandef.h"

#define CONFIG_MAX_IFACES 16
#define CONFIG_MAX_PREFERRED 16
#define CONFIG_PATH_LEN 256

struct policy_cfg {
	int64_t nop_time;          /* s, non-occupancy period (regulatory: 1800) */
	int64_t repeat_window;     /* s */
	unsigned int repeat_threshold; /* detections within window => avoid */
	int64_t avoid_time;        /* s, avoidance after repeated radar */
	bool avoid_in_kernel;      /* keep avoided channels unavailable in the kernel too */
	bool prefer_non_dfs;
	uint32_t preferred[CONFIG_MAX_PREFERRED]; /* 20 MHz channels, order = preference */
	size_t npreferred;
	int64_t return_delay;      /* s a preferred channel must stay usable before returning */
	uint32_t csa_count;        /* beacons before the switch */
};

struct iface_cfg {
	char name[IF_NAMESIZE];
	bool manage_channel;       /* radard owns channel selection (no hostapd) */
	bool return_to_preferred;
	bool has_preferred;
	struct chandef preferred;
};

struct radard_config {
	char state_dir[CONFIG_PATH_LEN];
	char runtime_dir[CONFIG_PATH_LEN];
	char metrics_file[CONFIG_PATH_LEN]; /* "" = <runtime_dir>/radard.prom */
	char hostapd_ctrl_dir[CONFIG_PATH_LEN];
	int64_t pulse_summary_interval; /* s */
	int64_t status_interval;        /* s, periodic rewrite of status/metrics */
	uint32_t netlink_rcvbuf;        /* bytes */
	bool pulses;                    /* join the pulse stream */
	unsigned int trace_files;       /* flight-recorder traces kept in <state_dir>/traces, 0 = off */
	struct policy_cfg policy;
	struct iface_cfg ifaces[CONFIG_MAX_IFACES];
	size_t nifaces;
};

void config_defaults(struct radard_config *c);
/*
 * Parse a config file (or, with config_parse_string, a buffer) over the
 * current contents of *c.  On error returns -1 and writes "FILE:LINE: what"
 * into err; *c is then unspecified.  A missing file is an error here: the
 * caller decides whether a missing default path is fine.
 */
int config_parse_file(struct radard_config *c, const char *path, char *err, size_t errlen);
int config_parse_string(struct radard_config *c, const char *text, char *err, size_t errlen);
const struct iface_cfg *config_iface(const struct radard_config *c, const char *name);

#endif
