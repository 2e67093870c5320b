// SPDX-License-Identifier: GPL-2.0-only
#include "statefile.h"

#include <errno.h>
#include <fcntl.h>
#include <json.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "fileutil.h"

#define STATE_VERSION 1

static bool get_int(json_object *o, const char *key, int64_t min, int64_t max, int64_t *out,
		    bool required)
{
	json_object *v;

	if (!json_object_object_get_ex(o, key, &v)) {
		if (required)
			return false;
		*out = 0;
		return true;
	}
	if (!json_object_is_type(v, json_type_int))
		return false;
	errno = 0;
	*out = json_object_get_int64(v);
	return !errno && *out >= min && *out <= max;
}

static bool get_str(json_object *o, const char *key, char *dst, size_t len)
{
	json_object *v;
	const char *s;

	dst[0] = '\0';
	if (!json_object_object_get_ex(o, key, &v))
		return true;
	if (!json_object_is_type(v, json_type_string))
		return false;
	s = json_object_get_string(v);
	if (strlen(s) >= len)
		return false;
	for (const char *p = s; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
		      *p == '.' || *p == '_' || *p == '+' || *p == '-'))
			return false;
	snprintf(dst, len, "%s", s);
	return true;
}

/* Times: 0 .. year 10000, frequencies: the 2.4/5/6 GHz bands. */
#define TMAX 253402300799LL

static bool parse_entry(json_object *o, struct nol_entry *e)
{
	int64_t f;
	json_object *h;

	memset(e, 0, sizeof(*e));
	if (!json_object_is_type(o, json_type_object))
		return false;
	if (!get_int(o, "freq", 2400, 7200, &f, true))
		return false;
	e->freq = (uint32_t)f;
	if (!get_int(o, "detected", 0, TMAX, &e->detected, true) ||
	    !get_int(o, "nol_until", 0, TMAX, &e->nol_until, true) ||
	    !get_int(o, "avoid_until", 0, TMAX, &e->avoid_until, false) ||
	    !get_str(o, "wiphy", e->wiphy, sizeof(e->wiphy)) ||
	    !get_str(o, "type", e->type, sizeof(e->type)))
		return false;
	if (json_object_object_get_ex(o, "history", &h)) {
		size_t n;

		if (!json_object_is_type(h, json_type_array))
			return false;
		n = json_object_array_length(h);
		/* keep the newest NOL_HISTORY */
		for (size_t i = n > NOL_HISTORY ? n - NOL_HISTORY : 0; i < n; i++) {
			json_object *t = json_object_array_get_idx(h, i);
			int64_t v;

			if (!json_object_is_type(t, json_type_int))
				return false;
			v = json_object_get_int64(t);
			if (v < 0 || v > TMAX)
				return false;
			e->history[e->nhistory++] = v;
		}
	}
	return true;
}

static void get_meta(json_object *root, struct state_meta *meta)
{
	json_object *v;

	memset(meta, 0, sizeof(*meta));
	if (json_object_object_get_ex(root, "written", &v) && json_object_is_type(v, json_type_int))
		meta->written = json_object_get_int64(v);
	if (json_object_object_get_ex(root, "written_boot", &v) && json_object_is_type(v, json_type_int))
		meta->written_boot = json_object_get_int64(v);
	if (meta->written < 0 || meta->written > TMAX)
		meta->written = 0;
	if (meta->written_boot < 0 || meta->written_boot > TMAX)
		meta->written_boot = 0;
	get_str(root, "boot_id", meta->boot_id, sizeof(meta->boot_id));
}

int state_parse(const char *buf, size_t len, struct nol *nol, struct state_meta *meta, char *err,
		size_t errlen)
{
	struct json_tokener *tok;
	json_object *root, *v, *chans;
	enum json_tokener_error jerr;
	size_t end, bad = 0, n;
	int64_t version;
	int ret = STATE_LOADED;

	memset(nol, 0, sizeof(*nol));
	if (len == 0) {
		snprintf(err, errlen, "empty file");
		return STATE_CORRUPT;
	}
	if (memchr(buf, '\0', len)) {
		snprintf(err, errlen, "NUL byte in file");
		return STATE_CORRUPT;
	}
	if (len > INT_MAX) {
		snprintf(err, errlen, "file too large");
		return STATE_CORRUPT;
	}
	tok = json_tokener_new();
	if (!tok) {
		snprintf(err, errlen, "out of memory");
		return -ENOMEM;
	}
	root = json_tokener_parse_ex(tok, buf, (int)len);
	jerr = json_tokener_get_error(tok);
	end = json_tokener_get_parse_end(tok);
	json_tokener_free(tok);
	if (!root || jerr != json_tokener_success) {
		snprintf(err, errlen, "not valid JSON (%s at byte %zu)",
			 jerr == json_tokener_continue ? "truncated" : json_tokener_error_desc(jerr), end);
		json_object_put(root);
		return STATE_CORRUPT;
	}
	for (size_t i = end; i < len; i++)
		if (buf[i] != ' ' && buf[i] != '\n' && buf[i] != '\t' && buf[i] != '\r') {
			snprintf(err, errlen, "trailing data at byte %zu", i);
			json_object_put(root);
			return STATE_CORRUPT;
		}
	if (!json_object_is_type(root, json_type_object) ||
	    !json_object_object_get_ex(root, "version", &v) || !json_object_is_type(v, json_type_int)) {
		snprintf(err, errlen, "no \"version\" field");
		json_object_put(root);
		return STATE_CORRUPT;
	}
	version = json_object_get_int64(v);
	if (version != STATE_VERSION) {
		snprintf(err, errlen, "unsupported version %lld (expected %d)", (long long)version,
			 STATE_VERSION);
		json_object_put(root);
		return STATE_CORRUPT;
	}
	if (!json_object_object_get_ex(root, "channels", &chans) ||
	    !json_object_is_type(chans, json_type_array)) {
		snprintf(err, errlen, "no \"channels\" array");
		json_object_put(root);
		return STATE_CORRUPT;
	}
	if (meta)
		get_meta(root, meta);
	n = json_object_array_length(chans);
	for (size_t i = 0; i < n; i++) {
		struct nol_entry e;

		if (!parse_entry(json_object_array_get_idx(chans, i), &e) || policy_find(nol, e.freq)) {
			if (!bad)
				snprintf(err, errlen, "channels[%zu] invalid or duplicate", i);
			bad++;
			continue;
		}
		if (nol->n == NOL_MAX) {
			if (!bad)
				snprintf(err, errlen, "more than %d channels", NOL_MAX);
			bad++;
			continue;
		}
		nol->e[nol->n++] = e;
	}
	if (bad) {
		size_t l = strlen(err);

		snprintf(err + l, errlen - l, "; %zu of %zu entries dropped", bad, n);
		ret = STATE_SALVAGED;
	}
	json_object_put(root);
	return ret;
}

void state_clock_now(struct state_clock *clk)
{
	struct timespec m, r;
	char *buf = NULL;
	size_t len = 0;

	clock_gettime(CLOCK_BOOTTIME, &m);
	clock_gettime(CLOCK_REALTIME, &r);
	clk->mono = m.tv_sec;
	clk->real = r.tv_sec;
	clk->boot_id[0] = '\0';
	if (read_file_max("/proc/sys/kernel/random/boot_id", 64, &buf, &len) == 0) {
		buf[strcspn(buf, "\n")] = '\0';
		for (char *p = buf; *p; p++)
			if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f') || *p == '-'))
				*p = '_';
		snprintf(clk->boot_id, sizeof(clk->boot_id), "%.39s", buf);
		free(buf);
	}
}

/* boot clock -> wall clock at the moment of clk, within what the file accepts */
static int64_t wall_time(int64_t t, const struct state_clock *clk)
{
	int64_t w = clk->real - (clk->mono - t);

	return w < 1 ? 1 : w > TMAX ? TMAX : w;
}

void state_to_boot(struct nol *nol, const struct state_meta *meta, const struct state_clock *clk)
{
	int64_t wall_ref, boot_ref; /* one moment on both clocks */

	if (meta->boot_id[0] && !strcmp(meta->boot_id, clk->boot_id) && meta->written) {
		/* same boot: the write's own pair is exact */
		wall_ref = meta->written;
		boot_ref = meta->written_boot;
	} else if (meta->written && clk->real < meta->written) {
		/* the wall clock is before the write: as if written just now */
		wall_ref = meta->written;
		boot_ref = clk->mono;
	} else {
		wall_ref = clk->real;
		boot_ref = clk->mono;
	}
	for (size_t i = 0; i < nol->n; i++) {
		struct nol_entry *e = &nol->e[i];

		e->detected = boot_ref - (wall_ref - e->detected);
		e->nol_until = boot_ref - (wall_ref - e->nol_until);
		if (e->avoid_until) {
			e->avoid_until = boot_ref - (wall_ref - e->avoid_until);
			if (!e->avoid_until)
				e->avoid_until = -1; /* 0 means "never avoided" */
		}
		for (size_t k = 0; k < e->nhistory; k++)
			e->history[k] = boot_ref - (wall_ref - e->history[k]);
	}
}

char *state_format(const struct nol *nol, const struct state_clock *clk)
{
	json_object *root = json_object_new_object();
	json_object *arr = json_object_new_array();
	char *out = NULL;

	if (!root || !arr)
		goto out;
	json_object_object_add(root, "version", json_object_new_int(STATE_VERSION));
	json_object_object_add(root, "written", json_object_new_int64(clk->real));
	json_object_object_add(root, "written_boot", json_object_new_int64(clk->mono));
	json_object_object_add(root, "boot_id", json_object_new_string(clk->boot_id));
	for (size_t i = 0; i < nol->n; i++) {
		const struct nol_entry *e = &nol->e[i];
		json_object *o = json_object_new_object(), *h = json_object_new_array();

		json_object_object_add(o, "freq", json_object_new_int64(e->freq));
		json_object_object_add(o, "wiphy", json_object_new_string(e->wiphy));
		json_object_object_add(o, "type", json_object_new_string(e->type));
		json_object_object_add(o, "detected", json_object_new_int64(wall_time(e->detected, clk)));
		json_object_object_add(o, "nol_until", json_object_new_int64(wall_time(e->nol_until, clk)));
		json_object_object_add(o, "avoid_until",
				       json_object_new_int64(e->avoid_until ? wall_time(e->avoid_until, clk) : 0));
		for (size_t k = 0; k < e->nhistory; k++)
			json_object_array_add(h, json_object_new_int64(wall_time(e->history[k], clk)));
		json_object_object_add(o, "history", h);
		json_object_array_add(arr, o);
	}
	json_object_object_add(root, "channels", arr);
	arr = NULL;
	out = strdup(json_object_to_json_string_ext(root, JSON_C_TO_STRING_PRETTY |
								  JSON_C_TO_STRING_NOSLASHESCAPE));
out:
	json_object_put(arr);
	json_object_put(root);
	return out;
}

int state_save(const char *dir, const struct nol *nol, const struct state_clock *clk)
{
	char path[PATH_MAX];
	char *s;
	int r;

	if (snprintf(path, sizeof(path), "%s/%s", dir, STATE_FILE_NAME) >= (int)sizeof(path))
		return -ENAMETOOLONG;
	s = state_format(nol, clk);
	if (!s)
		return -ENOMEM;
	r = atomic_write_file(path, s, strlen(s), 0644, true);
	free(s);
	return r;
}

static int move_aside(const char *dir, const char *path, int64_t now, char *aside, size_t asidelen)
{
	char base[PATH_MAX];
	struct tm tm;
	time_t t = (time_t)now;

	gmtime_r(&t, &tm);
	for (int i = 0; i < 100; i++) {
		int l = snprintf(base, sizeof(base), "%s/%s.corrupt-%04d%02d%02dT%02d%02d%02dZ", dir,
				 STATE_FILE_NAME, tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
				 tm.tm_hour, tm.tm_min, tm.tm_sec);

		if (i)
			snprintf(base + l, sizeof(base) - (size_t)l, ".%d", i);
		if (renameat2(AT_FDCWD, path, AT_FDCWD, base, RENAME_NOREPLACE) == 0) {
			snprintf(aside, asidelen, "%s", base);
			return 0;
		}
		if (errno != EEXIST)
			return -errno;
	}
	return -EEXIST;
}

int state_load(const char *dir, struct nol *nol, const struct state_clock *clk, char *err, size_t errlen,
	       char *aside, size_t asidelen)
{
	struct state_meta meta;
	char path[PATH_MAX];
	char *buf = NULL;
	size_t len = 0;
	int r, m;

	memset(nol, 0, sizeof(*nol));
	err[0] = '\0';
	aside[0] = '\0';
	if (snprintf(path, sizeof(path), "%s/%s", dir, STATE_FILE_NAME) >= (int)sizeof(path))
		return -ENAMETOOLONG;
	r = read_file_max(path, STATE_FILE_MAX, &buf, &len);
	if (r == -ENOENT)
		return STATE_LOADED;
	if (r == -EFBIG) {
		snprintf(err, errlen, "larger than %u bytes", STATE_FILE_MAX);
		r = STATE_CORRUPT;
	} else if (r == -EFTYPE_NOT_REGULAR) {
		/* a FIFO, symlink, directory, device or socket: never read from it
		 * (a FIFO would block start-up), set it aside like a corrupt file
		 * so that radard starts and can save its list again */
		snprintf(err, errlen, "not a regular file");
		r = STATE_CORRUPT;
	} else if (r < 0) {
		snprintf(err, errlen, "cannot read %s: %s", path, strerror(-r));
		return r;
	} else {
		r = state_parse(buf, len, nol, &meta, err, errlen);
		free(buf);
		if (r < 0)
			return r;
		state_to_boot(nol, &meta, clk);
	}
	if (r == STATE_LOADED)
		return r;
	m = move_aside(dir, path, clk->real, aside, asidelen);
	if (m < 0) {
		size_t l = strlen(err);

		snprintf(err + l, errlen - l, "; could not move it aside: %s", strerror(-m));
		return m;
	}
	return r;
}
