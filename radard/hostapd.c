// SPDX-License-Identifier: GPL-2.0-only
#include "hostapd.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

int hostapd_format_chan_switch(char *buf, size_t len, const struct chandef *c, uint32_t count)
{
	int n;

	if (!chandef_valid(c))
		return -1;
	if (c->width == 20) {
		n = snprintf(buf, len, "CHAN_SWITCH %u %u bandwidth=20 auto-ht", count, c->freq);
	} else {
		/* secondary 20 MHz above (+1) or below (-1) the primary */
		uint32_t lo = c->cf1 - c->width / 2;
		uint32_t c40 = lo + 20 + 40 * ((c->freq - lo) / 40);
		int sec = c->freq < c40 ? 1 : -1;

		if (c->p80p80)
			n = snprintf(buf, len,
				     "CHAN_SWITCH %u %u center_freq1=%u center_freq2=%u bandwidth=80 sec_channel_offset=%d auto-ht",
				     count, c->freq, c->cf1, c->cf2, sec);
		else
			n = snprintf(buf, len,
				     "CHAN_SWITCH %u %u center_freq1=%u bandwidth=%u sec_channel_offset=%d auto-ht",
				     count, c->freq, c->cf1, c->width, sec);
	}
	return n < 0 || (size_t)n >= len ? -1 : n;
}

static int ctrl_path(char *buf, size_t len, const char *dir, const char *ifname)
{
	if (!*ifname || strchr(ifname, '/') || !strcmp(ifname, ".") || !strcmp(ifname, ".."))
		return -EINVAL;
	if ((size_t)snprintf(buf, len, "%s/%s", dir, ifname) >= len)
		return -ENAMETOOLONG;
	return 0;
}

bool hostapd_ctrl_present(const char *dir, const char *ifname)
{
	struct sockaddr_un dst = { .sun_family = AF_UNIX };
	struct stat st;
	bool alive;
	int fd;

	if (ctrl_path(dst.sun_path, sizeof(dst.sun_path), dir, ifname) < 0)
		return false;
	if (stat(dst.sun_path, &st) < 0 || !S_ISSOCK(st.st_mode))
		return false;
	/* the socket file of a crashed hostapd stays behind: only a socket
	 * somebody is bound to accepts a connect() (else ECONNREFUSED) */
	fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return true; /* cannot tell: believe the file */
	alive = connect(fd, (struct sockaddr *)&dst, sizeof(dst)) == 0 || errno != ECONNREFUSED;
	close(fd);
	return alive;
}

static int64_t mono_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int hostapd_request(const char *dir, const char *ifname, const char *cmd, char *reply, size_t rlen,
		    int timeout_ms)
{
	struct sockaddr_un dst = { .sun_family = AF_UNIX };
	struct sockaddr_un self = { .sun_family = AF_UNIX };
	struct pollfd pfd;
	int64_t deadline;
	ssize_t n;
	int fd, r;

	r = ctrl_path(dst.sun_path, sizeof(dst.sun_path), dir, ifname);
	if (r < 0)
		return r;
	fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return -errno;
	/* autobind to an abstract address: hostapd replies to the sender */
	if (bind(fd, (struct sockaddr *)&self, sizeof(sa_family_t)) < 0 ||
	    connect(fd, (struct sockaddr *)&dst, sizeof(dst)) < 0 || send(fd, cmd, strlen(cmd), 0) < 0) {
		r = -errno;
		close(fd);
		return r;
	}
	pfd.fd = fd;
	pfd.events = POLLIN;
	/* one deadline for the whole request: unsolicited datagrams (events)
	 * must not restart the wait */
	deadline = mono_ms() + timeout_ms;
	for (;;) {
		int64_t left = deadline - mono_ms();

		if (left < 0)
			left = 0;
		r = poll(&pfd, 1, (int)left);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {
			r = r ? -errno : -ETIMEDOUT;
			close(fd);
			return r;
		}
		n = recv(fd, reply, rlen - 1, 0);
		if (n < 0) {
			r = -errno;
			close(fd);
			return r;
		}
		reply[n] = '\0';
		if (reply[0] == '<') /* unsolicited event (we never ATTACH; be safe) */
			continue;
		close(fd);
		return (int)n;
	}
}

int hostapd_chan_switch(const char *dir, const char *ifname, const struct chandef *c, uint32_t count)
{
	char cmd[200], reply[256];
	int r;

	if (hostapd_format_chan_switch(cmd, sizeof(cmd), c, count) < 0)
		return -EINVAL;
	r = hostapd_request(dir, ifname, cmd, reply, sizeof(reply), HOSTAPD_TIMEOUT_MS);
	if (r < 0)
		return r;
	return strncmp(reply, "OK", 2) ? -EIO : 0;
}

int hostapd_command(const char *dir, const char *ifname, const char *cmd)
{
	char reply[256];
	int r = hostapd_request(dir, ifname, cmd, reply, sizeof(reply), HOSTAPD_TIMEOUT_MS);

	if (r < 0)
		return r;
	return strncmp(reply, "OK", 2) ? -EIO : 0;
}

int hostapd_get_status(const char *dir, const char *ifname, struct hostapd_status *st)
{
	char reply[4096], *line, *save = NULL;
	int r;

	memset(st, 0, sizeof(*st));
	r = hostapd_request(dir, ifname, "STATUS", reply, sizeof(reply), HOSTAPD_TIMEOUT_MS);
	if (r < 0)
		return r;
	for (line = strtok_r(reply, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (!strncmp(line, "state=", 6)) {
			const char *v = line + 6;

			st->state = !strcmp(v, "ENABLED")  ? HOSTAPD_STATE_ENABLED :
				    !strcmp(v, "DISABLED") ? HOSTAPD_STATE_DISABLED :
				    !strcmp(v, "DFS")      ? HOSTAPD_STATE_DFS :
							     HOSTAPD_STATE_OTHER;
		} else if (!strncmp(line, "freq=", 5)) {
			st->freq = (uint32_t)strtoul(line + 5, NULL, 10);
		} else if (!strncmp(line, "cac_time_left_seconds=", 22)) {
			st->cac_running = line[22] >= '0' && line[22] <= '9';
		}
	}
	return st->state == HOSTAPD_STATE_UNKNOWN ? -EPROTO : 0;
}
