// SPDX-License-Identifier: GPL-2.0-only
/* libFuzzer target: arbitrary bytes as nol.json and as radard.conf. */
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "statefile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct nol nol;
	static struct radard_config cfg;
	char err[300];
	char *s;

	if (size > 65536)
		return 0;
	state_parse((const char *)data, size, &nol, NULL, err, sizeof(err));
	s = malloc(size + 1);
	memcpy(s, data, size);
	s[size] = '\0';
	config_defaults(&cfg);
	config_parse_string(&cfg, s, err, sizeof(err));
	free(s);
	return 0;
}
