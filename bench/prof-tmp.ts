import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { freePorts, startStack, waitHealthy } from '@gg/dev-stack/stack';
(async () => {
  const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
  const stack = await startStack({ ports, log: () => {}, only: ['content', 'sports', 'talk', 'learn-remote', 'hub-remote', 'talk-remote'], env: { LOG_LEVEL: 'warn', TALK_DB: ':memory:', SPORTS_DB: ':memory:' } });
  const gw = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--import', 'tsx', 'api-gateway/src/main.ts'], { stdio: 'inherit', env: { ...process.env, TZ: 'UTC', LOG_LEVEL: 'warn', PORT: String(ports.gateway), CONTENT_URL: `http://127.0.0.1:${ports.content}`, SPORTS_URLS: `http://127.0.0.1:${ports.sports}`, TALK_URL: `http://127.0.0.1:${ports.talk}`, REMOTE_LEARN_URL: `http://localhost:${ports.learnRemote}`, REMOTE_HUB_URL: `http://localhost:${ports.hubRemote}`, REMOTE_TALK_URL: `http://localhost:${ports.talkRemote}` } });
  await waitHealthy(`http://127.0.0.1:${ports.gateway}/healthz`);
  const url = `http://127.0.0.1:${ports.gateway}${process.argv[2] ?? '/glossary'}`;
  await new Promise((r) => setTimeout(r, 4000));
  let n = 0;
  const cold = process.argv[3] === 'cold';
  const result = await autocannon({ url, connections: cold ? 6 : 50, duration: 8, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    requests: [{ method: 'GET', ...(cold ? { setupRequest: (r: autocannon.Request) => ({ ...r, path: `${process.argv[2]}?c=${n++}` }) } : {}) }] });
  console.log('req/s', result.requests.average, 'p99', result.latency.p99, 'non2xx', result.non2xx);
  gw.kill('SIGTERM');
  await new Promise((r) => gw.once('exit', r));
  await stack.stop();
})();
