/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef BENCH_TRACE_H
#define BENCH_TRACE_H

#include <stdio.h>
#include "det_api.h"

/*
 * Read a whole pulse trace (shared/spec/pulse-trace.md v1).  On a malformed
 * line nothing is returned: -1 with a message naming the line in err.
 */
int trace_read(FILE *f, struct bench_pulse **pulses, size_t *n, char *err, size_t errlen);
int trace_load(const char *path, struct bench_pulse **pulses, size_t *n,
	       char *err, size_t errlen);

#endif
