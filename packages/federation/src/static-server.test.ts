import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createMetrics } from '@gg/service-kit';
import { getAsSent } from '@gg/service-kit/testing';
import { createRemoteStaticApp } from './static-server';

function fakeDist() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gg-remote-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"learn"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var learn;');
  writeFileSync(path.join(dir, '844.0123456789.js'), 'chunk');
  return dir;
}

describe('remote static server', () => {
  const app = createRemoteStaticApp({ distDir: fakeDist(), allowedOrigins: ['http://localhost:8080'] });

  it('lets the shell origin load it (CORS) and embed it (CORP)', async () => {
    const res = await request(app).get('/mf-manifest.json').set('Origin', 'http://localhost:8080').expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers.vary).toMatch(/Origin/);
  });

  it('does not grant CORS to other origins', async () => {
    const res = await request(app).get('/mf-manifest.json').set('Origin', 'http://evil.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('revalidates the entry files and makes hashed chunks immutable', async () => {
    expect((await request(app).get('/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/844.0123456789.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is ready to serve (GET /readyz) once its build is found', async () => {
    expect((await request(app).get('/readyz').expect(200)).body).toEqual({ status: 'ready', service: 'remote' });
  });

  it('answers unknown files with 404 JSON, and refuses to start without a build', async () => {
    await request(app).get('/nope.js').expect(404).expect('Content-Type', /json/);
    expect(() => createRemoteStaticApp({ distDir: os.tmpdir(), allowedOrigins: [] })).toThrow(/No build found/);
  });
});

describe('remote static server: metrics', () => {
  it('times requests by the kind of file asked for, never by the path a visitor sent', async () => {
    const metrics = createMetrics('learn-remote');
    const app = createRemoteStaticApp({ distDir: fakeDist(), allowedOrigins: [], metrics });
    await request(app).get('/remoteEntry.js').expect(200);
    await request(app).get('/844.0123456789.js').expect(200);
    await request(app).get('/no-such-file-a1b2c3.js').expect(404);
    await request(app).get('/readyz').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 20)); // a request is counted when its socket closes
    const text = await metrics.registry.metrics();
    const count = (route: string, status: string) =>
      Number(new RegExp(`gg_http_request_duration_seconds_count\\{service="learn-remote",method="GET",route="${route}",status_class="${status}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
    expect(count('entry', '2xx')).toBe(1);
    expect(count('file', '2xx')).toBe(1);
    expect(count('file', '4xx')).toBe(1);
    expect(count('/readyz', '2xx')).toBe(1);
    expect(text).not.toContain('a1b2c3');
  });
});

describe('remote static server: published versions', () => {
  const KEY = 'k'.repeat(24);
  function releases() {
    const root = mkdtempSync(path.join(os.tmpdir(), 'gg-versions-'));
    for (const version of ['aaaaaaaaaaaa', 'bbbbbbbbbbbb']) {
      const dir = path.join(root, version);
      mkdirSync(path.join(dir, 'server'), { recursive: true });
      writeFileSync(path.join(dir, 'release.json'), `{"version":"${version}","commit":"abc1234"}`);
      writeFileSync(path.join(dir, 'mf-manifest.json'), `{"id":"hub","v":"${version}"}`);
      writeFileSync(path.join(dir, 'remoteEntry.js'), `var hub = "${version}";`);
      writeFileSync(path.join(dir, 'remoteEntry.js.map'), '{}');
      writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), `exports.v = "${version}";`);
    }
    mkdirSync(path.join(root, 'cccccccccccc')); // a folder that is no finished release
    return root;
  }
  const root = releases();
  const app = createRemoteStaticApp({
    distDir: fakeDist(),
    allowedOrigins: ['http://localhost:8080'],
    serverBuildKey: KEY,
    publishedVersionDir: (version) => (/^[a-c]{12}$/.test(version) ? path.join(root, version) : null),
  });

  it('serves each version\'s files on its own path, all immutable, the entry and manifest too', async () => {
    const entry = await request(app).get('/v/bbbbbbbbbbbb/remoteEntry.js').set('Origin', 'http://localhost:8080').expect(200);
    expect(entry.text).toBe('var hub = "bbbbbbbbbbbb";');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const manifest = await request(app).get('/v/aaaaaaaaaaaa/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the unversioned build is still served as before
    expect((await request(app).get('/remoteEntry.js').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it('serves a version\'s server build on the key only, and never its source maps or release notes', async () => {
    expect((await request(app).get(`/v/aaaaaaaaaaaa/server/${KEY}/remoteEntry.js`).expect(200)).text).toBe('exports.v = "aaaaaaaaaaaa";');
    for (const p of ['/v/aaaaaaaaaaaa/server/remoteEntry.js', `/v/aaaaaaaaaaaa/server/${'x'.repeat(24)}/remoteEntry.js`, '/v/aaaaaaaaaaaa/SERVER/remoteEntry.js',
      '/v/aaaaaaaaaaaa/remoteEntry.js.map', '/v/aaaaaaaaaaaa/release.json', '/v/aaaaaaaaaaaa/%2e%2e/bbbbbbbbbbbb/remoteEntry.js']) {
      await request(app).get(p).expect(404);
    }
  });

  it('answers 404 for a version that is not published, or not a version', async () => {
    for (const p of ['/v/dddddddddddd/remoteEntry.js', '/v/cccccccccccc/remoteEntry.js', '/v/..%2F..%2Fetc/passwd', '/v/aaaaaaaaaaaa', '/v/']) {
      await request(app).get(p).expect(404);
    }
  });
});

describe('remote static server: what it never gives out', () => {
  const KEY = 'k'.repeat(24);
  const SECRET = 'a file outside every build';
  let remote: { server: Server; port: number };
  let outside: string;

  beforeAll(async () => {
    outside = mkdtempSync(path.join(os.tmpdir(), 'gg-outside-'));
    writeFileSync(path.join(outside, 'secret.js'), SECRET);
    const root = mkdtempSync(path.join(os.tmpdir(), 'gg-versions-'));
    const version = path.join(root, 'aaaaaaaaaaaa');
    mkdirSync(path.join(version, 'server'), { recursive: true });
    writeFileSync(path.join(version, 'release.json'), '{"version":"aaaaaaaaaaaa","commit":"abc1234"}');
    writeFileSync(path.join(version, 'remoteEntry.js'), 'var hub;');
    writeFileSync(path.join(version, 'server', 'remoteEntry.js'), 'exports.v = 1;');
    // links a version published before links were refused may hold: out of the version, and within it
    symlinkSync(path.join(outside, 'secret.js'), path.join(version, 'leak.js'));
    symlinkSync(outside, path.join(version, 'assets'));
    symlinkSync(path.join(outside, 'secret.js'), path.join(version, 'server', 'leak.js'));
    symlinkSync('remoteEntry.js', path.join(version, 'entry-alias.js'));
    const dist = fakeDist();
    symlinkSync(path.join(outside, 'secret.js'), path.join(dist, 'leak.js'));
    const app = createRemoteStaticApp({ distDir: dist, allowedOrigins: ['http://localhost:8080'], serverBuildKey: KEY, publishedVersionDir: (v) => (v === 'aaaaaaaaaaaa' ? version : null) });
    remote = await new Promise((resolve) => { const server = app.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })); });
  });
  afterAll(() => { remote.server.close(); });

  it.each(['/v/aaaaaaaaaaaa/leak.js', '/v/aaaaaaaaaaaa/assets/secret.js', `/v/aaaaaaaaaaaa/server/${KEY}/leak.js`, '/leak.js'])('follows no link out of the build at %s (404)', async (pathname) => {
    const res = await getAsSent(remote.port, pathname);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain(SECRET);
  });

  it('serves a link that stays within the version', async () => {
    expect(await getAsSent(remote.port, '/v/aaaaaaaaaaaa/entry-alias.js')).toMatchObject({ status: 200, body: 'var hub;' });
  });

  it.each(['/v/aaaaaaaaaaaa/release.json', '/v/aaaaaaaaaaaa/%72elease.json', '/v/aaaaaaaaaaaa/./release.json', '/v/aaaaaaaaaaaa//release.json', '/v/aaaaaaaaaaaa/x/../release.json',
    '/v/aaaaaaaaaaaa/RELEASE.JSON', '/v/aaaaaaaaaaaa/release%2Ejson', '/v/aaaaaaaaaaaa/release.json/'])('does not give out a version\'s release record at %s (404)', async (pathname) => {
    const res = await getAsSent(remote.port, pathname);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('abc1234');
  });

  it('says its answers vary by Origin whatever Origin was sent, so a cache in front keeps them apart', async () => {
    const vary = async (headers: Record<string, string>) => (await request(remote.server).get('/remoteEntry.js').set(headers).expect(200)).headers.vary;
    expect(await vary({})).toMatch(/\bOrigin\b/);
    expect(await vary({ Origin: 'http://evil.example' })).toMatch(/\bOrigin\b/);
    expect(await vary({ Origin: 'http://localhost:8080' })).toMatch(/\bOrigin\b/);
    const anyOrigin = createRemoteStaticApp({ distDir: fakeDist(), allowedOrigins: ['*'] });
    expect((await request(anyOrigin).get('/remoteEntry.js').expect(200)).headers.vary).toBeUndefined(); // the same answer for every origin
  });
});
