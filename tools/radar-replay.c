// SPDX-License-Identifier: GPL-2.0-only
/*
 * radar-replay - run the kernel radar pattern detector on a pulse trace
 *
 *   radar-replay --region fcc|etsi|jp|unset [FILE]
 *
 * Reads a pulse trace (docs: shared/spec/pulse-trace.md) from FILE or
 * standard input. The whole input is validated first: a malformed line is
 * reported with its line number and no pulse is fed to the detector. Then
 * every detection is printed as one JSON object per line on standard
 * output. Exit status: 0 when the input was read whole, 1 for malformed
 * input or read errors, 2 for usage errors.
 */

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "radar_detect.h"

struct trace {
	struct radar_pulse *p;
	size_t n, cap;
};

static const char *region_name(enum nl80211_dfs_regions r)
{
	switch (r) {
	case NL80211_DFS_FCC:
		return "FCC";
	case NL80211_DFS_ETSI:
		return "ETSI";
	case NL80211_DFS_JP:
		return "JP";
	default:
		return "UNSET";
	}
}

static int parse_region(const char *s, enum nl80211_dfs_regions *r)
{
	if (!strcasecmp(s, "fcc"))
		*r = NL80211_DFS_FCC;
	else if (!strcasecmp(s, "etsi"))
		*r = NL80211_DFS_ETSI;
	else if (!strcasecmp(s, "jp"))
		*r = NL80211_DFS_JP;
	else if (!strcasecmp(s, "unset"))
		*r = NL80211_DFS_UNSET;
	else
		return -1;
	return 0;
}

/* unsigned decimal field; advances *s past it */
static int parse_u64(const char **s, uint64_t max, uint64_t *v)
{
	const char *c = *s;
	uint64_t x = 0;

	if (*c < '0' || *c > '9')
		return -1;
	for (; *c >= '0' && *c <= '9'; c++) {
		unsigned int digit = *c - '0';

		if (x > (UINT64_MAX - digit) / 10)
			return -1;
		x = x * 10 + digit;
	}
	if (*c && *c != ' ' && *c != '\t')
		return -1;
	if (x > max)
		return -1;
	*s = c;
	*v = x;
	return 0;
}

static const char *skip_blank(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* 1: pulse, 0: ignored line, -1: malformed (why in *err) */
static int parse_line(const char *line, struct radar_pulse *p,
		      const char **err)
{
	static const char *const names[] = {
		"timestamp", "frequency", "width", "rssi", "chirp flag",
	};
	static const uint64_t max[] = {
		UINT64_MAX, UINT16_MAX, UINT64_MAX, UINT8_MAX, 1,
	};
	uint64_t v[5];
	const char *s = skip_blank(line);
	int i;

	if (line[0] == '#' || !*s)
		return 0;
	for (i = 0; i < 5; i++) {
		if (!*s) {
			*err = "expected 5 fields: <ts_us> <freq_mhz> <width_us> <rssi> <chirp>";
			return -1;
		}
		if (parse_u64(&s, max[i], &v[i])) {
			*err = names[i];
			return -1;
		}
		s = skip_blank(s);
	}
	if (*s) {
		*err = "trailing data after 5 fields";
		return -1;
	}
	memset(p, 0, sizeof(*p));
	p->ts = v[0];
	p->freq = v[1];
	p->width = v[2] > 255 ? 255 : v[2];
	p->rssi = v[3];
	p->chirp = v[4];
	return 1;
}

static int read_trace(FILE *f, const char *name, struct trace *t)
{
	char *line = NULL;
	size_t cap = 0, lineno = 0;
	ssize_t len;
	int ret = 0;

	while ((len = getline(&line, &cap, f)) >= 0) {
		struct radar_pulse p;
		const char *err = NULL;
		int r;

		lineno++;
		if (len > 0 && line[len - 1] == '\n')
			line[--len] = 0;
		if (strlen(line) != (size_t)len) {
			fprintf(stderr, "%s:%zu: malformed line: NUL byte\n",
				name, lineno);
			ret = -1;
			break;
		}
		r = parse_line(line, &p, &err);
		if (r < 0) {
			if (strchr(err, ' '))
				fprintf(stderr, "%s:%zu: malformed line: %s\n",
					name, lineno, err);
			else
				fprintf(stderr, "%s:%zu: malformed line: bad %s\n",
					name, lineno, err);
			ret = -1;
			break;
		}
		if (!r)
			continue;
		if (t->n == t->cap) {
			size_t ncap = t->cap ? 2 * t->cap : 4096;
			struct radar_pulse *np = realloc(t->p, ncap * sizeof(*np));

			if (!np) {
				fprintf(stderr, "%s: out of memory\n", name);
				ret = -1;
				break;
			}
			t->p = np;
			t->cap = ncap;
		}
		t->p[t->n++] = p;
	}
	if (!ret && ferror(f)) {
		fprintf(stderr, "%s: read error: %s\n", name, strerror(errno));
		ret = -1;
	}
	free(line);
	return ret;
}

static void print_detection(const struct radar_detection *det, uint64_t ts)
{
	int i;

	printf("{\"ts_us\": %" PRIu64 ", \"freq\": %u, \"region\": \"%s\", "
	       "\"type\": \"%s\", \"pri\": [", ts, det->freq,
	       region_name(det->region), det->type);
	for (i = 0; i < det->num_pri && i < 3; i++)
		printf("%s%u", i ? ", " : "", det->pri[i]);
	printf("], \"width\": %u, \"pulses\": %u, \"first_ts_us\": %" PRIu64
	       "}\n", det->width, det->pulses, det->first_ts);
}

static void usage(FILE *f)
{
	fprintf(f, "usage: radar-replay --region fcc|etsi|jp|unset [FILE]\n"
		"Runs the radar pattern detector on a pulse trace (FILE or stdin)\n"
		"and prints one JSON line per detection.\n");
}

int main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "region", required_argument, NULL, 'r' },
		{ "help", no_argument, NULL, 'h' },
		{ 0 }
	};
	enum nl80211_dfs_regions region = NL80211_DFS_UNSET;
	struct radar_detector *d;
	struct trace t = { 0 };
	const char *name = "<stdin>";
	bool have_region = false;
	FILE *f = stdin;
	size_t i;
	int c, ret;

	while ((c = getopt_long(argc, argv, "r:h", opts, NULL)) != -1) {
		switch (c) {
		case 'r':
			if (parse_region(optarg, &region)) {
				fprintf(stderr, "radar-replay: unknown region '%s'\n",
					optarg);
				return 2;
			}
			have_region = true;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	if (!have_region || argc - optind > 1) {
		usage(stderr);
		return 2;
	}
	if (optind < argc && strcmp(argv[optind], "-")) {
		name = argv[optind];
		f = fopen(name, "r");
		if (!f) {
			fprintf(stderr, "radar-replay: %s: %s\n", name,
				strerror(errno));
			return 1;
		}
	}
	ret = read_trace(f, name, &t);
	if (f != stdin)
		fclose(f);
	if (ret) {
		free(t.p);
		return 1;
	}

	d = malloc(sizeof(*d));
	if (!d) {
		free(t.p);
		fprintf(stderr, "radar-replay: out of memory\n");
		return 1;
	}
	radar_detector_init(d, region);
	for (i = 0; i < t.n; i++) {
		struct radar_detection det;

		if (radar_detector_add_pulse(d, &t.p[i], &det))
			print_detection(&det, t.p[i].ts);
	}
	fprintf(stderr, "radar-replay: %zu pulses, region %s\n", t.n,
		region_name(region));
	free(d);
	free(t.p);
	if (fflush(stdout) || ferror(stdout)) {
		fprintf(stderr, "radar-replay: write error\n");
		return 1;
	}
	return 0;
}
