/**
 * Traces across processes: the real gateway, services and remote servers, each exporting its spans
 * over OTLP/HTTP (JSON) to a collector this spec runs. A server-rendered page and a proxied /api
 * call that the talk service answers by calling the sports service are each one trace, whose
 * service spans are children of the calling process's client spans (W3C `traceparent` on every
 * hop); the gateway's access line for the page carries the page's trace id.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestStack, type Stack } from '../support/stack';

interface Span { service: string; name: string; kind: number; traceId: string; spanId: string; parentSpanId?: string; attributes: Record<string, unknown> }

/** OTLP span kinds. */
const SERVER = 2;
const CLIENT = 3;

type OtlpAttributes = Array<{ key: string; value: Record<string, unknown> }>;
const attributesOf = (list: OtlpAttributes = []) => Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value)[0]]));

/** An OTLP/HTTP collector: keeps every span it is sent, with the service that sent it. */
function startCollector(): Promise<{ url: string; spans: Span[]; close: () => void }> {
  const spans: Span[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: Array<{ resource: { attributes: OtlpAttributes }; scopeSpans: Array<{ spans: Array<Omit<Span, 'service' | 'attributes'> & { attributes?: OtlpAttributes }> }> }>;
      };
      for (const { resource, scopeSpans } of body.resourceSpans) {
        const service = String(attributesOf(resource.attributes)['service.name']);
        for (const { spans: sent } of scopeSpans) for (const s of sent) spans.push({ ...s, service, parentSpanId: s.parentSpanId || undefined, attributes: attributesOf(s.attributes) });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, close: () => server.close() });
  }));
}

let collector: Awaited<ReturnType<typeof startCollector>>;
let stack: Stack;
const gatewayLines: string[] = [];

beforeAll(async () => {
  collector = await startCollector();
  stack = await startTestStack(
    // LOG_LEVEL: the processes inherit this Jest worker's environment, in which they would log nothing
    { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '100', LOG_LEVEL: 'info' },
    (name, line) => { if (name === 'gateway') gatewayLines.push(line); },
  );
  // the talk service's first generation (at start, outside any request) is over: a refresh asked
  // for now runs on its own, in its request's trace, instead of joining that one
  for (const deadline = Date.now() + 45_000; ; await new Promise((r) => setTimeout(r, 250))) {
    const health = await fetch(`http://127.0.0.1:${stack.ports.talk}/healthz`).then((r) => r.json() as Promise<{ lastRefreshAt?: string | null }>, () => ({ lastRefreshAt: null }));
    if (health.lastRefreshAt) break;
    if (Date.now() > deadline) throw new Error('the talk service never finished its first generation');
  }
}, 45_000);
afterAll(async () => { await stack?.stop(); collector?.close(); });

/** The gateway's server span for a request to `path`, once its trace has reached the collector. */
async function traceOf(path: string, method: string, until: (spans: Span[]) => boolean): Promise<Span[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const root = collector.spans.find((s) => s.service === 'gateway' && s.kind === SERVER && s.name.startsWith(method) && [s.attributes['http.target'], s.attributes['url.path']].includes(path));
    const trace = root ? collector.spans.filter((s) => s.traceId === root.traceId) : [];
    if (root && until(trace)) return trace;
    if (Date.now() > deadline) throw new Error(`no complete trace of ${method} ${path}; spans seen: ${collector.spans.map((s) => `${s.service} ${s.name}`).join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Server spans of `service` in a trace, each with the client span it was called from (in `caller`). */
function callsInto(trace: Span[], service: string, caller: string) {
  return trace.filter((s) => s.service === service && s.kind === SERVER).map((server) => ({ server, parent: trace.find((s) => s.spanId === server.parentSpanId) }))
    .filter(({ parent }) => parent?.service === caller && parent.kind === CLIENT);
}

describe('traces across the gateway and the services', () => {
  it('make a server-rendered page one trace: the gateway\'s reads reach the services as children of its client spans', async () => {
    // the live answers a render reads are shared among renders for a second: past that once the
    // boot's warm-up has drawn its pages (it goes on after the gateway answers, and on a loaded
    // machine its last reads come seconds later), this page's reads go to the services
    for (const deadline = Date.now() + 30_000; !gatewayLines.some((l) => l.includes('"first screens warmed up"')); await new Promise((r) => setTimeout(r, 100))) {
      if (Date.now() > deadline) throw new Error('the gateway did not finish its warm-up within 30 s');
    }
    await new Promise((r) => setTimeout(r, 1_200));
    const res = await fetch(`${stack.url}/schedule`, { headers: { Accept: 'text/html', traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' } });
    expect(res.status).toBe(200);
    await res.text();
    const trace = await traceOf('/schedule', 'GET', (t) => callsInto(t, 'sports', 'gateway').length >= 3);

    const root = trace.find((s) => s.service === 'gateway' && s.kind === SERVER)!;
    expect(root.parentSpanId).toBeUndefined(); // a fan's traceparent is not continued
    expect(root.traceId).not.toBe('0af7651916cd43dd8448eb211c80319c');
    const reads = callsInto(trace, 'sports', 'gateway');
    expect(reads.map(({ server }) => server.name)).toEqual(expect.arrayContaining(['GET /api/games/upcoming', 'GET /api/scores/live', 'GET /api/teams']));
    // every span of the trace hangs from another of it, up to the page's
    for (const s of trace) if (s !== root) expect(trace.some((p) => p.spanId === s.parentSpanId)).toBe(true);

    // the gateway writes its log lines in batches, at least once a second
    const pageLine = async () => gatewayLines.map((l) => { try { return JSON.parse(l) as { req?: { path?: string }; traceId?: string }; } catch { return {}; } }).find((l) => l.req?.path === '/schedule');
    for (const deadline = Date.now() + 3_000; !(await pageLine()) && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 100));
    expect((await pageLine())?.traceId).toBe(root.traceId);
  });

  it('make a proxied /api call one trace down two hops: gateway to talk, talk to sports', async () => {
    const res = await fetch(`${stack.url}/api/water-cooler-talk/refresh`, { method: 'POST' });
    expect(res.status).toBe(200);
    const trace = await traceOf('/api/water-cooler-talk/refresh', 'POST', (t) => callsInto(t, 'sports', 'talk').length > 0);

    expect(callsInto(trace, 'talk', 'gateway').map(({ server }) => server.name)).toEqual(['POST /api/water-cooler-talk/refresh']);
    expect(callsInto(trace, 'sports', 'talk').map(({ server }) => server.name)).toEqual(expect.arrayContaining(['GET /api/scores/live', 'GET /api/teams']));
    expect(new Set(trace.map((s) => s.service))).toEqual(new Set(['gateway', 'talk', 'sports']));
  });

  it('reach the content service from the pages that read it, and leave probes untraced', async () => {
    // a rule page: its rule is read by no page rendered before (the gateway keeps content it has read for a while)
    await (await fetch(`${stack.url}/rules/down-system`, { headers: { Accept: 'text/html' } })).text();
    const trace = await traceOf('/rules/down-system', 'GET', (t) => callsInto(t, 'content', 'gateway').length > 0);
    expect(new Set(trace.map((s) => s.service))).toEqual(new Set(['gateway', 'content']));
    expect(collector.spans.filter((s) => s.kind === SERVER && /\/(healthz|readyz|metrics)$/.test(s.name))).toEqual([]);
  });
});
