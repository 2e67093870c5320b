// SPDX-License-Identifier: GPL-2.0-only
#include "config.h"

#include <errno.h>
#include <ini.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void config_defaults(struct radard_config *c)
{
	memset(c, 0, sizeof(*c));
	snprintf(c->state_dir, sizeof(c->state_dir), "/var/lib/radard");
	snprintf(c->runtime_dir, sizeof(c->runtime_dir), "/run/radard");
	snprintf(c->hostapd_ctrl_dir, sizeof(c->hostapd_ctrl_dir), "/var/run/hostapd");
	c->pulse_summary_interval = 60;
	c->status_interval = 30;
	c->netlink_rcvbuf = 4u << 20;
	c->pulses = true;
	c->trace_files = 20;
	c->policy.nop_time = 1800;
	c->policy.repeat_window = 24 * 3600;
	c->policy.repeat_threshold = 3;
	c->policy.avoid_time = 24 * 3600;
	c->policy.avoid_in_kernel = true;
	c->policy.prefer_non_dfs = true;
	c->policy.return_delay = 60;
	c->policy.csa_count = 10;
}

struct ctx {
	struct radard_config *c;
	char err[200];
	bool failed;
	int line;       /* lines handed to inih so far */
	int fail_line;
	bool too_long;
	FILE *f;        /* file input, or */
	const char *s;  /* string input */
};

static int fail(struct ctx *x, const char *fmt, const char *a, const char *b)
{
	if (!x->failed) {
		snprintf(x->err, sizeof(x->err), fmt, a, b);
		x->failed = true;
		x->fail_line = x->line;
	}
	return 0; /* inih: handler error, records the line */
}

static bool parse_bool(const char *v, bool *out)
{
	static const char *const yes[] = { "1", "yes", "true", "on" };
	static const char *const no[] = { "0", "no", "false", "off" };

	for (size_t i = 0; i < 4; i++) {
		if (!strcasecmp(v, yes[i])) {
			*out = true;
			return true;
		}
		if (!strcasecmp(v, no[i])) {
			*out = false;
			return true;
		}
	}
	return false;
}

static bool parse_u64(const char *v, uint64_t min, uint64_t max, uint64_t *out)
{
	char *end;
	unsigned long long n;

	if (*v < '0' || *v > '9')
		return false;
	errno = 0;
	n = strtoull(v, &end, 10);
	if (errno || *end || n < min || n > max)
		return false;
	*out = n;
	return true;
}

/* seconds, with optional s/m/h/d suffix */
static bool parse_duration(const char *v, int64_t min, int64_t max, int64_t *out)
{
	char *end;
	unsigned long long n;
	int64_t mul = 1;

	if (*v < '0' || *v > '9')
		return false;
	errno = 0;
	n = strtoull(v, &end, 10);
	if (errno || n > (unsigned long long)max)
		return false;
	if (*end) {
		if (end[1])
			return false;
		switch (*end) {
		case 's':
			break;
		case 'm':
			mul = 60;
			break;
		case 'h':
			mul = 3600;
			break;
		case 'd':
			mul = 86400;
			break;
		default:
			return false;
		}
	}
	if ((int64_t)n > max / mul || (int64_t)n * mul < min)
		return false;
	*out = (int64_t)n * mul;
	return true;
}

static bool parse_path(const char *v, char *dst, size_t len)
{
	if (v[0] != '/' || strlen(v) >= len)
		return false;
	snprintf(dst, len, "%s", v);
	return true;
}

static bool parse_freq_list(const char *v, struct policy_cfg *p)
{
	char buf[512], *save = NULL, *tok;

	if (strlen(v) >= sizeof(buf))
		return false;
	snprintf(buf, sizeof(buf), "%s", v);
	p->npreferred = 0;
	for (tok = strtok_r(buf, " ,\t", &save); tok; tok = strtok_r(NULL, " ,\t", &save)) {
		uint64_t f;

		if (!parse_u64(tok, 2412, 7125, &f) || p->npreferred == CONFIG_MAX_PREFERRED)
			return false;
		p->preferred[p->npreferred++] = (uint32_t)f;
	}
	return true;
}

static struct iface_cfg *get_iface(struct radard_config *c, const char *name)
{
	struct iface_cfg *ic;

	for (size_t i = 0; i < c->nifaces; i++)
		if (!strcmp(c->ifaces[i].name, name))
			return &c->ifaces[i];
	if (c->nifaces == CONFIG_MAX_IFACES)
		return NULL;
	ic = &c->ifaces[c->nifaces++];
	memset(ic, 0, sizeof(*ic));
	snprintf(ic->name, sizeof(ic->name), "%s", name);
	ic->return_to_preferred = true;
	return ic;
}

#define BAD_VALUE "invalid value for %s: '%s'"

static int handle_general(struct ctx *x, const char *k, const char *v)
{
	struct radard_config *c = x->c;
	uint64_t u;

	if (!strcmp(k, "state_dir"))
		return parse_path(v, c->state_dir, sizeof(c->state_dir)) ? 1 : fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "runtime_dir"))
		return parse_path(v, c->runtime_dir, sizeof(c->runtime_dir)) ? 1 : fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "metrics_file")) {
		if (!*v) {
			c->metrics_file[0] = '\0';
			return 1;
		}
		return parse_path(v, c->metrics_file, sizeof(c->metrics_file)) ? 1 : fail(x, BAD_VALUE, k, v);
	}
	if (!strcmp(k, "hostapd_ctrl_dir"))
		return parse_path(v, c->hostapd_ctrl_dir, sizeof(c->hostapd_ctrl_dir)) ? 1 :
											   fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "pulse_summary_interval"))
		return parse_duration(v, 1, 86400, &c->pulse_summary_interval) ? 1 : fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "status_interval"))
		return parse_duration(v, 1, 3600, &c->status_interval) ? 1 : fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "netlink_rcvbuf")) {
		if (!parse_u64(v, 65536, 1u << 30, &u))
			return fail(x, BAD_VALUE, k, v);
		c->netlink_rcvbuf = (uint32_t)u;
		return 1;
	}
	if (!strcmp(k, "pulses"))
		return parse_bool(v, &c->pulses) ? 1 : fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "trace_files")) {
		if (!parse_u64(v, 0, 1000, &u))
			return fail(x, BAD_VALUE, k, v);
		c->trace_files = (unsigned int)u;
		return 1;
	}
	return fail(x, "unknown key '%s' in [general]%s", k, "");
}

static int handle_policy(struct ctx *x, const char *k, const char *v)
{
	struct policy_cfg *p = &x->c->policy;
	uint64_t u;

	if (!strcmp(k, "nop_time"))
		return parse_duration(v, 60, 7 * 86400, &p->nop_time) ? 1 : fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "repeat_window"))
		return parse_duration(v, 60, 365 * 86400LL, &p->repeat_window) ? 1 : fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "repeat_threshold")) {
		if (!parse_u64(v, 1, 8, &u)) /* history kept per channel: 8 */
			return fail(x, BAD_VALUE, k, v);
		p->repeat_threshold = (unsigned int)u;
		return 1;
	}
	if (!strcmp(k, "avoid_time"))
		return parse_duration(v, 0, 365 * 86400LL, &p->avoid_time) ? 1 : fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "avoid_in_kernel"))
		return parse_bool(v, &p->avoid_in_kernel) ? 1 : fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "prefer_non_dfs"))
		return parse_bool(v, &p->prefer_non_dfs) ? 1 : fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "preferred_channels"))
		return parse_freq_list(v, p) ? 1 : fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "return_delay"))
		return parse_duration(v, 0, 86400, &p->return_delay) ? 1 : fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "csa_count")) {
		if (!parse_u64(v, 1, 255, &u))
			return fail(x, BAD_VALUE, k, v);
		p->csa_count = (uint32_t)u;
		return 1;
	}
	return fail(x, "unknown key '%s' in [policy]%s", k, "");
}

static int handle_iface(struct ctx *x, const char *ifname, const char *k, const char *v)
{
	struct iface_cfg *ic;

	if (!*ifname || strlen(ifname) >= IF_NAMESIZE || strchr(ifname, '/') || strchr(ifname, ' '))
		return fail(x, "invalid interface name '%s'%s", ifname, "");
	ic = get_iface(x->c, ifname);
	if (!ic)
		return fail(x, "too many [interface] sections (at '%s')%s", ifname, "");
	if (!strcmp(k, "manage_channel"))
		return parse_bool(v, &ic->manage_channel) ? 1 : fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "return_to_preferred"))
		return parse_bool(v, &ic->return_to_preferred) ? 1 : fail(x, BAD_VALUE, k, v);
	if (!strcmp(k, "preferred")) {
		if (!chandef_parse(v, &ic->preferred))
			return fail(x, "invalid value for preferred: '%s' (want FREQ[/20|40|80|160])%s", v, "");
		ic->has_preferred = true;
		return 1;
	}
	return fail(x, "unknown key '%s' in [interface]%s", k, "");
}

static int handler(void *user, const char *section, const char *name, const char *value)
{
	struct ctx *x = user;

	if (!name) /* section start (INI_CALL_HANDLER_ON_NEW_SECTION builds) */
		return 1;
	if (!strcmp(section, "general"))
		return handle_general(x, name, value);
	if (!strcmp(section, "policy"))
		return handle_policy(x, name, value);
	if (!strncmp(section, "interface ", 10))
		return handle_iface(x, section + 10, name, value);
	return fail(x, "unknown section [%s]%s", section, "");
}

static int finish(struct ctx *x, int r, const char *what, char *err, size_t errlen)
{
	if (r == 0 && !x->failed)
		return 0;
	if (r == -1)
		snprintf(err, errlen, "%s: cannot open: %s", what, strerror(errno));
	else if (r == -2)
		snprintf(err, errlen, "%s: out of memory", what);
	else if (x->failed && (r <= 0 || x->fail_line <= r))
		snprintf(err, errlen, "%s:%d: %s", what, x->fail_line, x->err);
	else
		snprintf(err, errlen, "%s:%d: syntax error (expected [section] or key = value)", what, r);
	return -1;
}

/*
 * '#' after white space starts a comment, like ';' (inih itself only knows
 * ';' inline); a '#' inside a value without white space before it stays.
 */
static void strip_inline_comment(char *s)
{
	char *p = s;

	while (*p == ' ' || *p == '\t')
		p++;
	if (*p == '#' || *p == ';')
		return; /* a comment line: inih skips it */
	for (; *p; p++)
		if (*p == '#' && p > s && (p[-1] == ' ' || p[-1] == '\t')) {
			p[0] = '\n';
			p[1] = '\0';
			return;
		}
}

/*
 * inih line reader that counts lines, so handler errors carry the right
 * line, and refuses lines longer than inih's buffer: cut silently, the rest
 * of the line would be parsed as a line of its own.
 */
static char *reader(char *str, int num, void *stream)
{
	struct ctx *x = stream;
	size_t len;
	int i = 0;

	if (x->f) {
		if (!fgets(str, num, x->f))
			return NULL;
	} else {
		if (!*x->s)
			return NULL;
		while (i < num - 1 && x->s[i] && x->s[i] != '\n')
			i++;
		if (i < num - 1 && x->s[i] == '\n')
			i++;
		memcpy(str, x->s, (size_t)i);
		str[i] = '\0';
		x->s += i;
	}
	x->line++;
	len = strlen(str);
	if (len == (size_t)num - 1 && str[len - 1] != '\n' &&
	    (x->f ? !feof(x->f) : *x->s != '\0')) {
		char what[40];

		snprintf(what, sizeof(what), "%d", num - 2);
		fail(x, "line too long (at most %s characters)%s", what, "");
		x->too_long = true;
		return NULL; /* stop: finish() reports file:line */
	}
	strip_inline_comment(str);
	return str;
}

static int do_parse(struct ctx *x, const char *what, char *err, size_t errlen)
{
	int r = ini_parse_stream(reader, x, handler, x);

	if (r == 0 && x->f && ferror(x->f))
		r = -1;
	return finish(x, r, what, err, errlen);
}

int config_parse_file(struct radard_config *c, const char *path, char *err, size_t errlen)
{
	struct ctx x = { .c = c };
	int r;

	x.f = fopen(path, "re");
	if (!x.f) {
		snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
		return -1;
	}
	r = do_parse(&x, path, err, errlen);
	fclose(x.f);
	return r;
}

int config_parse_string(struct radard_config *c, const char *text, char *err, size_t errlen)
{
	struct ctx x = { .c = c, .s = text };

	return do_parse(&x, "<string>", err, errlen);
}

const struct iface_cfg *config_iface(const struct radard_config *c, const char *name)
{
	for (size_t i = 0; i < c->nifaces; i++)
		if (!strcmp(c->ifaces[i].name, name))
			return &c->ifaces[i];
	return NULL;
}
