import { InjurySchema, type Injury } from '@gg/contracts';
import { athleteIdFrom, injuriesFromRoster, injuriesFromSummary, injuryFromCore, injuryRefsFromCoreList, mapInjuryStatus } from './injuries';
import { fixture } from './test-fixtures';

const expectValid = (list: Injury[]) => {
  for (const i of list) expect(InjurySchema.parse(i)).toEqual(i);
};

describe('mapInjuryStatus', () => {
  test.each([
    ['INJURY_STATUS_OUT', null, 'out'],
    ['INJURY_STATUS_DOUBTFUL', null, 'doubtful'],
    ['INJURY_STATUS_QUESTIONABLE', null, 'questionable'],
    ['INJURY_STATUS_PROBABLE', null, 'probable'],
    ['INJURY_STATUS_IR', null, 'injured-reserve'],
    ['INJURY_STATUS_SUSPENSION', null, 'suspended'],
    ['INJURY_STATUS_ACTIVE', null, 'generic'],
    [null, 'Day-To-Day', 'day-to-day'],
    [null, 'Injured Reserve', 'injured-reserve'],
    [null, 'Out', 'out'],
    [null, 'Physically Unable to Perform', null],
  ])('%s / %s -> %s', (type, text, expected) => {
    expect(mapInjuryStatus(type, text)).toBe(expected);
  });
});

describe('summary injuries[] (team groups)', () => {
  const list = injuriesFromSummary(fixture('summary_401547417_2023_wk2_GB_at_ATL_final.json'));

  test('10 questionable entries, 5 per team, contract-valid', () => {
    expect(list).toHaveLength(10);
    expectValid(list);
    expect(list.every((i) => i.status === 'questionable')).toBe(true);
    expect(list.filter((i) => i.teamId === '1')).toHaveLength(5);
    expect(list.filter((i) => i.teamName === 'Green Bay Packers')).toHaveLength(5);
  });

  test('details: type, side, detail, return date; "Not Specified" dropped', () => {
    expect(list[0]).toEqual({
      id: '4428713:2025-02-11T03:06Z',
      teamId: '1',
      teamName: 'Atlanta Falcons',
      playerId: '4428713',
      playerName: 'Bralen Trice',
      status: 'questionable',
      injuryType: 'Knee - ACL',
      description: 'Left Knee - ACL (Surgery)',
      dateReported: '2025-02-11T03:06Z',
      expectedReturn: '2025-08-01',
    });
    expect(list.find((i) => i.playerName === 'Jase McClellan')).toMatchObject({ injuryType: 'Knee', description: 'Knee' });
    expect(list.find((i) => i.playerName === 'Romeo Doubs')).toMatchObject({ injuryType: 'Concussion', description: 'Concussion' });
  });

  test('CDN package without injuries -> []', () => {
    expect(injuriesFromSummary(fixture('cdn_core_game_401547602_pickcenter_trimmed.json'))).toEqual([]);
  });
});

describe('ACTIVE entries and league-feed shape', () => {
  const feed = {
    injuries: [
      {
        id: '8',
        displayName: 'Detroit Lions',
        injuries: [
          { status: 'Active', date: '2025-10-20T12:00Z', athlete: { id: '1', displayName: 'Playing Guy' }, type: { id: '0', name: 'INJURY_STATUS_ACTIVE', description: 'active', abbreviation: 'A' } },
          {
            status: 'Out',
            date: '2025-10-21T12:00Z',
            // 2026 report: league-feed athletes without id -> read it from the player-card link.
            athlete: { displayName: 'Linked Guy', links: [{ href: 'https://www.espn.com/nfl/player/_/id/4362249/jayden-reed' }] },
            type: { id: '4', name: 'INJURY_STATUS_OUT', description: 'out', abbreviation: 'O' },
            details: { type: 'Ankle', side: 'Not Specified', detail: 'Not Specified', returnDate: '2025-11-02' },
          },
          { status: 'Questionable', athlete: { displayName: 'No Id At All' }, type: { name: 'INJURY_STATUS_QUESTIONABLE' } },
        ],
      },
    ],
  };

  test('ACTIVE dropped by default; athlete id from links; items without any id skipped', () => {
    const list = injuriesFromSummary(feed);
    expectValid(list);
    expect(list).toEqual([
      {
        id: '4362249:2025-10-21T12:00Z',
        teamId: '8',
        teamName: 'Detroit Lions',
        playerId: '4362249',
        playerName: 'Linked Guy',
        status: 'out',
        injuryType: 'Ankle',
        description: 'Ankle',
        dateReported: '2025-10-21T12:00Z',
        expectedReturn: '2025-11-02',
      },
    ]);
  });

  test('includeGeneric keeps ACTIVE with status null and injuryType INJURY_STATUS_ACTIVE', () => {
    const list = injuriesFromSummary(feed, { includeGeneric: true });
    expectValid(list);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ playerId: '1', status: null, injuryType: 'INJURY_STATUS_ACTIVE' });
  });

  test('athleteIdFrom', () => {
    expect(athleteIdFrom({ id: '5' })).toBe('5');
    expect(athleteIdFrom({ $ref: 'http://x/athletes/77?lang=en' })).toBe('77');
    expect(athleteIdFrom({ links: [{ href: 'nope' }] })).toBeNull();
  });
});

describe('core injury resource', () => {
  const core = fixture('core_athlete_4426502_injury_598153.json');

  test('INJURY_STATUS_ACTIVE item is dropped by default', () => {
    expect(injuryFromCore(core)).toBeNull();
  });

  test('kept with includeGeneric: ids from $refs, team name from the reference table', () => {
    const i = injuryFromCore(core, { includeGeneric: true });
    expect(InjurySchema.parse(i)).toEqual(i);
    expect(i).toEqual({
      id: '598153',
      teamId: '1',
      teamName: 'Atlanta Falcons',
      playerId: '4426502',
      playerName: null,
      status: null,
      injuryType: 'INJURY_STATUS_ACTIVE',
      description: "The Falcons are exercising their fifth-year option on London's rookie contract, Adam Schefter of ESPN reports.",
      dateReported: '2025-04-30T14:46Z',
      expectedReturn: null,
    });
  });

  test('a non-active core item keeps its status', () => {
    const i = injuryFromCore({ id: '9', athlete: { $ref: 'http://sports.core.api.espn.pvt/v2/x/athletes/42' }, type: { name: 'INJURY_STATUS_DOUBTFUL', description: 'doubtful' }, status: 'Doubtful' });
    expect(i).toMatchObject({ id: '9', playerId: '42', status: 'doubtful', injuryType: null, teamId: null });
  });

  test('team injuries list -> 71 https refs', () => {
    const refs = injuryRefsFromCoreList(fixture('core_team_8_DET_injuries_list_2025.json'));
    expect(refs).toHaveLength(71);
    expect(refs.every((r) => r.startsWith('https://sports.core.api.espn.com/v2/sports/football/leagues/nfl/seasons/2025/athletes/'))).toBe(true);
  });
});

describe('roster injuries', () => {
  test('6 KC entries: 4 questionable, IR, out', () => {
    const list = injuriesFromRoster(fixture('team_12_KC_roster.json'));
    expectValid(list);
    expect(list.map((i) => [i.playerName, i.status])).toEqual([
      ['Gardner Minshew', 'questionable'],
      ['Skyy Moore', 'questionable'],
      ['Rashee Rice', 'questionable'],
      ['Jared Wiley', 'questionable'],
      ['Justin Lockhart', 'injured-reserve'],
      ['BJ Thompson', 'out'],
    ]);
    expect(list[4]).toMatchObject({ id: '4427819:2025-05-08T00:29Z', teamId: '12', teamName: 'Kansas City Chiefs', injuryType: null, dateReported: '2025-05-08T00:29Z' });
  });

  test('athlete status / suspended group without injury entries', () => {
    const roster = {
      team: { id: '1', displayName: 'T' },
      athletes: [
        { position: 'offense', items: [{ id: '1', displayName: 'D', status: { name: 'Day-To-Day', type: 'day-to-day' }, injuries: [] }, { id: '2', displayName: 'A', status: { name: 'Active' }, injuries: [] }] },
        { position: 'suspended', items: [{ id: '3', displayName: 'S', status: { name: 'Active' } }] },
      ],
    };
    const list = injuriesFromRoster(roster);
    expectValid(list);
    expect(list.map((i) => [i.playerId, i.status])).toEqual([
      ['1', 'day-to-day'],
      ['3', 'suspended'],
    ]);
  });
});
