// SPDX-License-Identifier: GPL-2.0-only
/*
 * Flight recorder harness: feed a pulse trace to radard's core as dfs_radar
 * pulse batches (256 per batch, as the kernel sends them), then a detection
 * that completed at LAST_TS, and write the trace radard records for it.
 *   recorder-harness IN.trace LAST_TS TYPE OUT.trace
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "nl80211-compat.h"

static char out[4 << 20];
static size_t outlen;

static int save(void *ud, const char *name, const char *text, size_t len, char *path, size_t plen)
{
	(void)ud;
	if (len > sizeof(out))
		return -EFBIG;
	memcpy(out, text, len);
	outlen = len;
	snprintf(path, plen, "%s", name);
	return 0;
}

static int sink(const struct iovec *iov, int n, void *ud)
{
	(void)iov;
	(void)n;
	(void)ud;
	return 0;
}

int main(int argc, char **argv)
{
	static struct radard_core c;
	static struct radard_config cfg;
	static struct radar_event ev;
	struct journal_out jout = { .sink = sink, .max_level = LOG_DEBUG };
	struct core_ops ops = { .save_trace = save };
	struct core_time t = { .mono_ms = 100000, .real_s = 1700000000 };
	unsigned long long ts;
	unsigned int f, w, rssi, chirp;
	char line[256];
	FILE *in, *o;

	if (argc != 5) {
		fprintf(stderr, "usage: %s IN.trace LAST_TS TYPE OUT.trace\n", argv[0]);
		return 2;
	}
	config_defaults(&cfg);
	log_out = &jout;
	core_init(&c, &cfg, &ops, &jout, &t);
	core_set_region(&c, NL80211_DFS_ETSI);
	in = fopen(argv[1], "r");
	if (!in)
		return 1;
	memset(&ev, 0, sizeof(ev));
	ev.kind = RADAR_EV_PULSES;
	ev.source = RADAR_SRC_DFS_RADAR;
	while (fgets(line, sizeof(line), in)) {
		if (line[0] == '#' || sscanf(line, "%llu %u %u %u %u", &ts, &f, &w, &rssi, &chirp) != 5)
			continue;
		ev.rec[ev.nrec++] = (struct radar_pulse_rec){ ts, f, w, (uint8_t)rssi, chirp != 0 };
		ev.npulses++;
		if (ev.nrec == RADAR_EVENT_MAX_PULSES) {
			core_handle_event(&c, &ev, &t);
			ev.nrec = ev.npulses = 0;
			t.mono_ms += 100;
		}
	}
	if (ev.nrec)
		core_handle_event(&c, &ev, &t);
	fclose(in);
	memset(&ev, 0, sizeof(ev));
	ev.kind = RADAR_EV_RADAR_DETECTED;
	ev.source = RADAR_SRC_DFS_RADAR;
	ev.has_chan = chandef_from_primary(5260, 20, &ev.chan);
	ev.has_info = ev.has_region = true;
	ev.region = NL80211_DFS_ETSI;
	snprintf(ev.type, sizeof(ev.type), "%s", argv[3]);
	ev.last_ts = strtoull(argv[2], NULL, 10);
	core_handle_event(&c, &ev, &t);
	t.mono_ms += REC_AFTER_MS;
	core_tick(&c, &t);
	if (!outlen) {
		fprintf(stderr, "no trace written\n");
		return 1;
	}
	o = fopen(argv[4], "w");
	if (!o || fwrite(out, 1, outlen, o) != outlen || fclose(o))
		return 1;
	return 0;
}
