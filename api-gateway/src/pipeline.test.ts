import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { series } from './pipeline';

function app(steps: RequestHandler[]) {
  const a = express();
  a.use(series(steps));
  a.use((_req, res) => { res.json({ reachedEnd: true }); });
  const onError: ErrorRequestHandler = (err, _req, res, _next) => { res.status(500).json({ error: (err as Error).message }); };
  a.use(onError);
  return a;
}

describe('series', () => {
  it('runs the steps in order, then hands on to the next middleware', async () => {
    const seen: string[] = [];
    const step = (name: string): RequestHandler => (_req, _res, next) => { seen.push(name); next(); };
    const res = await request(app([step('a'), step('b'), (_req, _res, next) => { queueMicrotask(next); }, step('c')])).get('/').expect(200);
    expect(res.body).toEqual({ reachedEnd: true });
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('stops where a step answers', async () => {
    const res = await request(app([(_req, res) => { res.status(429).json({ limited: true }); }, () => { throw new Error('not reached'); }])).get('/').expect(429);
    expect(res.body).toEqual({ limited: true });
  });

  it.each<[string, RequestHandler]>([
    ['passed on', (_req, _res, next) => next(new Error('boom'))],
    ['thrown', () => { throw new Error('boom'); }],
    ['thrown after an await', async () => { await Promise.resolve(); throw new Error('boom'); }],
    ['thrown after a microtask', (_req, _res, next) => { queueMicrotask(next); }],
  ])('sends an error %s to the error handler', async (_how, step) => {
    const after: RequestHandler = () => { throw new Error('boom'); };
    const res = await request(app([step, after])).get('/').expect(500);
    expect(res.body).toEqual({ error: 'boom' });
  });
});
