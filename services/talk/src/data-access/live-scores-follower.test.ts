/**
 * The live-score follower (@gg/service-kit/live-scores) against what this service follows: a
 * stand-in sports service serving the recorded game day. The gateway follows the same stream.
 */
import type { Game, GameChange } from '@gg/contracts';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeSports, type FakeSports } from '../test/fake-sports-service';
import { ANSWERS, replayAt, REPLAY_ID } from '../test/recorded-game-day';
import { subscribeToLiveScores } from '@gg/service-kit/live-scores';

async function waitFor(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function recorder() {
  const seen = { snapshots: [] as Game[][], games: [] as GameChange[], status: [] as string[], logs: [] as string[] };
  return {
    seen,
    handlers: {
      onSnapshot: (games: Game[]) => seen.snapshots.push(games),
      onGame: (change: GameChange) => seen.games.push(change),
      onStatus: (status: string) => seen.status.push(status),
    },
    log: (m: string) => seen.logs.push(m),
  };
}

describe('live-score stream subscription (SSE)', () => {
  let sports: FakeSports;
  beforeEach(async () => { sports = await startFakeSports(ANSWERS); });
  afterEach(async () => { await sports.stop(); });

  it('gets the slate on connect, then each game change; a malformed event is skipped', async () => {
    const r = recorder();
    const sub = subscribeToLiveScores(`${sports.url}/api/scores/stream`, r.handlers, { log: r.log });
    try {
      await waitFor(() => r.seen.snapshots.length === 1);
      expect(r.seen.snapshots[0]).toHaveLength((ANSWERS['/api/scores/live'] as unknown[]).length);
      expect(sub.isOpen()).toBe(true);
      sports.push({ gameId: REPLAY_ID, changes: ['nonsense'], game: {}, at: 'x' });
      sports.push({ gameId: REPLAY_ID, changes: ['score', 'play'], game: replayAt(50).game, at: '2026-11-22T12:05:00Z' });
      await waitFor(() => r.seen.games.length === 1);
      expect(r.seen.games[0]).toMatchObject({ gameId: REPLAY_ID, changes: ['score', 'play'], game: { status: 'live', awayScore: 7, homeScore: 3 } });
      expect(r.seen.logs.join('\n')).toMatch(/a game event did not match its shape/);
    } finally {
      sub.close();
    }
  });

  it('reconnects after the stream ends, and gets the slate again', async () => {
    const r = recorder();
    const sub = subscribeToLiveScores(`${sports.url}/api/scores/stream`, r.handlers, { minDelayMs: 20, log: r.log });
    try {
      await waitFor(() => r.seen.snapshots.length === 1);
      sports.dropStreams();
      await waitFor(() => r.seen.snapshots.length === 2);
      expect(r.seen.status).toEqual(['open', 'down', 'open']);
      expect(sports.hits('/api/scores/stream')).toBe(2);
    } finally {
      sub.close();
    }
  });

  it('backs off while the sports service is down: the delay doubles up to the ceiling', async () => {
    const r = recorder();
    await sports.stop();
    const sub = subscribeToLiveScores(`${sports.url}/api/scores/stream`, r.handlers, { minDelayMs: 20, maxDelayMs: 100, random: () => 1, log: r.log });
    try {
      await waitFor(() => r.seen.logs.length >= 5);
      const delays = r.seen.logs.slice(0, 5).map((m) => Number(/reconnecting in (\d+) ms/.exec(m)?.[1]));
      expect(delays).toEqual([20, 40, 80, 100, 100]);
      expect(r.seen.snapshots).toEqual([]);
    } finally {
      sub.close();
    }
  });

  it('treats a connection that goes silent as dead', async () => {
    const app = express();
    let connections = 0;
    app.get('/api/scores/stream', (_req, res) => {
      connections++;
      res.status(200).set('Content-Type', 'text/event-stream').flushHeaders(); // then nothing, ever
    });
    const server: Server = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
    const r = recorder();
    const sub = subscribeToLiveScores(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/scores/stream`, r.handlers, { minDelayMs: 10, silenceMs: 150, log: r.log });
    try {
      await waitFor(() => connections >= 2);
      expect(r.seen.logs[0]).toMatch(/nothing heard for 150 ms/);
    } finally {
      sub.close();
      server.closeAllConnections();
      await new Promise((res) => server.close(res));
    }
  });

  it('takes the beat the sports service says: silence past two of its heartbeats is a dead connection', async () => {
    const app = express();
    let connections = 0;
    app.get('/api/scores/stream', (_req, res) => {
      connections++;
      res.status(200).set('Content-Type', 'text/event-stream').flushHeaders();
      res.write('event: heartbeat\ndata: {"intervalMs":50}\n\n'); // then nothing: the replica stalled
    });
    const server: Server = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
    const r = recorder();
    // no silenceMs given: the stream's own beat decides (two beats and a half: 125 ms), not the 15 s default's 32 s
    const sub = subscribeToLiveScores(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/scores/stream`, r.handlers, { minDelayMs: 10, log: r.log });
    try {
      await waitFor(() => connections >= 2);
      expect(r.seen.logs[0]).toMatch(/nothing heard for 125 ms/);
    } finally {
      sub.close();
      server.closeAllConnections();
      await new Promise((res) => server.close(res));
    }
  });

  it('stops for good when closed', async () => {
    const r = recorder();
    const sub = subscribeToLiveScores(`${sports.url}/api/scores/stream`, r.handlers, { minDelayMs: 10, log: r.log });
    await waitFor(() => r.seen.snapshots.length === 1);
    sub.close();
    await waitFor(() => sports.streamClients() === 0);
    sports.dropStreams();
    await new Promise((res) => setTimeout(res, 100));
    expect(sports.hits('/api/scores/stream')).toBe(1);
    expect(sub.isOpen()).toBe(false);
  });
});
