/**
 * The talk service's HTTP API, against the real Express app on port 0 and a fake sports service
 * (another Express app on port 0) answering the recorded game day.
 */
import { ApiErrorSchema, TalkingPointSchema, TalkingPointsRefreshSchema, type Game, type TalkingPoint } from '@gg/contracts';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTalkApp } from './app';
import { createSportsClient } from './data-access/sports-client';
import { openTalkingPointStore, type TalkingPointStore } from './data-access/talking-point-store';
import { startFakeSports, type FakeSports } from './test/fake-sports-service';
import { ANSWERS, CAPTURED_AT, replayAt, replayFinal, REPLAY_ID } from './test/recorded-game-day';

const now = () => CAPTURED_AT; // the moment the recorded answers describe
const quiet = () => {};

interface Running { url: string; store: TalkingPointStore; service: ReturnType<typeof createTalkApp>; close(): Promise<void> }

async function startTalk(sportsUrl: string, store: TalkingPointStore = openTalkingPointStore(':memory:')): Promise<Running> {
  const sports = createSportsClient({ baseUrl: sportsUrl, timeoutMs: 2_000, log: quiet });
  const service = createTalkApp({ store, sports, now, log: quiet });
  const server: Server = await new Promise((resolve) => {
    const s = service.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    store,
    service,
    async close() {
      await service.stop();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      store.close();
    },
  };
}

const list = async (url: string, qs = 'limit=50'): Promise<TalkingPoint[]> => {
  const res = await request(url).get(`/api/water-cooler-talk?${qs}`).expect(200);
  return res.body as TalkingPoint[];
};

describe('talk service API (recorded game day from a fake sports service)', () => {
  let sports: FakeSports;
  let talk: Running;
  beforeAll(async () => {
    sports = await startFakeSports(ANSWERS);
    talk = await startTalk(sports.url);
  });
  afterAll(async () => {
    await talk.close();
    await sports.stop();
  });

  it('POST /refresh generates points from the sports data; GET lists them, most relevant first', async () => {
    const res = await request(talk.url).post('/api/water-cooler-talk/refresh').expect(200).expect('Content-Type', /json/);
    const body = TalkingPointsRefreshSchema.parse(res.body);
    expect(body.generated).toBeGreaterThan(15);
    expect(body.stored).toBe(body.generated);
    expect(body.updatedAt).toBe(CAPTURED_AT.toISOString());

    const all = await list(talk.url);
    expect(all).toHaveLength(body.generated);
    for (const p of all) TalkingPointSchema.parse(p);
    const scores = all.map((p) => p.relevanceScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(all[0]).toMatchObject({ id: `recent_performance:game:${REPLAY_ID}`, title: 'Falcons rally past the Packers' });
    expect(new Set(all.map((p) => p.category))).toEqual(new Set(['recent_performance', 'upcoming', 'trending']));
    // a game's day goes out as its kickoff, for the reader's app to word in the reader's time zone
    expect(all[0]?.talkingPoint).toMatch(/\{when\}\.$/);
    expect(Date.parse(all[0]?.kickoff ?? '')).not.toBeNaN();
    expect(all.filter((p) => /\{[Ww]hen\}/.test(`${p.talkingPoint} ${p.context}`)).every((p) => p.kickoff !== undefined)).toBe(true);

    const upcoming = await list(talk.url, 'category=upcoming&limit=20');
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((p) => p.category === 'upcoming')).toBe(true);
    expect(await list(talk.url, 'limit=3')).toHaveLength(3);
    expect((await list(talk.url, '')).length).toBe(Math.min(20, all.length)); // the default page: 20 points
  });

  it('regenerating updates points in place: nothing duplicated, an unchanged point is not rewritten', async () => {
    const before = await list(talk.url);
    const res = await request(talk.url).post('/api/water-cooler-talk/refresh').expect(200);
    expect(res.body).toMatchObject({ generated: before.length, stored: 0 });
    expect(await list(talk.url)).toEqual(before);
  });

  it('two refreshes at the same time do the work once, and both get its result', async () => {
    sports.setDelay(150);
    const reads = sports.hits('/api/scores/live');
    try {
      const [a, b] = await Promise.all([
        request(talk.url).post('/api/water-cooler-talk/refresh').expect(200),
        request(talk.url).post('/api/water-cooler-talk/refresh').expect(200),
      ]);
      expect(a.body).toEqual(b.body);
      expect(sports.hits('/api/scores/live')).toBe(reads + 1);
    } finally {
      sports.setDelay(0);
    }
    // and once it is over, the next refresh runs again
    await request(talk.url).post('/api/water-cooler-talk/refresh').expect(200);
    expect(sports.hits('/api/scores/live')).toBe(reads + 2);
  });

  it.each([
    ['category=gossip', /Unknown category "gossip"/],
    ['category=live_game&category=upcoming', /Unknown category/],
    ['limit=0', /limit must be a whole number from 1 to 50/],
    ['limit=500', /limit must be a whole number/],
    ['limit=abc', /limit must be a whole number/],
    ['limit=2.5', /limit must be a whole number/],
  ])('GET with %s is a clear 400 in JSON', async (qs, message) => {
    const res = await request(talk.url).get(`/api/water-cooler-talk?${qs}`).expect(400).expect('Content-Type', /json/);
    expect(ApiErrorSchema.parse(res.body).error).toMatchObject({ status: 400, code: 'bad_request' });
    expect(res.body.error.message).toMatch(message);
  });

  it('POST /refresh with a body is a 400 (it takes none); no body or an empty JSON object is fine', async () => {
    const withJson = await request(talk.url).post('/api/water-cooler-talk/refresh').send({ force: true }).expect(400);
    expect(withJson.body.error.message).toMatch(/takes no body/);
    const withText = await request(talk.url).post('/api/water-cooler-talk/refresh').set('Content-Type', 'text/plain').send('please').expect(400);
    expect(withText.body.error.code).toBe('bad_request');
    const broken = await request(talk.url).post('/api/water-cooler-talk/refresh').set('Content-Type', 'application/json').send('{"oops":').expect(400);
    expect(broken.body.error.code).toBe('bad_request');
    await request(talk.url).post('/api/water-cooler-talk/refresh').set('Content-Type', 'application/json').expect(200);
    await request(talk.url).post('/api/water-cooler-talk/refresh').send({}).expect(200);
  });

  it('GET says how fresh its answer is: revalidated every time (points change with live games), with an ETag for 304s', async () => {
    const first = await request(talk.url).get('/api/water-cooler-talk').expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    await request(talk.url).get('/api/water-cooler-talk').set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('reports its points and last refresh on /healthz', async () => {
    const res = await request(talk.url).get('/healthz').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', service: 'talk', lastRefreshError: null, liveStream: 'off' });
    expect(res.body.talkingPoints).toBeGreaterThan(15);
    expect(res.body.lastRefreshAt).toEqual(expect.any(String));
  });
});

describe('talk service readiness', () => {
  it('is ready while its store answers, even with the sports service down, and not once the store is closed', async () => {
    const talk = await startTalk('http://127.0.0.1:9'); // nothing listens there
    try {
      expect((await request(talk.url).get('/readyz').expect(200)).body).toEqual({ status: 'ready', service: 'talk' });
      talk.store.close();
      const res = await request(talk.url).get('/readyz').expect(503);
      expect(res.body.reasons[0]).toMatch(/^the talking-point store does not answer: /);
    } finally {
      await talk.close().catch(() => {}); // its store is closed already
    }
  });
});

describe('talk service with the sports service down', () => {
  it('still serves what it stored; the refresh answers 503 sports_unavailable with Retry-After', async () => {
    const sports = await startFakeSports(ANSWERS);
    const talk = await startTalk(sports.url);
    try {
      await request(talk.url).post('/api/water-cooler-talk/refresh').expect(200);
      const stored = await list(talk.url);
      await sports.stop(); // its port now refuses connections

      const res = await request(talk.url).post('/api/water-cooler-talk/refresh').expect(503).expect('Content-Type', /json/);
      expect(res.headers['retry-after']).toBe('30');
      expect(ApiErrorSchema.parse(res.body)).toEqual({
        error: { status: 503, code: 'sports_unavailable', message: expect.stringMatching(/sports service is unavailable \(GET \/api\/.+: connection refused\)/), requestId: expect.any(String) },
      });
      expect(await list(talk.url)).toEqual(stored);
      const health = await request(talk.url).get('/healthz').expect(200);
      expect(health.body).toMatchObject({ status: 'degraded', lastRefreshError: expect.stringMatching(/connection refused/) });
    } finally {
      await talk.close();
    }
  });

  it('generates from the sources that answered when only some fail', async () => {
    const sports = await startFakeSports({ ...ANSWERS, '/api/news': 500, '/api/standings': 502 });
    const talk = await startTalk(sports.url);
    try {
      const res = await request(talk.url).post('/api/water-cooler-talk/refresh').expect(200);
      expect(res.body.generated).toBeGreaterThan(5);
      const points = await list(talk.url);
      expect(points.some((p) => p.source?.startsWith('article:'))).toBe(false);
      expect(points.some((p) => p.category === 'recent_performance')).toBe(true);
    } finally {
      await talk.close();
      await sports.stop();
    }
  });
});

describe('talk service restart', () => {
  it('keeps its talking points in the SQLite file', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'gg-talk-')), 'talk.sqlite');
    const sports = await startFakeSports(ANSWERS);
    const first = await startTalk(sports.url, openTalkingPointStore(file));
    await request(first.url).post('/api/water-cooler-talk/refresh').expect(200);
    const before = await list(first.url);
    await first.close();
    await sports.stop();

    const second = await startTalk(sports.url, openTalkingPointStore(file)); // sports still down
    try {
      expect(await list(second.url)).toEqual(before);
      expect(before.length).toBeGreaterThan(15);
    } finally {
      await second.close();
    }
  });
});

describe('talk service following the live-score stream', () => {
  it('regenerates a game pushed live, ends its live point at the final and puts the result in its place', async () => {
    const pregame = replayAt(0).game;
    const sports = await startFakeSports({ ...ANSWERS, '/api/scores/live': (ANSWERS['/api/scores/live'] as Game[]).map((g) => (g.id === REPLAY_ID ? { ...pregame, status: 'scheduled', statusDetail: 'Scheduled', period: null, clock: null } : g)) });
    const talk = await startTalk(sports.url);
    const live = (k: number | 'final') => {
      const { game, detail } = k === 'final' ? replayFinal() : replayAt(k);
      sports.answers.set(`/api/games/${REPLAY_ID}/live-data`, { gameId: REPLAY_ID, lastUpdated: CAPTURED_AT.toISOString(), stale: false, playByPlay: detail.plays, bettingOdds: detail.odds });
      return game;
    };
    const pointsOf = async (category: string) => (await list(talk.url, `category=${category}&limit=50`)).filter((p) => p.source === `game:${REPLAY_ID}`);
    try {
      talk.service.start({ refreshMs: 60_000, debounceMs: 20, streamUrl: `${sports.url}/api/scores/stream` });
      await waitFor(() => sports.streamClients() === 1 && talk.service.refresher.status().lastSuccessAt !== null);

      sports.push({ gameId: REPLAY_ID, changes: ['status', 'score', 'play', 'clock'], game: live(156), at: CAPTURED_AT.toISOString() });
      await waitFor(async () => (await pointsOf('live_game')).length === 1);
      const [livePoint] = await pointsOf('live_game');
      expect(livePoint?.talkingPoint).toMatch(/^(The Falcons were down 12|Comeback alert: the Falcons, down 12 earlier,) and now trail the Packers just 24-22 with 8:10 left in the fourth quarter\.$/);
      expect(await pointsOf('recent_performance')).toEqual([]);

      sports.push({ gameId: REPLAY_ID, changes: ['status', 'score', 'play'], game: live('final'), at: CAPTURED_AT.toISOString() });
      await waitFor(async () => (await pointsOf('recent_performance')).length === 1);
      expect(await pointsOf('live_game')).toEqual([]);
      const [result] = await pointsOf('recent_performance');
      expect(result?.talkingPoint).toMatch(/25-24/);
      const stored = talk.store.getMany([`live_game:game:${REPLAY_ID}`]).get(`live_game:game:${REPLAY_ID}`);
      expect(stored?.expiresAt).toBe(CAPTURED_AT.toISOString()); // ended when the final was seen
    } finally {
      await talk.close();
      await sports.stop();
    }
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
