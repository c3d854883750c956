// The live provider's game detail carries the win-probability series read from the summary.
import { WinProbabilitySeriesSchema } from '@gg/contracts';
import { createEspnProvider } from './espn-provider';
import { startFakeEspn, type FakeEspn } from './fake-espn-server';
import { createEspnHttpClient } from './http-client';

let espn: FakeEspn;
beforeAll(async () => { espn = await startFakeEspn(); });
afterAll(() => espn.close());
beforeEach(() => espn.reset());

const provider = () => createEspnProvider({
  client: createEspnHttpClient({ baseUrls: espn.baseUrls, timeoutMs: 2_000, backoffBaseMs: 5 }),
  baseUrls: espn.baseUrls,
  now: () => new Date('2025-12-07T19:00:37Z'),
});

describe('ESPN game detail: win chances', () => {
  it('carries the summary\'s series on the plays, ending with the last win probability, with no extra call', async () => {
    const detail = await provider().gameDetail('401547417');
    const series = detail!.winProbability!;
    expect(WinProbabilitySeriesSchema.parse(series)).toEqual(series);
    expect(series.length).toBeGreaterThan(150);
    const playIds = new Set(detail!.plays.map((p) => p.id));
    expect(series.every((p) => playIds.has(p.playId))).toBe(true);
    expect(series.at(-1)?.homeWinProbability).toBe(detail!.homeWinProbability);
    expect(espn.hits.filter((h) => /probabilities/.test(h))).toEqual([]);
  });

  it('is empty for a game package without probabilities', async () => {
    const detail = await provider().gameDetail('401547602');
    expect(detail?.winProbability).toEqual([]);
  });
});
