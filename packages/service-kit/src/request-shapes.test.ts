/**
 * A service's requests (and their responses) share one hidden class: Express gives each request the app's prototype
 * before its router adds fields, and fields added after that gave every request classes of its own
 * (see AppRequest). Asked of V8 itself, on the requests a real server made.
 */
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createServiceApp } from './app';
import { createHttpServer } from './http-server';
import { requestsServed, sameHiddenClass } from './testing';

function serviceApp() {
  const router = express.Router();
  router.get('/api/teams/:teamId', (req, res) => { res.json({ id: req.params.teamId, path: req.path, query: req.query }); });
  router.post('/api/posts', (req, res) => { res.status(201).json({ got: req.body as unknown }); });
  return createServiceApp({ name: 'test', routers: [router], logger: pino({ level: 'silent' }) });
}

async function served(server: http.Server, count: number, path: string, body?: string) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const answers: Array<{ status: number; body: string }> = [];
  try {
    const requests = await requestsServed(server, count, (agent) => new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, agent, method: body ? 'POST' : 'GET', headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => { text += chunk; });
        res.on('end', () => { answers.push({ status: res.statusCode ?? 0, body: text }); resolve(undefined); });
      });
      req.on('error', reject);
      req.end(body);
    }));
    return { requests, answers };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** How many of the requests after the first few (V8 settles its classes on the first ones) differ in class from the one before. */
const classChanges = (requests: object[]) => requests.slice(4).filter((req, i, rest) => i > 0 && !sameHiddenClass(req, rest[i - 1]!)).length;

describe('the requests a service server makes', () => {
  it.each([
    ['a GET with a route parameter and a query', '/api/teams/12?x=1', undefined],
    ['a POST with a JSON body', '/api/posts', '{"text":"hi"}'],
  ])('share one hidden class across requests: %s', async (_what, path, body) => {
    const { requests, answers } = await served(createHttpServer(serviceApp()), 12, path, body);
    expect(requests).toHaveLength(12);
    expect(classChanges(requests)).toBe(0);
    expect(classChanges(requests.map((req) => (req as unknown as { res: object }).res))).toBe(0);
    // and Express reads them as before: route parameters, the path and query getters, the body
    const last = JSON.parse(answers.at(-1)!.body) as Record<string, unknown>;
    expect(last).toEqual(body ? { got: { text: 'hi' } } : { id: '12', path: '/api/teams/12', query: { x: '1' } });
  });

  it('a plain Node server gives Express requests classes of their own (the fault AppRequest prevents)', async () => {
    const { requests } = await served(http.createServer(serviceApp()), 12, '/api/teams/12');
    expect(classChanges(requests)).toBeGreaterThan(4);
  });
});
