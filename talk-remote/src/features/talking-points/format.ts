/** Display rules for talking points: categories and their tabs, relevance colours, ages, dates. Pure. */
import type { TalkingPointCategory } from '@gg/contracts';
import { clockTime, daysBetween, hourIn, monthDay, weekday, weekdayMonthDay, yearIn, type ColorName } from '@gg/ui';

/** The tabs in order; All Topics asks for every category (no `category` in the URL or the call). */
export const CATEGORY_TABS = [
  { value: 'all', label: 'All Topics', category: undefined },
  { value: 'live_game', label: 'Live Games', category: 'live_game' },
  { value: 'trending', label: 'Trending', category: 'trending' },
  { value: 'recent_performance', label: 'Recent News', category: 'recent_performance' },
  { value: 'upcoming', label: 'Upcoming', category: 'upcoming' },
] as const satisfies readonly { value: string; label: string; category: TalkingPointCategory | undefined }[];

export type CategoryTab = (typeof CATEGORY_TABS)[number];

/** The tab a `?category=` value opens; anything unknown (or nothing) is All Topics. */
export function tabFor(param: string): CategoryTab {
  return CATEGORY_TABS.find((t) => t.category !== undefined && t.category === param) ?? CATEGORY_TABS[0];
}

/** A card's category badge uses the tab's words, so the badge and the tab it is found under agree. */
export const CATEGORY_BADGES: Record<TalkingPointCategory, string> = {
  live_game: 'Live Game',
  trending: 'Trending',
  recent_performance: 'Recent News',
  upcoming: 'Upcoming',
};

/** The score as shown: 0 to 10, cut (not rounded) to one decimal so the text never reaches a colour's threshold before the score does. */
export function relevanceScore(score: number): number {
  const clamped = Number.isFinite(score) ? Math.min(10, Math.max(0, score)) : 0;
  return Math.floor(clamped * 10 + 1e-9) / 10; // 1e-9: 0.1 steps that binary floats store a hair low
}

export const relevanceText = (score: number) => `${relevanceScore(score)}/10 trending`;

export type RelevanceColour = 'red' | 'orange' | 'blue' | 'gray';

/** 8 or more red, 6 or more orange, 4 or more blue, else gray; the score is always in the text too. */
export function relevanceColour(score: number): RelevanceColour {
  const shown = relevanceScore(score);
  if (shown >= 8) return 'red';
  if (shown >= 6) return 'orange';
  if (shown >= 4) return 'blue';
  return 'gray';
}

/**
 * The theme colours each relevance badge is drawn with, background and text. Existing tokens carry
 * these hues in both modes (accent is the red, warning the orange, info the blue, muted text the
 * gray) at 4.5:1 or more for the text; format.test.ts checks the ratios against the palette.
 */
export const RELEVANCE_COLOURS: Record<RelevanceColour, { background: ColorName; text: ColorName }> = {
  red: { background: 'accent', text: 'accentText' },
  orange: { background: 'warning', text: 'surface' },
  blue: { background: 'info', text: 'surface' },
  gray: { background: 'textMuted', text: 'surface' },
};

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** 'Nov 22' this year, 'Nov 22, 2029' another year, in the page's time zone. */
function shortDate(t: number, zone: string, now: number): string {
  const d = new Date(t);
  return monthDay(d, zone, yearIn(d, zone) !== yearIn(new Date(now), zone));
}

/**
 * How old a talking point is: under a minute 'Just now' (a clock a little ahead too), under an
 * hour 'Xm ago', under a day 'Xh ago', then the date. `null` when the date cannot be read.
 */
export function talkingPointAge(iso: string, zone: string, now: number): string | null {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return null;
  const age = now - t;
  if (age < MINUTE_MS) return 'Just now';
  if (age < HOUR_MS) return `${Math.floor(age / MINUTE_MS)}m ago`;
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)}h ago`;
  return shortDate(t, zone, now);
}

/** 'Sun, Nov 24, 1:00 PM' in the page's time zone (when a point stops being timely); `null` when unreadable. */
export function bestUsedBy(iso: string | undefined, zone: string): string | null {
  const t = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(t)) return null;
  const d = new Date(t);
  return `${weekdayMonthDay(d, zone)}, ${clockTime(d, zone)}`;
}

/** Kickoffs from 5 PM are "tonight" and "last night". */
const EVENING_HOUR = 17;

/**
 * A kickoff's day as a fan says it, in the reader's time zone and counted from the reader's now:
 * 'today'/'tonight', 'yesterday'/'last night', 'tomorrow'/'tomorrow night', 'on Sunday' within a
 * week either way, else 'on Nov 29' ('on Jan 5, 2031' in another year).
 */
export function kickoffDay(kickoff: Date, now: Date, zone: string): string {
  const days = daysBetween(now, kickoff, zone);
  const evening = hourIn(kickoff, zone) >= EVENING_HOUR;
  if (days === 0) return evening ? 'tonight' : 'today';
  if (days === -1) return evening ? 'last night' : 'yesterday';
  if (days === 1) return evening ? 'tomorrow night' : 'tomorrow';
  if (Math.abs(days) < 7) return `on ${weekday(kickoff, zone)}`;
  return `on ${monthDay(kickoff, zone, yearIn(kickoff, zone) !== yearIn(now, zone))}`;
}

/** Where the talk service's words say the kickoff's day ('{When}' at the start of a sentence). */
const DAY_MARKER = /( ?)\{(when|When)\}/g;

/**
 * A talking point's text with its day markers worded for this reader (the service sends the kickoff,
 * not a weekday of its own time zone). A marker without a readable kickoff is left out.
 */
export function withKickoffDay(text: string, kickoff: string | undefined, now: number, zone: string): string {
  const t = kickoff ? Date.parse(kickoff) : Number.NaN;
  return text.replace(DAY_MARKER, (_, space: string, marker: string) => {
    if (Number.isNaN(t)) return '';
    const day = kickoffDay(new Date(t), new Date(now), zone);
    return `${space}${marker === 'When' ? day.charAt(0).toUpperCase() + day.slice(1) : day}`;
  });
}

/** 'in about a minute', 'in about 5 minutes': when to try a declined refresh again (`null` when not said). */
export function retryIn(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'in about a minute' : `in about ${minutes} minutes`;
}

/** Loading shows this many placeholder cards. */
export const TALKING_POINT_SKELETONS = 3;
