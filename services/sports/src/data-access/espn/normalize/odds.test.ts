import { BettingOddsSchema, type BettingOdds } from '@gg/contracts';
import { dedupeOdds, oddsByEventFromScoreboard, oddsFromCore, oddsFromItem, oddsFromPickcenter, oddsFromScoreboardEvent, providerName } from './odds';
import { arr, get, str } from './read';
import { fixture } from './test-fixtures';

const expectValid = (list: BettingOdds[]) => {
  for (const o of list) expect(BettingOddsSchema.parse(o)).toEqual(o);
};
const event = (file: string, id: string) => arr(get(fixture(file), 'events')).find((e) => str(get(e, 'id')) === id);

describe('scoreboard odds shape 1 (ESPN BET, May 2025: no moneyline block)', () => {
  const FILE = 'scoreboard_2025_reg_wk1_pregame_odds.json';
  const byEvent = oddsByEventFromScoreboard(fixture(FILE));

  test('one ESPN BET line for each of the 16 events', () => {
    expect(Object.keys(byEvent)).toHaveLength(16);
    for (const list of Object.values(byEvent)) {
      expect(list).toHaveLength(1);
      expectValid(list);
      expect(list[0]?.provider).toBe('ESPN BET');
    }
  });

  test('DAL @ PHI: PHI -7 is the home line, no moneylines', () => {
    expect(oddsFromScoreboardEvent(event(FILE, '401772510'))).toEqual([
      { id: '401772510:58', provider: 'ESPN BET', homeTeamSpread: -7, awayTeamSpread: 7, overUnder: 46.5, awayTeamMoneyline: null, homeTeamMoneyline: null },
    ]);
  });

  test('"EVEN" (spread 0) gives 0 on both sides, never -0', () => {
    const even = Object.values(byEvent).flat().find((o) => o.homeTeamSpread === 0);
    expect(even).toBeDefined();
    expect(Object.is(even?.awayTeamSpread, 0)).toBe(true);
  });

  test('away favourite: ARI -4 at NO -> home +4', () => {
    const list = Object.values(byEvent).flat();
    expect(list.filter((o) => o.homeTeamSpread === 4 && o.awayTeamSpread === -4).length).toBeGreaterThanOrEqual(1);
  });
});

describe('scoreboard odds shape 3 (DraftKings, Dec 2025: close/open strings)', () => {
  const FILE = 'scoreboard_2025_reg_wk14_live_20251207T190037Z.json';

  test('only the 5 pre-game events carry odds', () => {
    const byEvent = oddsByEventFromScoreboard(fixture(FILE));
    expect(Object.keys(byEvent).sort()).toEqual(['401772794', '401772822', '401772897', '401772901', '401772932']);
    expectValid(Object.values(byEvent).flat());
  });

  test('provider without a name falls back on its id (DEN @ LV)', () => {
    const [o] = oddsFromScoreboardEvent(event(FILE, '401772794'));
    expect(o).toEqual({
      id: '401772794:100',
      provider: 'DraftKings',
      homeTeamSpread: 8.5,
      awayTeamSpread: -8.5,
      overUnder: 40.5,
      // closing prices, not the opening +350 / -455
      homeTeamMoneyline: 360,
      awayTeamMoneyline: -470,
    });
  });

  test('named provider keeps ESPN spelling (CHI @ GB, GB -6.5 at home)', () => {
    const [o] = oddsFromScoreboardEvent(event(FILE, '401772897'));
    expect(o).toMatchObject({ provider: 'Draft Kings', homeTeamSpread: -6.5, awayTeamSpread: 6.5, overUnder: 44.5, homeTeamMoneyline: -305, awayTeamMoneyline: 245 });
  });

  test('providerName fallbacks', () => {
    expect(providerName({ id: '100' })).toBe('DraftKings');
    expect(providerName({ id: '40' })).toBe('DraftKings');
    expect(providerName({ id: '1234' })).toBe('Sportsbook 1234');
    expect(providerName({})).toBeNull();
  });
});

describe('scoreboard odds shape 2 (ESPN BET, 2025-12-01; shape as documented, no recorded fixture)', () => {
  const shape2 = {
    provider: { id: '58', name: 'ESPN BET', priority: 1 },
    details: 'KC -7',
    overUnder: 46.5,
    spread: -7,
    awayTeamOdds: { favorite: false, underdog: true, moneyLine: 280, spreadOdds: -115 },
    homeTeamOdds: { favorite: true, underdog: false, moneyLine: -360, spreadOdds: -105 },
    moneyline: { home: { close: { odds: '-360' } }, away: { close: { odds: '+280' } } },
    pointSpread: { home: { close: { line: '-7', odds: '-105' } }, away: { close: { line: '+7', odds: '-115' } } },
    total: { over: { close: { line: 'o46.5', odds: '-110' } }, under: { close: { line: 'u46.5', odds: '-110' } } },
  };

  test('numeric teamOdds.moneyLine + moneyline block', () => {
    const o = oddsFromItem(shape2, 'E1');
    expect(BettingOddsSchema.parse(o)).toEqual(o);
    expect(o).toEqual({ id: 'E1:58', provider: 'ESPN BET', homeTeamSpread: -7, awayTeamSpread: 7, overUnder: 46.5, homeTeamMoneyline: -360, awayTeamMoneyline: 280 });
  });

  test('string blocks alone are enough (spread/overUnder/teamOdds numbers missing)', () => {
    const { spread: _s, overUnder: _o, awayTeamOdds: _a, homeTeamOdds: _h, ...stringsOnly } = shape2;
    expect(oddsFromItem(stringsOnly)).toEqual({ id: '58', provider: 'ESPN BET', homeTeamSpread: -7, awayTeamSpread: 7, overUnder: 46.5, homeTeamMoneyline: -360, awayTeamMoneyline: 280 });
  });

  test('"EVEN" price parses as +100', () => {
    const o = oddsFromItem({ provider: { id: '9' }, moneyline: { home: { close: { odds: 'EVEN' } }, away: { open: { odds: '-120' } } } });
    expect(o).toMatchObject({ provider: 'Sportsbook 9', homeTeamMoneyline: 100, awayTeamMoneyline: -120, homeTeamSpread: null, awayTeamSpread: null, overUnder: null });
  });
});

describe('summary pickcenter', () => {
  test('CDN 2023 BAL @ JAX: BAL -4 away favourite, moneylines -215 / 180', () => {
    const list = oddsFromPickcenter(fixture('cdn_core_game_401547602_pickcenter_trimmed.json'));
    expectValid(list);
    expect(list).toEqual([
      { id: '401547602:58', provider: 'ESPN BET', homeTeamSpread: 4, awayTeamSpread: -4, overUnder: 41.5, awayTeamMoneyline: -215, homeTeamMoneyline: 180 },
    ]);
  });

  test('2023 site summary has pickcenter: [] -> []', () => {
    expect(oddsFromPickcenter(fixture('summary_401547417_2023_wk2_GB_at_ATL_final.json'))).toEqual([]);
  });
});

describe('core /odds', () => {
  const list = oddsFromCore(fixture('core_event_401547417_odds_list.json'));

  test('13 providers, unique, contract-valid, ids carry the event', () => {
    expect(list).toHaveLength(13);
    expectValid(list);
    expect(new Set(list.map((o) => o.id)).size).toBe(13);
    expect(list.every((o) => o.id.startsWith('401547417:'))).toBe(true);
    expect(list.map((o) => o.provider)).toContain('accuscore');
  });

  test('ESPN BET: ATL -2.5 at home, GB +135 / ATL -155', () => {
    expect(list[0]).toEqual({ id: '401547417:58', provider: 'ESPN BET', homeTeamSpread: -2.5, awayTeamSpread: 2.5, overUnder: 39.5, awayTeamMoneyline: 135, homeTeamMoneyline: -155 });
  });

  test('a provider with no numbers is kept with nulls (Bet 365)', () => {
    expect(list.find((o) => o.provider === 'Bet 365')).toEqual({
      id: '401547417:2000',
      provider: 'Bet 365',
      homeTeamSpread: null,
      awayTeamSpread: null,
      overUnder: null,
      awayTeamMoneyline: null,
      homeTeamMoneyline: null,
    });
  });

  test('single /odds/58 item equals the list entry', () => {
    expect(oddsFromCore(fixture('core_event_401547417_odds_provider_58.json'))).toEqual([list[0]]);
  });

  test('dedupe by provider id keeps the first', () => {
    const a = { id: 'E:58', provider: 'A', homeTeamSpread: 1, awayTeamSpread: -1, overUnder: null, awayTeamMoneyline: null, homeTeamMoneyline: null };
    expect(dedupeOdds([a, { ...a, provider: 'B' }, null])).toEqual([a]);
    expect(oddsFromCore({ items: [{ provider: { id: '40', name: 'DraftKings' } }, { provider: { id: '40', name: 'Dupe' } }, { provider: {} }] })).toHaveLength(1);
  });
});
