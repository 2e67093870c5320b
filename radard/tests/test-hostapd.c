// SPDX-License-Identifier: GPL-2.0-only
/* hostapd control protocol: CHAN_SWITCH formatting and a request against a fake hostapd. */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <time.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hostapd.h"
#include "tap.h"

static void test_format(void)
{
	struct chandef c;
	char buf[200];

	chandef_from_primary(5260, 20, &c);
	CHECK(hostapd_format_chan_switch(buf, sizeof(buf), &c, 10) > 0);
	CHECK_STR(buf, "CHAN_SWITCH 10 5260 bandwidth=20 auto-ht");
	chandef_from_primary(5500, 80, &c);
	CHECK(hostapd_format_chan_switch(buf, sizeof(buf), &c, 5) > 0);
	CHECK_STR(buf, "CHAN_SWITCH 5 5500 center_freq1=5530 bandwidth=80 sec_channel_offset=1 auto-ht");
	chandef_from_primary(5520, 80, &c);
	hostapd_format_chan_switch(buf, sizeof(buf), &c, 5);
	CHECK_STR(buf, "CHAN_SWITCH 5 5520 center_freq1=5530 bandwidth=80 sec_channel_offset=-1 auto-ht");
	chandef_from_primary(5540, 80, &c);
	hostapd_format_chan_switch(buf, sizeof(buf), &c, 5);
	CHECK_STR(buf, "CHAN_SWITCH 5 5540 center_freq1=5530 bandwidth=80 sec_channel_offset=1 auto-ht");
	chandef_from_primary(5200, 40, &c);
	hostapd_format_chan_switch(buf, sizeof(buf), &c, 1);
	CHECK_STR(buf, "CHAN_SWITCH 1 5200 center_freq1=5190 bandwidth=40 sec_channel_offset=-1 auto-ht");
	c = (struct chandef){ .freq = 5180, .width = 80, .cf1 = 5210, .p80p80 = true, .cf2 = 5530 };
	hostapd_format_chan_switch(buf, sizeof(buf), &c, 1);
	CHECK_STR(buf, "CHAN_SWITCH 1 5180 center_freq1=5210 center_freq2=5530 bandwidth=80 sec_channel_offset=1 auto-ht");
	c = (struct chandef){ .freq = 5180, .width = 80, .cf1 = 5300 };
	CHECK_EQ(hostapd_format_chan_switch(buf, sizeof(buf), &c, 1), -1);
	chandef_from_primary(5180, 20, &c);
	CHECK_EQ(hostapd_format_chan_switch(buf, 10, &c, 1), -1);
}

/* fake hostapd: one datagram in, reply to the sender */
static pid_t fake_hostapd(const char *path, const char *reply, int fds[2])
{
	struct sockaddr_un a = { .sun_family = AF_UNIX };
	int s = socket(AF_UNIX, SOCK_DGRAM, 0);
	pid_t pid;

	snprintf(a.sun_path, sizeof(a.sun_path), "%s", path);
	CHECK(bind(s, (struct sockaddr *)&a, sizeof(a)) == 0);
	CHECK(pipe(fds) == 0);
	pid = fork();
	if (pid == 0) {
		struct sockaddr_un from;
		socklen_t fl = sizeof(from);
		char buf[256];
		ssize_t n;

		n = recvfrom(s, buf, sizeof(buf) - 1, 0, (struct sockaddr *)&from, &fl);
		if (n > 0 && write(fds[1], buf, (size_t)n) < 0)
			_exit(1);
		if (reply)
			sendto(s, reply, strlen(reply), 0, (struct sockaddr *)&from, fl);
		_exit(0);
	}
	close(s);
	close(fds[1]);
	return pid;
}

int main(void)
{
	char dir[] = "/tmp/radard-test-hapd-XXXXXX", path[PATH_MAX], got[256];
	struct chandef c;
	int fds[2], st;
	pid_t pid;
	ssize_t n;

	test_format();
	CHECK(mkdtemp(dir) != NULL);
	snprintf(path, sizeof(path), "%s/wlan0", dir);
	CHECK(!hostapd_ctrl_present(dir, "wlan0"));
	CHECK(!hostapd_ctrl_present(dir, "../etc"));

	pid = fake_hostapd(path, "OK\n", fds);
	CHECK(hostapd_ctrl_present(dir, "wlan0"));
	chandef_from_primary(5500, 80, &c);
	CHECK_EQ(hostapd_chan_switch(dir, "wlan0", &c, 7), 0);
	n = read(fds[0], got, sizeof(got) - 1);
	got[n > 0 ? n : 0] = '\0';
	CHECK_STR(got, "CHAN_SWITCH 7 5500 center_freq1=5530 bandwidth=80 sec_channel_offset=1 auto-ht");
	waitpid(pid, &st, 0);
	close(fds[0]);
	unlink(path);

	pid = fake_hostapd(path, "FAIL\n", fds);
	CHECK_EQ(hostapd_chan_switch(dir, "wlan0", &c, 7), -EIO);
	waitpid(pid, &st, 0);
	close(fds[0]);
	unlink(path);

	/* hostapd that never answers: bounded wait */
	pid = fake_hostapd(path, NULL, fds);
	CHECK_EQ(hostapd_request(dir, "wlan0", "PING", got, sizeof(got), 200), -ETIMEDOUT);
	waitpid(pid, &st, 0);
	close(fds[0]);
	unlink(path);

	/* issue 11 item 6: a chatty peer (events, no answer) cannot stretch the timeout */
	{
		struct sockaddr_un a = { .sun_family = AF_UNIX };
		int sk = socket(AF_UNIX, SOCK_DGRAM, 0);
		struct timespec t0, t1;
		long ms;

		CHECK(strlen(path) < sizeof(a.sun_path));
		memcpy(a.sun_path, path, strlen(path) + 1);
		CHECK(bind(sk, (struct sockaddr *)&a, sizeof(a)) == 0);
		pid = fork();
		if (pid == 0) {
			struct sockaddr_un from;
			socklen_t fl = sizeof(from);
			char buf[256];

			if (recvfrom(sk, buf, sizeof(buf), 0, (struct sockaddr *)&from, &fl) < 0)
				_exit(1);
			for (int i = 0; i < 60; i++) { /* 3 s of events every 50 ms */
				sendto(sk, "<3>CTRL-EVENT-X", 15, 0, (struct sockaddr *)&from, fl);
				usleep(50000);
			}
			_exit(0);
		}
		close(sk);
		clock_gettime(CLOCK_MONOTONIC, &t0);
		CHECK_EQ(hostapd_request(dir, "wlan0", "PING", got, sizeof(got), 500), -ETIMEDOUT);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		ms = (t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000;
		printf("chatty peer: request gave up after %ld ms (timeout 500 ms)\n", ms);
		CHECK(ms < 900);
		kill(pid, SIGKILL);
		waitpid(pid, &st, 0);
		/* the socket file of a crashed hostapd (nobody bound to it) is not a hostapd */
		CHECK(!hostapd_ctrl_present(dir, "wlan0"));
		CHECK_EQ(hostapd_request(dir, "wlan0", "PING", got, sizeof(got), 200), -ECONNREFUSED);
		unlink(path);
	}

	/* STATUS parsing and plain commands */
	pid = fake_hostapd(path, "state=DISABLED\nphy=phy0\nfreq=0\n", fds);
	{
		struct hostapd_status hs;

		CHECK_EQ(hostapd_get_status(dir, "wlan0", &hs), 0);
		CHECK_EQ(hs.state, HOSTAPD_STATE_DISABLED);
		CHECK_EQ(hs.freq, 0);
		CHECK(!hs.cac_running);
	}
	waitpid(pid, &st, 0);
	close(fds[0]);
	unlink(path);
	pid = fake_hostapd(path, "state=DFS\nfreq=5260\ncac_time_seconds=60\ncac_time_left_seconds=N/A\n", fds);
	{
		struct hostapd_status hs;

		CHECK_EQ(hostapd_get_status(dir, "wlan0", &hs), 0);
		CHECK_EQ(hs.state, HOSTAPD_STATE_DFS);
		CHECK_EQ(hs.freq, 5260);
		CHECK(!hs.cac_running);
	}
	waitpid(pid, &st, 0);
	close(fds[0]);
	unlink(path);
	pid = fake_hostapd(path, "OK\n", fds);
	CHECK_EQ(hostapd_command(dir, "wlan0", "ENABLE"), 0);
	n = read(fds[0], got, sizeof(got) - 1);
	got[n > 0 ? n : 0] = '\0';
	CHECK_STR(got, "ENABLE");
	waitpid(pid, &st, 0);
	close(fds[0]);
	unlink(path);

	/* no hostapd */
	CHECK(hostapd_chan_switch(dir, "wlan0", &c, 7) < 0);
	CHECK_EQ(hostapd_chan_switch(dir, "a/b", &c, 7), -EINVAL);
	rmdir(dir);
	return tap_done("test-hostapd");
}
