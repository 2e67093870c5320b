/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef ATH_SHIM_MEM_H
#define ATH_SHIM_MEM_H
#include <stddef.h>
/* bytes requested through kmalloc() and not yet kfree()d, and the peak */
size_t ath_shim_mem_current(void);
size_t ath_shim_mem_peak(void);
size_t ath_shim_mem_allocs(void);
void ath_shim_mem_reset_peak(void);
#endif
