/**
 * What a remote's public origin must not serve, in every spelling a file server would resolve to
 * it: the server build (only the gateway loads it, over the internal path that carries the
 * server-build key) and, unless configured, source maps.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { getAsSent } from '@gg/service-kit/testing';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRemoteStaticApp, isPrivateBuildPath, type RemoteStaticOptions } from './static-server';

const KEY = 'k3y-0123456789abcdef-XYZ_';

function fakeDist() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gg-remote-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"learn"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var learn;');
  writeFileSync(path.join(dir, 'remoteEntry.js.map'), '{"version":3}');
  writeFileSync(path.join(dir, '844.0123456789.js'), 'chunk');
  writeFileSync(path.join(dir, '844.0123456789.js.map'), '{"version":3}');
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'module.exports = {};');
  writeFileSync(path.join(dir, 'server', '12.abcdef0123.js'), 'exports.ids = [12];');
  return dir;
}

async function serve(options: Partial<RemoteStaticOptions> = {}): Promise<{ server: Server; port: number }> {
  const app = createRemoteStaticApp({ distDir: fakeDist(), allowedOrigins: ['http://localhost:8080'], ...options });
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port }));
  });
}

/** Every way of naming dist/server/* or a source map that a file server could resolve. */
const SERVER_BUILD_SPELLINGS = [
  '/server/remoteEntry.js',
  '/server/12.abcdef0123.js',
  '/SERVER/remoteEntry.js',
  '/Server/remoteEntry.js/',
  '/server/remoteEntry.js?x=1',
  '/server%2FremoteEntry.js',
  '/server%2fremoteEntry.js',
  '/%73erver/remoteEntry.js',
  '/%53ERVER/remoteEntry.js',
  '//server/remoteEntry.js',
  '/./server/remoteEntry.js',
  '/x/../server/remoteEntry.js',
  '/x/%2E%2E/server/remoteEntry.js',
  '/server/',
  '/server',
  `/server/${KEY.slice(0, -1)}/remoteEntry.js`, // a wrong key
  `/server/${KEY.toLowerCase()}/remoteEntry.js`,
];
const SOURCE_MAP_SPELLINGS = [
  '/remoteEntry.js.map',
  '/remoteEntry.js.MAP',
  '/remoteEntry.js%2Emap',
  '/remoteEntry.js.m%61p',
  '/remoteEntry.js.map/',
  '/844.0123456789.js.map',
  '/x/../844.0123456789.js.map',
];

describe("a remote's public origin", () => {
  let remote: { server: Server; port: number };
  beforeAll(async () => { remote = await serve({ serverBuildKey: KEY }); });
  afterAll(() => { remote.server.close(); });

  it.each(SERVER_BUILD_SPELLINGS)('does not serve the server build at %s (404)', async (pathname) => {
    const res = await getAsSent(remote.port, pathname);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('module.exports');
  });

  it.each(SOURCE_MAP_SPELLINGS)('does not serve a source map at %s by default (404)', async (pathname) => {
    const res = await getAsSent(remote.port, pathname);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('"version":3');
  });

  it('still serves its browser build', async () => {
    expect((await getAsSent(remote.port, '/remoteEntry.js')).status).toBe(200);
    expect((await getAsSent(remote.port, '/844.0123456789.js')).status).toBe(200);
  });

  it('serves the server build to the gateway on the path with the server-build key, revalidated', async () => {
    const entry = await getAsSent(remote.port, `/server/${KEY}/remoteEntry.js`);
    expect(entry).toMatchObject({ status: 200, cacheControl: 'no-cache', body: 'module.exports = {};' });
    expect((await getAsSent(remote.port, `/server/${KEY}/12.abcdef0123.js`)).status).toBe(200);
    // nothing outside the server build through that path
    expect((await getAsSent(remote.port, `/server/${KEY}/../remoteEntry.js.map`)).status).toBe(404);
    expect((await getAsSent(remote.port, `/server/${KEY}/%2E%2E/mf-manifest.json`)).status).toBe(404);
  });

  it('serves no server build at all without a key', async () => {
    const keyless = await serve();
    try {
      expect((await getAsSent(keyless.port, '/server/remoteEntry.js')).status).toBe(404);
      expect((await getAsSent(keyless.port, '/server/undefined/remoteEntry.js')).status).toBe(404);
      expect((await getAsSent(keyless.port, '/server//remoteEntry.js')).status).toBe(404);
    } finally {
      keyless.server.close();
    }
  });

  it('serves source maps when configured, revalidated like the files they map (never a year-long cache)', async () => {
    const withMaps = await serve({ sourceMaps: true });
    try {
      expect(await getAsSent(withMaps.port, '/remoteEntry.js.map')).toMatchObject({ status: 200, cacheControl: 'no-cache' });
      expect(await getAsSent(withMaps.port, '/844.0123456789.js.map')).toMatchObject({ status: 200, cacheControl: 'no-cache' });
      expect((await getAsSent(withMaps.port, '/server/remoteEntry.js')).status).toBe(404);
    } finally {
      withMaps.server.close();
    }
  });
});

describe('isPrivateBuildPath', () => {
  it.each([...SERVER_BUILD_SPELLINGS, ...SOURCE_MAP_SPELLINGS])('%s is private', (pathname) => {
    expect(isPrivateBuildPath(pathname.split('?')[0]!, { sourceMaps: false })).toBe(true);
  });

  it.each(['/remoteEntry.js', '/mf-manifest.json', '/844.0123456789.js', '/servers.json', '/assets/server.svg', '/mapping.js'])('%s is public', (pathname) => {
    expect(isPrivateBuildPath(pathname, { sourceMaps: false })).toBe(false);
  });

  it('a path that does not decode is private (a file server refuses it anyway)', () => {
    expect(isPrivateBuildPath('/%E0%A4%A', { sourceMaps: false })).toBe(true);
  });
});
