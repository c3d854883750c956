/**
 * A remote's static server faces fans directly (the browser fetches a remote's code from its own
 * origin), so it treats slow and greedy clients as the gateway does: headers within 10 s, a whole
 * request within 30 s, an idle connection kept 15 s, at most 600 connections from one address.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { serveRemote } from './static-server';

describe("a remote's static server", () => {
  let server: Server | undefined;
  const env = { ...process.env };
  afterEach(async () => {
    process.env = { ...env };
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it('closes slow and idle clients in seconds, as the gateway does', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'remote-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), '{}');
    process.env.PORT = '0';
    server = serveRemote({ name: 'learn', dir });
    await new Promise((resolve) => server!.once('listening', resolve));
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(15_000);
  });
});
