// SPDX-License-Identifier: GPL-2.0-only
/* counting allocator behind the shim's kmalloc()/kfree() */
#include <linux/slab.h>
#include <stdlib.h>
#include <stdalign.h>

#include "ath_shim_mem.h"

struct alloc_hdr {
	alignas(max_align_t) size_t size;
};

static size_t cur_bytes, peak_bytes, total_allocs;

void *ath_shim_kmalloc(size_t size, gfp_t flags, bool zero)
{
	struct alloc_hdr *h;

	(void)flags;
	if (size > SIZE_MAX - sizeof(*h))
		return NULL;
	h = zero ? calloc(1, sizeof(*h) + size) : malloc(sizeof(*h) + size);
	if (!h)
		return NULL;
	h->size = size;
	cur_bytes += size;
	total_allocs++;
	if (cur_bytes > peak_bytes)
		peak_bytes = cur_bytes;
	return h + 1;
}

void ath_shim_kfree(const void *p)
{
	struct alloc_hdr *h;

	if (!p)
		return;
	h = (struct alloc_hdr *)p - 1;
	cur_bytes -= h->size;
	free(h);
}

size_t ath_shim_mem_current(void)
{
	return cur_bytes;
}

size_t ath_shim_mem_peak(void)
{
	return peak_bytes;
}

size_t ath_shim_mem_allocs(void)
{
	return total_allocs;
}

void ath_shim_mem_reset_peak(void)
{
	peak_bytes = cur_bytes;
	total_allocs = 0;
}
