import { GameSummarySchema } from '@gg/contracts';
import { createEspnProvider } from './espn-provider';
import { startFakeEspn, type FakeEspn } from './fake-espn-server';
import { createEspnHttpClient } from './http-client';

let espn: FakeEspn;
beforeAll(async () => { espn = await startFakeEspn(); });
afterAll(() => espn.close());
beforeEach(() => espn.reset());

const provider = () => createEspnProvider({ client: createEspnHttpClient({ baseUrls: espn.baseUrls, timeoutMs: 2_000, backoffBaseMs: 5 }), baseUrls: espn.baseUrls });

describe('gameSummary() from ESPN', () => {
  it('reads the summary endpoint once: the game (its status) and its summary', async () => {
    const answer = await provider().gameSummary('401547417');
    expect(espn.hits).toEqual(['/apis/site/v2/sports/football/nfl/summary?event=401547417']);
    expect(answer?.game).toMatchObject({ id: '401547417', status: 'final' });
    expect(GameSummarySchema.parse(answer?.summary)).toEqual(answer?.summary);
    expect(answer?.summary.scoringPlays).toHaveLength(10);
  });

  it('null for an unknown game (404) and for ids that are not ids, which never reach a URL', async () => {
    const p = provider();
    await expect(p.gameSummary('401999999')).resolves.toBeNull();
    await expect(p.gameSummary('../teams')).resolves.toBeNull();
    expect(espn.hits.every((h) => h.includes('event=401999999'))).toBe(true);
  });
});
