// SPDX-License-Identifier: GPL-2.0-only
#include <sys/types.h>

#include "fileutil.h"

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int write_all(int fd, const char *p, size_t len)
{
	while (len) {
		ssize_t w = write(fd, p, len);

		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		p += w;
		len -= (size_t)w;
	}
	return 0;
}

int atomic_write_file(const char *path, const char *data, size_t len, mode_t mode, bool durable)
{
	char tmp[PATH_MAX], dir[PATH_MAX];
	int fd, r;

	if (snprintf(tmp, sizeof(tmp), "%s.tmp", path) >= (int)sizeof(tmp))
		return -ENAMETOOLONG;
	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode);
	if (fd < 0)
		return -errno;
	r = write_all(fd, data, len);
	if (!r && durable && fsync(fd) < 0)
		r = -errno;
	if (close(fd) < 0 && !r)
		r = -errno;
	if (!r && rename(tmp, path) < 0)
		r = -errno;
	if (r) {
		unlink(tmp);
		return r;
	}
	if (durable) {
		snprintf(dir, sizeof(dir), "%s", path);
		fd = open(dirname(dir), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (fd < 0)
			return -errno;
		r = fsync(fd) < 0 ? -errno : 0;
		close(fd);
	}
	return r;
}

int read_file_max(const char *path, size_t max, char **out, size_t *len)
{
	struct stat st;
	char *buf;
	size_t n = 0;
	int fd, r = 0;

	/* O_NONBLOCK: a FIFO put there must not block the open (nor the caller) */
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY);
	if (fd < 0)
		return errno == ELOOP ? -EFTYPE_NOT_REGULAR : -errno;
	if (fstat(fd, &st) < 0) {
		r = -errno;
		close(fd);
		return r;
	}
	if (!S_ISREG(st.st_mode)) {
		close(fd);
		return -EFTYPE_NOT_REGULAR;
	}
	if ((size_t)st.st_size > max) {
		close(fd);
		return -EFBIG;
	}
	buf = malloc(max + 1);
	if (!buf) {
		close(fd);
		return -ENOMEM;
	}
	for (;;) {
		ssize_t g = read(fd, buf + n, max + 1 - n);

		if (g < 0) {
			if (errno == EINTR)
				continue;
			r = -errno;
			break;
		}
		if (g == 0)
			break;
		n += (size_t)g;
		if (n > max) {
			r = -EFBIG;
			break;
		}
	}
	close(fd);
	if (r) {
		free(buf);
		return r;
	}
	buf[n] = '\0';
	*out = buf;
	*len = n;
	return 0;
}
