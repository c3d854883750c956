import express from 'express';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { createServiceApp, markStopping } from './app';
import { notFound } from './errors';

/** A logger whose JSON lines the test can read. */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({ write(chunk: Buffer, _enc, done) { lines.push(JSON.parse(chunk.toString())); done(); } });
  return { logger: pino({ level: 'info' }, stream), lines };
}

function app(logger: ReturnType<typeof capture>['logger']) {
  const router = express.Router();
  router.get('/boom', () => { throw new Error('secret detail at /srv/app.ts'); });
  router.get('/missing', () => { throw notFound('No such thing'); });
  router.get('/fine', (_req, res) => { res.json({ ok: true }); });
  router.get('/never', () => { /* holds the request until the client gives up */ });
  return createServiceApp({ name: 'test', routers: [router], logger });
}

describe('createServiceApp: request ids, logs and errors', () => {
  it('answers an unexpected error with a generic 500 carrying the request id, and logs the stack', async () => {
    const { logger, lines } = capture();
    const res = await request(app(logger)).get('/boom').expect(500);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).toEqual({ error: { status: 500, code: 'internal', message: 'Internal error', requestId: id } });
    expect(JSON.stringify(res.body)).not.toMatch(/secret|at |\.ts/);
    const logged = lines.find((l) => l.msg === 'unhandled error');
    expect(logged).toMatchObject({ requestId: id });
    expect(String((logged!.err as { stack: string }).stack)).toContain('secret detail');
  });

  it('keeps a sane incoming X-Request-Id, replaces one of a strange shape', async () => {
    const { logger } = capture();
    const kept = await request(app(logger)).get('/missing').set('X-Request-Id', 'gw-1234567890abcdef').expect(404);
    expect(kept.headers['x-request-id']).toBe('gw-1234567890abcdef');
    expect(kept.body.error).toMatchObject({ code: 'not_found', requestId: 'gw-1234567890abcdef' });
    const replaced = await request(app(logger)).get('/fine').set('X-Request-Id', 'bad id with spaces <b>').expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one access line per request: method, path, status, time, request id', async () => {
    const { logger, lines } = capture();
    const res = await request(app(logger)).get('/fine?x=1').expect(200);
    const access = lines.filter((l) => l.msg === 'request done');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ requestId: res.headers['x-request-id'], req: { method: 'GET', path: '/fine?x=1' }, res: { status: 200 } });
    expect(typeof access[0]!.ms).toBe('number');
  });

  it('logs a request the client gave up on as aborted, not done', async () => {
    const { logger, lines } = capture();
    await expect(request(app(logger)).get('/never').timeout(100)).rejects.toThrow(/timeout/i);
    for (let i = 0; i < 50 && !lines.some((l) => l.msg === 'request aborted'); i++) await new Promise((r) => setTimeout(r, 20));
    expect(lines.filter((l) => String(l.msg).startsWith('request'))).toEqual([expect.objectContaining({ msg: 'request aborted', req: { method: 'GET', path: '/never' } })]);
  });
});

describe('createServiceApp: readiness apart from liveness', () => {
  const make = (ready?: () => string[] | Promise<string[]>) => createServiceApp({ name: 'test', routers: [], logger: capture().logger, ready });

  it('is ready without a check, and not once a shutdown has started, while /healthz stays ok', async () => {
    const service = make();
    expect((await request(service).get('/readyz').expect(200)).body).toEqual({ status: 'ready', service: 'test' });
    markStopping(service);
    const res = await request(service).get('/readyz').expect(503);
    expect(res.body).toEqual({ status: 'not_ready', service: 'test', reasons: ['shutting down'] });
    expect(res.headers['cache-control']).toBe('no-store');
    await request(service).get('/healthz').expect(200);
  });

  it('says what keeps it from serving, and counts a failing check as a reason', async () => {
    let reasons: string[] = ['no slate yet'];
    const service = make(async () => reasons);
    expect((await request(service).get('/readyz').expect(503)).body.reasons).toEqual(['no slate yet']);
    reasons = [];
    await request(service).get('/readyz').expect(200);
    const broken = make(() => { throw new Error('store closed'); });
    expect((await request(broken).get('/readyz').expect(503)).body.reasons).toEqual(['readiness check failed: store closed']);
  });
});
