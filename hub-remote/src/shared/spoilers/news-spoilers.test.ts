import { DEFAULT_VIEWING_PREFERENCES, type ViewingPreferences } from '@gg/preferences';
import { newsRevealsResult, protectedTeamNames } from './news-spoilers';

const prefs = (spoilerSafe: ViewingPreferences['spoilerSafe']): ViewingPreferences => ({ ...DEFAULT_VIEWING_PREFERENCES, spoilerSafe });
const teams = [
  { id: '9', displayName: 'Green Bay Packers', name: 'Packers', abbreviation: 'GB' },
  { id: '1', displayName: 'Atlanta Falcons', name: 'Falcons', abbreviation: 'ATL' },
];
const item = (headline: string, description: string | null = null) => ({ headline, description });

describe('newsRevealsResult', () => {
  it('hides nothing while spoiler-safe is off', () => {
    expect(newsRevealsResult(item('Packers beat Falcons 27-20'), DEFAULT_VIEWING_PREFERENCES, { teams })).toBe(false);
  });

  it('for every team, hides any headline or description that states a result', () => {
    const all = prefs({ everything: true, teamIds: [] });
    expect(newsRevealsResult(item('Chiefs top Bills'), all, {})).toBe(true);
    expect(newsRevealsResult(item('Week 12 notebook', 'Detroit won 31-17 on Sunday.'), all, {})).toBe(true);
    expect(newsRevealsResult(item('Chiefs sign a receiver'), all, {})).toBe(false);
  });

  it('for chosen teams, hides results that name them, by any of their names', () => {
    const packers = prefs({ everything: false, teamIds: ['9'] });
    expect(protectedTeamNames(packers, teams)).toEqual(['Green Bay Packers', 'Packers', 'GB']);
    expect(newsRevealsResult(item('Packers edge Falcons'), packers, { teams })).toBe(true);
    expect(newsRevealsResult(item('GB wins in overtime'), packers, { teams })).toBe(true);
    expect(newsRevealsResult(item('Falcons stun Saints'), packers, { teams })).toBe(false);
    expect(newsRevealsResult(item('Packers sign a kicker'), packers, { teams })).toBe(false);
  });

  it('on a protected team’s own news, any result is theirs', () => {
    const packers = prefs({ everything: false, teamIds: ['9'] });
    expect(newsRevealsResult(item('Late field goal decides it, 23-20'), packers, { teams, pageTeamId: '9' })).toBe(true);
    expect(newsRevealsResult(item('Late field goal decides it, 23-20'), packers, { teams, pageTeamId: '1' })).toBe(false);
  });

  it('hides every result headline while the chosen teams’ names are unknown', () => {
    expect(newsRevealsResult(item('Chiefs top Bills'), prefs({ everything: false, teamIds: ['9'] }), {})).toBe(true);
  });
});
