// SPDX-License-Identifier: GPL-2.0-only
/*
 * ath-replay: feed a pulse trace to the upstream ath DFS pattern detector and
 * print one JSON line per detection, like tools/radar-replay.
 *
 *   ath-replay --region fcc|etsi|jp [FILE]
 *
 * FILE defaults to standard input.  The whole trace is read and checked before
 * the first pulse is fed; a malformed line is reported with its number and
 * nothing is printed on standard output.  Exit 0 when the input was read whole,
 * 1 on malformed input or errors, 2 on usage errors.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../det_api.h"
#include "../trace.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: ath-replay --region fcc|etsi|jp [FILE]\n");
}

int main(int argc, char **argv)
{
	const char *file = NULL;
	struct bench_pulse *pulses;
	struct ath_det *d;
	char err[256];
	int region = -1;
	size_t n, i;

	for (int a = 1; a < argc; a++) {
		if (!strcmp(argv[a], "--region") && a + 1 < argc) {
			region = bench_region_parse(argv[++a]);
			if (region < 0) {
				fprintf(stderr, "ath-replay: unknown region '%s'\n", argv[a]);
				return 2;
			}
		} else if (!strncmp(argv[a], "--region=", 9)) {
			region = bench_region_parse(argv[a] + 9);
			if (region < 0) {
				fprintf(stderr, "ath-replay: unknown region '%s'\n", argv[a] + 9);
				return 2;
			}
		} else if (!strcmp(argv[a], "-h") || !strcmp(argv[a], "--help")) {
			usage(stdout);
			return 0;
		} else if (!file && (argv[a][0] != '-' || !strcmp(argv[a], "-"))) {
			file = argv[a];
		} else {
			usage(stderr);
			return 2;
		}
	}
	if (region < 0) {
		usage(stderr);
		return 2;
	}
	if (!file)
		file = "-";
	if (trace_load(file, &pulses, &n, err, sizeof(err))) {
		fprintf(stderr, "ath-replay: %s: %s\n", file, err);
		return 1;
	}
	d = ath_det_new(region);
	if (!d) {
		fprintf(stderr, "ath-replay: cannot create the ath detector\n");
		free(pulses);
		return 1;
	}
	for (i = 0; i < n; i++) {
		struct bench_result r;

		if (ath_det_add(d, &pulses[i], &r))
			printf("{\"ts_us\": %" PRIu64 ", \"freq\": %u, \"region\": \"%s\", "
			       "\"type\": \"%s\", \"ath_type_id\": %d, \"pri_min\": %u, "
			       "\"pri_max\": %u, \"width\": %u, \"ppb_thresh\": %u}\n",
			       pulses[i].ts, pulses[i].freq, bench_region_name(region),
			       r.type, r.native_id, r.pri[0], r.pri[1], r.width, r.pulses);
	}
	ath_det_free(d);
	free(pulses);
	if (fflush(stdout) || ferror(stdout)) {
		fprintf(stderr, "ath-replay: write error\n");
		return 1;
	}
	return 0;
}
