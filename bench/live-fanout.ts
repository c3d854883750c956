/**
 * Live fan-out: N SSE clients on one sports replica (recorded replay, fast clock) and how long a
 * score change takes from the poll that saw it to every client (p50/p99). Budget: ≥ 5,000 clients
 * per replica, p99 ≤ 1 s. Clients and the replica are separate processes on the same machine.
 * Run: npx tsx bench/live-fanout.ts   (FANOUT_CLIENTS, FANOUT_SECONDS)
 */
import http from 'node:http';
import os from 'node:os';
import { freePorts, startStack } from '@gg/dev-stack/stack';

const CLIENTS = Number(process.env.FANOUT_CLIENTS ?? 5000);
const SECONDS = Number(process.env.FANOUT_SECONDS ?? 20);

async function main() {
  const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
  const stack = await startStack({ ports, only: ['sports'], log: () => {}, env: { REPLAY_SPEED: '400', POLL_LIVE_MS: '1000', SPORTS_DB: ':memory:' } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const latencies: number[] = [];
  let connected = 0;
  let failed = 0;
  const requests: http.ClientRequest[] = [];
  try {
    const started = Date.now();
    await Promise.all(Array.from({ length: CLIENTS }, () => new Promise<void>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port: ports.sports, path: '/api/scores/stream', agent }, (res) => {
        connected++;
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const receivedAt = Date.now();
          buffer += chunk;
          let i;
          while ((i = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, i);
            buffer = buffer.slice(i + 2);
            if (!block.includes('event: game')) continue;
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            const at = data ? Date.parse(JSON.parse(data.slice(6)).at) : NaN;
            if (Number.isFinite(at)) latencies.push(receivedAt - at);
          }
        });
        resolve();
      });
      req.on('error', () => { failed++; resolve(); });
      requests.push(req);
    })));
    console.log(`connected ${connected}/${CLIENTS} clients in ${((Date.now() - started) / 1000).toFixed(1)} s (${failed} failed)`);
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
    const health = await (await fetch(`http://127.0.0.1:${ports.sports}/healthz`)).json();
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}`);
    console.log(`${CLIENTS} clients on one replica for ${SECONDS} s; the replica reports ${health.streamClients} stream clients and ${health.polls} polls`);
    console.log(`change deliveries: ${latencies.length}; latency from poll to client p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${latencies.at(-1)} ms (budget p99 ≤ 1000 ms)`);
  } finally {
    requests.forEach((r) => r.destroy());
    agent.destroy();
    await stack.stop();
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
