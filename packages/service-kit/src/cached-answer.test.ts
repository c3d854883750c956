import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import request from 'supertest';
import { z } from 'zod';
import { createServiceApp } from './app';
import { acceptedCodings, cachedAnswer } from './cached-answer';

const Item = z.object({ id: z.string(), text: z.string() });
const LIST = z.array(Item);
const big = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `item-${i}`, text: `Item number ${i}, long enough to be worth compressing.` }));

/** A service with one cached list whose data, version and validation runs the test controls. */
function service(initial: Array<z.input<typeof Item>>) {
  const state = { data: initial as unknown[], version: 1, produced: 0, validated: 0 };
  const schema = LIST.superRefine(() => { state.validated++; });
  const answer = cachedAnswer(schema);
  const router = express.Router();
  router.get('/items', (_req, res) => answer.send(res, () => { state.produced++; return state.data as z.input<typeof LIST>; }, { version: state.version }));
  router.get('/items/:id', (req, res) => answer.send(res, () => {
    const found = state.data.filter((d) => (d as { id: string }).id === req.params.id);
    if (found.length === 0) throw Object.assign(new Error('No such item'), { status: 404 });
    return found as z.input<typeof LIST>;
  }, { key: req.params.id, version: state.version }));
  return { app: createServiceApp({ name: 'test', routers: [router] }), state };
}

/** The bytes as sent (supertest would decompress them), from the app on port 0. */
function raw(app: express.Express, path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => { server.close(); resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }); });
      }).on('error', (err) => { server.close(); reject(err); });
    });
  });
}

/** The background compression finishes after the first answer; ask until it is there. */
async function whenEncoded(app: express.Express, path: string, encoding: string) {
  for (let i = 0; i < 100; i++) {
    const res = await raw(app, path, { 'Accept-Encoding': encoding });
    if (res.headers['content-encoding'] === encoding) return res;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${path} was never sent with ${encoding}`);
}

describe('cachedAnswer', () => {
  it('validates and serialises an answer once per data version, not once per request', async () => {
    const { app, state } = service(big(3));
    for (let i = 0; i < 5; i++) expect((await request(app).get('/items').expect(200)).body).toHaveLength(3);
    expect(state).toMatchObject({ produced: 1, validated: 1 });
    state.data = big(4);
    state.version = 2;
    expect((await request(app).get('/items').expect(200)).body).toHaveLength(4);
    expect(state).toMatchObject({ produced: 2, validated: 2 });
  });

  it('sends a strong ETag and answers 304, with no body, to an If-None-Match naming it', async () => {
    const { app } = service(big(2));
    const first = await request(app).get('/items').expect(200).expect('Content-Type', 'application/json; charset=utf-8');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await request(app).get('/items').set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    await request(app).get('/items').set('If-None-Match', `"other", W/${etag}`).expect(304);
    await request(app).get('/items').set('If-None-Match', '"other"').expect(200);
    // a reload that asks for the whole answer gets it
    await request(app).get('/items').set('If-None-Match', etag).set('Cache-Control', 'no-cache').expect(200);
  });

  it('gives changed data a new ETag, so an old one no longer gets 304', async () => {
    const { app, state } = service(big(2));
    const etag = (await request(app).get('/items')).headers.etag as string;
    state.data = big(3);
    state.version = 2;
    const res = await request(app).get('/items').set('If-None-Match', etag).expect(200);
    expect(res.body).toHaveLength(3);
    expect(res.headers.etag).not.toBe(etag);
  });

  it('sends large answers brotli- or gzip-compressed to clients that accept them, with Vary and a tag per encoding', async () => {
    const { app } = service(big(200));
    const plain = await request(app).get('/items').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await whenEncoded(app, '/items', 'br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(plain.body);
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 4);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const gz = await whenEncoded(app, '/items', 'gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toEqual(plain.body);
    // a client holding any of the representations may revalidate it
    await request(app).get('/items').set('Accept-Encoding', 'br').set('If-None-Match', gz.headers.etag as string).expect(304);
  });

  it('sends small answers as they are', async () => {
    const { app } = service(big(1));
    const res = await request(app).get('/items').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
  });

  it('answers a contract violation with 500 and stores nothing', async () => {
    const { app, state } = service([{ id: 'x', text: 'fine' }]);
    state.data = [{ id: 42 }];
    state.version = 2;
    const res = await request(app).get('/items').expect(500);
    expect(res.body.error).toMatchObject({ code: 'contract_violation', requestId: res.headers['x-request-id'] });
    state.data = [{ id: 'y', text: 'fixed' }];
    expect((await request(app).get('/items').expect(200)).body).toEqual([{ id: 'y', text: 'fixed' }]);
  });

  it('keeps one answer per key, and lets an error thrown while producing one reach the error handler', async () => {
    const { app, state } = service([{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }]);
    expect((await request(app).get('/items/a').expect(200)).body).toEqual([{ id: 'a', text: 'A' }]);
    expect((await request(app).get('/items/b').expect(200)).body).toEqual([{ id: 'b', text: 'B' }]);
    await request(app).get('/items/a').expect(200);
    expect(state.validated).toBe(2);
    await request(app).get('/items/zzz').expect(404);
  });

  it('answers HEAD with the headers only', async () => {
    const { app } = service(big(2));
    const get = await request(app).get('/items');
    const head = await request(app).head('/items').expect(200);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.text).toBeUndefined();
  });
});

describe('acceptedCodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['gzip;q=0, br', ['br']],
    ['identity', []],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, gzip;q=0.5', ['gzip', 'br']],
    ['BR;Q=1', ['br']],
  ])('%j -> %j', (header, expected) => {
    expect(acceptedCodings(header)).toEqual(expected);
  });
});
