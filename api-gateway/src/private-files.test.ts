/**
 * What the public origin does not serve from the shell's build: its server build (the gateway
 * requires it from disk; nobody fetches it) and, unless configured, source maps; in every spelling
 * a file server would resolve to them. And the remotes' server builds are asked for on the path
 * that carries the server-build key.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { getAsSent } from '@gg/service-kit/testing';
import type { Server } from 'node:http';
import path from 'node:path';
import { createGatewayApp } from './app';
import { close, fakeShellDist, listen, testConfig } from './test-helpers';

function shellDist(): string {
  const dir = fakeShellDist();
  writeFileSync(path.join(dir, 'main.0123456789.js.map'), '{"version":3,"sources":["webpack://shell/src/app.tsx"]}');
  mkdirSync(path.join(dir, 'server'));
  // echoes the remotes' server entries it was handed, so a test can see where they are asked for
  writeFileSync(path.join(dir, 'server', 'render.js'), 'exports.renderFirstScreen = async (r) => ({ html: "<main>" + JSON.stringify(r.remotes.map((x) => x.entry)) + "</main>", head: "", queries: [], status: 200 });');
  writeFileSync(path.join(dir, 'server', '7.abcdef0123.js'), 'exports.ids = [7];');
  return dir;
}

// the gateway answers by the Accept header: any type unless the test asks as a browser opening a page
const get = (port: number, pathname: string, accept = '*/*') => getAsSent(port, pathname, { Accept: accept });

const SERVER_BUILD_SPELLINGS = [
  '/server/render.js',
  '/server/7.abcdef0123.js',
  '/SERVER/render.js',
  '/Server/Render.js',
  '/server/render.js/',
  '/server/render.js?v=1',
  '/server%2Frender.js',
  '/%73erver/render.js',
  '//server/render.js',
  '/./server/render.js',
  '/x/../server/render.js',
  '/x/%2e%2e/server/render.js',
  '/server/',
];
const SOURCE_MAP_SPELLINGS = ['/main.0123456789.js.map', '/main.0123456789.js.MAP', '/main.0123456789.js%2Emap', '/main.0123456789.js.map/', '/x/../main.0123456789.js.map'];

describe("the public origin and the shell's build", () => {
  let gw: { server: Server; port: number };
  let closeGateway: () => void;
  beforeAll(async () => {
    const built = createGatewayApp(testConfig({ SHELL_DIST: shellDist(), SERVER_BUILD_KEY: 'gateway-key-0123456789' }), { REMOTE_LEARN_URL: 'http://learn.example' });
    closeGateway = built.close;
    gw = await listen(built.app);
  });
  afterAll(async () => { closeGateway(); await close(gw.server); });

  it.each(SERVER_BUILD_SPELLINGS)('does not serve the server build at %s (404)', async (pathname) => {
    for (const accept of ['*/*', 'text/html']) {
      const res = await get(gw.port, pathname, accept);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('renderFirstScreen');
      expect(res.body).not.toContain('exports.ids');
    }
  });

  it.each(SOURCE_MAP_SPELLINGS)('does not serve a source map at %s by default (404)', async (pathname) => {
    const res = await get(gw.port, pathname);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('"version":3');
  });

  it('still serves the browser build and the pages', async () => {
    expect((await get(gw.port, '/main.0123456789.js')).status).toBe(200);
    expect((await get(gw.port, '/', 'text/html')).status).toBe(200);
  });

  it("asks for a remote's server build on the path that carries the server-build key", async () => {
    const res = await get(gw.port, '/no-such-page', 'text/html');
    expect(res.body).toContain('"http://learn.example/server/gateway-key-0123456789/remoteEntry.js"');
  });

  it('serves source maps when SERVE_SOURCE_MAPS is on, revalidated', async () => {
    const built = createGatewayApp(testConfig({ SHELL_DIST: shellDist(), SERVE_SOURCE_MAPS: 'on', FIRST_SCREEN_RENDER: 'off' }), {});
    const withMaps = await listen(built.app);
    try {
      expect(await get(withMaps.port, '/main.0123456789.js.map')).toMatchObject({ status: 200, cacheControl: 'no-cache' });
      expect((await get(withMaps.port, '/server/render.js')).status).toBe(404);
    } finally {
      built.close();
      await close(withMaps.server);
    }
  });
});
