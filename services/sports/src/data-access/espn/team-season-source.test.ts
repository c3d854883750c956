import { TeamSeasonSchema } from '@gg/contracts';
import { createEspnProvider } from './espn-provider';
import { startFakeEspn, type FakeEspn } from './fake-espn-server';
import { createEspnHttpClient } from './http-client';

let espn: FakeEspn;
beforeAll(async () => { espn = await startFakeEspn(); });
afterAll(() => espn.close());
beforeEach(() => espn.reset());

function setup(at: Date) {
  const client = createEspnHttpClient({ baseUrls: espn.baseUrls, timeoutMs: 2_000, backoffBaseMs: 5 });
  const softErrors: string[] = [];
  return { provider: createEspnProvider({ client, baseUrls: espn.baseUrls, now: () => at, onSoftError: (what) => softErrors.push(what) }), softErrors };
}

describe('teamSeason() over ESPN (the fake serves the recorded responses)', () => {
  it("asks for this season's schedule with explicit params, the standings of that season and core leaders", async () => {
    const { provider, softErrors } = setup(new Date('2023-12-01T12:00:00Z'));
    const season = TeamSeasonSchema.parse(await provider.teamSeason('12'));
    expect(espn.hits).toEqual(expect.arrayContaining([
      '/apis/site/v2/sports/football/nfl/teams/12/schedule?season=2023&seasontype=2',
      '/apis/v2/sports/football/nfl/standings?season=2023',
    ]));
    expect(season.games).toHaveLength(17);
    // the fake's standings are 2024's: not paired with the 2023 schedule, the record is worked out from it
    expect(season.record).toMatchObject({ season: 2023, overall: { wins: 11, losses: 6, ties: 0 } });
    // no recorded leaders: the page is told, and the rest still answers
    expect(season.completeness.leaders).toBe('none');
    expect(softErrors).toContain('team leaders');
  });

  it('an abbreviation works as the id; an unknown team is null (a 404 above)', async () => {
    const { provider } = setup(new Date('2023-12-01T12:00:00Z'));
    expect((await provider.teamSeason('kc'))?.teamId).toBe('12');
    expect(await provider.teamSeason('99')).toBeNull();
    expect(await provider.teamSeason('../x')).toBeNull();
  });

  it("a season with nothing left to play takes the next game from the league's coming slate", async () => {
    const { provider } = setup(new Date('2025-09-01T12:00:00Z'));
    const season = await provider.teamSeason('12');
    expect(espn.hits.some((h) => h.startsWith('/apis/site/v2/sports/football/nfl/scoreboard?dates=202509'))).toBe(true);
    expect(season?.nextGame).toMatchObject({ status: 'scheduled', opponent: { abbreviation: 'LAC' } });
  });
});
