import express from 'express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Logger } from '@gg/service-kit';
import { createReleaseView } from './releases';
import { shellRouter } from './static-shell';

const remotes = { remotes: [{ name: 'learn', entry: 'http://learn.example/remoteEntry.js' }] };

function shellDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gg-shell-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  return dir;
}
const silentLog = { warn: () => undefined, info: () => undefined } as unknown as Logger;
/** No release store: every visitor gets the remotes' unversioned builds. */
const releases = createReleaseView({ base: remotes, intervalMs: 60_000, logger: silentLog });
const appFor = (dir: string) => express().use(shellRouter(dir, releases));

describe('shell router: the service worker', () => {
  const dist = shellDist({ 'index.html': '<!doctype html><head></head><div id="root"></div>', 'sw.js': 'self.addEventListener("fetch", () => {});', 'main.0123456789.js': '1' });

  it('serves /sw.js as a script that revalidates on every update check', async () => {
    const res = await request(appFor(dist)).get('/sw.js?remote=http%3A%2F%2Flearn.example%2FremoteEntry.js').expect(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    expect(res.text).toContain('addEventListener');
  });

  it('answers a revalidation with 304 when the worker has not changed', async () => {
    const first = await request(appFor(dist)).get('/sw.js').expect(200);
    await request(appFor(dist)).get('/sw.js').set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('answers 404 (not the HTML page) when the build has no worker', async () => {
    const noWorker = shellDist({ 'index.html': '<!doctype html><div id="root"></div>' });
    const res = await request(appFor(noWorker)).get('/sw.js').set('Accept', '*/*').expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('keeps hashed assets immutable and pages revalidated', async () => {
    expect((await request(appFor(dist)).get('/main.0123456789.js').expect(200)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await request(appFor(dist)).get('/rules').set('Accept', 'text/html').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('id="gg-remotes"');
  });
});

describe("shell router: the fan's light/dark choice", () => {
  const dist = shellDist({ 'index.html': '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>' });
  const app = express().use((req, _res, next) => { req.log = silentLog; next(); }, shellRouter(dist, releases, undefined));

  it('draws the page in the mode its cookie names', async () => {
    const page = await request(app).get('/rules').set('Accept', 'text/html').set('Cookie', 'other=1; gg-color-mode=dark').expect(200);
    expect(page.text).toContain('<html lang="en" data-theme="dark">');
    expect(page.headers.vary).toMatch(/Cookie/);
  });

  it('follows the system without the cookie, or with a value that is not a mode', async () => {
    for (const cookie of [undefined, 'gg-color-mode=purple', 'gg-color-mode="><script>']) {
      const req = request(app).get('/glossary').set('Accept', 'text/html');
      const page = await (cookie ? req.set('Cookie', cookie) : req).expect(200);
      expect(page.text).toMatch(/<html lang="en"[ >]/);
      expect(page.text).not.toContain('data-theme');
    }
  });
});
