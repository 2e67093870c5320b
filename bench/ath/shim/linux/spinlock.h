/* SPDX-License-Identifier: GPL-2.0-only */
/* the user-space harness is single-threaded: locks are no-ops */
#ifndef ATH_SHIM_LINUX_SPINLOCK_H
#define ATH_SHIM_LINUX_SPINLOCK_H
typedef struct { int dummy; } spinlock_t;
#define DEFINE_SPINLOCK(x) spinlock_t x = { 0 }
#define spin_lock_init(l) do { (void)(l); } while (0)
#define spin_lock_bh(l) do { (void)(l); } while (0)
#define spin_unlock_bh(l) do { (void)(l); } while (0)
#define spin_lock(l) do { (void)(l); } while (0)
#define spin_unlock(l) do { (void)(l); } while (0)
#endif
