import { startTestStack } from './stack';

/** How long a fresh stack may take to generate its first talking points on a busy machine. */
const WARM_UP_MS = 90_000;

/**
 * A fan meets a talk service that has been running: its store already holds talking points. A
 * fresh stack's store is empty until the first generation (once the sports service answers), and
 * a page opened before then shows the empty state, which re-reads only every 5 minutes or on a tap
 * of Generate. Specs start once the first points exist, so the first spec of a run sees what a fan
 * sees; the empty state has its own component tests.
 */
async function waitForFirstTalkingPoints(baseUrl: string): Promise<void> {
  const deadline = Date.now() + WARM_UP_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/api/water-cooler-talk?limit=1`);
      const points = res.ok ? ((await res.json()) as unknown[]) : [];
      if (points.length > 0) return;
      last = res.ok ? 'an empty list' : `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`e2e stack: no talking points ${WARM_UP_MS / 1000} s after start (last: ${last})`);
}

export default async function globalSetup() {
  const stack = await startTestStack();
  // Test files run in workers started after this, so the environment reaches them.
  process.env.E2E_BASE_URL = stack.url;
  (globalThis as { __E2E_STACK__?: unknown }).__E2E_STACK__ = stack;
  await waitForFirstTalkingPoints(stack.url);
}
