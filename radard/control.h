/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * radard's control interface: a D-Bus service on the system bus (sd-bus),
 * the convention of system daemons such as iwd and NetworkManager.  Who may
 * call what is the bus policy's job (systemd/org.radard.Radard1.conf: root
 * and group netdev change state, everybody reads the status); radard
 * journals every state change with the caller's uid.
 */
#ifndef RADARD_CONTROL_H
#define RADARD_CONTROL_H

#include <stddef.h>
#include <stdint.h>

#include <systemd/sd-bus.h>
#include <systemd/sd-event.h>

#define RADARD_BUS_NAME "org.radard.Radard1"
#define RADARD_BUS_PATH "/org/radard/Radard1"
#define RADARD_BUS_IFACE "org.radard.Radard1"

/* Each returns 0 or -errno and writes a one-line answer (or the error) into msg. */
struct control_ops {
	int (*clear)(void *ud, uint32_t freq, uint32_t uid, char *msg, size_t len);
	int (*ret)(void *ud, const char *ifname, uint32_t uid, char *msg, size_t len);
	int (*reload)(void *ud, uint32_t uid, char *msg, size_t len);
	char *(*status)(void *ud); /* JSON, caller frees */
	void *ud;
};

/* Connect to the system bus, export the object, take the name.  Returns 0,
 * or -errno (radard runs on without a control interface then). */
int control_start(sd_bus **bus, sd_event *ev, const struct control_ops *ops, char *err, size_t errlen);

#endif
