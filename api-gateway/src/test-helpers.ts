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

export function testConfig(overrides: Record<string, string>): GatewayConfig {
  return GatewayConfigSchema.parse({ SHELL_DIST: fakeShellDist(), ...overrides });
}
