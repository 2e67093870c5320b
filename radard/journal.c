// SPDX-License-Identifier: GPL-2.0-only
#include "journal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <systemd/sd-journal.h>
#include <unistd.h>

struct journal_out *log_out;

void journal_entry_init(struct journal_entry *e)
{
	e->n = 0;
}

void journal_entry_add(struct journal_entry *e, const char *key, const char *fmt, ...)
{
	va_list ap;
	int l;

	if (e->n >= JOURNAL_MAX_FIELDS - 3) /* room for PRIORITY, MESSAGE_ID, MESSAGE */
		return;
	l = snprintf(e->f[e->n], JOURNAL_FIELD_LEN, "%s=", key);
	if (l < 0 || l >= JOURNAL_FIELD_LEN)
		return;
	va_start(ap, fmt);
	vsnprintf(e->f[e->n] + l, JOURNAL_FIELD_LEN - (size_t)l, fmt, ap);
	va_end(ap);
	e->n++;
}

static int default_sink(const struct iovec *iov, int n, void *userdata)
{
	(void)userdata;
	return sd_journal_sendv(iov, n);
}

int journal_send(struct journal_out *j, struct journal_entry *e, int priority, const char *msgid,
		 const char *fmt, ...)
{
	struct iovec iov[JOURNAL_MAX_FIELDS + 1];
	char msg[512];
	va_list ap;
	size_t n = 0;
	int r;

	if (j && priority > j->max_level)
		return 0;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (e->n < JOURNAL_MAX_FIELDS)
		snprintf(e->f[e->n++], JOURNAL_FIELD_LEN, "PRIORITY=%d", priority);
	if (msgid && e->n < JOURNAL_MAX_FIELDS)
		snprintf(e->f[e->n++], JOURNAL_FIELD_LEN, "MESSAGE_ID=%s", msgid);
	for (size_t i = 0; i < e->n; i++) {
		iov[n].iov_base = e->f[i];
		iov[n].iov_len = strlen(e->f[i]);
		n++;
	}
	/* MESSAGE may be longer than a field slot: separate buffer */
	{
		char mfield[sizeof(msg) + 8];
		int ml = snprintf(mfield, sizeof(mfield), "MESSAGE=%s", msg);

		iov[n].iov_base = mfield;
		iov[n].iov_len = (size_t)ml < sizeof(mfield) ? (size_t)ml : sizeof(mfield) - 1;
		n++;
		if (!j)
			return 0;
		j->entries++;
		if (j->to_stderr)
			fprintf(stderr, "radard: %s\n", msg);
		r = (j->sink ? j->sink : default_sink)(iov, (int)n, j->userdata);
	}
	return r;
}

void journal_out_default(struct journal_out *j)
{
	const char *js = getenv("JOURNAL_STREAM");
	struct stat st;

	memset(j, 0, sizeof(*j));
	j->max_level = LOG_INFO;
	j->to_stderr = true;
	if (js && fstat(STDERR_FILENO, &st) == 0) {
		unsigned long long dev, ino;

		if (sscanf(js, "%llu:%llu", &dev, &ino) == 2 && dev == (unsigned long long)st.st_dev &&
		    ino == (unsigned long long)st.st_ino)
			j->to_stderr = false;
	}
}

void rlog(int priority, const char *fmt, ...)
{
	struct journal_entry e;
	char msg[480];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (!log_out) {
		fprintf(stderr, "radard: %s\n", msg);
		return;
	}
	journal_entry_init(&e);
	journal_send(log_out, &e, priority, NULL, "%s", msg);
}
