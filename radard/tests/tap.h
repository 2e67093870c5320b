/* SPDX-License-Identifier: GPL-2.0-only */
/* Minimal test helpers: every failed CHECK is printed and fails the test. */
#ifndef RADARD_TEST_TAP_H
#define RADARD_TEST_TAP_H

#include <stdio.h>
#include <string.h>

static int tap_failures;
static int tap_checks;

#define CHECK(cond)                                                                      \
	do {                                                                             \
		tap_checks++;                                                            \
		if (!(cond)) {                                                           \
			tap_failures++;                                                  \
			fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
		}                                                                        \
	} while (0)

#define CHECK_EQ(a, b)                                                                   \
	do {                                                                             \
		long long _a = (long long)(a), _b = (long long)(b);                      \
		tap_checks++;                                                            \
		if (_a != _b) {                                                          \
			tap_failures++;                                                  \
			fprintf(stderr, "%s:%d: CHECK failed: %s == %s (%lld != %lld)\n", __FILE__, \
				__LINE__, #a, #b, _a, _b);                               \
		}                                                                        \
	} while (0)

#define CHECK_STR(a, b)                                                                  \
	do {                                                                             \
		const char *_a = (a), *_b = (b);                                         \
		tap_checks++;                                                            \
		if (!_a || !_b || strcmp(_a, _b)) {                                      \
			tap_failures++;                                                  \
			fprintf(stderr, "%s:%d: CHECK failed: %s == %s ('%s' != '%s')\n", __FILE__, \
				__LINE__, #a, #b, _a ? _a : "(null)", _b ? _b : "(null)"); \
		}                                                                        \
	} while (0)

static inline int tap_done(const char *name)
{
	printf("%s: %d checks, %d failed\n", name, tap_checks, tap_failures);
	return tap_failures ? 1 : 0;
}

#endif
