import { PlayerSchema } from '@gg/contracts';
import { experienceFromDisplay, heightFromInches, playerFromAthlete, playerFromCoreAthlete, playersFromRoster, rosterItems } from './roster';
import { fixture } from './test-fixtures';

describe('roster -> players', () => {
  const roster = fixture('team_12_KC_roster.json');
  const players = playersFromRoster(roster);

  test('85 KC players across all groups, contract-valid', () => {
    expect(rosterItems(roster)).toHaveLength(85);
    expect(players).toHaveLength(85);
    for (const p of players) expect(PlayerSchema.parse(p)).toEqual(p);
  });

  test('Patrick Mahomes', () => {
    expect(players.find((p) => p.id === '3139477')).toEqual({
      id: '3139477',
      name: 'Patrick Mahomes',
      position: 'QB',
      jersey: '15',
      height: `6' 2"`,
      weight: 225,
      age: 29,
      experience: 8,
      college: 'Texas Tech',
      headshot: 'https://a.espncdn.com/i/headshots/nfl/players/full/3139477.png',
    });
  });

  test('missing jersey (24 of 85), age (9) and college (1) become null', () => {
    expect(players.filter((p) => p.jersey === null)).toHaveLength(24);
    expect(players.filter((p) => p.age === null)).toHaveLength(9);
    expect(players.filter((p) => p.college === null).map((p) => p.name)).toEqual(['Chukwuebuka Godrick']);
    expect(players.find((p) => p.name === 'Gardner Minshew')?.jersey).toBeNull();
  });

  test('the IR/out group is included', () => {
    expect(rosterItems(roster).filter((r) => r.group === 'injuredReserveOrOut').map((r) => r.athlete.id)).toEqual(['4427819', '4691084']);
  });
});

describe('other athlete shapes', () => {
  test('core athlete (college is a $ref -> null)', () => {
    const p = playerFromCoreAthlete(fixture('core_athlete_3139477.json'));
    expect(PlayerSchema.parse(p)).toEqual(p);
    expect(p).toMatchObject({ id: '3139477', name: 'Patrick Mahomes', position: 'QB', jersey: '15', weight: 225, experience: 8, college: null });
  });

  test('fallbacks: height from inches, weight from display, experience from text', () => {
    expect(heightFromInches(73)).toBe(`6' 1"`);
    expect(heightFromInches('x')).toBeNull();
    expect(experienceFromDisplay('Rookie')).toBe(0);
    expect(experienceFromDisplay('3rd Season')).toBe(3);
    const p = playerFromAthlete({ id: 1, firstName: 'A', lastName: 'B', height: 70, displayWeight: '200 lbs', college: 'Somewhere', displayJersey: '#9' });
    expect(p).toMatchObject({ id: '1', name: 'A B', height: `5' 10"`, weight: 200, college: 'Somewhere', jersey: '9', age: null, experience: null });
    expect(PlayerSchema.parse(p)).toEqual(p);
  });

  test('no id or no name -> skipped', () => {
    expect(playerFromAthlete({ displayName: 'X' })).toBeNull();
    expect(playerFromAthlete({ id: '1' })).toBeNull();
    expect(playersFromRoster({ athletes: [{ items: [{ id: '1', displayName: 'A' }, { displayName: 'no id' }, null] }] })).toHaveLength(1);
  });
});
