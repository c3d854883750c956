/** Real processes for fault tests: a throwaway Redis and sports replicas, all on 127.0.0.1. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const REDIS_SERVER = '/usr/bin/redis-server';
export const ROOT = path.resolve(__dirname, '../../../..');
export const SPORTS_MAIN = path.join(ROOT, 'services/sports/src/main.ts');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as net.AddressInfo; s.close(() => resolve(port)); });
});

export async function startRedis(port?: number): Promise<{ port: number; child: ChildProcess; url: string }> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: apt-get install -y redis-server (npm test installs it as root)`);
  const p = port ?? (await freePort());
  const child = spawn(REDIS_SERVER, ['--port', String(p), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], { stdio: 'ignore' });
  for (let i = 0; i < 50 && spawnSync('redis-cli', ['-p', String(p), 'ping']).stdout?.toString().trim() !== 'PONG'; i++) await sleep(100);
  return { port: p, child, url: `redis://127.0.0.1:${p}` };
}

export interface SportsProcess { port: number; child: ChildProcess; output: () => string; exited: Promise<number | null> }

/** Starts services/sports/src/main.ts as its own process; `output()` is what it logged so far. */
export function startSports(port: number, env: Record<string, string>): SportsProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SPORTS_MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => { log += d.toString(); });
  child.stderr!.on('data', (d: Buffer) => { log += d.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { port, child, output: () => log, exited };
}

export async function waitHealthy(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try { if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return; } catch { /* not yet */ }
    await sleep(100);
  }
  throw new Error(`sports on ${port} did not start`);
}
