// The drives over HTTP: GET /api/games/{id}/live-data carries the drives that ended, and the live
// scores the drive under way, from the real Express app on port 0.
import { CompletedDriveSchema, GameSchema, LiveGameDataSchema } from '@gg/contracts';
import request from 'supertest';
import { createEspnProvider } from '../data-access/espn/espn-provider';
import { startFakeEspn, type FakeEspn } from '../data-access/espn/fake-espn-server';
import { createEspnHttpClient } from '../data-access/espn/http-client';
import { recordedApp } from '../test-support';

const REPLAY_GAME = '401547417';

describe('drives over the recorded provider (the replayed game)', () => {
  const t0 = Date.now();
  let fakeNow = t0;
  const sports = recordedApp({ speed: 60, now: () => new Date(fakeNow) });
  afterAll(() => sports.dispose());

  /** The game's detail is kept a few seconds: make the stored one old, so the next read asks the replay. */
  const ageDetail = () => sports.age(`detail:${REPLAY_GAME}`);
  const liveData = async () => LiveGameDataSchema.parse((await request(sports.app).get(`/api/games/${REPLAY_GAME}/live-data`).expect(200)).body);

  it('has no drives before kickoff', async () => {
    fakeNow = t0 + 1_000;
    expect((await liveData()).drives).toEqual([]);
  });

  it('carries the drives that ended so far, each placed after one of the feed\'s plays, beside a live game', async () => {
    await ageDetail();
    fakeNow = t0 + 60_000; // 3000 virtual s after the service started: well into the first half
    const data = await liveData();
    expect(data.drives!.length).toBeGreaterThan(2);
    const playIds = new Set(data.playByPlay.map((p) => p.id));
    for (const d of data.drives!) {
      expect(CompletedDriveSchema.parse(d)).toEqual(d);
      expect(playIds.has(d.endPlayId!)).toBe(true);
    }
    const slate = (await request(sports.app).get('/api/scores/live').expect(200)).body as unknown[];
    const game = slate.map((g) => GameSchema.parse(g)).find((g) => g.id === REPLAY_GAME)!;
    expect(game.status).toBe('live');
  });

  it('has them all once the game is over', async () => {
    await ageDetail();
    fakeNow = t0 + 215_000; // 12,900 virtual s: the game (about 11,600 s after a 600 s pregame) is final
    const data = await liveData();
    expect(data.drives).toHaveLength(20);
    expect(data.drives!.at(-1)).toMatchObject({ result: 'end-of-game' });
  });
});

describe('drives over the ESPN provider (recorded summary served by a fake ESPN)', () => {
  let espn: FakeEspn;
  beforeAll(async () => { espn = await startFakeEspn(); });
  afterAll(() => espn.close());

  it('live-data carries the summary\'s drives; a game whose summary has none carries an empty list', async () => {
    const client = createEspnHttpClient({ baseUrls: espn.baseUrls, timeoutMs: 2_000, backoffBaseMs: 5 });
    const sports = recordedApp({ provider: createEspnProvider({ client, baseUrls: espn.baseUrls, now: () => new Date('2025-12-07T19:00:37Z') }) });
    try {
      const data = LiveGameDataSchema.parse((await request(sports.app).get(`/api/games/${REPLAY_GAME}/live-data`).expect(200)).body);
      expect(data.drives).toHaveLength(20);
      expect(data.drives![0]).toMatchObject({ teamId: '9', plays: 3, yards: 37, elapsedSeconds: 66, result: 'punt' });
      const trimmed = LiveGameDataSchema.parse((await request(sports.app).get('/api/games/401547602/live-data').expect(200)).body);
      expect(trimmed.drives).toEqual([]);
    } finally {
      await sports.dispose();
    }
  });
});
