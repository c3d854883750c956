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

/** News response ({articles}), athlete overview ({news}) or a bare array -> NewsItem[] (deduped). */
export function newsFromArticles(input: unknown): NewsItem[] {
  const list = Array.isArray(input) ? input : arr(get(input, 'articles') ?? get(input, 'news'));
  const seen = new Set<string>();
  const out: NewsItem[] = [];
  for (const item of list) {
    const n = newsItemFrom(item);
    if (n && !seen.has(n.id)) {
      seen.add(n.id);
      out.push(n);
    }
  }
  return out;
}
