// SPDX-License-Identifier: GPL-2.0-only
/*
 * Benchmark: nl80211 messages -> radar_parse_event -> core_handle_event, as
 * the daemon's event loop runs them (journal sink replaced by a counter).
 * Prints events per second and checks nothing was lost (every event counted).
 */
#include <stdlib.h>
#include <time.h>

#include "core.h"
#include "nlbuild.h"

static unsigned long journal_lines;

static int sink(const struct iovec *iov, int n, void *ud)
{
	(void)iov;
	(void)n;
	(void)ud;
	journal_lines++;
	return 0;
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	static struct radard_core core;
	static struct radard_config cfg;
	struct journal_out jout = { .sink = sink, .max_level = LOG_INFO };
	struct core_time t = { .mono_ms = 1000, .real_s = 1700000000 };
	long iters = argc > 1 ? atol(argv[1]) : 200000;
	struct nl_msg *msgs[4];
	int kinds = 0;
	double t0, dt;
	long n = 0, bad = 0;
	uint64_t handled = 0, expect_pulses = 0;

	config_defaults(&cfg);
	log_out = &jout;
	core_init(&core, &cfg, NULL, &jout, &t);
	msgs[kinds++] = nlb_radar_event(0, 5, NL80211_RADAR_CAC_STARTED, 5260, 80, 5290);
	msgs[kinds++] = nlb_radar_event(0, -1, NL80211_RADAR_NOP_FINISHED, 5280, 20, 5280);
	msgs[kinds] = nlb_dr_event(DFS_RADAR_CMD_DETECTED, 0, 5, 5500, 80, 5530);
	{
		static const uint32_t pri[] = { 1000 };

		nlb_radar_info(msgs[kinds], NL80211_DFS_ETSI, "1", pri, 1, 1, 18, 5500);
	}
	kinds++;
	{
		static const uint32_t f[] = { 5500, 5520 };

		msgs[kinds++] = nlb_pulses(0, 32, f, 2, 0);
	}

	t0 = now_s();
	for (long i = 0; i < iters; i++) {
		static struct radar_event ev;
		int k = (int)(i % kinds);

		if (radar_parse_event(nlmsg_hdr(msgs[k]), &test_families, &ev) != 1) {
			bad++;
			continue;
		}
		t.mono_ms += 1;
		if (i % 1000 == 0)
			t.real_s++;
		core_handle_event(&core, &ev, &t);
		expect_pulses += ev.npulses;
		n++;
	}
	dt = now_s() - t0;
	uint64_t pulses = 0;

	for (int k = 1; k < RADAR_EV__COUNT; k++)
		handled += core.m.events[k];
	for (size_t i = 0; i < core.m.nch; i++)
		pulses += core.m.ch[i].pulses;
	printf("radard parser+handler: %ld events in %.3f s = %.0f events/s (%d message kinds, %lu journal entries, %ld parse failures); pulses in pulse-stream messages: %llu = %.0f pulses/s\n",
	       n, dt, (double)n / dt, kinds, journal_lines, bad, (unsigned long long)pulses,
	       (double)pulses / dt);
	for (int k = 0; k < kinds; k++)
		nlmsg_free(msgs[k]);
	if (bad || handled != (uint64_t)n || pulses != expect_pulses) {
		printf("LOSS: %ld parsed, %llu handled, %llu of %llu pulses counted\n", n,
		       (unsigned long long)handled, (unsigned long long)pulses,
		       (unsigned long long)expect_pulses);
		return 1;
	}
	return 0;
}
