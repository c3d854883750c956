import { LiveGameDataSchema } from '@gg/contracts';
import request from 'supertest';
import { recordedApp } from '../test-support';

const REPLAY_GAME = '401547417';

describe('GET /api/games/:id/live-data carries the win chances', () => {
  const t0 = Date.now();
  let fakeNow = t0;
  // 60x: kickoff 10 s (real) in, the game over about 3 minutes later
  const sports = recordedApp({ speed: 60, now: () => new Date(fakeNow) });
  afterAll(() => sports.dispose());

  const liveData = async () => LiveGameDataSchema.parse((await request(sports.app).get(`/api/games/${REPLAY_GAME}/live-data`).expect(200)).body);
  /** Makes the stored answer old, so the next read asks the provider (the replay) again. */
  const forget = () => sports.age(`detail:${REPLAY_GAME}`);

  it('an empty series before kickoff, for a game with no win probabilities', async () => {
    const data = await liveData();
    expect(data.playByPlay).toEqual([]);
    expect(data.winProbability).toEqual([]);
    const upcoming = (await request(sports.app).get('/api/games/upcoming').expect(200)).body as Array<{ id: string }>;
    const other = LiveGameDataSchema.parse((await request(sports.app).get(`/api/games/${upcoming[0]!.id}/live-data`).expect(200)).body);
    expect(other.winProbability).toEqual([]);
  });

  it('the points so far while live, each on a play of the feed, in game order', async () => {
    fakeNow = t0 + 60_000;
    await forget();
    const data = await liveData();
    expect(data.winProbability!.length).toBeGreaterThan(0);
    const order = new Map(data.playByPlay.map((p, i) => [p.id, i]));
    const positions = data.winProbability!.map((p) => order.get(p.playId));
    expect(positions.every((i) => i !== undefined)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a! - b!));
    expect(data.winProbability!.length).toBeLessThan(150);
  });
});
