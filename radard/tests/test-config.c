// SPDX-License-Identifier: GPL-2.0-only
/* config parsing: defaults, every key, errors with line numbers. */
#include <stdlib.h>
#include <unistd.h>

#include "config.h"
#include "tap.h"

static int parse(struct radard_config *c, const char *text, char *err, size_t len)
{
	config_defaults(c);
	err[0] = '\0';
	return config_parse_string(c, text, err, len);
}

static void expect_error(const char *text, const char *needle)
{
	struct radard_config c;
	char err[300];

	CHECK_EQ(parse(&c, text, err, sizeof(err)), -1);
	if (!strstr(err, needle)) {
		tap_failures++;
		fprintf(stderr, "error '%s' lacks '%s'\n", err, needle);
	}
}

int main(void)
{
	struct radard_config c;
	const struct iface_cfg *ic;
	char err[300];

	config_defaults(&c);
	CHECK_EQ(c.policy.nop_time, 1800);
	CHECK_STR(c.state_dir, "/var/lib/radard");
	CHECK_STR(c.hostapd_ctrl_dir, "/var/run/hostapd");
	CHECK(c.pulses);

	/* issue 11 item 5: over-long lines are errors with the line, '#' starts inline comments */
	{
		char text[400];

		snprintf(text, sizeof(text), "[policy]\n# %0196d nop_time = 60\n", 0);
		expect_error(text, "<string>:2: line too long");
		CHECK_EQ(parse(&c, "[policy]\nnop_time = 2m # two minutes\n", err, sizeof(err)), 0);
		CHECK_EQ(c.policy.nop_time, 120);
		CHECK_EQ(parse(&c, "[policy]\nnop_time = 3m\t# three\n", err, sizeof(err)), 0);
		CHECK_EQ(c.policy.nop_time, 180);
	}

	/* empty file and comments only: defaults */
	CHECK_EQ(parse(&c, "", err, sizeof(err)), 0);
	CHECK_EQ(parse(&c, "# nothing\n; nothing\n\n", err, sizeof(err)), 0);

	CHECK_EQ(parse(&c,
		       "[general]\n"
		       "state_dir = /tmp/x\n"
		       "runtime_dir = /tmp/y\n"
		       "metrics_file = /var/lib/prometheus/node-exporter/radard.prom\n"
		       "hostapd_ctrl_dir = /run/hostapd\n"
		       "pulse_summary_interval = 5m\n"
		       "status_interval = 10\n"
		       "netlink_rcvbuf = 8388608\n"
		       "pulses = no\n"
		       "[policy]\n"
		       "nop_time = 30m\n"
		       "repeat_window = 2d\n"
		       "repeat_threshold = 2\n"
		       "avoid_time = 12h\n"
		       "avoid_in_kernel = false\n"
		       "prefer_non_dfs = off\n"
		       "preferred_channels = 5500, 5180 5745\n"
		       "return_delay = 0\n"
		       "csa_count = 5\n"
		       "[interface wlan0]\n"
		       "preferred = 5500/80\n"
		       "[interface mesh0]\n"
		       "manage_channel = yes\n"
		       "return_to_preferred = no\n"
		       "preferred = 5180/40 ; inline comment\n",
		       err, sizeof(err)),
		 0);
	CHECK_STR(err, "");
	CHECK_STR(c.state_dir, "/tmp/x");
	CHECK_STR(c.runtime_dir, "/tmp/y");
	CHECK_STR(c.metrics_file, "/var/lib/prometheus/node-exporter/radard.prom");
	CHECK_STR(c.hostapd_ctrl_dir, "/run/hostapd");
	CHECK_EQ(c.pulse_summary_interval, 300);
	CHECK_EQ(c.status_interval, 10);
	CHECK_EQ(c.netlink_rcvbuf, 8388608);
	CHECK(!c.pulses);
	CHECK_EQ(c.policy.nop_time, 1800);
	CHECK_EQ(c.policy.repeat_window, 172800);
	CHECK_EQ(c.policy.repeat_threshold, 2);
	CHECK_EQ(c.policy.avoid_time, 43200);
	CHECK(!c.policy.avoid_in_kernel);
	CHECK(!c.policy.prefer_non_dfs);
	CHECK_EQ(c.policy.npreferred, 3);
	CHECK_EQ(c.policy.preferred[2], 5745);
	CHECK_EQ(c.policy.return_delay, 0);
	CHECK_EQ(c.policy.csa_count, 5);
	CHECK_EQ(c.nifaces, 2);
	ic = config_iface(&c, "wlan0");
	CHECK(ic && ic->has_preferred && ic->preferred.cf1 == 5530 && !ic->manage_channel &&
	      ic->return_to_preferred);
	ic = config_iface(&c, "mesh0");
	CHECK(ic && ic->manage_channel && !ic->return_to_preferred && ic->preferred.width == 40);
	CHECK(config_iface(&c, "wlan9") == NULL);

	/* errors name the line */
	expect_error("[general]\nbogus = 1\n", "<string>:2: unknown key 'bogus'");
	expect_error("[policy]\n\nnop_time = soon\n", "<string>:3: invalid value for nop_time");
	expect_error("[policy]\nnop_time = 10\n", "<string>:2: invalid value for nop_time"); /* < 60 s */
	expect_error("[policy]\nrepeat_threshold = 9\n", ":2:");
	expect_error("[policy]\ncsa_count = -1\n", ":2:");
	expect_error("[policy]\npreferred_channels = 5180 abc\n", ":2:");
	expect_error("[policy]\navoid_in_kernel = maybe\n", ":2:");
	expect_error("[nope]\nx = 1\n", "unknown section [nope]");
	expect_error("[general]\nstate_dir = relative/path\n", ":2:");
	expect_error("[general]\nthis line has no equals sign\n", "<string>:2: syntax error");
	expect_error("[interface wlan0]\npreferred = 5180/33\n", ":2: invalid value for preferred");
	expect_error("[interface a/b]\nmanage_channel = yes\n", "invalid interface name");
	expect_error("[interface wlan0]\nmanage = yes\n", "unknown key 'manage'");
	expect_error("[general]\npulse_summary_interval = 10x\n", ":2:");
	expect_error("[general]\nnetlink_rcvbuf = 99999999999999999999999\n", ":2:");
	/* first error wins, later syntax errors do not hide it */
	expect_error("[general]\nbogus = 1\nno equals\n", ":2: unknown key");

	/* files */
	{
		char path[] = "/tmp/radard-test-conf-XXXXXX";
		int fd = mkstemp(path);
		FILE *f = fdopen(fd, "w");

		fputs("[policy]\nnop_time = 45m\n", f);
		fclose(f);
		config_defaults(&c);
		CHECK_EQ(config_parse_file(&c, path, err, sizeof(err)), 0);
		CHECK_EQ(c.policy.nop_time, 2700);
		unlink(path);
		CHECK_EQ(config_parse_file(&c, path, err, sizeof(err)), -1);
		CHECK(strstr(err, "cannot open") != NULL);
	}
	/* the shipped example parses and equals the defaults where it sets them */
	{
		struct radard_config d;
		const char *src = getenv("RADARD_CONF_EXAMPLE");

		CHECK(src != NULL);
		if (src) {
			config_defaults(&c);
			config_defaults(&d);
			CHECK_EQ(config_parse_file(&c, src, err, sizeof(err)), 0);
			if (err[0] && config_parse_file(&c, src, err, sizeof(err)))
				fprintf(stderr, "%s\n", err);
			CHECK_EQ(c.policy.nop_time, d.policy.nop_time);
			CHECK_EQ(c.policy.avoid_time, d.policy.avoid_time);
			CHECK_EQ(c.nifaces, 0);
		}
	}
	return tap_done("test-config");
}
