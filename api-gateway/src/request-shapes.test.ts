/**
 * A proxied request keeps one hidden class from start to end, whatever fields the gateway keeps on
 * it (GatewayRequest declares them; see AppRequest in @gg/service-kit): a field added after Express
 * gives a request the app's prototype cost every request a class of its own, and made every
 * property read on requests slow. Asked of V8 itself, on the requests a real server made.
 */
import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createHttpServer } from '@gg/service-kit';
import { requestsServed, sameHiddenClass } from '@gg/service-kit/testing';
import { createGatewayApp } from './app';
import { GatewayRequest } from './gateway-request';
import { close, listen, testConfig } from './test-helpers';

const classChanges = (objects: object[]) => objects.slice(4).filter((o, i, rest) => i > 0 && !sameHiddenClass(o, rest[i - 1]!)).length;

describe('the requests the gateway makes', () => {
  it('share one hidden class across proxied /api requests, and so do their answers', async () => {
    const upstream = express();
    upstream.get('/api/categories', (_req, res) => { res.json([{ id: 'basics' }]); });
    const content = await listen(upstream);
    const gateway = createGatewayApp(testConfig({ CONTENT_URL: content.url, FIRST_SCREEN_RENDER: 'off' }), {}, pino({ level: 'silent' }));
    const server = createHttpServer(gateway.app, undefined, { request: GatewayRequest });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const statuses: number[] = [];
      const requests = await requestsServed(server, 12, (agent) => new Promise((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: '/api/categories', agent }, (res) => { statuses.push(res.statusCode ?? 0); res.resume(); res.on('end', resolve); }).on('error', reject);
      }));
      expect(statuses).toEqual(Array(12).fill(200));
      expect(classChanges(requests)).toBe(0);
      expect(classChanges(requests.map((req) => (req as unknown as { res: object }).res))).toBe(0);
    } finally {
      gateway.close();
      await close(server);
      await close(content.server);
    }
  });
});
