import net from 'node:net';
import type { Server } from 'node:http';
import { createGatewayApp } from './app';
import { close, closedPort, listen, testConfig } from './test-helpers';

/** Writes raw bytes on one connection and collects everything that comes back until it closes. */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (c: string) => { text += c; });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('no close within 5 s')));
  });
}

describe('gateway and bytes it cannot parse', () => {
  let gw: { server: Server; port: number };
  let closeAgents: () => void;
  beforeAll(async () => {
    const dead = `http://127.0.0.1:${await closedPort()}`;
    const g = createGatewayApp(testConfig({ CONTENT_URL: dead, SPORTS_URLS: dead, TALK_URL: dead }), {});
    closeAgents = g.close;
    gw = await listen(g.app);
  });
  afterAll(async () => { closeAgents(); await close(gw.server); });

  it('answers a request followed by junk (a GET with an unframed body) with one 400 and Connection: close, never a keep-alive answer on a connection about to be cut', async () => {
    // the gateway could answer /api/nope (404) at once, before Node parsed the junk behind it
    const answer = await raw(gw.port, 'GET /api/nope HTTP/1.1\r\nHost: gw\r\nContent-Type: application/json\r\n\r\n{"stray":"body"}');
    const statusLines = answer.split('\r\n').filter((l) => l.startsWith('HTTP/1.1 '));
    expect(statusLines).toEqual(['HTTP/1.1 400 Bad Request']);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
  });
});
