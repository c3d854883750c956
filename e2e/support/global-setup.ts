import { startTestStack } from './stack';

export default async function globalSetup() {
  const stack = await startTestStack();
  // Test files run in workers started after this, so the environment reaches them.
  process.env.E2E_BASE_URL = stack.url;
  (globalThis as { __E2E_STACK__?: unknown }).__E2E_STACK__ = stack;
}
