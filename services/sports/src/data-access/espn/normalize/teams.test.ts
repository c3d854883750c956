import { TeamSchema } from '@gg/contracts';
import { fixture } from './test-fixtures';
import { headCoachFromRoster, teamFromDetail, teamFromEspn, teamsFromList } from './teams';
import { TEAM_REFERENCE, teamReferenceByAbbreviation } from './teams-reference';

describe('teams', () => {
  const teams = teamsFromList(fixture('teams_list.json'));

  test('teams list -> 32 contract-valid teams', () => {
    expect(teams).toHaveLength(32);
    for (const t of teams) expect(TeamSchema.parse(t)).toEqual(t);
    expect(new Set(teams.map((t) => t.id)).size).toBe(32);
  });

  test('known team values from the list', () => {
    const ari = teams.find((t) => t.id === '22');
    expect(ari).toMatchObject({
      abbreviation: 'ARI',
      name: 'Cardinals',
      displayName: 'Arizona Cardinals',
      primaryColor: '#a40227',
      secondaryColor: '#ffffff',
      logo: 'https://a.espncdn.com/i/teamlogos/nfl/500/ari.png',
      conference: 'NFC',
      division: 'NFC West',
      venue: 'State Farm Stadium',
      location: 'Glendale, AZ',
      headCoach: null,
    });
    expect(teams.find((t) => t.id === '28')?.abbreviation).toBe('WSH');
    expect(teams.filter((t) => t.conference === 'AFC')).toHaveLength(16);
    expect(teams.every((t) => t.division !== null && t.founded !== null)).toBe(true);
  });

  test('reference table covers exactly the ESPN ids, 4 teams per division', () => {
    expect(TEAM_REFERENCE.map((t) => t.id).sort()).toEqual(teams.map((t) => t.id).sort());
    const byDivision = new Map<string, number>();
    for (const t of TEAM_REFERENCE) byDivision.set(t.division, (byDivision.get(t.division) ?? 0) + 1);
    expect([...byDivision.values()]).toEqual(Array(8).fill(4));
    // Abbreviations agree with what ESPN sends.
    for (const t of teams) expect(teamReferenceByAbbreviation(t.abbreviation)?.id).toBe(t.id);
  });

  test('team detail + roster -> KC with venue from ESPN and coach from roster', () => {
    const kc = teamFromDetail(fixture('team_12_KC_detail.json'), fixture('team_12_KC_roster.json'));
    expect(TeamSchema.parse(kc)).toEqual(kc);
    expect(kc).toMatchObject({
      id: '12',
      abbreviation: 'KC',
      primaryColor: '#e31837',
      conference: 'AFC',
      division: 'AFC West',
      headCoach: 'Andy Reid',
      venue: 'GEHA Field at Arrowhead Stadium',
      location: 'Kansas City, MO',
      founded: 1960,
    });
    expect(headCoachFromRoster(fixture('team_12_KC_roster.json'))).toBe('Andy Reid');
    expect(teamFromDetail(fixture('team_12_KC_detail.json'))?.headCoach).toBeNull();
  });

  test('unknown team falls back to ESPN groups for conference, else Unknown', () => {
    const t = teamFromEspn({ id: '99', abbreviation: 'XX', displayName: 'X Team', name: 'X', color: 'zz', groups: { parent: { id: '7' } } });
    expect(t).toMatchObject({ conference: 'NFC', division: null, primaryColor: null, founded: null });
    expect(TeamSchema.parse(t)).toEqual(t);
    expect(teamFromEspn({ id: '98', displayName: 'Y', abbreviation: 'Y' })?.conference).toBe('Unknown');
    expect(teamFromEspn({ displayName: 'No id' })).toBeNull();
  });
});
