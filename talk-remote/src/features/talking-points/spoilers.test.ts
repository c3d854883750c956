import type { TalkingPoint } from '@gg/contracts';
import { DEFAULT_VIEWING_PREFERENCES, type ViewingPreferences } from '@gg/preferences';
import { isAboutResult, isPointHidden } from './spoilers';

const prefs = (spoilerSafe: ViewingPreferences['spoilerSafe']): ViewingPreferences => ({ ...DEFAULT_VIEWING_PREFERENCES, spoilerSafe });
const point = (over: Partial<TalkingPoint>): TalkingPoint => ({
  id: 'p', category: 'upcoming', title: 'Packers visit Atlanta', talkingPoint: 'A big one on Sunday.', context: 'Both teams need it.',
  relevanceScore: 5, createdAt: '2030-11-22T18:00:00.000Z', ...over,
});
const teams = [
  { id: '9', displayName: 'Green Bay Packers', name: 'Packers', abbreviation: 'GB' },
  { id: '12', displayName: 'Kansas City Chiefs', name: 'Chiefs', abbreviation: 'KC' },
];

describe('isAboutResult', () => {
  it('counts live games, results and streaks, and any point that states a result or a record', () => {
    expect(isAboutResult(point({ category: 'live_game' }))).toBe(true);
    expect(isAboutResult(point({ category: 'recent_performance' }))).toBe(true);
    expect(isAboutResult(point({ category: 'trending', source: 'team:9' }))).toBe(true);
    expect(isAboutResult(point({ category: 'upcoming', context: 'The 7-2 Packers visit.' }))).toBe(true);
    expect(isAboutResult(point({ category: 'trending', source: 'article:1', title: 'Chiefs sign a receiver' }))).toBe(false);
    expect(isAboutResult(point({}))).toBe(false);
  });
});

describe('isPointHidden', () => {
  const result = point({ category: 'recent_performance', title: 'Packers hold on in Atlanta' });

  it('hides nothing while spoiler-safe is off', () => {
    expect(isPointHidden(result, DEFAULT_VIEWING_PREFERENCES, teams)).toBe(false);
  });

  it('hides every result point for everything', () => {
    expect(isPointHidden(result, prefs({ everything: true, teamIds: [] }), undefined)).toBe(true);
    expect(isPointHidden(point({}), prefs({ everything: true, teamIds: [] }), undefined)).toBe(false);
  });

  it('for chosen teams, hides the result points about them (by name, or a streak by team id)', () => {
    const packers = prefs({ everything: false, teamIds: ['9'] });
    expect(isPointHidden(result, packers, teams)).toBe(true);
    expect(isPointHidden(point({ category: 'recent_performance', title: 'Chiefs top Bills' }), packers, teams)).toBe(false);
    expect(isPointHidden(point({ category: 'trending', source: 'team:9', title: 'Hot streak' }), packers, teams)).toBe(true);
    expect(isPointHidden(point({ category: 'trending', source: 'team:12', title: 'Packers fans watch a hot streak' }), packers, teams)).toBe(false);
  });

  it('hides every result point while the team names are unknown', () => {
    expect(isPointHidden(point({ category: 'recent_performance', title: 'Chiefs top Bills' }), prefs({ everything: false, teamIds: ['9'] }), undefined)).toBe(true);
  });
});
