/**
 * Process-level failures in a real service process: an unhandled rejection is logged and the
 * service keeps serving; an uncaught exception is logged, cleanup runs, and the process exits 1.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as net.AddressInfo; s.close(() => resolve(port)); });
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('logs an unhandled rejection and keeps serving; shuts down cleanly with exit 1 on an uncaught exception', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'test/faulty-service.ts')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d: Buffer) => { log += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { log += d.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100 && !log.includes('listening'); i++) await sleep(100);

    expect((await fetch(`${base}/reject`, { method: 'POST' })).status).toBe(200);
    await sleep(300);
    expect(child.exitCode).toBeNull();
    expect(log).toMatch(/unhandled rejection[\s\S]*forgotten promise/i);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    const started = Date.now();
    await fetch(`${base}/throw`, { method: 'POST' });
    expect(await exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(log).toMatch(/uncaught exception[\s\S]*thrown outside a request/i);
    expect(log).toContain('cleanup ran');
  } finally {
    child.kill('SIGKILL');
  }
}, 30_000);
