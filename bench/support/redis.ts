/** A throwaway redis-server for a bench: on loopback only, nothing saved to disk. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

export const REDIS_SERVER = '/usr/bin/redis-server';

/** Starts redis-server on `port` and waits (up to 5 s) until it answers PING. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() === 'PONG') return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on ${port}`);
}
