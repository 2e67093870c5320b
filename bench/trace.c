// SPDX-License-Identifier: GPL-2.0-only
/* pulse trace reader shared by ath-replay and radar-bench */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "trace.h"

static const char *skip_blank(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* unsigned decimal field ending at blank or end of line */
static const char *parse_u64(const char *s, uint64_t max, uint64_t *v)
{
	uint64_t x = 0;

	if (*s < '0' || *s > '9')
		return NULL;
	while (*s >= '0' && *s <= '9') {
		unsigned int d = (unsigned int)(*s - '0');

		if (x > (UINT64_MAX - d) / 10)
			return NULL;
		x = x * 10 + d;
		s++;
	}
	if (*s != ' ' && *s != '\t' && *s != '\0')
		return NULL;
	if (x > max)
		return NULL;
	*v = x;
	return s;
}

static int parse_line(const char *s, struct bench_pulse *p)
{
	uint64_t ts, freq, width, rssi, chirp;

	s = parse_u64(skip_blank(s), UINT64_MAX, &ts);
	if (s)
		s = parse_u64(skip_blank(s), UINT16_MAX, &freq);
	if (s)
		s = parse_u64(skip_blank(s), UINT64_MAX, &width);	/* clamped below */
	if (s)
		s = parse_u64(skip_blank(s), UINT8_MAX, &rssi);
	if (s)
		s = parse_u64(skip_blank(s), 1, &chirp);
	if (!s || *skip_blank(s) != '\0')
		return -1;
	p->ts = ts;
	p->freq = (uint16_t)freq;
	p->width = width > UINT32_MAX ? UINT32_MAX : (uint32_t)width;
	p->rssi = (uint8_t)rssi;
	p->chirp = chirp != 0;
	return 0;
}

int trace_read(FILE *f, struct bench_pulse **pulses, size_t *n, char *err, size_t errlen)
{
	struct bench_pulse *v = NULL;
	size_t len = 0, cap = 0, lineno = 0;
	char *line = NULL;
	size_t lcap = 0;
	ssize_t r;

	while ((r = getline(&line, &lcap, f)) >= 0) {
		const char *s;

		lineno++;
		if (r > 0 && line[r - 1] == '\n')
			line[--r] = '\0';
		if ((size_t)r != strlen(line)) {
			snprintf(err, errlen, "line %zu: NUL byte", lineno);
			goto fail;
		}
		s = skip_blank(line);
		if (*s == '\0' || *s == '#')
			continue;
		if (len == cap) {
			size_t ncap = cap ? cap * 2 : 4096;
			struct bench_pulse *nv = realloc(v, ncap * sizeof(*v));

			if (!nv) {
				snprintf(err, errlen, "line %zu: out of memory", lineno);
				goto fail;
			}
			v = nv;
			cap = ncap;
		}
		if (parse_line(s, &v[len])) {
			snprintf(err, errlen,
				 "line %zu: malformed (want: ts_us freq_mhz width_us rssi chirp)",
				 lineno);
			goto fail;
		}
		len++;
	}
	if (ferror(f)) {
		snprintf(err, errlen, "read error: %s", strerror(errno));
		goto fail;
	}
	free(line);
	*pulses = v;
	*n = len;
	return 0;
fail:
	free(line);
	free(v);
	return -1;
}

int trace_load(const char *path, struct bench_pulse **pulses, size_t *n, char *err, size_t errlen)
{
	FILE *f;
	int ret;

	if (!strcmp(path, "-"))
		return trace_read(stdin, pulses, n, err, errlen);
	f = fopen(path, "r");
	if (!f) {
		snprintf(err, errlen, "cannot open: %s", strerror(errno));
		return -1;
	}
	ret = trace_read(f, pulses, n, err, errlen);
	fclose(f);
	return ret;
}

int bench_region_parse(const char *s)
{
	if (!strcasecmp(s, "fcc"))
		return BENCH_REGION_FCC;
	if (!strcasecmp(s, "etsi"))
		return BENCH_REGION_ETSI;
	if (!strcasecmp(s, "jp"))
		return BENCH_REGION_JP;
	return -1;
}

const char *bench_region_name(int region)
{
	switch (region) {
	case BENCH_REGION_FCC:
		return "FCC";
	case BENCH_REGION_ETSI:
		return "ETSI";
	case BENCH_REGION_JP:
		return "JP";
	}
	return "UNSET";
}
