/**
 * A replica that dies with viewers on it (a crash, a forced exit after its grace period) ends no
 * stream: its connections just close. The gateway must pass that on, or each viewer holds a
 * silent stream until its own silence watch gives up on it (found by bench/rolling-update.ts: a
 * viewer on a replica that force-exited stayed connected to the gateway and received nothing).
 */
import express from 'express';
import http from 'node:http';
import type { Server } from 'node:http';
import { createGatewayApp } from './app';
import { close, listen, testConfig } from './test-helpers';

describe('a live stream whose replica dies', () => {
  let upstream: { server: Server; url: string };
  let gateway: { server: Server; url: string; close: () => void };

  beforeAll(async () => {
    const sports = express();
    // one event, then the process is gone: the connection closes without the stream's end
    sports.get('/api/scores/stream', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('event: snapshot\ndata: {}\n\n', () => setTimeout(() => res.socket?.destroy(), 50));
    });
    upstream = await listen(sports);
    const g = createGatewayApp(testConfig({ SPORTS_URLS: upstream.url }), {});
    gateway = { ...(await listen(g.app)), close: g.close };
  });
  afterAll(async () => {
    gateway.close();
    await close(gateway.server);
    await close(upstream.server);
  });

  it("cuts the viewer's connection, so the viewer reconnects at once", async () => {
    const outcome = await new Promise<string>((resolve) => {
      http.get(`${gateway.url}/api/scores/stream`, { agent: false }, (res) => {
        res.on('data', () => undefined);
        res.on('close', () => resolve(res.complete ? 'ended' : 'cut'));
      }).on('error', () => resolve('cut'));
      setTimeout(() => resolve('still open'), 2_000);
    });
    expect(outcome).toBe('cut');
  });
});
