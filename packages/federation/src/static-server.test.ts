import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
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

  it('answers unknown files with 404 JSON, and refuses to start without a build', async () => {
    await request(app).get('/nope.js').expect(404).expect('Content-Type', /json/);
    expect(() => createRemoteStaticApp({ distDir: os.tmpdir(), allowedOrigins: [] })).toThrow(/No build found/);
  });
});
