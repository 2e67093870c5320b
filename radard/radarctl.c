// SPDX-License-Identifier: GPL-2.0-only
/*
 * radarctl: show and steer radard.
 * - status, nol, explain read <runtime_dir>/status.json, which radard
 *   replaces atomically on every change and at least every status_interval
 *   seconds: reading never blocks the daemon's loop and works while radard
 *   is stopped (last known state, with its age);
 * - clear, return, reload call radard's D-Bus service on the system bus
 *   (org.radard.Radard1); the bus policy lets root and group netdev do so.
 */
#include <errno.h>
#include <getopt.h>
#include <json.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <systemd/sd-bus.h>

#include "control.h"
#include "fileutil.h"

static const char *jstr(json_object *o, const char *k)
{
	json_object *v;

	return json_object_object_get_ex(o, k, &v) && json_object_is_type(v, json_type_string) ?
		       json_object_get_string(v) : "";
}

static long long jint(json_object *o, const char *k)
{
	json_object *v;

	return json_object_object_get_ex(o, k, &v) && json_object_is_type(v, json_type_int) ?
		       (long long)json_object_get_int64(v) : 0;
}

static json_object *jarr(json_object *o, const char *k)
{
	json_object *v;

	return json_object_object_get_ex(o, k, &v) && json_object_is_type(v, json_type_array) ? v : NULL;
}

static void print_dur(long long s)
{
	if (s >= 3600)
		printf("%lldh%02lldm", s / 3600, s / 60 % 60);
	else
		printf("%lldm%02llds", s / 60, s % 60);
}

/* seconds since the document was written, 0 when unknown or in the future */
static long long doc_age(json_object *root)
{
	long long now = (long long)time(NULL), t = jint(root, "updated"), age;

	if (t <= 0 || __builtin_sub_overflow(now, t, &age) || age < 0)
		return 0;
	return age;
}

static void print_nol(json_object *root)
{
	long long age = doc_age(root);
	json_object *nol = jarr(root, "nol");
	size_t n = nol ? json_object_array_length(nol) : 0, shown = 0;

	printf("Non-occupancy list:\n");
	for (size_t i = 0; i < n; i++) {
		json_object *e = json_object_array_get_idx(nol, i);
		long long nr = jint(e, "nol_remaining"), ar = jint(e, "avoid_remaining");

		/* the document may be up to status_interval old (or radard stopped) */
		nr = nr > age ? nr - age : 0;
		ar = ar > age ? ar - age : 0;

		if (!nr && !ar)
			continue;
		shown++;
		printf("  %5lld MHz  ", jint(e, "freq"));
		if (nr) {
			printf("NOL ");
			print_dur(nr);
			printf(" left");
		}
		if (ar) {
			printf("%savoided ", nr ? ", " : "");
			print_dur(ar);
			printf(" left");
		}
		printf("  (%lld detection(s) in window, last type %s on %s)\n", jint(e, "detections_in_window"),
		       *jstr(e, "type") ? jstr(e, "type") : "unknown", *jstr(e, "wiphy") ? jstr(e, "wiphy") : "?");
	}
	if (!shown)
		printf("  (empty)\n");
}

/* "updated 12s ago" for a time from the file, whatever it holds */
static void print_age(long long t)
{
	long long now = (long long)time(NULL), age;

	if (t <= 0 || __builtin_sub_overflow(now, t, &age))
		printf("at an invalid time");
	else if (age < 0)
		printf("%llds in the future (clock changed?)", -age);
	else
		printf("%llds ago", age);
}

static void print_status(json_object *root, const char *path)
{
	json_object *tot, *arr;
	size_t n;

	printf("radard pid %lld, region %s, status %s updated ", jint(root, "pid"), jstr(root, "region"),
	       path);
	print_age(jint(root, "updated"));
	printf("\n");
	if (json_object_object_get_ex(root, "totals", &tot))
		printf("Totals: %lld radar detections, %lld netlink overruns, %lld malformed, %lld resyncs, "
		       "%lld NOL re-applied, %lld channel switches (%lld failed), %lld returns to preferred\n",
		       jint(tot, "radar_detections"), jint(tot, "netlink_overruns"),
		       jint(tot, "netlink_malformed"), jint(tot, "resyncs"), jint(tot, "kernel_nol_applied"),
		       jint(tot, "channel_switches"), jint(tot, "channel_switch_failures"),
		       jint(tot, "returns_to_preferred"));
	arr = jarr(root, "interfaces");
	n = arr ? json_object_array_length(arr) : 0;
	printf("Interfaces:\n");
	for (size_t i = 0; i < n; i++) {
		json_object *o = json_object_array_get_idx(arr, i), *v;

		printf("  %-10s %-6s %-7s %s%s%s%s\n", jstr(o, "name"), jstr(o, "wiphy"), jstr(o, "type"),
		       *jstr(o, "channel") ? jstr(o, "channel") : "no channel",
		       json_object_object_get_ex(o, "manage_channel", &v) && json_object_get_boolean(v) ?
			       " [managed]" : "",
		       *jstr(o, "preferred") ? ", preferred " : "", jstr(o, "preferred"));
	}
	if (!n)
		printf("  (none)\n");
	arr = jarr(root, "channels");
	n = arr ? json_object_array_length(arr) : 0;
	printf("Per channel:\n  %-6s %5s %-24s %6s %6s %6s %6s %6s %9s\n", "wiphy", "freq", "radar (type:n)",
	       "cac", "ok", "abort", "radar", "nopend", "pulses");
	for (size_t i = 0; i < n; i++) {
		json_object *o = json_object_array_get_idx(arr, i), *r;
		char types[128] = "-";
		size_t l = 0;

		if (json_object_object_get_ex(o, "radar", &r) && json_object_is_type(r, json_type_object)) {
			json_object_object_foreach(r, k, v) {
				l += (size_t)snprintf(types + l, sizeof(types) - l, "%s%s:%lld", l ? " " : "", k,
						      (long long)json_object_get_int64(v));
				if (l >= sizeof(types))
					break;
			}
		}
		printf("  %-6s %5lld %-24s %6lld %6lld %6lld %6lld %6lld %9lld\n", jstr(o, "wiphy"),
		       jint(o, "freq"), types, jint(o, "cac_started"), jint(o, "cac_finished"),
		       jint(o, "cac_aborted"), jint(o, "cac_radar"), jint(o, "nop_finished"), jint(o, "pulses"));
	}
	arr = jarr(root, "wiphy_counters");
	n = arr ? json_object_array_length(arr) : 0;
	for (size_t i = 0; i < n; i++) {
		json_object *o = json_object_array_get_idx(arr, i);

		printf("  %s: %lld pulses dropped by the kernel\n", jstr(o, "wiphy"), jint(o, "pulses_dropped"));
	}
	arr = jarr(root, "wiphys");
	n = arr ? json_object_array_length(arr) : 0;
	for (size_t i = 0; i < n; i++) {
		json_object *o = json_object_array_get_idx(arr, i), *chs = jarr(o, "dfs_channels");
		size_t m = chs ? json_object_array_length(chs) : 0;

		printf("DFS channels on %s:", jstr(o, "name"));
		for (size_t k = 0; k < m; k++) {
			json_object *c = json_object_array_get_idx(chs, k);

			printf(" %lld:%s", jint(c, "freq"), jstr(c, "dfs_state"));
		}
		printf("\n");
	}
	print_nol(root);
}

/* recent detections and the flight-recorder trace of each */
static void print_explain(json_object *root)
{
	json_object *arr = jarr(root, "detections");
	size_t n = arr ? json_object_array_length(arr) : 0;

	printf("Recent radar detections (newest last):\n");
	for (size_t i = 0; i < n; i++) {
		json_object *o = json_object_array_get_idx(arr, i);
		time_t t = (time_t)jint(o, "time");
		struct tm tm;
		char when[32] = "?";

		if (t > 0 && gmtime_r(&t, &tm))
			strftime(when, sizeof(when), "%Y-%m-%d %H:%M:%SZ", &tm);
		printf("  %s  %s %lld MHz (%s)  type %s, PRI %s us, width %lld us, %lld pulses%s\n", when,
		       jstr(o, "wiphy"), jint(o, "freq"), jstr(o, "channel"),
		       *jstr(o, "type") ? jstr(o, "type") : "unknown", *jstr(o, "pri") ? jstr(o, "pri") : "-",
		       jint(o, "width"), jint(o, "pulses"), *jstr(o, "region") ? "" : "");
		if (*jstr(o, "trace"))
			printf("      trace: %s (%lld pulses around the detection; replay: radar-replay --region %s %s)\n",
			       jstr(o, "trace"), jint(o, "trace_pulses"),
			       *jstr(o, "region") ? jstr(o, "region") : "etsi", jstr(o, "trace"));
		else
			printf("      trace: none (%s)\n", *jstr(o, "trace_note") ? jstr(o, "trace_note") : "no pulse stream");
	}
	if (!n)
		printf("  (none since radard started)\n");
}

/* a method of radard's D-Bus service; prints its answer */
static int call(const char *method, const char *sig, const char *arg_s, uint32_t arg_u)
{
	sd_bus_error e = SD_BUS_ERROR_NULL;
	sd_bus_message *m = NULL;
	sd_bus *bus = NULL;
	const char *answer;
	int r;

	r = sd_bus_open_system(&bus);
	if (r < 0) {
		fprintf(stderr, "radarctl: cannot connect to the system bus: %s\n", strerror(-r));
		return 1;
	}
	if (!strcmp(sig, "u"))
		r = sd_bus_call_method(bus, RADARD_BUS_NAME, RADARD_BUS_PATH, RADARD_BUS_IFACE, method, &e, &m, "u",
				       arg_u);
	else if (!strcmp(sig, "s"))
		r = sd_bus_call_method(bus, RADARD_BUS_NAME, RADARD_BUS_PATH, RADARD_BUS_IFACE, method, &e, &m, "s",
				       arg_s);
	else
		r = sd_bus_call_method(bus, RADARD_BUS_NAME, RADARD_BUS_PATH, RADARD_BUS_IFACE, method, &e, &m, "");
	if (r < 0) {
		bool denied = sd_bus_error_has_name(&e, SD_BUS_ERROR_ACCESS_DENIED);

		if (denied)
			fprintf(stderr, "radarctl: permission denied: only root and members of group netdev may %s\n",
				!strcmp(method, "ClearChannel") ? "clear channels" :
				!strcmp(method, "Reload") ? "reload radard" : "switch interfaces");
		else if (sd_bus_error_has_name(&e, SD_BUS_ERROR_SERVICE_UNKNOWN) ||
			 sd_bus_error_has_name(&e, SD_BUS_ERROR_NAME_HAS_NO_OWNER))
			fprintf(stderr, "radarctl: radard is not running (no %s on the system bus)\n", RADARD_BUS_NAME);
		else
			fprintf(stderr, "radarctl: %s: %s\n", method, e.message ? e.message : strerror(-r));
		sd_bus_error_free(&e);
		sd_bus_unref(bus);
		return denied ? 4 : 1;
	}
	if (sd_bus_message_read(m, "s", &answer) >= 0)
		printf("%s\n", answer);
	sd_bus_message_unref(m);
	sd_bus_flush_close_unref(bus);
	return 0;
}

static void usage(FILE *f)
{
	fprintf(f, "Usage: radarctl [--runtime-dir DIR] [--json] COMMAND\n"
		   "Commands:\n"
		   "  status        counters, interfaces, channel DFS states and the non-occupancy list\n"
		   "  nol           the non-occupancy list only\n"
		   "  explain       recent detections and their flight-recorder traces\n"
		   "  clear FREQ    drop a 20 MHz channel (MHz) from radard's non-occupancy list\n"
		   "  return IFACE  switch IFACE back to its preferred channel now\n"
		   "  reload        read the configuration again (like systemctl reload radard)\n"
		   "status, nol and explain work while radard is stopped (last state written);\n"
		   "clear, return and reload need root or group netdev.\n"
		   "Options:\n"
		   "  -r, --runtime-dir DIR  where radard writes status.json (default /run/radard)\n"
		   "  -j, --json             print radard's status document as is\n"
		   "  -h, --help             this text\n");
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "runtime-dir", required_argument, NULL, 'r' },
		{ "json", no_argument, NULL, 'j' },
		{ "help", no_argument, NULL, 'h' },
		{ 0 }
	};
	const char *dir = "/run/radard", *cmd;
	char path[PATH_MAX];
	bool json = false;
	json_object *root;
	char *buf;
	size_t len;
	int o, r;

	while ((o = getopt_long(argc, argv, "r:jh", opts, NULL)) != -1) {
		switch (o) {
		case 'r':
			dir = optarg;
			break;
		case 'j':
			json = true;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	cmd = optind < argc ? argv[optind] : "status";
	if (!strcmp(cmd, "clear") || !strcmp(cmd, "return")) {
		char *end;
		unsigned long f;

		if (optind + 2 != argc) {
			fprintf(stderr, "radarctl: %s needs one argument\n", cmd);
			return 2;
		}
		if (!strcmp(cmd, "return"))
			return call("ReturnInterface", "s", argv[optind + 1], 0);
		errno = 0;
		f = strtoul(argv[optind + 1], &end, 10);
		if (errno || *end || f < 2400 || f > 7200) {
			fprintf(stderr, "radarctl: '%s' is not a channel frequency in MHz\n", argv[optind + 1]);
			return 2;
		}
		return call("ClearChannel", "u", NULL, (uint32_t)f);
	}
	if (!strcmp(cmd, "reload"))
		return call("Reload", "", NULL, 0);
	if (strcmp(cmd, "status") && strcmp(cmd, "nol") && strcmp(cmd, "explain")) {
		fprintf(stderr, "radarctl: unknown command '%s'\n", cmd);
		usage(stderr);
		return 2;
	}
	snprintf(path, sizeof(path), "%s/status.json", dir);
	r = read_file_max(path, 16u << 20, &buf, &len);
	if (r < 0) {
		fprintf(stderr, "radarctl: cannot read %s: %s%s\n", path,
			r == -EFTYPE_NOT_REGULAR ? "not a regular file" : strerror(-r),
			r == -ENOENT ? " (has radard ever run?)" : "");
		return 1;
	}
	if (json) {
		fwrite(buf, 1, len, stdout);
		free(buf);
		return 0;
	}
	root = json_tokener_parse(buf);
	free(buf);
	if (!root || !json_object_is_type(root, json_type_object)) {
		fprintf(stderr, "radarctl: %s is not a valid status document\n", path);
		json_object_put(root);
		return 1;
	}
	if (!strcmp(cmd, "nol"))
		print_nol(root);
	else if (!strcmp(cmd, "explain"))
		print_explain(root);
	else
		print_status(root, path);
	json_object_put(root);
	return 0;
}
