// SPDX-License-Identifier: GPL-2.0-only
#include "policy.h"

#include <stdio.h>
#include <string.h>

#include "nl80211-compat.h"

struct nol_entry *policy_find(struct nol *nol, uint32_t freq)
{
	for (size_t i = 0; i < nol->n; i++)
		if (nol->e[i].freq == freq)
			return &nol->e[i];
	return NULL;
}

static int64_t clamp(int64_t v, int64_t max)
{
	if (v <= 0)
		return 0;
	return v > max ? max : v;
}

int64_t policy_nol_remaining(const struct nol_entry *e, const struct policy_cfg *cfg, int64_t now)
{
	return clamp(e->nol_until - now, cfg->nop_time);
}

int64_t policy_avoid_remaining(const struct nol_entry *e, const struct policy_cfg *cfg, int64_t now)
{
	if (!e->avoid_until)
		return 0;
	return clamp(e->avoid_until - now, cfg->avoid_time);
}

static size_t history_in_window(const struct nol_entry *e, const struct policy_cfg *cfg, int64_t now)
{
	size_t n = 0;

	for (size_t i = 0; i < e->nhistory; i++)
		if (e->history[i] > now - cfg->repeat_window)
			n++;
	return n;
}

static void history_prune(struct nol_entry *e, const struct policy_cfg *cfg, int64_t now)
{
	size_t j = 0;

	for (size_t i = 0; i < e->nhistory; i++)
		if (e->history[i] > now - cfg->repeat_window)
			e->history[j++] = e->history[i];
	e->nhistory = (uint8_t)j;
}

static int64_t entry_end(const struct nol_entry *e)
{
	return e->nol_until > e->avoid_until ? e->nol_until : e->avoid_until;
}

struct nol_entry *policy_radar(struct nol *nol, const struct policy_cfg *cfg, uint32_t freq,
			       const char *wiphy, const char *type, int64_t now)
{
	struct nol_entry *e = policy_find(nol, freq);

	if (!e) {
		if (nol->n < NOL_MAX) {
			e = &nol->e[nol->n++];
		} else {
			e = &nol->e[0];
			for (size_t i = 1; i < nol->n; i++)
				if (entry_end(&nol->e[i]) < entry_end(e))
					e = &nol->e[i];
		}
		memset(e, 0, sizeof(*e));
		e->freq = freq;
	}
	history_prune(e, cfg, now);
	if (e->nhistory == NOL_HISTORY) {
		memmove(&e->history[0], &e->history[1], (NOL_HISTORY - 1) * sizeof(e->history[0]));
		e->nhistory--;
	}
	e->history[e->nhistory++] = now;
	e->detected = now;
	e->nol_until = now + cfg->nop_time;
	memset(e->wiphy, 0, sizeof(e->wiphy));
	memset(e->type, 0, sizeof(e->type));
	snprintf(e->wiphy, sizeof(e->wiphy), "%s", wiphy ? wiphy : "");
	snprintf(e->type, sizeof(e->type), "%s", type ? type : "");
	if (cfg->avoid_time > 0 && history_in_window(e, cfg, now) >= cfg->repeat_threshold)
		e->avoid_until = now + cfg->avoid_time;
	return e;
}

static bool clamp_to(int64_t *v, int64_t max)
{
	if (*v <= max)
		return false;
	*v = max;
	return true;
}

bool policy_clamp(struct nol *nol, const struct policy_cfg *cfg, int64_t now)
{
	bool changed = false;

	for (size_t i = 0; i < nol->n; i++) {
		struct nol_entry *e = &nol->e[i];

		changed |= clamp_to(&e->nol_until, now + cfg->nop_time);
		if (e->avoid_until)
			changed |= clamp_to(&e->avoid_until, now + cfg->avoid_time);
		changed |= clamp_to(&e->detected, now);
		for (size_t k = 0; k < e->nhistory; k++)
			changed |= clamp_to(&e->history[k], now);
	}
	return changed;
}

bool policy_blocked(const struct nol *nol, const struct policy_cfg *cfg, uint32_t freq, int64_t now)
{
	for (size_t i = 0; i < nol->n; i++) {
		const struct nol_entry *e = &nol->e[i];

		if (e->freq == freq &&
		    (policy_nol_remaining(e, cfg, now) > 0 || policy_avoid_remaining(e, cfg, now) > 0))
			return true;
	}
	return false;
}

size_t policy_expire(struct nol *nol, const struct policy_cfg *cfg, int64_t now)
{
	size_t j = 0, removed = 0;

	for (size_t i = 0; i < nol->n; i++) {
		struct nol_entry *e = &nol->e[i];

		history_prune(e, cfg, now);
		if (policy_nol_remaining(e, cfg, now) == 0 && policy_avoid_remaining(e, cfg, now) == 0 &&
		    e->nhistory == 0) {
			removed++;
			continue;
		}
		if (j != i)
			nol->e[j] = *e;
		j++;
	}
	nol->n = j;
	return removed;
}

size_t policy_nol_count(const struct nol *nol, const struct policy_cfg *cfg, int64_t now)
{
	size_t n = 0;

	for (size_t i = 0; i < nol->n; i++)
		n += policy_nol_remaining(&nol->e[i], cfg, now) > 0;
	return n;
}

size_t policy_avoid_count(const struct nol *nol, const struct policy_cfg *cfg, int64_t now)
{
	size_t n = 0;

	for (size_t i = 0; i < nol->n; i++)
		n += policy_avoid_remaining(&nol->e[i], cfg, now) > 0;
	return n;
}

int64_t policy_next_change(const struct nol *nol, const struct policy_cfg *cfg, int64_t now)
{
	int64_t best = -1;

	for (size_t i = 0; i < nol->n; i++) {
		int64_t a = policy_nol_remaining(&nol->e[i], cfg, now);
		int64_t b = policy_avoid_remaining(&nol->e[i], cfg, now);

		if (a > 0 && (best < 0 || a < best))
			best = a;
		if (b > 0 && (best < 0 || b < best))
			best = b;
	}
	return best;
}

int64_t policy_kernel_until(const struct nol_entry *e, const struct policy_cfg *cfg, int64_t now)
{
	int64_t r = policy_nol_remaining(e, cfg, now);

	if (cfg->avoid_in_kernel) {
		int64_t a = policy_avoid_remaining(e, cfg, now);

		if (a > r)
			r = a;
	}
	return r > 0 ? now + r : 0;
}

const struct chan_info *wiphy_chan(const struct wiphy_info *w, uint32_t freq)
{
	for (size_t i = 0; i < w->nchans; i++)
		if (w->chans[i].freq == freq)
			return &w->chans[i];
	return NULL;
}

static bool chandef_is_dfs(const struct wiphy_info *w, const struct chandef *c)
{
	uint32_t sub[CHANDEF_MAX_SUB];
	size_t n = chandef_subchannels(c, sub);

	for (size_t i = 0; i < n; i++) {
		const struct chan_info *ci = wiphy_chan(w, sub[i]);

		if (ci && ci->radar)
			return true;
	}
	return false;
}

bool policy_chandef_usable(const struct wiphy_info *w, const struct nol *nol,
			   const struct policy_cfg *cfg, const struct chandef *c,
			   enum policy_entry_mode mode, int64_t now)
{
	uint32_t sub[CHANDEF_MAX_SUB];
	size_t n = chandef_subchannels(c, sub);

	if (!n)
		return false;
	for (size_t i = 0; i < n; i++) {
		const struct chan_info *ci = wiphy_chan(w, sub[i]);

		if (!ci || ci->disabled || policy_blocked(nol, cfg, sub[i], now))
			return false;
		if (!ci->radar) {
			if (ci->no_ir)
				return false;
			continue;
		}
		if (!ci->has_dfs_state || ci->dfs_state == NL80211_DFS_UNAVAILABLE)
			return false;
		if (mode == POLICY_ENTER_CSA && ci->dfs_state != NL80211_DFS_AVAILABLE)
			return false;
	}
	return true;
}

static int band_of(uint32_t f)
{
	if (f < 2500)
		return 2;
	if (f < 5935)
		return 5;
	return 6;
}

struct cand_score {
	int iface_pref;  /* 0 = the interface's preferred chandef */
	int list_pref;   /* index in preferred_channels, 1000 if absent */
	int dfs;         /* 1 = DFS (only counts with prefer_non_dfs) */
	int narrow;      /* -width */
	uint32_t freq;
};

static int score_cmp(const struct cand_score *a, const struct cand_score *b)
{
	if (a->iface_pref != b->iface_pref)
		return a->iface_pref - b->iface_pref;
	if (a->list_pref != b->list_pref)
		return a->list_pref - b->list_pref;
	if (a->dfs != b->dfs)
		return a->dfs - b->dfs;
	if (a->narrow != b->narrow)
		return a->narrow - b->narrow;
	return a->freq < b->freq ? -1 : a->freq > b->freq;
}

bool policy_select_channel(const struct wiphy_info *w, const struct nol *nol,
			   const struct policy_cfg *cfg, const struct chandef *cur,
			   const struct chandef *preferred, enum policy_entry_mode mode, int64_t now,
			   struct chandef *out)
{
	static const uint32_t widths[] = { 160, 80, 40, 20 };
	struct cand_score best_s = { 0 };
	bool found = false;
	uint32_t maxw = cur && cur->width ? cur->width : 20;
	int band = band_of(cur ? cur->freq : 5180);

	for (size_t wi = 0; wi < sizeof(widths) / sizeof(widths[0]); wi++) {
		if (widths[wi] > maxw)
			continue;
		for (size_t i = 0; i < w->nchans; i++) {
			struct chandef c;
			struct cand_score s;

			if (band_of(w->chans[i].freq) != band)
				continue;
			if (!chandef_from_primary(w->chans[i].freq, widths[wi], &c))
				continue;
			if (cur && chandef_equal(&c, cur))
				continue;
			if (!policy_chandef_usable(w, nol, cfg, &c, mode, now))
				continue;
			s.iface_pref = preferred && chandef_equal(preferred, &c) ? 0 : 1;
			s.list_pref = 1000;
			for (size_t k = 0; k < cfg->npreferred; k++)
				if (cfg->preferred[k] == c.freq) {
					s.list_pref = (int)k;
					break;
				}
			s.dfs = cfg->prefer_non_dfs && chandef_is_dfs(w, &c);
			s.narrow = -(int)c.width;
			s.freq = c.freq;
			if (!found || score_cmp(&s, &best_s) < 0) {
				best_s = s;
				*out = c;
				found = true;
			}
		}
	}
	return found;
}

bool policy_should_return(const struct wiphy_info *w, const struct nol *nol,
			  const struct policy_cfg *cfg, const struct chandef *cur,
			  const struct chandef *preferred, enum policy_entry_mode mode,
			  int64_t usable_since, int64_t now)
{
	if (!preferred || (cur && chandef_equal(cur, preferred)))
		return false;
	if (!policy_chandef_usable(w, nol, cfg, preferred, mode, now))
		return false;
	return usable_since > 0 && now - usable_since >= cfg->return_delay;
}
