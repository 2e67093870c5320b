/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef RADARD_FILEUTIL_H
#define RADARD_FILEUTIL_H

#include <stdbool.h>
#include <stddef.h>

/*
 * Replace path atomically: write path.tmp, (fsync), rename over path,
 * (fsync the directory).  Readers see the old or the new file, never a mix.
 * Returns 0 or a negative errno; on error path is unchanged.
 */
int atomic_write_file(const char *path, const char *data, size_t len, mode_t mode, bool durable);

/* Read a whole regular file of at most max bytes (NUL-terminated copy in *out,
 * caller frees).  -ENOENT if missing, -EFBIG if larger than max. */
int read_file_max(const char *path, size_t max, char **out, size_t *len);

#endif
