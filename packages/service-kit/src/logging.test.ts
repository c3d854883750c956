/**
 * Log lines go to stdout in batches (see createLogger): a quiet service's lines still appear
 * within LOG_FLUSH_MS, and none is lost when the service shuts down.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { LOG_FLUSH_MS } from './logging';

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as net.AddressInfo; s.close(() => resolve(port)); });
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('writes a quiet service\'s access lines within the flush interval, and every line by the time it exits', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'test/faulty-service.ts')], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const done = () => out.split('\n').filter((l) => l.includes('"msg":"request done"')).length;
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100 && !out.includes('listening'); i++) await sleep(100);

    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const sent = Date.now();
    while (done() < 3 && Date.now() - sent < LOG_FLUSH_MS + 2_000) await sleep(50);
    expect(done()).toBe(3);

    await Promise.all(Array.from({ length: 200 }, () => fetch(`${base}/healthz`).then((r) => r.text())));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(done()).toBe(203);
  } finally {
    child.kill('SIGKILL');
  }
}, 30_000);
