// SPDX-License-Identifier: GPL-2.0-only
/* libFuzzer target: arbitrary bytes as an nl80211 message into every parser. */
#include <stdlib.h>
#include <string.h>

#include <linux/netlink.h>

#include "event.h"

#define FAMILY 28

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const struct radar_families fam = { .nl80211 = FAMILY, .dfs_radar = FAMILY + 1 };
	static struct wiphy_info w[2];
	static struct radar_event ev;
	struct iface_info ifi;
	struct nlmsghdr *nlh;
	size_t n = 0;
	void *buf;

	if (size < NLMSG_HDRLEN || size > 65536)
		return 0;
	/* netlink buffers are 4-byte aligned, and libnl guarantees nlmsg_len
	 * fits the received datagram: do the same here */
	buf = aligned_alloc(8, (size + 7) & ~(size_t)7);
	memcpy(buf, data, size);
	nlh = buf;
	if (nlh->nlmsg_len > size)
		nlh->nlmsg_len = (uint32_t)size;
	/* one family or the other, chosen by the input */
	nlh->nlmsg_type = size & 1 ? fam.nl80211 : fam.dfs_radar;
	radar_parse_event(nlh, &fam, &ev);
	radar_parse_wiphy(nlh, w, &n, 2);
	radar_parse_interface(nlh, &ifi);
	radar_parse_reg(nlh);
	free(buf);
	return 0;
}
