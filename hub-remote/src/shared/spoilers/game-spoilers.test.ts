import { DEFAULT_VIEWING_PREFERENCES, type ViewingPreferences } from '@gg/preferences';
import { isGameProtected, matchupName } from './game-spoilers';

const prefs = (spoilerSafe: ViewingPreferences['spoilerSafe']): ViewingPreferences => ({ ...DEFAULT_VIEWING_PREFERENCES, spoilerSafe });
const game = { status: 'final', awayTeamId: '9', homeTeamId: '1' } as const;

describe('isGameProtected', () => {
  it('hides nothing while spoiler-safe is off', () => {
    expect(isGameProtected(DEFAULT_VIEWING_PREFERENCES, game)).toBe(false);
  });

  it('hides every started game for everything, and games a chosen team plays in', () => {
    expect(isGameProtected(prefs({ everything: true, teamIds: [] }), game)).toBe(true);
    expect(isGameProtected(prefs({ everything: false, teamIds: ['1'] }), game)).toBe(true);
    expect(isGameProtected(prefs({ everything: false, teamIds: ['9'] }), { ...game, status: 'live' })).toBe(true);
    expect(isGameProtected(prefs({ everything: false, teamIds: ['5'] }), game)).toBe(false);
  });

  it('has no result to hide before kickoff or for a game that is off', () => {
    const all = prefs({ everything: true, teamIds: [] });
    for (const status of ['scheduled', 'postponed', 'canceled'] as const) expect(isGameProtected(all, { ...game, status })).toBe(false);
    expect(isGameProtected(all, { ...game, status: 'in_progress' })).toBe(true);
    expect(isGameProtected(all, { ...game, status: 'delayed' })).toBe(true);
  });

  it('names the matchup for the reveal button', () => {
    expect(matchupName({ awayTeam: 'Green Bay Packers', homeTeam: 'Atlanta Falcons' })).toBe('Green Bay Packers at Atlanta Falcons');
  });
});
