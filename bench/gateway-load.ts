/**
 * Live viewers through the gateway: N SSE viewers hold /api/scores/stream through the gateway to
 * one sports replica (recorded replay), and ordinary /api/teams requests are timed before and
 * while they watch. Budget: 2,000 viewers with /api/teams p99 < 200 ms. Viewers, gateway and
 * replica are separate processes on the same machine; the viewers come from loopback addresses
 * 127.0.6.x, 100 each (a household, an office), within the gateway's per-address stream allowance.
 * Run: npx tsx bench/gateway-load.ts   (LOAD_VIEWERS, LOAD_SAMPLES)
 */
import http from 'node:http';
import os from 'node:os';
import { freePorts, startStack } from '@gg/dev-stack/stack';

const VIEWERS = Number(process.env.LOAD_VIEWERS ?? 2000);
const SAMPLES = Number(process.env.LOAD_SAMPLES ?? 600);
const PER_ADDRESS = 100;

async function timeTeams(base: string): Promise<{ p50: number; p99: number; max: number; failed: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const one = () => new Promise<number>((resolve) => {
    const started = performance.now();
    const req = http.get(`${base}/api/teams`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : -1));
    });
    req.setTimeout(5_000, () => req.destroy());
    req.on('error', () => resolve(-1));
  });
  const times: number[] = [];
  for (let i = 0; i < SAMPLES / 4; i++) times.push(...(await Promise.all([one(), one(), one(), one()])));
  agent.destroy();
  const ok = times.filter((t) => t >= 0).sort((a, b) => a - b);
  const pct = (p: number) => ok[Math.min(ok.length - 1, Math.floor(p * ok.length))] ?? NaN;
  return { p50: pct(0.5), p99: pct(0.99), max: ok.at(-1) ?? NaN, failed: times.length - ok.length };
}

async function main() {
  const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
  // the viewers all come from this one address, standing in for fans behind many: no per-address connection cap
  const stack = await startStack({ ports, only: ['sports', 'gateway'], log: () => {}, env: { REPLAY_SPEED: '60', POLL_LIVE_MS: '2000', SPORTS_DB: ':memory:', LOG_LEVEL: 'warn', MAX_CONNECTIONS_PER_ADDRESS: '0' } });
  const base = `http://127.0.0.1:${ports.gateway}`;
  const viewers: http.ClientRequest[] = [];
  try {
    const idle = await timeTeams(base);
    const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const started = performance.now();
    const connected = await Promise.all(Array.from({ length: VIEWERS }, (_, i) => new Promise<boolean>((resolve) => {
      const localAddress = `127.0.${6 + Math.floor(i / (PER_ADDRESS * 250))}.${1 + (Math.floor(i / PER_ADDRESS) % 250)}`;
      const req = http.get(`${base}/api/scores/stream`, { agent: streamAgent, localAddress }, (res) => { res.once('data', () => resolve(res.statusCode === 200)); res.on('error', () => undefined); });
      req.on('error', () => resolve(false));
      setTimeout(() => resolve(false), 30_000).unref();
      viewers.push(req);
    })));
    const connectS = (performance.now() - started) / 1000;
    const loaded = await timeTeams(base);
    const f = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`);
    console.log(`viewers connected through the gateway: ${connected.filter(Boolean).length}/${VIEWERS} in ${connectS.toFixed(1)} s`);
    console.log(`/api/teams, ${SAMPLES} requests, 4 at a time`);
    console.log(`  no viewers:      p50 ${f(idle.p50)}  p99 ${f(idle.p99)}  max ${f(idle.max)}  failed ${idle.failed}`);
    console.log(`  ${VIEWERS} viewers:  p50 ${f(loaded.p50)}  p99 ${f(loaded.p99)}  max ${f(loaded.max)}  failed ${loaded.failed}`);
    console.log(`budget p99 < 200 ms with ${VIEWERS} viewers: ${loaded.p99 < 200 && loaded.failed === 0 ? 'met' : 'MISSED'}`);
  } finally {
    viewers.forEach((v) => v.destroy());
    await stack.stop();
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
