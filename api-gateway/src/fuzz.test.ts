/**
 * Property-based fuzzing through the gateway: 10,000 generated requests across every route of the
 * table (every method, odd path segments, repeated and nested query parameters, JSON and non-JSON
 * bodies) reach the real services, started as processes (sports on the recorded provider). No
 * answer may be a 500 (a bug) or a 502 (a service dropped the connection), nothing may crash, and
 * every service answers /healthz afterwards.
 */
import fc from 'fast-check';
import http from 'node:http';
import { createGatewayApp } from './app';
import { startServices } from './test/processes';
import { close, listen, testConfig } from './test-helpers';

const BATCH = 8; // requests in flight at once
const RUNS = 1_250; // × BATCH = 10,000 requests

interface Sent { method: string; path: string; contentType?: string; body?: string; chunked: boolean }
interface Got { status: number; body: string }

/** Every route the services define, with `{…}` where a path parameter goes. */
const TEMPLATES = [
  '/api/categories', '/api/categories/{category}/rules', '/api/all-rules', '/api/rule-index', '/api/rules/{rule}', '/api/search', '/api/glossary',
  '/api/penalties', '/api/quick-facts', '/api/field-markers',
  '/api/games/upcoming', '/api/games/week/{week}', '/api/games/refresh', '/api/scores/live', '/api/scores/stream',
  '/api/games/{game}/live-data', '/api/games/{game}/odds', '/api/games/{game}/plays', '/api/predictions', '/api/fantasy',
  '/api/teams', '/api/teams/refresh', '/api/teams/{team}', '/api/players/{player}/advanced-stats', '/api/players/{player}/stats',
  '/api/players/{team}', '/api/player/{player}/bio', '/api/injuries', '/api/injuries/refresh', '/api/news', '/api/news/refresh',
  '/api/standings', '/api/standings/refresh',
  '/api/water-cooler-talk', '/api/water-cooler-talk/refresh',
  // below the prefixes, paths no service defines
  '/api/teams/{team}/{any}', '/api/search/{any}', '/api/water-cooler-talk/{any}', '/api/games/{any}/{any}/{any}',
];
const QUERY_KEYS = ['query', 'type', 'seasonType', 'season', 'gameIds', 'teamId', 'includeGeneric', 'expectedName', 'category', 'limit', 'lastEventId', 'x'];
const ODD = ['%', '%00', '%ZZ', '%E0%A4%A', '..', '.', '%2F', '%2e%2e', '-1', '0', '1e3', '99999999999999999999', 'null', 'undefined', '__proto__', 'constructor', 'a'.repeat(300), encodeURIComponent('😀'), '%20'];

async function harvestIds(gateway: string) {
  const json = async (p: string) => { const res = await fetch(gateway + p); return res.ok ? res.json() : []; };
  // the replica may still be loading its first snapshot: a bounded wait for the team list
  let teams: Array<{ id: string }> = [];
  for (let i = 0; i < 50 && teams.length === 0; i++) {
    teams = (await json('/api/teams')) as Array<{ id: string }>;
    if (teams.length === 0) await new Promise((r) => setTimeout(r, 200));
  }
  const games = (await json('/api/scores/live')) as Array<{ id: string }>;
  const roster = teams[0] ? ((await json(`/api/players/${teams[0].id}`)) as Array<{ id: string }>) : [];
  const categories = (await json('/api/categories')) as Array<{ id: string }>;
  const rules = (await json('/api/all-rules')) as Array<{ id: string }>;
  const ids = (list: Array<{ id: string }>, n = 5) => list.slice(0, n).map((x) => String(x.id));
  return { team: ids(teams), game: ids(games), player: ids(roster), category: ids(categories), rule: ids(rules) };
}

function requestArbitrary(known: Record<string, string[]>) {
  const segment = (kind: string) => fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(known[kind]?.length ? known[kind] : ['1'])) },
    { weight: 2, arbitrary: fc.integer({ min: -10, max: 10_000_000_000 }).map(String) },
    { weight: 2, arbitrary: fc.string({ maxLength: 24, unit: 'grapheme' }).map(encodeURIComponent) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD) },
  );
  const value = fc.oneof(
    fc.constantFrom('', '1', '2', 'true', 'false', 'rules', 'glossary', 'penalties', 'all', 'live', '2024', '50', '-1', '1000000', 'NaN', ...Object.values(known).flat()),
    fc.array(fc.integer({ min: 0, max: 10_000_000_000 }).map(String), { maxLength: 60 }).map((l) => l.join(',')),
    fc.string({ maxLength: 40, unit: 'grapheme' }),
  ).map(encodeURIComponent);
  const pair = fc.oneof(
    fc.tuple(fc.constantFrom(...QUERY_KEYS), value).map(([k, v]) => `${k}=${v}`),
    fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.constantFrom('[a]', '[]', '[0]', '[__proto__]')).map(([k, b]) => `${k}${encodeURIComponent(b)}=1`),
    fc.constantFrom(...QUERY_KEYS), // present without a value
    fc.constantFrom('%=1', '=1', '&&', 'limit=%', 'query=%ZZ'),
  );
  const query = fc.array(pair, { maxLength: 5 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
  const path = fc.constantFrom(...TEMPLATES).chain((template) => {
    const slots = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    return fc.tuple(...slots.map((slot) => segment(slot === 'week' ? 'none' : slot)), query).map((parts) => {
      let i = 0;
      return template.replace(/\{\w+\}/g, () => parts[i++] as string) + (parts.at(-1) as string);
    });
  });
  const body = fc.oneof(
    { weight: 4, arbitrary: fc.constant<{ contentType?: string; body?: string }>({}) },
    { weight: 2, arbitrary: fc.constant({ contentType: 'application/json', body: '{}' }) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) ?? 'null' })) },
    { weight: 1, arbitrary: fc.constantFrom('{', '[1,', '"', '{"a":}', 'null', '\u0000').map((b) => ({ contentType: 'application/json', body: b })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream', 'application/json; charset=latin1', 'multipart/form-data'), fc.string({ maxLength: 200 })).map(([contentType, b]) => ({ contentType, body: b })) },
    { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', body: JSON.stringify({ pad: 'x'.repeat(20_000) }) }) }, // over the services' 16 kB JSON limit
  );
  return fc.record({
    method: fc.constantFrom('GET', 'GET', 'GET', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
    path,
    body,
    chunked: fc.boolean(),
  }).map(({ method, path: p, body: b, chunked }): Sent => ({ method, path: p, ...b, chunked }));
}

function send(base: string, agent: http.Agent, r: Sent): Promise<Got> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    if (r.contentType) headers['Content-Type'] = r.contentType;
    if (r.body !== undefined && !r.chunked) headers['Content-Length'] = String(Buffer.byteLength(r.body));
    const req = http.request(`${base}${r.path}`, { method: r.method, headers, agent }, (res) => {
      if ((res.headers['content-type'] ?? '').includes('text/event-stream')) { req.destroy(); resolve({ status: res.statusCode ?? 0, body: '' }); return; }
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { if (text.length < 2_000) text += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.setTimeout(15_000, () => req.destroy(new Error('no answer in 15 s')));
    req.on('error', (err) => resolve({ status: -1, body: err.message }));
    if (r.body !== undefined) req.write(r.body);
    req.end();
  });
}

describe('fuzzing the gateway and the services', () => {
  let services: Awaited<ReturnType<typeof startServices>>;
  let gateway: Awaited<ReturnType<typeof listen>>;
  let closeAgents: () => void;

  beforeAll(async () => {
    services = await startServices();
    const g = createGatewayApp(testConfig({
      CONTENT_URL: services.content.url, SPORTS_URLS: services.sports.url, TALK_URL: services.talk.url,
      RATE_LIMIT_PER_MINUTE: '1000000', REFRESH_RATE_LIMIT_PER_MINUTE: '1000000', BREAKER_FAILURES: '1000000',
    }), {});
    closeAgents = g.close;
    gateway = await listen(g.app);
  }, 90_000);
  afterAll(async () => {
    closeAgents?.();
    if (gateway) await close(gateway.server);
    await services?.stop();
  });

  it('answers 10,000 generated requests without a 500 or a dropped connection, and every service stays healthy', async () => {
    const known = await harvestIds(gateway.url);
    expect(known.team.length).toBeGreaterThan(0);
    const agent = new http.Agent({ keepAlive: true, maxSockets: BATCH });
    const statuses = new Map<number, number>();
    let sent = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(requestArbitrary(known), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
          const answers = await Promise.all(batch.map((r) => send(gateway.url, agent, r)));
          sent += batch.length;
          answers.forEach((a) => statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1));
          const bad = answers.map((a, i) => ({ ...a, request: batch[i]! })).filter((a) => a.status === 500 || a.status === 502 || a.status === -1);
          if (bad.length) throw new Error(bad.map((b) => `${b.request.method} ${b.request.path} (${b.request.contentType ?? 'no body'}${b.request.chunked ? ', chunked' : ''}) -> ${b.status} ${b.body.slice(0, 200)}`).join('\n'));
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    } finally {
      agent.destroy();
      process.stdout.write(`fuzz: ${sent} requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}\n`);
    }
    expect(sent).toBeGreaterThanOrEqual(10_000);
    for (const s of [services.content, services.sports, services.talk]) {
      expect(s.child.exitCode).toBeNull();
      expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
    }
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  }, 120_000);
});
