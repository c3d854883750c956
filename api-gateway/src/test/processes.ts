/** Real processes for the gateway's fault, load and fuzz suites: services and the gateway, all on 127.0.0.1. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fakeShellDist } from '../test-helpers';

export const ROOT = path.resolve(__dirname, '../../..');
const MAINS = {
  content: 'services/content/src/main.ts',
  sports: 'services/sports/src/main.ts',
  talk: 'services/talk/src/main.ts',
  gateway: 'api-gateway/src/main.ts',
} as const;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as net.AddressInfo; s.close(() => resolve(port)); });
});

export interface RunningProcess { name: string; port: number; url: string; child: ChildProcess; output: () => string; exited: Promise<number | null>; stop: () => Promise<void> }

export interface StartOptions {
  timeoutMs?: number;
  /** A lower open-files limit for the process (`ulimit -n`), to run it out of file handles. */
  openFiles?: number;
}

/** Starts one of the repo's servers as its own process (quiet logs unless LOG_LEVEL is given) and waits for /healthz. */
export async function start(name: keyof typeof MAINS, env: Record<string, string> = {}, { timeoutMs = 30_000, openFiles }: StartOptions = {}): Promise<RunningProcess> {
  const port = await freePort();
  const node = [process.execPath, '--import', 'tsx', path.join(ROOT, MAINS[name])];
  // `exec` keeps the pid the server's own, so signals reach it
  const [command, ...args] = openFiles === undefined ? node : ['sh', '-c', `ulimit -n ${openFiles} && exec "$@"`, 'sh', ...node];
  const child = spawn(command!, args, {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (d: Buffer) => { log = (log + d.toString()).slice(-20_000); };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGCONT');
    child.kill('SIGKILL');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try { if ((await fetch(`${url}/healthz`)).ok) return { name, port, url, child, output: () => log, exited, stop }; } catch { /* not yet */ }
    await sleep(100);
  }
  await stop();
  throw new Error(`${name} did not start on ${port}:\n${log}`);
}

/** The three services on throwaway databases; sports replays the recorded game day. */
export async function startServices(): Promise<{ content: RunningProcess; sports: RunningProcess; talk: RunningProcess; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gg-gateway-'));
  const [content, sports] = await Promise.all([
    start('content'),
    start('sports', { PROVIDER: 'recorded', SPORTS_DB: path.join(dir, 'sports.sqlite'), REPLAY_SPEED: '60', POLL_LIVE_MS: '1000' }),
  ]);
  const talk = await start('talk', { TALK_DB: path.join(dir, 'talk.sqlite'), SPORTS_URL: sports.url, TALK_REFRESH_MS: '600000' });
  return { content, sports, talk, stop: async () => { await Promise.all([content.stop(), sports.stop(), talk.stop()]); } };
}

/** The gateway as a process, in front of the given services. */
export function startGateway(env: Record<string, string>, options: StartOptions = {}): Promise<RunningProcess> {
  return start('gateway', { SHELL_DIST: fakeShellDist(), ...env }, options);
}

export const REDIS_SERVER = '/usr/bin/redis-server';

/** A throwaway redis-server on a free port (no persistence). */
export async function startRedis(): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: apt-get install -y redis-server (npm test installs it as root)`);
  const port = await freePort();
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 50 && spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() !== 'PONG'; i++) await sleep(100);
  return { url: `redis://127.0.0.1:${port}`, child, stop: async () => { if (child.exitCode === null && child.signalCode === null) { child.kill('SIGKILL'); await exited; } } };
}
