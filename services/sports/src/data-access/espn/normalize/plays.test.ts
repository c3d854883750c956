import { PlaySchema, type Play } from '@gg/contracts';
import { isPenalty, isTurnover, playFrom, playsFromCore, playsFromSummary, winProbabilitiesFrom } from './plays';
import { fixture } from './test-fixtures';

const SUMMARY = 'summary_401547417_2023_wk2_GB_at_ATL_final.json';
const expectValid = (list: Play[]) => {
  for (const p of list) expect(PlaySchema.parse(p)).toEqual(p);
};
const byId = (list: Play[], id: string) => {
  const p = list.find((x) => x.id === id);
  if (!p) throw new Error(`play ${id} missing`);
  return p;
};

describe('summary drives -> plays', () => {
  const plays = playsFromSummary(fixture(SUMMARY));

  test('186 plays from 20 drives, in order, contract-valid', () => {
    expect(plays).toHaveLength(186);
    expectValid(plays);
    expect(plays[0]).toMatchObject({ id: '40154741739', quarter: 1, clock: '15:00', playType: 'Kickoff', yards: 0, awayScore: 0, homeScore: 0 });
    expect(plays[plays.length - 1]).toMatchObject({ playType: 'End of Game', awayScore: 24, homeScore: 25 });
  });

  test('10 scoring plays, matching the summary scoringPlays ids', () => {
    expect(plays.filter((p) => p.scoringPlay).map((p) => p.id)).toEqual([
      '401547417805', '4015474171123', '4015474171685', '4015474171984', '4015474172395',
      '4015474172764', '4015474172941', '4015474173262', '4015474173620', '4015474174100',
    ]);
  });

  test('interception return is a turnover (and only turnover in this game)', () => {
    expect(byId(plays, '401547417283')).toMatchObject({ playType: 'Pass Interception Return', turnover: true, yards: -2 });
    expect(plays.filter((p) => p.turnover).map((p) => p.id)).toEqual(['401547417283']);
  });

  test('penalties: type 8, accepted flags on other play types; declined flags do not count', () => {
    // Pass Incompletion wiped out by defensive pass interference.
    expect(byId(plays, '40154741755')).toMatchObject({ playType: 'Pass Incompletion', penalty: true, yards: 44 });
    const declined = plays.find((p) => p.description.includes('Defensive Offside, declined'));
    expect(declined).toMatchObject({ playType: 'Field Goal Good', penalty: false, scoringPlay: true });
    expect(plays.filter((p) => p.penalty)).toHaveLength(14);
  });
});

describe('core /plays page', () => {
  const core = playsFromCore(fixture('core_event_401547417_plays.json'));
  const summary = playsFromSummary(fixture(SUMMARY));

  test('25 plays (first page), coin toss in period 0', () => {
    expect(core).toHaveLength(25);
    expectValid(core);
    expect(core[0]).toMatchObject({ id: '4015474171', quarter: 0, playType: 'Coin Toss', clock: '15:00' });
  });

  test('same play ids agree with the summary', () => {
    const shared = core.filter((p) => summary.some((s) => s.id === p.id));
    expect(shared.length).toBe(24); // all but the coin toss
    for (const p of shared) expect(p).toEqual(byId(summary, p.id));
  });
});

describe('turnover / penalty rules', () => {
  test.each([
    [{ type: { id: '29', text: 'Fumble Recovery (Opponent)' } }, true],
    [{ type: { id: '9', text: 'Fumble Recovery (Own)' } }, false],
    [{ type: { id: '36', text: 'Interception Return Touchdown' } }, true],
    [{ type: { text: 'Fumble Return Touchdown' } }, true],
    [{ type: { text: 'Pass Reception' }, text: 'X pass INTERCEPTED by Y at Z 40.' }, true],
    [{ type: { text: 'Pass Incompletion' }, text: 'X pass INTERCEPTED by Y. PENALTY on Z, Roughing the Passer - No Play.' }, false],
    [{ type: { id: '5', text: 'Rush' }, text: 'FUMBLES, recovered by own team' }, false],
  ])('turnover %j -> %s', (p, expected) => {
    expect(isTurnover(p)).toBe(expected);
  });

  test('penalty', () => {
    expect(isPenalty({ type: { id: '8' } })).toBe(true);
    expect(isPenalty({ type: { text: 'Rush' }, text: 'Penalty on X, declined.' })).toBe(false);
    expect(isPenalty(null)).toBe(false);
  });

  test('defaults and skipping', () => {
    expect(playFrom({ text: 'no id' })).toBeNull();
    const p = playFrom({ id: 7 });
    expect(p).toEqual({ id: '7', quarter: 0, clock: '', playType: '', yards: 0, scoringPlay: false, turnover: false, penalty: false, description: '', awayScore: 0, homeScore: 0 });
    expect(PlaySchema.parse(p)).toEqual(p);
    // drives.current (live) is appended after previous drives, duplicates dropped.
    const live = playsFromSummary({ drives: { previous: [{ plays: [{ id: '1' }, { id: '2' }] }], current: { plays: [{ id: '2' }, { id: '3' }] } } });
    expect(live.map((x) => x.id)).toEqual(['1', '2', '3']);
  });
});

describe('win probability', () => {
  test('summary winprobability[] (187 points) and core /probabilities page (25)', () => {
    const summary = winProbabilitiesFrom(fixture(SUMMARY));
    expect(summary).toHaveLength(187);
    expect(summary[0]).toEqual({ playId: '4015474171', homeWinPercentage: 0.5168, awayWinPercentage: expect.closeTo(0.4832, 6), tiePercentage: 0 });
    const core = winProbabilitiesFrom(fixture('core_event_401547417_probabilities.json'));
    expect(core).toHaveLength(25);
    expect(core[0]?.playId).toBe('4015474171');
    expect(core[0]?.homeWinPercentage).toBe(summary[0]?.homeWinPercentage);
  });
});
