/* SPDX-License-Identifier: GPL-2.0-only */
/* Persistent NOL: <state_dir>/nol.json (JSON via json-c). */
#ifndef RADARD_STATEFILE_H
#define RADARD_STATEFILE_H

#include <stddef.h>
#include <stdint.h>

#include "policy.h"

#define STATE_FILE_NAME "nol.json"
#define STATE_FILE_MAX (1u << 20)

/*
 * The two clocks at one moment, and the boot they belong to.  The list is
 * kept in boot-clock seconds (policy.h) and written in wall-clock seconds
 * together with the write's own boot-clock time and boot id.  On load:
 * - same boot (radard restarted): the boot-clock times are exact, whatever
 *   the wall clock did;
 * - another boot, wall clock at or after the write: wall-clock times;
 * - another boot, wall clock before the write (set back, no RTC before
 *   NTP): taken as if no time passed since the write, so a period lasts
 *   what it had left then, never more (and policy_clamp() bounds the rest).
 */
struct state_clock {
	int64_t mono;      /* CLOCK_BOOTTIME, s */
	int64_t real;      /* CLOCK_REALTIME, s */
	char boot_id[40];  /* /proc/sys/kernel/random/boot_id, "" unknown */
};

/* Fill *clk now (both clocks, boot id). */
void state_clock_now(struct state_clock *clk);

enum state_load_result {
	STATE_LOADED = 0,   /* file read (or absent: empty list) */
	STATE_SALVAGED = 1, /* some entries invalid: valid ones loaded, file kept aside */
	STATE_CORRUPT = 2,  /* unparsable/truncated/wrong version: file kept aside, list empty */
};

/*
 * Load <dir>/nol.json into *nol.  Returns enum state_load_result (>= 0) or a
 * negative errno when the file exists but cannot be read (it is then left in
 * place untouched).  For SALVAGED/CORRUPT the bad file is renamed to
 * nol.json.corrupt-<UTC time> (path in aside); err says what was wrong.
 */
int state_load(const char *dir, struct nol *nol, const struct state_clock *clk, char *err, size_t errlen,
	       char *aside, size_t asidelen);

/* What the file says about its own writing (zeros when absent). */
struct state_meta {
	int64_t written;       /* wall clock */
	int64_t written_boot;  /* boot clock */
	char boot_id[40];
};

/* Parse a buffer (no file handling): entries with the file's wall-clock
 * times; same result codes; used by state_load and tests.  meta may be NULL. */
int state_parse(const char *buf, size_t len, struct nol *nol, struct state_meta *meta, char *err,
		size_t errlen);

/* Convert parsed wall-clock times to the boot clock (see struct state_clock). */
void state_to_boot(struct nol *nol, const struct state_meta *meta, const struct state_clock *clk);

/* Serialise (caller frees). */
char *state_format(const struct nol *nol, const struct state_clock *clk);

/* Write <dir>/nol.json durably (tmp + fsync + rename + fsync dir). 0 / -errno. */
int state_save(const char *dir, const struct nol *nol, const struct state_clock *clk);

#endif
