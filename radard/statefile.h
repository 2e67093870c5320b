/* SPDX-License-Identifier: GPL-2.0-only */
/* Persistent NOL: <state_dir>/nol.json (JSON via json-c). */
#ifndef RADARD_STATEFILE_H
#define RADARD_STATEFILE_H

#include <stddef.h>
#include <stdint.h>

#include "policy.h"

#define STATE_FILE_NAME "nol.json"
#define STATE_FILE_MAX (1u << 20)

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
int state_load(const char *dir, struct nol *nol, int64_t now, char *err, size_t errlen,
	       char *aside, size_t asidelen);

/* Parse a buffer (no file handling); same result codes; used by state_load and tests. */
int state_parse(const char *buf, size_t len, struct nol *nol, char *err, size_t errlen);

/* Serialise (caller frees). */
char *state_format(const struct nol *nol, int64_t now);

/* Write <dir>/nol.json durably (tmp + fsync + rename + fsync dir). 0 / -errno. */
int state_save(const char *dir, const struct nol *nol, int64_t now);

#endif
