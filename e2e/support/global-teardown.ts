import type { Stack } from './stack';

export default async function globalTeardown() {
  const stack = (globalThis as { __E2E_STACK__?: Stack }).__E2E_STACK__;
  await stack?.stop();
}
