/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef ATH_SHIM_LINUX_EXPORT_H
#define ATH_SHIM_LINUX_EXPORT_H
#define EXPORT_SYMBOL(sym)
#define EXPORT_SYMBOL_GPL(sym)
#endif
