// Every normaliser must survive junk: [] / null, never an exception.
import * as N from './index';
import { JUNK } from './test-fixtures';

const LIST_FNS: Array<[string, (x: unknown) => unknown[]]> = [
  ['teamsFromList', N.teamsFromList],
  ['gamesFromScoreboard', N.gamesFromScoreboard],
  ['gamesFromTeamSchedule', N.gamesFromTeamSchedule],
  ['oddsFromScoreboardEvent', N.oddsFromScoreboardEvent],
  ['oddsFromPickcenter', (x) => N.oddsFromPickcenter(x)],
  ['oddsFromCore', (x) => N.oddsFromCore(x)],
  ['playsFromSummary', N.playsFromSummary],
  ['playsFromCore', N.playsFromCore],
  ['winProbabilitiesFrom', N.winProbabilitiesFrom],
  ['playersFromRoster', N.playersFromRoster],
  ['injuriesFromSummary', (x) => N.injuriesFromSummary(x)],
  ['injuriesFromSummary(generic)', (x) => N.injuriesFromSummary(x, { includeGeneric: true })],
  ['injuriesFromRoster', (x) => N.injuriesFromRoster(x)],
  ['injuryRefsFromCoreList', N.injuryRefsFromCoreList],
  ['newsFromArticles', N.newsFromArticles],
  ['standingsFrom', N.standingsFrom],
  ['seasonStatsListFromStats', (x) => N.seasonStatsListFromStats(x, '1')],
];

const NULLABLE_FNS: Array<[string, (x: unknown) => unknown]> = [
  ['teamFromEspn', (x) => N.teamFromEspn(x)],
  ['teamFromDetail', (x) => N.teamFromDetail(x, x)],
  ['gameFromScoreboardEvent', N.gameFromScoreboardEvent],
  ['gameFromSummary', N.gameFromSummary],
  ['situationFromScoreboardEvent', N.situationFromScoreboardEvent],
  ['situationFrom', (x) => N.situationFrom(x)],
  ['oddsFromItem', (x) => N.oddsFromItem(x)],
  ['playFrom', N.playFrom],
  ['playerFromAthlete', N.playerFromAthlete],
  ['playerFromCoreAthlete', N.playerFromCoreAthlete],
  ['playerFromProfile', N.playerFromProfile],
  ['playerBioFrom', (x) => N.playerBioFrom(x, x)],
  ['injuryFromItem', (x) => N.injuryFromItem(x)],
  ['injuryFromCore', (x) => N.injuryFromCore(x, { includeGeneric: true })],
  ['newsItemFrom', N.newsItemFrom],
  ['standingFromEntry', (x) => N.standingFromEntry(x, 2024)],
  ['seasonStatsFromStats', (x) => N.seasonStatsFromStats(x, '1')],
  ['seasonStatsFromOverview', (x) => N.seasonStatsFromOverview(x, '1')],
  ['advancedStatsFromStats', (x) => N.advancedStatsFromStats(x, '1')],
  ['advancedStatsFromSplits', (x) => N.advancedStatsFromSplits(x, '1')],
  ['advancedStatsFromGamelog', (x) => N.advancedStatsFromGamelog(x, '1')],
  ['headCoachFromRoster', N.headCoachFromRoster],
];

describe('garbage in -> empty out, never a throw', () => {
  test.each(LIST_FNS)('%s returns [] for junk', (_name, fn) => {
    for (const junk of JUNK) expect(fn(junk)).toEqual([]);
  });

  test.each(NULLABLE_FNS)('%s returns null for junk', (_name, fn) => {
    for (const junk of JUNK) expect(fn(junk)).toBeNull();
  });

  test('oddsByEventFromScoreboard returns {} for junk', () => {
    for (const junk of JUNK) expect(N.oddsByEventFromScoreboard(junk)).toEqual({});
  });

  test('deeply wrong types inside otherwise valid shapes', () => {
    const weird = {
      events: [{ id: '1', date: 'not a date', competitions: [{ competitors: 'x', status: 5 }] }, { id: '2', date: '2025-01-01T00:00Z', competitions: [{ competitors: [{ team: 'x', score: { value: 'NaN' } }], venue: [], weather: 'sunny', situation: [] }], status: { type: { state: 'in' }, period: 'two' } }],
    };
    const games = N.gamesFromScoreboard(weird);
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ id: '2', status: 'live', homeScore: 0, awayScore: 0, period: null, temperature: null, downDistance: null });
    expect(N.playsFromSummary({ drives: { previous: [{ plays: 'x' }, null, { plays: [{ id: {} }] }] } })).toEqual([]);
    expect(N.oddsFromCore({ items: [{ provider: { id: '1' }, spread: 'big', overUnder: {}, homeTeamOdds: { moneyLine: 'x' } }] })).toEqual([
      { id: '1', provider: 'Sportsbook 1', homeTeamSpread: null, awayTeamSpread: null, overUnder: null, awayTeamMoneyline: null, homeTeamMoneyline: null },
    ]);
  });
});
