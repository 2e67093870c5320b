// SPDX-License-Identifier: GPL-2.0-only
/*
 * detector-selftest - quick detection-probability / false-alarm check of
 * the radar pattern detector with a small built-in signal generator.
 *
 *   detector-selftest [--trials N] [--seed S] [--noise-seconds T] [--quiet]
 *                     [--bench] [--min-pd P]
 *   detector-selftest --emit fcc|etsi|jp TYPE [--impair] [--seed S]
 *
 * --emit writes one trial of signal TYPE as a pulse trace to stdout.
 *
 * For every official signal type: N clean trials and N trials with 10 %
 * pulse loss, +-2 us jitter, +-1 us width error and random false pulses
 * interleaved. Noise: random pulses (any width), beacons, periodic WLAN
 * bursts, short trains, random chirp flags and periodic WLAN traffic with
 * random backoff. Exit status 1 when a Pd falls below --min-pd or noise
 * produced a detection; chirp flags on noise (kind 5) and backoff traffic
 * (kind 6) are reported only: the second is a known open case (up to
 * 32 false alarms per hour, docs/design.md). This is not the project's
 * evaluation (bench/), only a self-check of tools/ and the kernel KUnit
 * suite's numbers.
 */

#include <getopt.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "radar_detect.h"

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;

static uint64_t rnd(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static double urand(double a, double b)
{
	return a + (b - a) * (double)(rnd() >> 11) / (double)(1ULL << 53);
}

static int irand(int a, int b)
{
	return a + (int)(rnd() % (uint64_t)(b - a + 1));
}

struct gp {
	double t, w;
	int freq;
	bool chirp;
};

#define MAXP 200000
static struct gp gen[MAXP];
static int ngen;

static void emit(double t, double w, int freq, bool chirp)
{
	if (ngen < MAXP)
		gen[ngen++] = (struct gp){ t, w, freq, chirp };
}

static void train(double t0, double pri, int n, double w, int freq, bool chirp)
{
	int i;

	for (i = 0; i < n; i++)
		emit(t0 + i * pri, w, freq, chirp);
}

static void stagger(double t0, double plo, double phi, int ppb, int smin,
		    int smax, int freq)
{
	double prf[3], w = urand(0.5, 2);
	int n = irand(2, 3), i;

	for (;;) {
		prf[0] = urand(1e6 / phi, 1e6 / plo);
		for (i = 1; i < n; i++)
			prf[i] = prf[i - 1] + urand(smin, smax);
		if (prf[n - 1] <= 1e6 / plo)
			break;
	}
	for (i = 0; i < n * ppb; i++) {
		emit(t0, w, freq, false);
		t0 += 1e6 / prf[i % n];
	}
}

static void chirp_bursts(double t0, int freq)
{
	int nb = irand(8, 20), i, j;
	double iv = 12e6 / nb;

	for (i = 0; i < nb; i++) {
		double t = t0 + i * iv + urand(0, iv - 10000);
		double w = urand(50, 100);
		int np = irand(1, 3);

		for (j = 0; j < np; j++) {
			emit(t, w, freq, true);
			t += urand(1000, 2000);
		}
	}
}

static void hopping(double t0, double pri, int freq)
{
	static bool used[475];
	int i, j, on;

	do {
		memset(used, 0, sizeof(used));
		ngen = 0;
		on = 0;
		for (i = 0; i < 100; i++) {
			int f;

			do
				f = irand(0, 474);
			while (used[f]);
			used[f] = true;
			f += 5250;
			if (f < freq - 10 || f >= freq + 10)
				continue;
			on++;
			for (j = 0; j < 9; j++)
				emit(t0 + i * 3000 + j * pri, 1, freq, false);
		}
	} while (!on);
}

static void pairs(double t0, double pri, int n, double sw, double blank,
		  double lw, int freq)
{
	int i;

	for (i = 0; i < n; i++) {
		emit(t0 + i * pri, sw, freq, false);
		emit(t0 + i * pri + sw + blank, lw, freq, true);
	}
}

static const int fcc1_a[] = { 518, 538, 558, 578, 598, 618, 638, 658, 678,
			      698, 718, 738, 758, 778, 798, 818, 838, 858,
			      878, 898, 918, 938, 3066 };

/* generate one trial of a named signal; returns false for unknown */
static bool make(enum nl80211_dfs_regions r, const char *type, int freq)
{
	double t0 = urand(1e5, 2e5), pri, w;
	int n;

	ngen = 0;
#define IS(x) (!strcmp(type, x))
	if (r == NL80211_DFS_FCC) {
		if (IS("0"))
			train(t0, 1428, 18, 1, freq, false);
		else if (IS("1")) {
			pri = rnd() & 1 ? fcc1_a[irand(0, 22)] : irand(518, 3066);
			train(t0, pri, (int)ceil(19e6 / (360 * pri)), 1, freq, false);
		} else if (IS("2"))
			train(t0, irand(150, 230), irand(23, 29), urand(1, 5), freq, false);
		else if (IS("3"))
			train(t0, irand(200, 500), irand(16, 18), urand(6, 10), freq, false);
		else if (IS("4"))
			train(t0, irand(200, 500), irand(12, 16), urand(11, 20), freq, false);
		else if (IS("5"))
			chirp_bursts(t0, freq);
		else if (IS("6"))
			hopping(t0, 333, freq);
		else
			return false;
	} else if (r == NL80211_DFS_ETSI) {
		if (IS("ref"))
			train(t0, 1e6 / 700, 18, 1, freq, false);
		else if (IS("1"))
			train(t0, 1e6 / urand(200, 1000), 10, urand(0.5, 5), freq, false);
		else if (IS("2"))
			train(t0, 1e6 / urand(200, 1600), 15, urand(0.5, 15), freq, false);
		else if (IS("3"))
			train(t0, 1e6 / urand(2300, 4000), 25, urand(0.5, 15), freq, false);
		else if (IS("4"))
			train(t0, 1e6 / urand(2000, 4000), 20, urand(20, 30), freq, true);
		else if (IS("5"))
			stagger(t0, 2500, 3333.3, 10, 20, 50, freq);
		else if (IS("6"))
			stagger(t0, 833.3, 2500, 15, 80, 400, freq);
		else
			return false;
	} else {
		if (IS("W53-F1")) {
			static const double p[] = { 1e6 / 700, 1e6 / 840, 1e6 / 1120 };

			train(t0, p[irand(0, 2)], 18, 1, freq, false);
		} else if (IS("W53-F2"))
			train(t0, 1e6 / 260, 18, rnd() & 1 ? 2.5 : 2.7, freq, false);
		else if (IS("W53-V3"))
			train(t0, 1e6 / urand(200, 1000), irand(10, 40), urand(0.5, 5), freq, false);
		else if (IS("W53-V4"))
			train(t0, 1e6 / urand(200, 1600), irand(15, 40), urand(0.5, 15), freq, false);
		else if (IS("W53-C5"))
			pairs(t0, 1e6 / urand(200, 1000), irand(22, 40), urand(0.5, 5),
			      urand(70, 120), urand(20, 110), freq);
		else if (IS("W53-C6"))
			pairs(t0, 1e6 / urand(200, 1600), irand(22, 40), urand(0.5, 15),
			      urand(70, 120), urand(20, 110), freq);
		else if (IS("W53-C7"))
			pairs(t0, 1e6 / urand(1114, 1118), irand(30, 40), urand(0.5, 1.5),
			      urand(50, 240), urand(30, 32), freq);
		else if (IS("W53-C8"))
			pairs(t0, 1e6 / urand(928, 932), irand(25, 40), urand(0.5, 1.5),
			      urand(50, 240), urand(30, 32), freq);
		else if (IS("W53-C9"))
			pairs(t0, 1e6 / urand(886, 890), irand(24, 40), urand(0.5, 1.5),
			      urand(50, 240), urand(30, 32), freq);
		else if (IS("W53-C10"))
			pairs(t0, 1e6 / urand(738, 742), irand(20, 40), urand(0.5, 1.5),
			      urand(50, 240), urand(30, 32), freq);
		else if (IS("W56-F1"))
			train(t0, 1e6 / 720, 18, 0.5, freq, false);
		else if (IS("W56-F2"))
			train(t0, 1e6 / 700, 18, 1, freq, false);
		else if (IS("W56-F3"))
			train(t0, 1e6 / 250, 18, 2, freq, false);
		else if (IS("W56-V4"))
			train(t0, irand(150, 230), irand(23, 29), urand(1, 5), freq, false);
		else if (IS("W56-V5"))
			train(t0, irand(200, 500), irand(16, 18), urand(6, 10), freq, false);
		else if (IS("W56-V6"))
			train(t0, irand(200, 500), irand(12, 16), urand(11, 20), freq, false);
		else if (IS("W56-CH"))
			chirp_bursts(t0, freq);
		else if (IS("W56-FH"))
			hopping(t0, 1e6 / 3000, freq);
		else
			return false;
	}
	(void)w;
	(void)n;
	return true;
#undef IS
}

static int cmp_gp(const void *a, const void *b)
{
	const struct gp *x = a, *y = b;

	return x->t < y->t ? -1 : x->t > y->t;
}

static struct radar_pulse out[MAXP];

/* measurement: loss, jitter, width error, false pulses; returns count */
static int measure(double loss, double jitter, bool werr, double false_rate,
		   int freq)
{
	int i, n = 0, nf;
	double t0, t1;

	if (ngen && false_rate > 0) {
		t0 = gen[0].t - 20000;
		t1 = gen[ngen - 1].t + 20000;
		nf = (int)((t1 - t0) * 1e-6 * false_rate);
		for (i = 0; i < nf; i++)
			emit(urand(t0, t1), urand(0, 255), freq, false);
	}
	for (i = 0; i < ngen; i++) {
		double w = gen[i].w;

		if (loss > 0 && urand(0, 1) < loss)
			continue;
		gen[n] = gen[i];
		gen[n].t += jitter ? urand(-jitter, jitter) : 0;
		if (werr)
			w += urand(-1, 1);
		gen[n].w = w;
		n++;
	}
	qsort(gen, n, sizeof(gen[0]), cmp_gp);
	for (i = 0; i < n; i++) {
		double w = floor(gen[i].w + 0.5);

		out[i].ts = (uint64_t)llround(gen[i].t);
		out[i].freq = gen[i].freq;
		out[i].width = w < 0 ? 0 : w > 255 ? 255 : (uint8_t)w;
		out[i].rssi = 30;
		out[i].chirp = gen[i].chirp;
	}
	return n;
}

static struct radar_detector det_state;

static void dump(int n)
{
	int i;

	for (i = 0; i < n; i++)
		fprintf(stderr, "    %" PRIu64 " %u %u %u %u\n", out[i].ts,
			out[i].freq, out[i].width, out[i].rssi, out[i].chirp);
}

static int run(enum nl80211_dfs_regions r, int n, const char **type)
{
	struct radar_detection det;
	int i, hits = 0;

	radar_detector_init(&det_state, r);
	for (i = 0; i < n; i++) {
		if (radar_detector_add_pulse(&det_state, &out[i], &det)) {
			if (!hits && type)
				*type = det.type;
			hits++;
		}
	}
	return hits;
}

static const char *const fcc_types[] = { "0", "1", "2", "3", "4", "5", "6", NULL };
static const char *const etsi_types[] = { "ref", "1", "2", "3", "4", "5", "6", NULL };
static const char *const jp_types[] = {
	"W53-F1", "W53-F2", "W53-V3", "W53-V4", "W53-C5", "W53-C6", "W53-C7",
	"W53-C8", "W53-C9", "W53-C10", "W56-F1", "W56-F2", "W56-F3", "W56-V4",
	"W56-V5", "W56-V6", "W56-CH", "W56-FH", NULL
};

static const char *rname(enum nl80211_dfs_regions r)
{
	return r == NL80211_DFS_FCC ? "FCC" : r == NL80211_DFS_ETSI ? "ETSI" : "JP";
}

static int freq_for(enum nl80211_dfs_regions r, const char *type)
{
	if (r == NL80211_DFS_JP && !strncmp(type, "W56", 3))
		return 5500;
	return r == NL80211_DFS_FCC && !strcmp(type, "6") ? 5500 : 5260;
}

/* noise: returns detections in `seconds` of each noise kind */
static int noise(enum nl80211_dfs_regions r, double seconds, int kind,
		 bool verbose)
{
	struct radar_detection det;
	double t = 1000, end = seconds * 1e6, next_beacon = 0;
	int hits = 0;

	radar_detector_init(&det_state, r);
	while (t < end) {
		int i, n = 0;
		double base = t;

		ngen = 0;
		/* generate 1 s at a time */
		switch (kind) {
		case 0:	/* uniform random, any width, 300/s */
			for (i = 0; i < 300; i++)
				emit(base + urand(0, 1e6), urand(0, 255), 5260,
				     false);
			break;
		case 1:	/* random narrow pulses 0-20 us, 300/s */
			for (i = 0; i < 300; i++)
				emit(base + urand(0, 1e6), urand(0, 20), 5260,
				     false);
			break;
		case 2:	/* beacons every 102.4 ms + random 100/s */
			while (next_beacon < base + 1e6) {
				if (next_beacon >= base)
					emit(next_beacon + urand(-2, 2),
					     urand(100, 255), 5260, false);
				next_beacon += 102400;
			}
			for (i = 0; i < 100; i++)
				emit(base + urand(0, 1e6), urand(0, 255), 5260,
				     false);
			break;
		case 3:	/* periodic bursts with widths unlike radar */
			for (i = 0; i < 20; i++)
				train(base + i * 50000, irand(200, 3000), 20,
				      urand(35, 45), 5260, false);
			break;
		case 4:	/* short fixed-period trains (4 pulses, fewer than
			 * any signal needs: 5 are half an ETSI signal 1 burst)
			 */
			for (i = 0; i < 20; i++)
				train(base + i * 50000, irand(150, 3000), 4,
				      urand(1, 10), 5260, false);
			break;
		case 6:	/* periodic WLAN traffic of one width, each frame
			 * delayed by a random backoff (0-15 slots of 9 us):
			 * reported, not checked (see the header)
			 */
			for (i = 0; i < 20; i++) {
				double pri = irand(150, 3000), w = urand(1, 10);
				int j;

				for (j = 0; j < 12; j++)
					emit(base + i * 50000 + 25000 + j * pri +
					     9 * irand(0, 15), w, 5260, false);
			}
			break;
		case 5:	/* random pulses, 5 % chirped, 300/s, any width */
			for (i = 0; i < 300; i++)
				emit(base + urand(0, 1e6), urand(0, 255), 5260,
				     urand(0, 1) < 0.05);
			break;
		}
		qsort(gen, ngen, sizeof(gen[0]), cmp_gp);
		for (i = 0; i < ngen; i++) {
			double w = floor(gen[i].w + 0.5);

			out[n].ts = (uint64_t)llround(gen[i].t);
			out[n].freq = gen[i].freq;
			out[n].width = w < 0 ? 0 : w > 255 ? 255 : (uint8_t)w;
			out[n].rssi = 20;
			out[n].chirp = gen[i].chirp;
			n++;
		}
		for (i = 0; i < n; i++)
			if (radar_detector_add_pulse(&det_state, &out[i], &det)) {
				hits++;
				if (verbose)
					fprintf(stderr, "  noise %d: false alarm %s pri %u w %u n %u\n",
						kind, det.type, det.pri[0],
						det.width, det.pulses);
			}
		t += 1e6;
	}
	return hits;
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "trials", required_argument, NULL, 'n' },
		{ "seed", required_argument, NULL, 's' },
		{ "noise-seconds", required_argument, NULL, 'N' },
		{ "min-pd", required_argument, NULL, 'm' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "bench", no_argument, NULL, 'b' },
		{ "emit", required_argument, NULL, 'e' },
		{ "impair", no_argument, NULL, 'i' },
		{ 0 }
	};
	static const enum nl80211_dfs_regions regions[] = {
		NL80211_DFS_FCC, NL80211_DFS_ETSI, NL80211_DFS_JP
	};
	int trials = 200, c, fail = 0;
	double noise_s = 600, min_pd = 0;
	bool quiet = false, verbose = false, bench = false, impair = false;
	const char *emit_region = NULL;
	size_t ri;

	while ((c = getopt_long(argc, argv, "n:s:N:m:qvbe:i", opts, NULL)) != -1) {
		switch (c) {
		case 'e':
			emit_region = optarg;
			break;
		case 'i':
			impair = true;
			break;
		case 'n':
			trials = atoi(optarg);
			break;
		case 's':
			rng_state = strtoull(optarg, NULL, 0);
			break;
		case 'N':
			noise_s = atof(optarg);
			break;
		case 'm':
			min_pd = atof(optarg);
			break;
		case 'q':
			quiet = true;
			break;
		case 'v':
			verbose = true;
			break;
		case 'b':
			bench = true;
			break;
		default:
			fprintf(stderr, "usage: detector-selftest [--trials N] [--seed S] [--noise-seconds T] [--min-pd P] [--quiet] [--verbose] [--bench]\n");
			return 2;
		}
	}

	if (emit_region) {
		enum nl80211_dfs_regions r;
		int i, n, f;

		if (!strcmp(emit_region, "fcc"))
			r = NL80211_DFS_FCC;
		else if (!strcmp(emit_region, "etsi"))
			r = NL80211_DFS_ETSI;
		else if (!strcmp(emit_region, "jp"))
			r = NL80211_DFS_JP;
		else
			return 2;
		if (optind >= argc) {
			fprintf(stderr, "--emit needs a signal type\n");
			return 2;
		}
		f = freq_for(r, argv[optind]);
		if (!make(r, argv[optind], f)) {
			fprintf(stderr, "unknown signal type %s\n", argv[optind]);
			return 2;
		}
		n = impair ? measure(0.1, 2, true, 50, f) :
			     measure(0, 0, false, 0, f);
		printf("# region=%s type=%s\n", rname(r), argv[optind]);
		for (i = 0; i < n; i++)
			printf("%" PRIu64 " %u %u %u %u\n", out[i].ts,
			       out[i].freq, out[i].width, out[i].rssi,
			       out[i].chirp);
		return 0;
	}

	printf("sizeof(struct radar_detector) = %zu bytes\n",
	       sizeof(struct radar_detector));
	for (ri = 0; ri < 3; ri++) {
		enum nl80211_dfs_regions r = regions[ri];
		const char *const *types = r == NL80211_DFS_FCC ? fcc_types :
			r == NL80211_DFS_ETSI ? etsi_types : jp_types;
		int ti;

		for (ti = 0; types[ti]; ti++) {
			int clean = 0, noisy = 0, named = 0, i, n, f;

			f = freq_for(r, types[ti]);
			for (i = 0; i < trials; i++) {
				const char *got = NULL;

				make(r, types[ti], f);
				n = measure(0, 0, false, 0, f);
				if (run(r, n, &got)) {
					clean++;
					named += got && !strcmp(got, types[ti]);
					if (verbose && got && strcmp(got, types[ti]))
						fprintf(stderr, "  %s %s named %s\n",
							rname(r), types[ti], got);
				} else if (verbose) {
					fprintf(stderr, "  miss clean %s %s\n",
						rname(r), types[ti]);
					dump(n);
				}
				make(r, types[ti], f);
				n = measure(0.1, 2, true, 50, f);
				if (run(r, n, NULL))
					noisy++;
				else if (verbose)
					fprintf(stderr, "  miss noisy %s %s (%d pulses)\n",
						rname(r), types[ti], n);
			}
			if (!quiet || 100.0 * noisy / trials < min_pd)
				printf("%-4s %-8s Pd clean %6.2f %%  loss/jitter %6.2f %%  named %6.2f %%\n",
				       rname(r), types[ti], 100.0 * clean / trials,
				       100.0 * noisy / trials, 100.0 * named / trials);
			if (100.0 * clean / trials < min_pd ||
			    100.0 * noisy / trials < min_pd)
				fail = 1;
		}
		for (c = 0; c < 7 && noise_s > 0; c++) {
			int fa = noise(r, noise_s, c, verbose);
			bool checked = c != 5 && c != 6;

			if (!quiet || fa)
				printf("%-4s noise %d: %d false alarms in %.0f s%s\n",
				       rname(r), c, fa, noise_s,
				       checked ? "" : " (reported, not checked)");
			if (fa && checked)
				fail = 1;
		}
	}
	if (bench) {
		static const char *const kinds[] = {
			"random flood, any width, 300/s",
			"random flood, widths 0-20 us, 1000/s",
			"ETSI signal 3 trains + 50/s false pulses",
		};
		size_t ki;

		for (ki = 0; ki < 3; ki++) {
			for (ri = 0; ri < 3; ri++) {
				struct timespec a, b;
				double ns = 0;
				long long total = 0;
				int k, n;

				for (k = 0; k < 20; k++) {
					ngen = 0;
					if (ki == 2) {
						make(NL80211_DFS_ETSI, "3", 5260);
						n = measure(0.1, 2, true, 50, 5260);
					} else {
						for (c = 0; c < 30000; c++)
							emit(urand(0, ki ? 3e7 : 1e8),
							     urand(0, ki ? 20 : 255),
							     5260, false);
						n = measure(0, 0, false, 0, 5260);
					}
					clock_gettime(CLOCK_MONOTONIC, &a);
					run(regions[ri], n, NULL);
					clock_gettime(CLOCK_MONOTONIC, &b);
					ns += (b.tv_sec - a.tv_sec) * 1e9 +
					      (b.tv_nsec - a.tv_nsec);
					total += n;
				}
				printf("bench %-4s %-42s %7.1f ns/pulse\n",
				       rname(regions[ri]), kinds[ki], ns / total);
			}
		}
	}
	return fail;
}
