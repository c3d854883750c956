/**
 * The slate's version follows the games' statuses on the sports service's live-score stream: a
 * kick-off, a final whistle or a game joining the slate changes it; a score or a clock does not.
 */
import type { Game } from '@gg/contracts';
import { finalGame, liveGame, scheduledGame } from '@gg/contracts/testing';
import express from 'express';
import { slateStatuses, watchSlate } from './slate-watch';
import { close, listen } from './test-helpers';

async function eventually(check: () => boolean, ms = 3_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A stand-in sports service: a snapshot on connect, then the game events a test pushes. */
async function sportsStream(slate: Game[]) {
  const clients = new Set<express.Response>();
  const app = express();
  app.get('/api/scores/stream', (req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.write(`event: snapshot\ndata: ${JSON.stringify({ games: slate, updatedAt: new Date().toISOString(), stale: false })}\n\n`);
    clients.add(res);
    req.on('close', () => clients.delete(res));
  });
  const server = await listen(app);
  return {
    ...server,
    clients,
    push(game: Game, changes: string[]) {
      for (const res of clients) res.write(`event: game\ndata: ${JSON.stringify({ gameId: game.id, changes, game, at: new Date().toISOString() })}\n\n`);
    },
    stop: () => { for (const res of clients) res.destroy(); return close(server.server); },
  };
}

describe('the slate statuses', () => {
  it('changes with a status or the set of games, not with a score', () => {
    const statuses = slateStatuses();
    expect(statuses.snapshot([liveGame({ id: '1' }), scheduledGame({ id: '2' })])).toBe(true);
    expect(statuses.snapshot([liveGame({ id: '1', homeScore: 7 }), scheduledGame({ id: '2' })])).toBe(false);
    expect(statuses.change({ gameId: '1', changes: ['score'], game: liveGame({ id: '1', homeScore: 14 }), at: '' })).toBe(false);
    expect(statuses.change({ gameId: '2', changes: ['status'], game: liveGame({ id: '2' }), at: '' })).toBe(true);
    expect(statuses.change({ gameId: '3', changes: ['new'], game: scheduledGame({ id: '3' }), at: '' })).toBe(true);
    expect(statuses.snapshot([liveGame({ id: '1' }), liveGame({ id: '2' })])).toBe(true); // game 3 left the slate
  });
});

describe('watching the slate on the live-score stream', () => {
  const warn = jest.fn();
  afterEach(() => warn.mockReset());

  it("moves its version on a kick-off or a final whistle seen on the stream, and only then", async () => {
    const game = liveGame({ id: '401' });
    const sports = await sportsStream([game, scheduledGame({ id: '402' })]);
    const watch = watchSlate([sports.url], { warn });
    try {
      await eventually(() => watch.version === 1 && sports.clients.size === 1); // the first snapshot
      sports.push({ ...game, homeScore: 7 }, ['score']);
      sports.push(finalGame({ id: '401' }), ['status', 'score']);
      await eventually(() => watch.version === 2);
      sports.push(finalGame({ id: '401' }), ['clock']);
      sports.push(liveGame({ id: '402' }), ['status']);
      await eventually(() => watch.version === 3);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      watch.close();
      await sports.stop();
    }
  });

  it('goes to the next replica of the sports service on each connection', async () => {
    const urls: string[] = [];
    const watch = watchSlate(['http://a', 'http://b'], { warn }, (url) => {
      urls.push(url(), url(), url());
      return { close: () => {} };
    });
    watch.close();
    expect(urls).toEqual(['http://a/api/scores/stream', 'http://b/api/scores/stream', 'http://a/api/scores/stream']);
  });
});
