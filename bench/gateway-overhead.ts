/**
 * Gateway hop cost: the same request straight to the content service and through the gateway,
 * each server in its own process as deployed. Prints p50/p99 latency and throughput for both and
 * the differences (budget: added p50 ≤ 3 ms, throughput via the gateway ≥ 50 % of direct).
 * Run: npx tsx bench/gateway-overhead.ts   (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
 */
import autocannon from 'autocannon';
import os from 'node:os';
import { freePorts, startStack } from '@gg/dev-stack/stack';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

async function run(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

async function main() {
  const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
  const stack = await startStack({ ports, only: ['content', 'gateway'], log: () => {}, env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
  try {
    const path = '/api/categories';
    const direct = `http://127.0.0.1:${ports.content}${path}`;
    const via = `http://127.0.0.1:${ports.gateway}${path}`;
    await run(direct); // warm-up both
    await run(via);
    const d = await run(direct);
    const g = await run(via);
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}`);
    console.log(`GET ${path}, ${CONNECTIONS} connections, ${DURATION} s each; load generator, gateway and service are separate processes on the same cores`);
    console.log(`direct:      p50 ${d.p50} ms, p99 ${d.p99} ms, ${Math.round(d.rps)} req/s, errors ${d.errors}`);
    console.log(`via gateway: p50 ${g.p50} ms, p99 ${g.p99} ms, ${Math.round(g.rps)} req/s, errors ${g.errors}`);
    console.log(`added p50: ${(g.p50 - d.p50).toFixed(1)} ms (budget ≤ 3 ms); throughput via gateway: ${((g.rps / d.rps) * 100).toFixed(0)} % of direct (budget ≥ 50 %)`);
  } finally {
    await stack.stop();
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
