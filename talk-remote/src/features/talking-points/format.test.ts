import { LOCAL_TIME_ZONE, palette, type ColorName } from '@gg/ui';
import { supportNamedTimeZones } from '@gg/ui/named-time-zones';
import {
  bestUsedBy, CATEGORY_TABS, kickoffDay, RELEVANCE_COLOURS, relevanceColour, relevanceScore, relevanceText, retryIn, tabFor, talkingPointAge,
  withKickoffDay, type RelevanceColour,
} from './format';

supportNamedTimeZones();

describe('category tabs', () => {
  it('are All Topics, Live Games, Trending, Recent News and Upcoming, with the categories they ask for', () => {
    expect(CATEGORY_TABS.map((t) => [t.label, t.category])).toEqual([
      ['All Topics', undefined], ['Live Games', 'live_game'], ['Trending', 'trending'], ['Recent News', 'recent_performance'], ['Upcoming', 'upcoming'],
    ]);
  });

  it('open from the URL value, and anything unknown (or nothing) is All Topics', () => {
    expect(tabFor('').label).toBe('All Topics');
    expect(tabFor('live_game').label).toBe('Live Games');
    expect(tabFor('recent_performance').label).toBe('Recent News');
    expect(tabFor('all').label).toBe('All Topics');
    expect(tabFor('playoffs').label).toBe('All Topics');
  });
});

describe('relevance', () => {
  it.each<[number, RelevanceColour, string]>([
    [0, 'gray', '0/10 trending'],
    [3, 'gray', '3/10 trending'],
    [3.9, 'gray', '3.9/10 trending'],
    [4, 'blue', '4/10 trending'],
    [5.99, 'blue', '5.9/10 trending'],
    [6, 'orange', '6/10 trending'],
    [7.95, 'orange', '7.9/10 trending'],
    [8, 'red', '8/10 trending'],
    [10, 'red', '10/10 trending'],
  ])('%s is %s and reads "%s"', (score, colour, text) => {
    expect(relevanceColour(score)).toBe(colour);
    expect(relevanceText(score)).toBe(text);
  });

  it('keeps the shown score on the 0 to 10 scale, and never rounds it up to the next colour', () => {
    expect(relevanceScore(12)).toBe(10);
    expect(relevanceScore(-1)).toBe(0);
    expect(relevanceScore(Number.NaN)).toBe(0);
    expect(relevanceScore(8.3)).toBe(8.3);
    expect(relevanceScore(7.99)).toBe(7.9);
  });

  // WCAG relative luminance and contrast ratio
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const hex = (mode: 'light' | 'dark', name: ColorName) => {
    const value: string = palette[mode][name];
    expect(value).toMatch(/^#[0-9a-f]{6}$/i);
    return value;
  };

  it.each((['light', 'dark'] as const).flatMap((mode) => (Object.keys(RELEVANCE_COLOURS) as RelevanceColour[]).map((colour) => [mode, colour] as const)))(
    'the %s %s badge has text at 4.5:1 or more on its background, and stands out from the card',
    (mode, colour) => {
      const { background, text } = RELEVANCE_COLOURS[colour];
      expect(contrast(hex(mode, text), hex(mode, background))).toBeGreaterThanOrEqual(4.5);
      // a non-text edge: the badge shape itself is visible on the card (3:1)
      expect(contrast(hex(mode, background), hex(mode, 'surface'))).toBeGreaterThanOrEqual(3);
    },
  );

  it('gives the four levels four different backgrounds', () => {
    expect(new Set(Object.values(RELEVANCE_COLOURS).map((c) => c.background)).size).toBe(4);
  });
});

describe('age of a talking point', () => {
  const now = new Date(2030, 10, 22, 18, 0, 0).getTime(); // local time, so the dates read the same in every time zone
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;

  it.each<[string, string, string]>([
    ['59 seconds', ago(59 * S), 'Just now'],
    ['a clock a little ahead', ago(-30 * S), 'Just now'],
    ['1 minute', ago(60 * S), '1m ago'],
    ['59 minutes', ago(59 * M + 59 * S), '59m ago'],
    ['1 hour', ago(H), '1h ago'],
    ['23 hours', ago(23 * H + 59 * M), '23h ago'],
    ['a day', ago(24 * H), 'Nov 21'],
    ['last year', new Date(2029, 11, 30, 12).toISOString(), 'Dec 30, 2029'],
  ])('%s old (created %s) reads "%s"', (_label, createdAt, shown) => {
    expect(talkingPointAge(createdAt, LOCAL_TIME_ZONE, now)).toBe(shown);
  });

  it('is not shown when the date cannot be read', () => {
    expect(talkingPointAge('soon', LOCAL_TIME_ZONE, now)).toBeNull();
  });

  it('reads the date in the zone it is given', () => {
    const newYearsDayInLondon = Date.parse('2031-01-01T12:00:00Z');
    expect(talkingPointAge('2030-12-31T03:00:00Z', 'Europe/London', newYearsDayInLondon)).toBe('Dec 31, 2030');
    expect(talkingPointAge('2030-12-31T03:00:00Z', 'America/Los_Angeles', newYearsDayInLondon)).toBe('Dec 30, 2030');
    // in Tokyo it is already the 2nd of January 2031 and the point came out on the 31st: last year
    expect(talkingPointAge('2030-12-30T16:00:00Z', 'Asia/Tokyo', Date.parse('2031-01-01T16:00:00Z'))).toBe('Dec 31, 2030');
  });
});

describe('best used by', () => {
  it('is a weekday, date and time in the given time zone', () => {
    expect(bestUsedBy(new Date(2030, 10, 24, 13, 0).toISOString(), LOCAL_TIME_ZONE)).toBe('Sun, Nov 24, 1:00 PM');
    expect(bestUsedBy('2030-11-24T18:00:00Z', 'America/New_York')).toBe('Sun, Nov 24, 1:00 PM');
    expect(bestUsedBy('2030-11-24T18:00:00Z', 'Asia/Tokyo')).toBe('Mon, Nov 25, 3:00 AM');
  });
  it('is absent when not given or unreadable', () => {
    expect(bestUsedBy(undefined, 'UTC')).toBeNull();
    expect(bestUsedBy('later', 'UTC')).toBeNull();
  });
});

describe('retry wording', () => {
  it.each<[number | null, string | null]>([[null, null], [0, null], [30, 'in about a minute'], [60, 'in about a minute'], [61, 'in about 2 minutes'], [300, 'in about 5 minutes']])(
    '%s s -> %s',
    (seconds, words) => { expect(retryIn(seconds)).toBe(words); },
  );
});

describe('the day of a kickoff, as the reader says it in the reader\'s time zone', () => {
  // local times, so the days read the same in every time zone (Fri Nov 22 2030, 6 PM)
  const now = new Date(2030, 10, 22, 18, 0);
  const at = (day: number, hour: number, minute = 0) => new Date(2030, 10, day, hour, minute);

  it('is today or tonight, yesterday or last night, tomorrow or tomorrow night (evening from 5 PM)', () => {
    expect(kickoffDay(at(22, 13), now, LOCAL_TIME_ZONE)).toBe('today');
    expect(kickoffDay(at(22, 20, 15), now, LOCAL_TIME_ZONE)).toBe('tonight');
    expect(kickoffDay(at(21, 13), now, LOCAL_TIME_ZONE)).toBe('yesterday');
    expect(kickoffDay(at(21, 20, 15), now, LOCAL_TIME_ZONE)).toBe('last night');
    expect(kickoffDay(at(23, 16, 59), now, LOCAL_TIME_ZONE)).toBe('tomorrow');
    expect(kickoffDay(at(23, 17, 0), now, LOCAL_TIME_ZONE)).toBe('tomorrow night');
  });

  it('is a weekday within the week either way, else the date (with the year when it is another)', () => {
    expect(kickoffDay(at(24, 13), now, LOCAL_TIME_ZONE)).toBe('on Sunday');
    expect(kickoffDay(at(28, 20, 20), now, LOCAL_TIME_ZONE)).toBe('on Thursday');
    expect(kickoffDay(at(17, 13), now, LOCAL_TIME_ZONE)).toBe('on Sunday'); // last Sunday
    expect(kickoffDay(at(29, 13), now, LOCAL_TIME_ZONE)).toBe('on Nov 29');
    expect(kickoffDay(at(15, 13), now, LOCAL_TIME_ZONE)).toBe('on Nov 15');
    expect(kickoffDay(new Date(2031, 0, 5, 13), now, LOCAL_TIME_ZONE)).toBe('on Jan 5, 2031');
  });

  it('counts calendar days where the reader is, across midnight', () => {
    const lateNow = new Date(2030, 10, 22, 23, 50);
    expect(kickoffDay(new Date(2030, 10, 23, 0, 15), lateNow, LOCAL_TIME_ZONE)).toBe('tomorrow'); // 25 minutes away, but tomorrow
    expect(kickoffDay(new Date(2030, 10, 22, 20, 15), new Date(2030, 10, 23, 0, 30), LOCAL_TIME_ZONE)).toBe('last night');
  });

  it('fills the talk service\'s day markers, capitalized at the start of a sentence', () => {
    const kickoff = at(24, 13).toISOString();
    expect(withKickoffDay('The Bills play the Chiefs {when}.', kickoff, now.getTime(), LOCAL_TIME_ZONE)).toBe('The Bills play the Chiefs on Sunday.');
    expect(withKickoffDay('{When}: Bills at Chiefs, Chiefs by 3.', kickoff, now.getTime(), LOCAL_TIME_ZONE)).toBe('On Sunday: Bills at Chiefs, Chiefs by 3.');
    expect(withKickoffDay('{When}: Bills at Chiefs.', at(22, 20).toISOString(), now.getTime(), LOCAL_TIME_ZONE)).toBe('Tonight: Bills at Chiefs.');
    expect(withKickoffDay('Plain words stay as they are.', undefined, now.getTime(), LOCAL_TIME_ZONE)).toBe('Plain words stay as they are.');
    // a marker without its kickoff (a malformed point) never shows
    expect(withKickoffDay('The Bills play the Chiefs {when}.', undefined, now.getTime(), LOCAL_TIME_ZONE)).toBe('The Bills play the Chiefs.');
    expect(withKickoffDay('The Bills play the Chiefs {when}.', 'soon', now.getTime(), LOCAL_TIME_ZONE)).toBe('The Bills play the Chiefs.');
  });
});
