// ESPN news `articles[]` (league/team news, athlete overview `news[]`) -> NewsItem.

import type { NewsItem } from '@gg/contracts';
import { arr, first, get, num, obj, objs, str } from './read';

// Category types that read as labels a fan understands. Skipped: "guid" (ids only),
// "contributor" (the author, already in byline), "topic" (internal feed names such
// as "news - au frontpage") and "editorialindicator" ("Team Boost").
const READABLE_CATEGORY_TYPES = new Set(['team', 'athlete', 'league']);

function categories(list: unknown): string[] {
  const out: string[] = [];
  for (const c of objs(list)) {
    if (!READABLE_CATEGORY_TYPES.has(str(c.type) ?? '')) continue;
    const label = first(str(c.description), str(get(c, 'team', 'description')), str(get(c, 'athlete', 'description')), str(get(c, 'league', 'description')));
    if (label && !out.includes(label)) out.push(label);
  }
  return out;
}

/** ESPN's sport id for football (`uid` "s:20~l:28" is the NFL, "s:20~l:23" college football). */
const FOOTBALL = '20';
/** Without a `uid`, a category's `sportId` holds ESPN's league id: the NFL's and college football's. */
const FOOTBALL_LEAGUE_IDS = new Set([28, 23]);

/** The sport a category is tagged with: 'football', 'other', or null when it does not say. */
function sportOf(c: Record<string, unknown>): 'football' | 'other' | null {
  const sport = /^s:(\d+)/.exec(str(c.uid) ?? '')?.[1];
  if (sport) return sport === FOOTBALL ? 'football' : 'other';
  const id = num(c.sportId);
  if (id === null || id <= 0) return null;
  return FOOTBALL_LEAGUE_IDS.has(id) ? 'football' : 'other';
}

/**
 * Whether ESPN tags an article as another sport's news. ESPN also tags many multi-sport stories with
 * the NFL league, so the article's subjects decide first: a football team or athlete makes it
 * football news, and teams and athletes all from other sports make it theirs (a golf story about
 * baseball stadiums, a WNBA debut). With no team or athlete, league tags that are all other sports
 * do. An untagged article is the feed's own (the NFL feeds).
 */
export function isAnotherSport(article: unknown): boolean {
  const tags = objs(get(article, 'categories'));
  const sports = (types: string[]) => tags.filter((c) => types.includes(str(c.type) ?? '')).map(sportOf).filter((s) => s !== null);
  const subjects = sports(['team', 'athlete']);
  if (subjects.length > 0) return !subjects.includes('football');
  const leagues = sports(['league']);
  return leagues.length > 0 && !leagues.includes('football');
}

function images(list: unknown): NewsItem['images'] {
  const out: NewsItem['images'] = [];
  for (const i of objs(list)) {
    const url = first(str(i.url), str(i.href));
    if (!url) continue;
    const width = num(i.width);
    const height = num(i.height);
    // ESPN leaves `alt` null; the caption is the closest real description.
    out.push({ url, alt: first(str(i.alt), str(i.caption)), width, height });
  }
  return out;
}

/** One article -> NewsItem; null without id or headline. */
export function newsItemFrom(article: unknown): NewsItem | null {
  const a = obj(article);
  const id = str(a?.id);
  const headline = str(a?.headline);
  if (!a || !id || !headline) return null;
  return {
    id,
    headline,
    description: str(a.description),
    link: first(str(get(a, 'links', 'web', 'href')), str(get(a, 'links', 'mobile', 'href')), typeof a.links === 'string' ? str(a.links) : null),
    images: images(a.images),
    categories: categories(a.categories),
    published: str(a.published),
    modified: str(a.lastModified),
  };
}

/**
 * News response ({articles}), athlete overview ({news}) or a bare array -> NewsItem[] (deduped),
 * without the articles ESPN tags as another sport (its NFL feeds carry some).
 */
export function newsFromArticles(input: unknown): NewsItem[] {
  const list = Array.isArray(input) ? input : arr(get(input, 'articles') ?? get(input, 'news'));
  const seen = new Set<string>();
  const out: NewsItem[] = [];
  for (const item of list) {
    if (isAnotherSport(item)) continue;
    const n = newsItemFrom(item);
    if (n && !seen.has(n.id)) {
      seen.add(n.id);
      out.push(n);
    }
  }
  return out;
}
