import { createRequire } from 'node:module';
import path from 'node:path';
import { freePorts, startStack } from '@gg/dev-stack/stack';
(async () => {
  const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
  const stack = await startStack({ ports, log: () => {}, only: ['content', 'sports', 'talk', 'learn-remote', 'hub-remote', 'talk-remote'], env: { LOG_LEVEL: 'warn', TALK_DB: ':memory:', SPORTS_DB: ':memory:' } });
  const { renderFirstScreen } = createRequire(__filename)(path.resolve('shell/dist/server/render.js'));
  const remotes = [['learn', ports.learnRemote], ['hub', ports.hubRemote], ['talk', ports.talkRemote]].map(([name, port]) => ({ name, entry: `http://localhost:${port}/server/remoteEntry.js`, version: null }));
  const svc = (p: string) => p.startsWith('/api/water') ? ports.talk : /^\/api\/(categories|all-rules|rules|search|glossary|penalties|quick-facts|field-markers)/.test(p) ? ports.content : ports.sports;
  let fetchMs = 0;
  const api = async (p: string, init: { signal: AbortSignal }) => { const t = performance.now(); const r = await fetch(`http://127.0.0.1:${svc(p)}${p}`, { signal: init.signal }); const b = await r.arrayBuffer(); fetchMs += performance.now() - t; return new Response(b, { status: r.status, headers: r.headers }); };
  const log = { warn: (f: unknown, m: string) => console.log('warn', m, JSON.stringify(f).slice(0, 200)) };
  const url = process.argv[2] ?? '/rules/down-system';
  const once = () => renderFirstScreen({ url, remotes, api, signal: AbortSignal.timeout(5000), clock: { timeZone: 'UTC', now: Date.now() }, log });
  for (let i = 0; i < 20; i++) await once();
  const N = Number(process.argv[3] ?? 100);
  fetchMs = 0;
  const c0 = process.cpuUsage(); const t0 = performance.now();
  let size = 0;
  for (let i = 0; i < N; i++) { const s = await once(); size = s.html.length + JSON.stringify(s.queries).length; }
  const cpu = process.cpuUsage(c0); const wall = performance.now() - t0;
  console.log(`${url}: ${N} renders, wall ${(wall / N).toFixed(1)} ms, cpu ${((cpu.user + cpu.system) / 1000 / N).toFixed(1)} ms per render (fetch wall ${(fetchMs / N).toFixed(1)} ms), markup+data ${Math.round(size / 1024)} KB`);
  await stack.stop();
})();
