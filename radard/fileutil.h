/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef RADARD_FILEUTIL_H
#define RADARD_FILEUTIL_H

#include <stdbool.h>
#include <errno.h>
#include <stddef.h>
#include <sys/types.h>

/*
 * Replace path atomically: write path.tmp, (fsync), rename over path,
 * (fsync the directory).  Readers see the old or the new file, never a mix.
 * Returns 0 or a negative errno; on error path is unchanged.
 */
int atomic_write_file(const char *path, const char *data, size_t len, mode_t mode, bool durable);

/* What read_file_max returns for a path that is not a regular file (FIFO,
 * device, directory, socket, symlink): never opened for blocking reads. */
#define EFTYPE_NOT_REGULAR EMEDIUMTYPE

/* Read a whole regular file of at most max bytes (NUL-terminated copy in *out,
 * caller frees).  -ENOENT if missing, -EFBIG if larger than max,
 * -EFTYPE_NOT_REGULAR if path is not a regular file. */
int read_file_max(const char *path, size_t max, char **out, size_t *len);

#endif
