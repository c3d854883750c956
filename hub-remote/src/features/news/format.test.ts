import { supportNamedTimeZones } from '@gg/ui/named-time-zones';
import { firstImage, NEWS_PAGE_SIZE, publishedDate, relativeTime, safeLink } from './format';

supportNamedTimeZones();

const NOW = Date.parse('2025-05-20T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('news display rules', () => {
  it('pages by 4', () => {
    expect(NEWS_PAGE_SIZE).toBe(4);
  });

  it.each<[string, number, string]>([
    ['just published', 0, 'Just now'],
    ['59 minutes ago', 59 * MIN + 59_000, 'Just now'],
    ['exactly an hour ago', HOUR, '1h ago'],
    ['23 hours 59 minutes ago', 24 * HOUR - MIN, '23h ago'],
    ['exactly a day ago', DAY, '1d ago'],
    ['6 days 23 hours ago', 7 * DAY - HOUR, '6d ago'],
    ['exactly a week ago', 7 * DAY, 'May 13'],
    ['in a previous year', 150 * DAY, 'Dec 21, 2024'],
    ['a little in the future (clock skew)', -5 * MIN, 'Just now'],
  ])('says when an article %s came out', (_case, age, label) => {
    expect(relativeTime(ago(age), 'UTC', NOW)).toBe(label);
  });

  it("says 'Recently' for a date it cannot read", () => {
    expect(relativeTime('yesterday-ish', 'UTC', NOW)).toBe('Recently');
    expect(relativeTime(null, 'UTC', NOW)).toBe('Recently');
    expect(publishedDate('', 'UTC')).toBe('Recently');
  });

  it('gives team news the day it came out', () => {
    expect(publishedDate('2025-05-16T16:34:00Z', 'UTC')).toBe('May 16, 2025');
  });

  it("dates an article in the page's time zone", () => {
    expect(publishedDate('2025-05-16T02:00:00Z', 'America/Los_Angeles')).toBe('May 15, 2025');
    expect(publishedDate('2025-05-16T20:00:00Z', 'Asia/Tokyo')).toBe('May 17, 2025');
    // a week old in New York, and the year there is still the last one
    expect(relativeTime('2025-01-01T03:00:00Z', 'America/New_York', Date.parse('2025-01-09T12:00:00Z'))).toBe('Dec 31, 2024');
  });

  it('opens only web links', () => {
    expect(safeLink('https://www.espn.com/nfl/story/_/id/1/x')).toBe('https://www.espn.com/nfl/story/_/id/1/x');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('/relative/path')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });

  it('takes the first image that has a web address', () => {
    const image = { url: 'https://a.espncdn.com/photo.jpg', alt: 'Patrick Mahomes', width: 576, height: 324 };
    expect(firstImage({ images: [image, { ...image, url: 'https://b/2.jpg' }] })).toBe(image);
    expect(firstImage({ images: [] })).toBeNull();
    expect(firstImage({ images: [{ ...image, url: 'data:image/png;base64,xx' }] })).toBeNull();
  });
});
