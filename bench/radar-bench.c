// SPDX-License-Identifier: GPL-2.0-only
/*
 * radar-bench: run our detector and the upstream ath detector on the same
 * in-memory pulse traces; print ns per pulse, the ratio and the memory each
 * needs (ours: sizeof(struct radar_detector); ath: peak bytes requested
 * through kmalloc in the shim).  Prints figures only, asserts nothing.
 *
 *   radar-bench [--repeat N] --region fcc|etsi|jp TRACE... [--region R TRACE...]
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "det_api.h"
#include "trace.h"

struct run {
	double best_ns, sum_ns;
	unsigned long detections;
	size_t mem;
};

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int run_ath(int region, const struct bench_pulse *p, size_t n, int repeat,
		   struct run *out)
{
	memset(out, 0, sizeof(*out));
	out->best_ns = -1;
	for (int r = 0; r < repeat; r++) {
		size_t base = ath_det_mem_current();
		unsigned long det = 0;
		struct ath_det *d;
		double t0, dt;

		ath_det_mem_reset_peak();
		d = ath_det_new(region);
		if (!d)
			return -1;
		t0 = now_ns();
		for (size_t i = 0; i < n; i++)
			det += ath_det_add(d, &p[i], NULL);
		dt = now_ns() - t0;
		if (ath_det_mem_peak() - base > out->mem)
			out->mem = ath_det_mem_peak() - base;
		ath_det_free(d);
		out->sum_ns += dt;
		if (out->best_ns < 0 || dt < out->best_ns)
			out->best_ns = dt;
		out->detections = det;
	}
	return 0;
}

#ifdef HAVE_OUR_DETECTOR
static int run_ours(int region, const struct bench_pulse *p, size_t n, int repeat,
		    struct run *out)
{
	memset(out, 0, sizeof(*out));
	out->best_ns = -1;
	out->mem = our_det_size();
	for (int r = 0; r < repeat; r++) {
		unsigned long det = 0;
		struct our_det *d = our_det_new(region);
		double t0, dt;

		if (!d)
			return -1;
		t0 = now_ns();
		for (size_t i = 0; i < n; i++)
			det += our_det_add(d, &p[i], NULL);
		dt = now_ns() - t0;
		our_det_free(d);
		out->sum_ns += dt;
		if (out->best_ns < 0 || dt < out->best_ns)
			out->best_ns = dt;
		out->detections = det;
	}
	return 0;
}
#endif

static void usage(FILE *f)
{
	fprintf(f, "usage: radar-bench [--repeat N] --region fcc|etsi|jp TRACE... "
		"[--region R TRACE...]\n");
}

int main(int argc, char **argv)
{
	double tot_ath = 0, tot_ours = 0;
	size_t tot_pulses = 0, ath_mem_max = 0;
	int region = -1, repeat = 5, files = 0;

	printf("%-28s %-4s %9s | %10s %7s %9s | %10s %7s %9s | %6s\n",
	       "trace", "reg", "pulses", "ath ns/p", "ath det", "ath bytes",
	       "ours ns/p", "our det", "our bytes", "ratio");
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
		if (run_ath(region, p, n, repeat, &ra)) {
			fprintf(stderr, "radar-bench: cannot create the ath detector\n");
			free(p);
			return 1;
		}
		if (ra.mem > ath_mem_max)
			ath_mem_max = ra.mem;
		tot_ath += ra.best_ns;
		tot_pulses += n;
		printf("%-28.28s %-4s %9zu | %10.1f %7lu %9zu |", name, bench_region_name(region),
		       n, n ? ra.best_ns / (double)n : 0.0, ra.detections, ra.mem);
#ifdef HAVE_OUR_DETECTOR
		if (run_ours(region, p, n, repeat, &ro)) {
			fprintf(stderr, "radar-bench: cannot create our detector\n");
			free(p);
			return 1;
		}
		tot_ours += ro.best_ns;
		printf(" %10.1f %7lu %9zu | %6.2f\n", n ? ro.best_ns / (double)n : 0.0,
		       ro.detections, ro.mem, ra.best_ns > 0 ? ro.best_ns / ra.best_ns : 0.0);
#else
		(void)ro;
		printf(" %10s %7s %9s | %6s\n", "-", "-", "-", "-");
#endif
		free(p);
	}
	if (!files) {
		usage(stderr);
		return 2;
	}
	printf("\ntotal %zu pulses, best of %d runs: ath %.1f ns/pulse, peak %zu bytes",
	       tot_pulses, repeat, tot_pulses ? tot_ath / (double)tot_pulses : 0.0, ath_mem_max);
#ifdef HAVE_OUR_DETECTOR
	printf("; ours %.1f ns/pulse, %zu bytes; ours/ath time ratio %.2f\n",
	       tot_pulses ? tot_ours / (double)tot_pulses : 0.0, our_det_size(),
	       tot_ath > 0 ? tot_ours / tot_ath : 0.0);
#else
	(void)tot_ours;
	printf("; ours: not built (tools/ radar_detector_dep missing)\n");
#endif
	return 0;
}
