// SPDX-License-Identifier: GPL-2.0-only
/*
 * radard main: options, sd-event loop, wiring of sockets/files to the core.
 * All decisions live in core.c/policy.c; this file only moves data.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <netlink/msg.h>
#include <systemd/sd-daemon.h>
#include <systemd/sd-event.h>

#include "config.h"
#include "control.h"
#include "core.h"
#include "fileutil.h"
#include "hostapd.h"
#include "journal.h"
#include "metrics.h"
#include "nlsock.h"
#include "statefile.h"

#define DEFAULT_CONFIG "/etc/radard/radard.conf"

struct daemon;
static int daemon_reload(struct daemon *d, char *err, size_t errlen);

struct daemon {
	struct radard_config cfg;
	char config_path[CONFIG_PATH_LEN]; /* "" = built-in defaults */
	const char *state_dir_opt, *runtime_dir_opt;
	struct radard_core core;
	struct nlsock nl;
	struct journal_out jout;
	sd_event *ev;
	sd_bus *bus;
	sd_event_source *tick_src;
	sd_event_source *status_src;
	uint64_t last_status_ms;
	bool state_error_logged;
};

static struct core_time now_time(void)
{
	struct timespec m, r;
	struct core_time t;

	clock_gettime(CLOCK_BOOTTIME, &m);
	clock_gettime(CLOCK_REALTIME, &r);
	t.mono_ms = (uint64_t)m.tv_sec * 1000 + (uint64_t)m.tv_nsec / 1000000;
	t.real_s = r.tv_sec;
	return t;
}

/* core_ops */
static int op_notify(void *ud, uint32_t ifindex, uint32_t freq)
{
	return nlsock_notify_radar(&((struct daemon *)ud)->nl, ifindex, freq);
}

static int op_csa(void *ud, uint32_t ifindex, const struct chandef *c, uint32_t count)
{
	return nlsock_channel_switch(&((struct daemon *)ud)->nl, ifindex, c, count);
}

static int op_hostapd_switch(void *ud, const char *ifname, const struct chandef *c, uint32_t count)
{
	return hostapd_chan_switch(((struct daemon *)ud)->cfg.hostapd_ctrl_dir, ifname, c, count);
}

static bool op_hostapd_present(void *ud, const char *ifname)
{
	return hostapd_ctrl_present(((struct daemon *)ud)->cfg.hostapd_ctrl_dir, ifname);
}

static int op_hostapd_status(void *ud, const char *ifname, struct hostapd_status *st)
{
	return hostapd_get_status(((struct daemon *)ud)->cfg.hostapd_ctrl_dir, ifname, st);
}

static int op_hostapd_command(void *ud, const char *ifname, const char *cmd)
{
	return hostapd_command(((struct daemon *)ud)->cfg.hostapd_ctrl_dir, ifname, cmd);
}

struct trace_file {
	char name[256];
	struct timespec mtime;
};

static int trace_cmp(const void *a, const void *b)
{
	const struct trace_file *x = a, *y = b;

	if (x->mtime.tv_sec != y->mtime.tv_sec)
		return x->mtime.tv_sec < y->mtime.tv_sec ? -1 : 1;
	if (x->mtime.tv_nsec != y->mtime.tv_nsec)
		return x->mtime.tv_nsec < y->mtime.tv_nsec ? -1 : 1;
	return strcmp(x->name, y->name);
}

/* keep the newest `keep` traces in dir */
static void rotate_traces(const char *dir, unsigned int keep)
{
	static struct trace_file files[1024];
	size_t n = 0;
	struct dirent *de;
	DIR *dp = opendir(dir);

	if (!dp)
		return;
	while ((de = readdir(dp)) && n < sizeof(files) / sizeof(files[0])) {
		struct stat st;

		if (strncmp(de->d_name, "radar-", 6) || !strstr(de->d_name, ".trace") ||
		    fstatat(dirfd(dp), de->d_name, &st, AT_SYMLINK_NOFOLLOW) < 0 || !S_ISREG(st.st_mode))
			continue;
		snprintf(files[n].name, sizeof(files[n].name), "%s", de->d_name);
		files[n].mtime = st.st_mtim;
		n++;
	}
	qsort(files, n, sizeof(files[0]), trace_cmp);
	for (size_t i = 0; i + keep < n; i++)
		unlinkat(dirfd(dp), files[i].name, 0);
	closedir(dp);
}

static int op_save_trace(void *ud, const char *name, const char *text, size_t len, char *path, size_t plen)
{
	struct daemon *d = ud;
	char dir[PATH_MAX], p[PATH_MAX];
	int r;

	snprintf(dir, sizeof(dir), "%s/traces", d->cfg.state_dir);
	if (mkdir(dir, 0750) < 0 && errno != EEXIST)
		return -errno;
	if ((size_t)snprintf(p, sizeof(p), "%s/%s", dir, name) >= sizeof(p))
		return -ENAMETOOLONG;
	r = atomic_write_file(p, text, len, 0640, false);
	if (r < 0)
		return r;
	rotate_traces(dir, d->cfg.trace_files);
	snprintf(path, plen, "%s", p);
	return 0;
}

static void rearm_tick(struct daemon *d, uint64_t ms);

static void resync(struct daemon *d)
{
	static struct wiphy_info w[CORE_MAX_WIPHYS];
	struct iface_info ifs[CORE_MAX_IFACES];
	struct core_time t = now_time();
	size_t nw = 0, ni = 0;
	int r;

	d->core.need_resync = false;
	r = nlsock_dump_wiphys(&d->nl, w, &nw, CORE_MAX_WIPHYS);
	if (r < 0) {
		rlog(LOG_WARNING, "wiphy dump failed: %s (retrying in 5 s)", strerror(-r));
		d->core.resync_at_ms = t.mono_ms + 5000;
		rearm_tick(d, 5000);
		return;
	}
	r = nlsock_dump_ifaces(&d->nl, ifs, &ni, CORE_MAX_IFACES);
	if (r < 0) {
		rlog(LOG_WARNING, "interface dump failed: %s (retrying in 5 s)", strerror(-r));
		d->core.resync_at_ms = t.mono_ms + 5000;
		rearm_tick(d, 5000);
		return;
	}
	r = nlsock_get_region(&d->nl);
	if (r >= 0)
		core_set_region(&d->core, r);
	core_set_wiphys(&d->core, w, nw, &t);
	core_set_ifaces(&d->core, ifs, ni);
	core_apply_nol(&d->core, &t);
}

static void write_status(struct daemon *d)
{
	struct core_time t = now_time();
	char path[PATH_MAX];
	char *s, *buf = NULL;
	size_t len = 0;
	FILE *f;
	int r;

	d->core.status_dirty = false;
	d->last_status_ms = t.mono_ms;
	s = core_status_json(&d->core, &t);
	if (s) {
		snprintf(path, sizeof(path), "%s/status.json", d->cfg.runtime_dir);
		r = atomic_write_file(path, s, strlen(s), 0644, false);
		if (r < 0)
			rlog(LOG_WARNING, "cannot write %s: %s", path, strerror(-r));
		free(s);
	}
	f = open_memstream(&buf, &len);
	if (!f)
		return;
	r = metrics_write_prom(&d->core.m, &d->core.nol, &d->cfg.policy, core_now(&t), f);
	fclose(f);
	if (!r) {
		if (d->cfg.metrics_file[0])
			snprintf(path, sizeof(path), "%s", d->cfg.metrics_file);
		else
			snprintf(path, sizeof(path), "%s/radard.prom", d->cfg.runtime_dir);
		r = atomic_write_file(path, buf, len, 0644, false);
		if (r < 0)
			rlog(LOG_WARNING, "cannot write %s: %s", path, strerror(-r));
	}
	free(buf);
}

static void save_state(struct daemon *d)
{
	struct state_clock clk;
	int r;

	state_clock_now(&clk);
	r = state_save(d->cfg.state_dir, &d->core.nol, &clk);

	if (r < 0) {
		d->core.m.state_write_errors++;
		if (!d->state_error_logged)
			rlog(LOG_ERR, "cannot save the non-occupancy list in %s: %s (kept in memory, retrying)",
			     d->cfg.state_dir, strerror(-r));
		d->state_error_logged = true;
		return; /* nol_dirty stays set: retried on the next tick */
	}
	d->state_error_logged = false;
	d->core.nol_dirty = false;
}

/* after every loop iteration that did something: the daemon's chores */
static int on_post(sd_event_source *s, void *userdata)
{
	struct daemon *d = userdata;
	uint64_t now_ms;

	(void)s;
	if (d->core.need_resync) {
		resync(d);
		/* the view a recovery waits for is read only now, after the tick
		 * that asked for it: tick again instead of at the next period */
		if (recovery_due(&d->core))
			rearm_tick(d, 0);
	}
	if (d->core.nol_dirty)
		save_state(d);
	if (d->core.status_dirty) {
		now_ms = now_time().mono_ms;
		if (now_ms - d->last_status_ms >= 1000) {
			write_status(d);
		} else {
			/* coalesce: at most one rewrite per second */
			sd_event_source_set_time_relative(d->status_src,
							  (1000 - (now_ms - d->last_status_ms)) * 1000);
			sd_event_source_set_enabled(d->status_src, SD_EVENT_ONESHOT);
		}
	}
	return 0;
}

static int on_status_timer(sd_event_source *s, uint64_t usec, void *userdata)
{
	struct daemon *d = userdata;

	(void)usec;
	write_status(d);
	sd_event_source_set_time_relative(s, (uint64_t)d->cfg.status_interval * 1000000);
	sd_event_source_set_enabled(s, SD_EVENT_ONESHOT);
	return 0;
}

static int on_tick(sd_event_source *s, uint64_t usec, void *userdata)
{
	struct daemon *d = userdata;
	struct core_time t = now_time();

	(void)s;
	(void)usec;
	rearm_tick(d, core_tick(&d->core, &t));
	return 0;
}

static void rearm_tick(struct daemon *d, uint64_t ms)
{
	sd_event_source_set_time_relative(d->tick_src, ms * 1000);
	sd_event_source_set_enabled(d->tick_src, SD_EVENT_ONESHOT);
}

static int on_msg(struct nl_msg *msg, void *arg)
{
	static struct radar_event ev; /* 6 KiB with the pulse records */
	struct daemon *d = arg;
	struct core_time t;
	int r = radar_parse_event(nlmsg_hdr(msg), &d->nl.fam, &ev);

	if (r < 0) {
		core_malformed(&d->core, r);
		return NL_OK;
	}
	if (r == 0)
		return NL_OK;
	t = now_time();
	core_handle_event(&d->core, &ev, &t);
	return NL_OK;
}

static int on_pulses(sd_event_source *s, int fd, uint32_t revents, void *userdata)
{
	struct daemon *d = userdata;
	int r;

	(void)s;
	(void)fd;
	(void)revents;
	r = nlsock_drain(d->nl.pulses, on_msg, d);
	if (r == -ENOBUFS)
		d->core.m.pulse_overruns++; /* pulses lost: counted, nothing to resync */
	else if (r < 0)
		rlog(LOG_ERR, "netlink pulse socket: %s", strerror(-r));
	return 0;
}

static int on_netlink(sd_event_source *s, int fd, uint32_t revents, void *userdata)
{
	struct daemon *d = userdata;
	int r;

	(void)s;
	(void)fd;
	(void)revents;
	r = nlsock_drain(d->nl.ev, on_msg, d);
	if (r == -ENOBUFS) {
		struct core_time t = now_time();

		core_overrun(&d->core, &t);
	} else if (r < 0) {
		rlog(LOG_ERR, "netlink event socket: %s", strerror(-r));
	}
	/* the core may have armed work (held CAC aborts, new NOL entries) */
	rearm_tick(d, 0);
	return 0;
}

/* Read the configuration again (SIGHUP, D-Bus Reload).  A broken file changes
 * nothing; the state and runtime folders stay (they need a restart). */
static int daemon_reload(struct daemon *d, char *err, size_t errlen)
{
	static struct radard_config n;
	struct core_time t = now_time();

	config_defaults(&n);
	if (d->config_path[0] && config_parse_file(&n, d->config_path, err, errlen) < 0) {
		rlog(LOG_ERR, "reload: configuration error, keeping the running configuration: %s", err);
		return -EINVAL;
	}
	memcpy(n.state_dir, d->cfg.state_dir, sizeof(n.state_dir));
	memcpy(n.runtime_dir, d->cfg.runtime_dir, sizeof(n.runtime_dir));
	d->cfg = n;
	/* shorter periods take effect now; the next tick does the rest */
	if (policy_clamp(&d->core.nol, &d->cfg.policy, core_now(&t)))
		d->core.nol_dirty = true;
	d->core.status_dirty = true;
	rlog(LOG_NOTICE, "configuration reloaded from %s", d->config_path[0] ? d->config_path : "built-in defaults");
	rearm_tick(d, 0);
	snprintf(err, errlen, "reloaded");
	return 0;
}

static int on_sighup(sd_event_source *s, const struct signalfd_siginfo *si, void *userdata)
{
	char err[512];

	(void)s;
	(void)si;
	sd_notify(0, "RELOADING=1");
	daemon_reload(userdata, err, sizeof(err));
	sd_notify(0, "READY=1");
	return 0;
}

/* control interface (D-Bus) */
static int ctl_clear(void *ud, uint32_t freq, uint32_t uid, char *msg, size_t len)
{
	struct daemon *d = ud;
	struct core_time t = now_time();
	int r = core_clear(&d->core, freq, uid, &t, msg, len);

	rearm_tick(d, 0);
	return r;
}

static int ctl_return(void *ud, const char *ifname, uint32_t uid, char *msg, size_t len)
{
	struct daemon *d = ud;
	struct core_time t = now_time();
	int r = core_return(&d->core, ifname, &t, msg, len);

	if (!r)
		snprintf(msg, len, "%s: switching back to its preferred channel", ifname);
	rlog(r ? LOG_WARNING : LOG_NOTICE, "control: return %s by uid %u: %s", ifname, uid, msg);
	rearm_tick(d, 0);
	return r;
}

static int ctl_reload(void *ud, uint32_t uid, char *msg, size_t len)
{
	rlog(LOG_NOTICE, "control: reload by uid %u", uid);
	return daemon_reload(ud, msg, len);
}

static char *ctl_status(void *ud)
{
	struct daemon *d = ud;
	struct core_time t = now_time();

	return core_status_json(&d->core, &t);
}

static void usage(FILE *f)
{
	fprintf(f,
		"Usage: radard [OPTIONS]\n"
		"Radar (DFS) event daemon: journals nl80211 radar events, keeps counters and a\n"
		"persistent non-occupancy list, and applies the channel-avoidance policy.\n\n"
		"  -c, --config FILE       configuration file (default " DEFAULT_CONFIG ";\n"
		"                          a missing default file means built-in defaults)\n"
		"  -s, --state-dir DIR     persistent state (default /var/lib/radard, or $STATE_DIRECTORY)\n"
		"  -r, --runtime-dir DIR   status.json, radard.prom (default /run/radard, or $RUNTIME_DIRECTORY)\n"
		"  -f, --foreground        run in the foreground (radard never forks; accepted for scripts)\n"
		"  -v, --verbose           also log debug messages\n"
		"      --check-config      parse the configuration, print the result, exit\n"
		"  -h, --help              this text\n"
		"      --version           print the version\n\n"
		"SIGHUP (systemctl reload radard, radarctl reload) reads the configuration again.\n"
		"See radard(8), radarctl(1).\n");
}

static void copy_dir(char *dst, const char *src)
{
	/* $STATE_DIRECTORY may list several paths separated by ':' */
	snprintf(dst, CONFIG_PATH_LEN, "%.*s", (int)strcspn(src, ":"), src);
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "config", required_argument, NULL, 'c' },
		{ "state-dir", required_argument, NULL, 's' },
		{ "runtime-dir", required_argument, NULL, 'r' },
		{ "foreground", no_argument, NULL, 'f' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "check-config", no_argument, NULL, 'C' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ 0 }
	};
	static struct daemon d; /* large: keep off the stack */
	const char *config = NULL, *state_dir = NULL, *runtime_dir = NULL;
	bool check = false, verbose = false;
	char err[512], aside[PATH_MAX];
	struct core_ops ops = { op_notify,	   op_csa,	       op_hostapd_switch, op_hostapd_present,
				op_hostapd_status, op_hostapd_command, op_save_trace, &d };
	struct state_clock clk;
	struct core_time t;
	struct nol nol;
	sigset_t ss;
	int o, r;

	while ((o = getopt_long(argc, argv, "c:s:r:fvh", opts, NULL)) != -1) {
		switch (o) {
		case 'c':
			config = optarg;
			break;
		case 's':
			state_dir = optarg;
			break;
		case 'r':
			runtime_dir = optarg;
			break;
		case 'f':
			break;
		case 'v':
			verbose = true;
			break;
		case 'C':
			check = true;
			break;
		case 'h':
			usage(stdout);
			return 0;
		case 'V':
			printf("radard 0.1.0\n");
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	if (optind < argc) {
		fprintf(stderr, "radard: unexpected argument '%s'\n", argv[optind]);
		return 2;
	}

	journal_out_default(&d.jout);
	if (verbose)
		d.jout.max_level = LOG_DEBUG;
	log_out = &d.jout;

	config_defaults(&d.cfg);
	if (config || access(DEFAULT_CONFIG, F_OK) == 0)
		snprintf(d.config_path, sizeof(d.config_path), "%s", config ? config : DEFAULT_CONFIG);
	if (d.config_path[0]) {
		if (config_parse_file(&d.cfg, config ? config : DEFAULT_CONFIG, err, sizeof(err)) < 0) {
			rlog(LOG_ERR, "configuration error: %s", err);
			return 1;
		}
	}
	/* precedence: built-in < file < systemd's directories < command line */
	if (getenv("STATE_DIRECTORY"))
		copy_dir(d.cfg.state_dir, getenv("STATE_DIRECTORY"));
	if (getenv("RUNTIME_DIRECTORY"))
		copy_dir(d.cfg.runtime_dir, getenv("RUNTIME_DIRECTORY"));
	if (state_dir)
		snprintf(d.cfg.state_dir, sizeof(d.cfg.state_dir), "%s", state_dir);
	if (runtime_dir)
		snprintf(d.cfg.runtime_dir, sizeof(d.cfg.runtime_dir), "%s", runtime_dir);
	if (check) {
		printf("state_dir=%s\nruntime_dir=%s\nnop_time=%lld\nrepeat_window=%lld\nrepeat_threshold=%u\n"
		       "avoid_time=%lld\ninterfaces=%zu\n",
		       d.cfg.state_dir, d.cfg.runtime_dir, (long long)d.cfg.policy.nop_time,
		       (long long)d.cfg.policy.repeat_window, d.cfg.policy.repeat_threshold,
		       (long long)d.cfg.policy.avoid_time, d.cfg.nifaces);
		return 0;
	}
	if (mkdir(d.cfg.runtime_dir, 0755) < 0 && errno != EEXIST)
		rlog(LOG_WARNING, "cannot create %s: %s", d.cfg.runtime_dir, strerror(errno));

	state_clock_now(&clk);
	r = state_load(d.cfg.state_dir, &nol, &clk, err, sizeof(err), aside, sizeof(aside));
	t = now_time();
	if (r < 0) {
		rlog(LOG_ERR, "cannot load the non-occupancy list from %s/%s: %s; refusing to start (the file is left untouched)",
		     d.cfg.state_dir, STATE_FILE_NAME, err[0] ? err : strerror(-r));
		return 1;
	}
	if (r != STATE_LOADED) {
		struct journal_entry e;

		journal_entry_init(&e);
		journal_entry_add(&e, "RADAR_EVENT", "state-corrupt");
		journal_entry_add(&e, "RADAR_STATE_FILE", "%s", aside);
		journal_send(&d.jout, &e, LOG_ERR, MSGID_STATE_CORRUPT,
			     "%s/%s is %s (%s); kept as %s. %s", d.cfg.state_dir, STATE_FILE_NAME,
			     r == STATE_CORRUPT ? "corrupt" : "partly invalid", err, aside,
			     r == STATE_CORRUPT ? "Starting from the kernel's DFS state only." :
						  "Valid entries were loaded.");
	}
	core_init(&d.core, &d.cfg, &ops, &d.jout, &t);
	core_set_nol(&d.core, &nol, &t);
	if (r != STATE_LOADED)
		d.core.nol_dirty = true;
	if (nol.n)
		rlog(LOG_INFO, "loaded %zu channel(s) from %s/%s (%zu in non-occupancy)", nol.n,
		     d.cfg.state_dir, STATE_FILE_NAME, policy_nol_count(&d.core.nol, &d.cfg.policy, core_now(&t)));

	r = nlsock_open(&d.nl, d.cfg.netlink_rcvbuf, d.cfg.pulses, err, sizeof(err));
	if (r < 0) {
		rlog(LOG_ERR, "%s", err);
		return 1;
	}
	d.core.have_dfs_radar = d.nl.fam.dfs_radar >= 0;

	sigemptyset(&ss);
	sigaddset(&ss, SIGTERM);
	sigaddset(&ss, SIGINT);
	sigaddset(&ss, SIGHUP);
	sigprocmask(SIG_BLOCK, &ss, NULL);
	if ((r = sd_event_default(&d.ev)) < 0 ||
	    (r = sd_event_add_signal(d.ev, NULL, SIGTERM, NULL, NULL)) < 0 ||
	    (r = sd_event_add_signal(d.ev, NULL, SIGINT, NULL, NULL)) < 0 ||
	    (r = sd_event_add_signal(d.ev, NULL, SIGHUP, on_sighup, &d)) < 0 ||
	    (r = sd_event_add_io(d.ev, NULL, nlsock_event_fd(&d.nl), EPOLLIN, on_netlink, &d)) < 0 ||
	    (nlsock_pulse_fd(&d.nl) >= 0 &&
	     (r = sd_event_add_io(d.ev, NULL, nlsock_pulse_fd(&d.nl), EPOLLIN, on_pulses, &d)) < 0) ||
	    (r = sd_event_add_time_relative(d.ev, &d.tick_src, CLOCK_BOOTTIME, 0, 1000, on_tick, &d)) < 0 ||
	    (r = sd_event_add_time_relative(d.ev, &d.status_src, CLOCK_BOOTTIME, 1000000, 100000,
					    on_status_timer, &d)) < 0 ||
	    (r = sd_event_add_post(d.ev, NULL, on_post, &d)) < 0 ||
	    (r = sd_event_set_watchdog(d.ev, true)) < 0) {
		rlog(LOG_ERR, "event loop setup failed: %s", strerror(-r));
		return 1;
	}

	{
		static const struct control_ops cops = { ctl_clear, ctl_return, ctl_reload, ctl_status, &d };

		r = control_start(&d.bus, d.ev, &cops, err, sizeof(err));
		if (r < 0)
			rlog(LOG_WARNING, "%s: no control interface (radarctl clear/return/reload); SIGHUP still reloads",
			     err);
	}
	resync(&d);
	if (d.core.nol_dirty)
		save_state(&d);
	write_status(&d);
	sd_notifyf(0, "READY=1\nSTATUS=watching %zu wiphy(s), %zu channel(s) in non-occupancy",
		   d.core.nwiphys, policy_nol_count(&d.core.nol, &d.cfg.policy, core_now(&t)));
	rlog(LOG_INFO, "started: %zu wiphy(s), %zu interface(s), radar details %s, pulse stream %s, state in %s",
	     d.core.nwiphys, d.core.nifaces, d.core.have_dfs_radar ? "on (dfs_radar)" : "off (plain nl80211)",
	     d.nl.pulses_joined ? "on" : "off", d.cfg.state_dir);

	r = sd_event_loop(d.ev);
	sd_notify(0, "STOPPING=1");
	/* always: the write's time is what a reboot with the wall clock set back counts from */
	save_state(&d);
	write_status(&d);
	rlog(LOG_INFO, "stopped");
	sd_bus_flush_close_unref(d.bus);
	sd_event_source_unref(d.tick_src);
	sd_event_source_unref(d.status_src);
	sd_event_unref(d.ev);
	nlsock_close(&d.nl);
	return r < 0 ? 1 : 0;
}
