/** Display rules for news: page size, published times, safe links and images. Pure, so they are tested on their own. */
import type { NewsItem } from '@gg/contracts';
import { monthDay, yearIn } from '@gg/ui';

/** Articles shown at first, and how many more each 'Load More' adds. */
export const NEWS_PAGE_SIZE = 4;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

const parse = (iso: string | null): number | null => {
  const t = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(t) ? null : t;
};

/** 'May 16' this year, 'May 16, 2025' for another year, in the page's time zone. */
export function shortDate(t: number, zone: string, now: number): string {
  const date = new Date(t);
  return monthDay(date, zone, yearIn(date, zone) !== yearIn(new Date(now), zone));
}

/**
 * How long ago an article came out: under an hour 'Just now' (a clock a little ahead too), under a
 * day 'Nh ago', under a week 'Nd ago', then a short date; an unreadable date 'Recently'.
 */
export function relativeTime(iso: string | null, zone: string, now: number): string {
  const t = parse(iso);
  if (t === null) return 'Recently';
  const age = now - t;
  if (age < HOUR_MS) return 'Just now';
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)}h ago`;
  if (age < WEEK_MS) return `${Math.floor(age / DAY_MS)}d ago`;
  return shortDate(t, zone, now);
}

/** The day an article came out (team news), or 'Recently' when the date cannot be read. */
export function publishedDate(iso: string | null, zone: string): string {
  const t = parse(iso);
  return t === null ? 'Recently' : monthDay(new Date(t), zone, true);
}

/** Only web links open: anything else (javascript:, data:) from a provider is dropped. */
export function safeLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The article's first image, if it has one with a web address. */
export function firstImage(item: Pick<NewsItem, 'images'>): NewsItem['images'][number] | null {
  const image = item.images[0];
  return image && safeLink(image.url) ? image : null;
}
