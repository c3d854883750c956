import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GatewayConfigSchema, type GatewayConfig } from './config';

export async function listen(app: express.Express): Promise<{ server: Server; url: string; port: number }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, port });
    });
  });
}

/**
 * A sports service stand-in: a live stream that sends its snapshot and then stays open (a fan
 * watching), and one ordinary read (/api/teams). A test adds the routes it needs.
 */
export function fakeSportsService(): express.Express {
  const app = express();
  app.get('/api/scores/stream', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write('event: snapshot\ndata: {}\n\n');
  });
  app.get('/api/teams', (_req, res) => { res.json([{ id: '1' }]); });
  return app;
}

export const close = (server: Server) => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); });

/** A port that refuses connections: bound, then closed. */
export async function closedPort(): Promise<number> {
  const { server, port } = await listen(express());
  await close(server);
  return port;
}

export function fakeShellDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gg-shell-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'main.0123456789.js'), 'console.log("shell")');
  return dir;
}

/** A gateway's config for a test: a fake shell, and a release store of its own (empty: no versions) unless given. */
export function testConfig(overrides: Record<string, string>): GatewayConfig {
  // the stand-in services have no live-score stream unless a test says so
  // and renders never give way to a busy loop (Jest keeps a test's loop busy) unless a test says so
  return GatewayConfigSchema.parse({ SHELL_DIST: fakeShellDist(), RELEASES_DIR: path.join(os.tmpdir(), `gg-no-releases-${process.pid}`), FIRST_SCREEN_FOLLOW_SCORES: 'off', FIRST_SCREEN_BUSY_SHARE: '1', ...overrides });
}
