// SPDX-License-Identifier: GPL-2.0-only
/*
 * radar-bench: run our detector and the upstream ath detector on the same
 * in-memory pulse traces; print, per trace and detector, the time per pulse
 * (mean, and the median, 99th percentile and maximum of single pulses),
 * the detections, the memory each needs (ours: sizeof(struct
 * radar_detector); ath: peak bytes requested through kmalloc in the shim)
 * and the ratio of the means.  Prints figures only, asserts nothing.
 *
 *   radar-bench [--repeat N] --region fcc|etsi|jp TRACE... [--region R TRACE...]
 *
 * The mean is the best of N runs over the whole trace without per-pulse
 * timers.  The single-pulse figures time every pulse with clock_gettime()
 * (its own cost, measured first, subtracted) and keep, per pulse, the
 * smallest of N runs, so that interrupts and other processes on the
 * machine do not count; each run starts from a fresh detector, so every
 * run does the same work per pulse.
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "det_api.h"
#include "trace.h"

struct run {
	double mean_ns;		/* best run, whole trace / pulses */
	double p50, p99, max;	/* single pulses, ns */
	size_t max_at;		/* pulse index of the maximum */
	unsigned long detections;
	size_t mem;
};

struct det_ops {
	void *(*create)(int region);
	bool (*add)(void *d, const struct bench_pulse *p);
	void (*destroy)(void *d);
};

static double timer_cost;

static inline uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

static void calibrate(void)
{
	uint64_t best = UINT64_MAX;

	for (int i = 0; i < 200000; i++) {
		uint64_t a = now_ns(), b = now_ns();

		if (b - a < best)
			best = b - a;
	}
	timer_cost = (double)best;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static void *ath_create(int region)
{
	return ath_det_new(region);
}

static bool ath_add(void *d, const struct bench_pulse *p)
{
	return ath_det_add(d, p, NULL);
}

static void ath_destroy(void *d)
{
	ath_det_free(d);
}

static const struct det_ops ath_ops = { ath_create, ath_add, ath_destroy };

#ifdef HAVE_OUR_DETECTOR
static void *our_create(int region)
{
	return our_det_new(region);
}

static bool our_add(void *d, const struct bench_pulse *p)
{
	return our_det_add(d, p, NULL);
}

static void our_destroy(void *d)
{
	our_det_free(d);
}

static const struct det_ops our_ops = { our_create, our_add, our_destroy };
#endif

static int run_det(const struct det_ops *ops, bool is_ath, int region,
		   const struct bench_pulse *p, size_t n, int repeat, struct run *out)
{
	double *per = malloc((n ? n : 1) * sizeof(*per));
	double best = -1;

	if (!per)
		return -1;
	memset(out, 0, sizeof(*out));
	for (size_t i = 0; i < n; i++)
		per[i] = 1e30;
	for (int r = 0; r < repeat; r++) {
		unsigned long det = 0;
		size_t base = is_ath ? ath_det_mem_current() : 0;
		uint64_t t0, dt;
		void *d;

		/* whole trace, no per-pulse timers */
		if (is_ath)
			ath_det_mem_reset_peak();
		d = ops->create(region);
		if (!d)
			goto fail;
		t0 = now_ns();
		for (size_t i = 0; i < n; i++)
			det += ops->add(d, &p[i]);
		dt = now_ns() - t0;
		if (is_ath && ath_det_mem_peak() - base > out->mem)
			out->mem = ath_det_mem_peak() - base;
		ops->destroy(d);
		if (best < 0 || (double)dt < best)
			best = (double)dt;
		out->detections = det;

		/* every pulse on its own */
		d = ops->create(region);
		if (!d)
			goto fail;
		for (size_t i = 0; i < n; i++) {
			uint64_t a = now_ns();
			double x;

			ops->add(d, &p[i]);
			x = (double)(now_ns() - a) - timer_cost;
			if (x < per[i])
				per[i] = x < 0 ? 0 : x;
		}
		ops->destroy(d);
	}
	out->mean_ns = n ? best / (double)n : 0;
	for (size_t i = 0; i < n; i++)
		if (per[i] > out->max) {
			out->max = per[i];
			out->max_at = i;
		}
	qsort(per, n, sizeof(*per), cmp_double);
	out->p50 = n ? per[n / 2] : 0;
	out->p99 = n ? per[(size_t)((double)(n - 1) * 0.99)] : 0;
	free(per);
	return 0;
fail:
	free(per);
	return -1;
}

static void usage(FILE *f)
{
	fprintf(f, "usage: radar-bench [--repeat N] --region fcc|etsi|jp TRACE... "
		"[--region R TRACE...]\n");
}

static void print_run(const struct run *r)
{
	printf(" %7.1f %6.0f %6.0f %7.0f %5lu |", r->mean_ns, r->p50, r->p99, r->max,
	       r->detections);
}

int main(int argc, char **argv)
{
	double tot_ath = 0, tot_ours = 0, ours_max = 0, ath_max = 0;
	size_t tot_pulses = 0, ath_mem_max = 0;
	int region = -1, repeat = 5, files = 0, over_half = 0;
	char worst[64] = "";

	calibrate();
	printf("ns per pulse: mean = best of the runs over the whole trace; p50/p99/max = single "
	       "pulses,\nfastest of the runs each, timer cost (%.0f ns) subtracted\n\n",
	       timer_cost);
	printf("%-24s %-4s %7s | %7s %6s %6s %7s %5s | %7s %6s %6s %7s %5s | %5s\n",
	       "trace", "reg", "pulses", "ath", "p50", "p99", "max", "det", "ours", "p50",
	       "p99", "max", "det", "ratio");
	for (int a = 1; a < argc; a++) {
		struct bench_pulse *p;
		struct run ra, ro;
		const char *name;
		char err[256];
		size_t n;

		if (!strcmp(argv[a], "--region") && a + 1 < argc) {
			region = bench_region_parse(argv[++a]);
			if (region < 0) {
				fprintf(stderr, "radar-bench: unknown region '%s'\n", argv[a]);
				return 2;
			}
			continue;
		}
		if (!strcmp(argv[a], "--repeat") && a + 1 < argc) {
			repeat = atoi(argv[++a]);
			if (repeat < 1 || repeat > 1000) {
				fprintf(stderr, "radar-bench: bad --repeat\n");
				return 2;
			}
			continue;
		}
		if (!strcmp(argv[a], "-h") || !strcmp(argv[a], "--help")) {
			usage(stdout);
			return 0;
		}
		if (region < 0) {
			usage(stderr);
			return 2;
		}
		if (trace_load(argv[a], &p, &n, err, sizeof(err))) {
			fprintf(stderr, "radar-bench: %s: %s\n", argv[a], err);
			return 1;
		}
		files++;
		name = strrchr(argv[a], '/') ? strrchr(argv[a], '/') + 1 : argv[a];
		if (run_det(&ath_ops, true, region, p, n, repeat, &ra)) {
			fprintf(stderr, "radar-bench: cannot create the ath detector\n");
			free(p);
			return 1;
		}
		if (ra.mem > ath_mem_max)
			ath_mem_max = ra.mem;
		if (ra.max > ath_max)
			ath_max = ra.max;
		tot_ath += ra.mean_ns * (double)n;
		tot_pulses += n;
		printf("%-24.24s %-4s %7zu |", name, bench_region_name(region), n);
		print_run(&ra);
#ifdef HAVE_OUR_DETECTOR
		if (run_det(&our_ops, false, region, p, n, repeat, &ro)) {
			fprintf(stderr, "radar-bench: cannot create our detector\n");
			free(p);
			return 1;
		}
		tot_ours += ro.mean_ns * (double)n;
		if (ro.max > ours_max) {
			ours_max = ro.max;
			snprintf(worst, sizeof(worst), "%s pulse %zu", name, ro.max_at);
		}
		if (ro.mean_ns > ra.mean_ns / 2)
			over_half++;
		print_run(&ro);
		printf(" %5.2f\n", ra.mean_ns > 0 ? ro.mean_ns / ra.mean_ns : 0.0);
#else
		(void)ro;
		printf(" %7s %6s %6s %7s %5s | %5s\n", "-", "-", "-", "-", "-", "-");
#endif
		free(p);
	}
	if (!files) {
		usage(stderr);
		return 2;
	}
	printf("\ntotal %zu pulses, %d runs: ath %.1f ns/pulse, slowest pulse %.0f ns, peak %zu "
	       "bytes\n", tot_pulses, repeat, tot_pulses ? tot_ath / (double)tot_pulses : 0.0,
	       ath_max, ath_mem_max);
#ifdef HAVE_OUR_DETECTOR
	printf("ours %.1f ns/pulse, slowest pulse %.0f ns (%s), %zu bytes; ours/ath time ratio "
	       "%.2f; traces where ours is slower than half of ath: %d\n",
	       tot_pulses ? tot_ours / (double)tot_pulses : 0.0, ours_max, worst,
	       our_det_size(), tot_ath > 0 ? tot_ours / tot_ath : 0.0, over_half);
#else
	(void)tot_ours;
	(void)ours_max;
	(void)over_half;
	(void)worst;
	printf("ours: not built (tools/ radar_detector_dep missing)\n");
#endif
	return 0;
}
