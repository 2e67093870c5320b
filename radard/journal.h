/* SPDX-License-Identifier: GPL-2.0-only */
/* Structured journal output (sd_journal_sendv) with a replaceable sink. */
#ifndef RADARD_JOURNAL_H
#define RADARD_JOURNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/uio.h>
#include <syslog.h>

/* MESSAGE_IDs, generated once (uuid4), never change them. */
#define MSGID_RADAR_DETECTED   "90706d60059141a196963dca35a0c0b3"
#define MSGID_CAC_STARTED      "3f6df4345f0d435096905812bb3bb8f4"
#define MSGID_CAC_FINISHED     "6c1dc711e4fd465f9633c42df9394563"
#define MSGID_CAC_ABORTED      "1377a4efd4924210b28053040aa8b193"
#define MSGID_NOP_FINISHED     "bddeaff8659545409f3dc2ad5f44a100"
#define MSGID_PRE_CAC_EXPIRED  "cec99b1994ed4e6b9407c34b4100b77e"
#define MSGID_PULSE_SUMMARY    "ed4936f8a1a54591957470da15dbc1d1"
#define MSGID_NETLINK_OVERRUN  "a6dfe94efd5a41a39550cec446b450ac"
#define MSGID_NOL_APPLIED      "b8f0f978799c4e6c9c36d8d747a9515b"
#define MSGID_CHANNEL_SWITCH   "eb2c50dd852b48d3a6a2e7912ebb36ae"
#define MSGID_RETURN_PREFERRED "fb096d0461ea4382831b3274d9761fc0"
#define MSGID_STATE_CORRUPT    "c667bd023bbb46c58202d27b7a495a35"
#define MSGID_AP_RECOVERY      "02d187d0e01e4467a8732f98cbf23afc"
#define MSGID_CONTROL          "bd9043dc25bc4c15bb5d6c1db5c3b156"
#define MSGID_TRACE_WRITTEN    "11816dff9de347b7a423cba1fb15715b"

#define JOURNAL_MAX_FIELDS 24
#define JOURNAL_FIELD_LEN 160

typedef int (*journal_sink_fn)(const struct iovec *iov, int n, void *userdata);

struct journal_out {
	journal_sink_fn sink;   /* NULL: sd_journal_sendv */
	void *userdata;
	bool to_stderr;         /* also print MESSAGE on stderr */
	int max_level;          /* entries above this priority are dropped (LOG_DEBUG = all) */
	unsigned long entries;
};

/* Collects "KEY=value" fields for one entry. */
struct journal_entry {
	size_t n;
	char f[JOURNAL_MAX_FIELDS][JOURNAL_FIELD_LEN];
};

void journal_entry_init(struct journal_entry *e);
void journal_entry_add(struct journal_entry *e, const char *key, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Adds PRIORITY, MESSAGE_ID (if msgid) and MESSAGE, then sends. */
int journal_send(struct journal_out *j, struct journal_entry *e, int priority, const char *msgid,
		 const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* Default output: journal, plus stderr unless stderr already is the journal
 * (JOURNAL_STREAM matches fd 2). */
void journal_out_default(struct journal_out *j);

/* Plain daemon log lines through the process-wide output. */
extern struct journal_out *log_out;
void rlog(int priority, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
