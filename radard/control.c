// SPDX-License-Identifier: GPL-2.0-only
#include "control.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct control_ops *ops;

static uint32_t caller_uid(sd_bus_message *m)
{
	sd_bus_creds *creds = NULL;
	uid_t uid = (uid_t)-1;

	if (sd_bus_query_sender_creds(m, SD_BUS_CREDS_UID | SD_BUS_CREDS_EUID, &creds) >= 0) {
		if (sd_bus_creds_get_euid(creds, &uid) < 0)
			sd_bus_creds_get_uid(creds, &uid);
		sd_bus_creds_unref(creds);
	}
	return (uint32_t)uid;
}

static int reply(sd_bus_message *m, sd_bus_error *e, int r, const char *msg)
{
	if (r < 0)
		return sd_bus_error_set_errnof(e, -r, "%s", msg);
	return sd_bus_reply_method_return(m, "s", msg);
}

static int m_clear(sd_bus_message *m, void *ud, sd_bus_error *e)
{
	char msg[256] = "";
	uint32_t freq;
	int r;

	(void)ud;
	r = sd_bus_message_read(m, "u", &freq);
	if (r < 0)
		return r;
	r = ops->clear(ops->ud, freq, caller_uid(m), msg, sizeof(msg));
	return reply(m, e, r, msg);
}

static int m_return(sd_bus_message *m, void *ud, sd_bus_error *e)
{
	char msg[256] = "";
	const char *ifname;
	int r;

	(void)ud;
	r = sd_bus_message_read(m, "s", &ifname);
	if (r < 0)
		return r;
	r = ops->ret(ops->ud, ifname, caller_uid(m), msg, sizeof(msg));
	return reply(m, e, r, msg);
}

static int m_reload(sd_bus_message *m, void *ud, sd_bus_error *e)
{
	char msg[512] = "";
	int r;

	(void)ud;
	r = ops->reload(ops->ud, caller_uid(m), msg, sizeof(msg));
	return reply(m, e, r, msg);
}

static int m_status(sd_bus_message *m, void *ud, sd_bus_error *e)
{
	char *s = ops->status(ops->ud);
	int r;

	(void)ud;
	if (!s)
		return sd_bus_error_set_errno(e, ENOMEM);
	r = sd_bus_reply_method_return(m, "s", s);
	free(s);
	return r;
}

/* Who may call which method is the bus policy's decision (unprivileged here). */
static const sd_bus_vtable vtable[] = {
	SD_BUS_VTABLE_START(0),
	SD_BUS_METHOD("ClearChannel", "u", "s", m_clear, SD_BUS_VTABLE_UNPRIVILEGED),
	SD_BUS_METHOD("ReturnInterface", "s", "s", m_return, SD_BUS_VTABLE_UNPRIVILEGED),
	SD_BUS_METHOD("Reload", "", "s", m_reload, SD_BUS_VTABLE_UNPRIVILEGED),
	SD_BUS_METHOD("GetStatus", "", "s", m_status, SD_BUS_VTABLE_UNPRIVILEGED),
	SD_BUS_VTABLE_END
};

int control_start(sd_bus **bus, sd_event *ev, const struct control_ops *o, char *err, size_t errlen)
{
	int r;

	ops = o;
	*bus = NULL;
	r = sd_bus_open_system(bus);
	if (r < 0) {
		snprintf(err, errlen, "cannot connect to the system bus: %s", strerror(-r));
		return r;
	}
	if ((r = sd_bus_add_object_vtable(*bus, NULL, RADARD_BUS_PATH, RADARD_BUS_IFACE, vtable, NULL)) < 0 ||
	    (r = sd_bus_request_name(*bus, RADARD_BUS_NAME, 0)) < 0 ||
	    (r = sd_bus_attach_event(*bus, ev, SD_EVENT_PRIORITY_NORMAL)) < 0) {
		snprintf(err, errlen, "cannot offer %s on the system bus: %s", RADARD_BUS_NAME, strerror(-r));
		*bus = sd_bus_flush_close_unref(*bus);
		return r;
	}
	return 0;
}
