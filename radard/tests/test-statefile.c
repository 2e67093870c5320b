// SPDX-License-Identifier: GPL-2.0-only
/* NOL state file: round trip, missing, truncated, corrupt, salvage, atomicity. */
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config.h"
#include "fileutil.h"
#include "statefile.h"
#include "tap.h"

static char dir[PATH_MAX];

/* both clocks equal, same boot: times come back as they went in */
#define CLK(t) (&(struct state_clock){ .mono = (t), .real = (t), .boot_id = "test-boot" })

static void put(const char *name, const char *data, size_t len)
{
	char p[PATH_MAX + 64];
	int fd;

	snprintf(p, sizeof(p), "%s/%s", dir, name);
	fd = open(p, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	CHECK(fd >= 0);
	CHECK_EQ(write(fd, data, len), (long long)len);
	close(fd);
}

/* number of nol.json.corrupt-* files; content of the (single) one in out */
static int corrupt_files(char *out, size_t outlen)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	int n = 0;

	while ((de = readdir(d))) {
		if (!strncmp(de->d_name, "nol.json.corrupt-", 17)) {
			char p[PATH_MAX + 300];
			char *buf;
			size_t len;

			n++;
			snprintf(p, sizeof(p), "%s/%s", dir, de->d_name);
			if (out && read_file_max(p, 1 << 20, &buf, &len) == 0) {
				snprintf(out, outlen, "%s", buf);
				free(buf);
			}
			unlink(p);
		}
	}
	closedir(d);
	return n;
}

static bool exists(const char *name)
{
	char p[PATH_MAX + 64];

	snprintf(p, sizeof(p), "%s/%s", dir, name);
	return access(p, F_OK) == 0;
}

int main(void)
{
	struct radard_config cfg;
	struct nol nol = { 0 }, back;
	char err[300], aside[PATH_MAX], kept[4096];
	int64_t t0 = 1700000000;
	char *s;
	int r;

	config_defaults(&cfg);
	snprintf(dir, sizeof(dir), "/tmp/radard-test-state-XXXXXX");
	CHECK(mkdtemp(dir) != NULL);

	/* missing file: empty list, no error */
	CHECK_EQ(state_load(dir, &back, CLK(t0), err, sizeof(err), aside, sizeof(aside)), STATE_LOADED);
	CHECK_EQ(back.n, 0);

	/* round trip */
	policy_radar(&nol, &cfg.policy, 5260, "phy0", "ETSI-3", t0);
	policy_radar(&nol, &cfg.policy, 5260, "phy0", "3", t0 + 10);
	policy_radar(&nol, &cfg.policy, 5260, "phy1", "3", t0 + 20);
	policy_radar(&nol, &cfg.policy, 5500, "phy0", "", t0 + 30);
	CHECK_EQ(state_save(dir, &nol, CLK(t0 + 40)), 0);
	CHECK(!exists("nol.json.tmp"));
	CHECK_EQ(state_load(dir, &back, CLK(t0 + 50), err, sizeof(err), aside, sizeof(aside)), STATE_LOADED);
	CHECK_EQ(back.n, 2);
	CHECK_EQ(memcmp(&back.e[0], &nol.e[0], sizeof(back.e[0])), 0);
	CHECK_EQ(memcmp(&back.e[1], &nol.e[1], sizeof(back.e[1])), 0);
	CHECK_EQ(back.e[0].avoid_until, t0 + 20 + 86400);
	CHECK_EQ(back.e[0].nhistory, 3);

	/* every truncation of a valid file is detected, moved aside intact, never loaded half */
	s = state_format(&nol, CLK(t0));
	for (size_t cut = 0; cut < strlen(s); cut += 7) {
		put("nol.json", s, cut);
		r = state_load(dir, &back, CLK(t0), err, sizeof(err), aside, sizeof(aside));
		CHECK_EQ(r, STATE_CORRUPT);
		CHECK_EQ(back.n, 0);
		CHECK(!exists("nol.json"));
		CHECK(strstr(aside, "nol.json.corrupt-") != NULL);
		kept[0] = '\0';
		CHECK_EQ(corrupt_files(kept, sizeof(kept)), 1);
		CHECK_EQ(strlen(kept), cut);
		CHECK_EQ(strncmp(kept, s, cut), 0);
	}
	free(s);

	/* garbage, NUL bytes, wrong types, wrong version, trailing junk */
	{
		static const char *const bad[] = {
			"garbage",
			"[]",
			"{}",
			"{\"version\": 2, \"channels\": []}",
			"{\"version\": \"1\", \"channels\": []}",
			"{\"version\": 1}",
			"{\"version\": 1, \"channels\": {}}",
			"{\"version\": 1, \"channels\": []} trailing",
			"{\"version\": 1, \"channels\": [] }}",
		};

		for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
			put("nol.json", bad[i], strlen(bad[i]));
			err[0] = '\0';
			CHECK_EQ(state_load(dir, &back, CLK(t0), err, sizeof(err), aside, sizeof(aside)), STATE_CORRUPT);
			CHECK(err[0] != '\0');
			CHECK_EQ(corrupt_files(kept, sizeof(kept)), 1);
			CHECK_STR(kept, bad[i]);
		}
		put("nol.json", "{\"version\":1,\0\"channels\":[]}", 29);
		CHECK_EQ(state_load(dir, &back, CLK(t0), err, sizeof(err), aside, sizeof(aside)), STATE_CORRUPT);
		CHECK_EQ(corrupt_files(NULL, 0), 1);
	}

	/* some entries invalid: valid ones kept, file moved aside, error says how many */
	{
		const char *mixed =
			"{\"version\":1,\"channels\":["
			"{\"freq\":5260,\"detected\":1700000000,\"nol_until\":1700001800,\"history\":[1700000000]},"
			"{\"freq\":99,\"detected\":1,\"nol_until\":2},"
			"{\"freq\":5280,\"detected\":\"x\",\"nol_until\":2},"
			"{\"freq\":5300,\"detected\":1700000000,\"nol_until\":1700001800,\"type\":\"bad type\"},"
			"{\"freq\":5260,\"detected\":1700000000,\"nol_until\":1700001800},"
			"{\"freq\":5500,\"detected\":1700000000,\"nol_until\":1700001800,\"wiphy\":\"phy1\"}]}";

		put("nol.json", mixed, strlen(mixed));
		r = state_load(dir, &back, CLK(t0), err, sizeof(err), aside, sizeof(aside));
		CHECK_EQ(r, STATE_SALVAGED);
		CHECK_EQ(back.n, 2);
		CHECK_EQ(back.e[0].freq, 5260);
		CHECK_EQ(back.e[1].freq, 5500);
		CHECK_STR(back.e[1].wiphy, "phy1");
		CHECK(strstr(err, "4 of 6 entries dropped") != NULL);
		CHECK_EQ(corrupt_files(kept, sizeof(kept)), 1);
		CHECK_STR(kept, mixed);
	}

	/* long history: newest 8 kept */
	{
		const char *h = "{\"version\":1,\"channels\":[{\"freq\":5260,\"detected\":10,\"nol_until\":20,"
				"\"history\":[1,2,3,4,5,6,7,8,9,10]}]}";

		CHECK_EQ(state_parse(h, strlen(h), &back, NULL, err, sizeof(err)), STATE_LOADED);
		CHECK_EQ(back.e[0].nhistory, 8);
		CHECK_EQ(back.e[0].history[0], 3);
	}

	/* empty file is corrupt, not "no state" */
	put("nol.json", "", 0);
	CHECK_EQ(state_load(dir, &back, CLK(t0), err, sizeof(err), aside, sizeof(aside)), STATE_CORRUPT);
	CHECK_EQ(corrupt_files(NULL, 0), 1);

	/* same-second corruption twice: two distinct files, nothing overwritten */
	put("nol.json", "x", 1);
	CHECK_EQ(state_load(dir, &back, CLK(t0), err, sizeof(err), aside, sizeof(aside)), STATE_CORRUPT);
	put("nol.json", "y", 1);
	CHECK_EQ(state_load(dir, &back, CLK(t0), err, sizeof(err), aside, sizeof(aside)), STATE_CORRUPT);
	CHECK_EQ(corrupt_files(NULL, 0), 2);

	/* issue 11 item 1: across a restart or a reboot, whatever the wall clock did */
	{
		struct state_clock w = { .mono = 1000, .real = t0, .boot_id = "boot-a" };
		struct state_clock l;
		struct nol one = { 0 };

		policy_radar(&one, &cfg.policy, 5260, "phy0", "3", 900); /* 100 s ago: 1700 s left */
		CHECK_EQ(state_save(dir, &one, &w), 0);
		/* radard restarted in the same boot 200 s later, wall clock set back a day meanwhile */
		l = (struct state_clock){ .mono = 1200, .real = t0 - 86400 + 200, .boot_id = "boot-a" };
		CHECK_EQ(state_load(dir, &back, &l, err, sizeof(err), aside, sizeof(aside)), STATE_LOADED);
		CHECK_EQ(back.e[0].nol_until - l.mono, 1500);
		/* rebooted (boot clock from 0), wall clock a day behind the write: what was left then */
		l = (struct state_clock){ .mono = 20, .real = t0 - 86400 + 60, .boot_id = "boot-b" };
		CHECK_EQ(state_load(dir, &back, &l, err, sizeof(err), aside, sizeof(aside)), STATE_LOADED);
		CHECK_EQ(back.e[0].nol_until - l.mono, 1700);
		CHECK_EQ(back.e[0].detected - l.mono, -100);
		/* rebooted, wall clock 300 s after the write: the wall clock counts */
		l = (struct state_clock){ .mono = 20, .real = t0 + 300, .boot_id = "boot-b" };
		CHECK_EQ(state_load(dir, &back, &l, err, sizeof(err), aside, sizeof(aside)), STATE_LOADED);
		CHECK_EQ(back.e[0].nol_until - l.mono, 1400);
		/* the file carries wall-clock times */
		{
			char *txt = state_format(&one, &w);

			CHECK(strstr(txt, "\"nol_until\": 1700001700") != NULL || strstr(txt, "\"nol_until\":1700001700") != NULL);
			CHECK(strstr(txt, "boot-a") != NULL);
			free(txt);
		}
		{
			char p[PATH_MAX + 64];

			snprintf(p, sizeof(p), "%s/nol.json", dir);
			unlink(p);
		}
	}

	/* issue 11 item 7: a directory, FIFO or symlink in its place is set aside (kept),
	 * never read from (a FIFO would block start-up), and radard starts: no restart loop */
	{
		char p[PATH_MAX + 64], a2[PATH_MAX + 64];

		snprintf(p, sizeof(p), "%s/nol.json", dir);
		CHECK_EQ(mkdir(p, 0755), 0);
		/* saving over it fails cleanly, and leaves no temp file */
		CHECK(state_save(dir, &nol, CLK(t0)) < 0);
		CHECK(!exists("nol.json.tmp"));
		r = state_load(dir, &back, CLK(t0), err, sizeof(err), aside, sizeof(aside));
		CHECK_EQ(r, STATE_CORRUPT);
		CHECK(strstr(err, "not a regular file") != NULL);
		CHECK(!exists("nol.json"));
		CHECK_EQ(rmdir(aside), 0);

		CHECK_EQ(mkfifo(p, 0644), 0);
		alarm(10); /* the previous code blocked in open() here */
		r = state_load(dir, &back, CLK(t0), err, sizeof(err), aside, sizeof(aside));
		alarm(0);
		CHECK_EQ(r, STATE_CORRUPT);
		CHECK(!exists("nol.json"));
		CHECK_EQ(unlink(aside), 0);

		snprintf(a2, sizeof(a2), "%s/elsewhere", dir);
		put("elsewhere", "{\"version\":1,\"channels\":[]}", 28);
		CHECK_EQ(symlink(a2, p), 0);
		r = state_load(dir, &back, CLK(t0), err, sizeof(err), aside, sizeof(aside));
		CHECK_EQ(r, STATE_CORRUPT);
		CHECK(!exists("nol.json"));
		CHECK(exists("elsewhere")); /* the link is moved, not its target */
		CHECK_EQ(unlink(aside), 0);
		CHECK_EQ(unlink(a2), 0);
		CHECK_EQ(state_save(dir, &nol, CLK(t0)), 0);
		unlink(p);
	}

	/* too large */
	{
		char *big = malloc(STATE_FILE_MAX + 10);

		memset(big, ' ', STATE_FILE_MAX + 10);
		put("nol.json", big, STATE_FILE_MAX + 10);
		free(big);
		CHECK_EQ(state_load(dir, &back, CLK(t0), err, sizeof(err), aside, sizeof(aside)), STATE_CORRUPT);
		CHECK_EQ(corrupt_files(NULL, 0), 1);
	}

	/* a save over an existing file replaces it atomically */
	CHECK_EQ(state_save(dir, &nol, CLK(t0)), 0);
	memset(&nol, 0, sizeof(nol));
	CHECK_EQ(state_save(dir, &nol, CLK(t0)), 0);
	CHECK_EQ(state_load(dir, &back, CLK(t0), err, sizeof(err), aside, sizeof(aside)), STATE_LOADED);
	CHECK_EQ(back.n, 0);

	{
		char p[PATH_MAX + 64];

		snprintf(p, sizeof(p), "%s/nol.json", dir);
		unlink(p);
		rmdir(dir);
	}
	return tap_done("test-statefile");
}
