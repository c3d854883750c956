import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ANSWERS, REPLAY_ID } from '../test/recorded-game-day';
import { createSportsClient, SportsUnavailableError } from './sports-client';

describe('sports client (HTTP, contract-checked)', () => {
  let server: Server;
  let url: string;
  const logs: string[] = [];
  beforeAll(async () => {
    const app = express();
    app.get('/api/scores/live', (_req, res) => { res.json(ANSWERS['/api/scores/live']); });
    app.get('/api/teams', (_req, res) => { res.json([...(ANSWERS['/api/teams'] as unknown[]), { id: 7 }, 'junk', null]); });
    app.get('/api/standings', (_req, res) => { res.json({ not: 'a list' }); });
    app.get('/api/news', (_req, res) => { res.type('json').send('{"broken'); });
    app.get('/api/injuries', (_req, res) => { res.status(503).json({ error: { status: 503, code: 'unavailable', message: 'provider down' } }); });
    app.get('/api/games/upcoming', (_req, res) => { setTimeout(() => res.json([]), 1_500).unref(); });
    app.get(`/api/games/${REPLAY_ID}/live-data`, (_req, res) => { res.json(ANSWERS[`/api/games/${REPLAY_ID}/live-data`]); });
    app.get('/api/games/401772918/odds', (_req, res) => { res.json(ANSWERS['/api/games/401772918/odds']); });
    server = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => { server.closeAllConnections(); await new Promise((r) => server.close(r)); });

  // Generous for answers that come at once (a cold first fetch on a busy CI machine has taken >200 ms);
  // short only where the point is the deadline.
  const client = (timeoutMs = 5_000) => createSportsClient({ baseUrl: url, timeoutMs, log: (m) => logs.push(m) });

  it('reads lists and game details, checked against the contracts', async () => {
    const games = await client().liveScores();
    expect(games).toHaveLength((ANSWERS['/api/scores/live'] as unknown[]).length);
    const detail = await client().gameDetail(REPLAY_ID);
    expect(detail?.plays).toHaveLength(186);
    expect(detail?.odds[0]).toMatchObject({ provider: 'ESPN BET', homeTeamSpread: -2.5 });
    expect(await client().odds('401772918')).toEqual(ANSWERS['/api/games/401772918/odds']);
  });

  it('drops the items that do not match the contract and says so', async () => {
    expect(await client().teams()).toHaveLength(32);
    expect(logs.join('\n')).toMatch(/dropped 3 of 35 teams/);
  });

  it('an unknown game is null (or no odds), not an error', async () => {
    expect(await client().gameDetail('1')).toBeNull();
    expect(await client().odds('1')).toEqual([]);
  });

  it.each([
    ['standings', /did not answer a list/],
    ['news', /not JSON/],
    ['injuries', /answered 503/],
    ['upcoming', /no answer within 200 ms/],
  ] as const)('%s failing as a whole throws SportsUnavailableError (%s)', async (method, why) => {
    const err = await client(method === 'upcoming' ? 200 : undefined)[method]().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SportsUnavailableError);
    expect((err as Error).message).toMatch(why);
  });

  it('a closed port is "connection refused"', async () => {
    const closed: Server = await new Promise((resolve) => { const s = express().listen(0, '127.0.0.1', () => resolve(s)); });
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const down = createSportsClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 500, log: () => {} });
    await expect(down.liveScores()).rejects.toThrow(/GET \/api\/scores\/live: connection refused/);
  });
});
