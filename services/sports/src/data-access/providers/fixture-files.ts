import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The recorded ESPN responses shipped with the service (copied from shared/fixtures/espn). */
export const FIXTURE_DIR = path.resolve(__dirname, '../../../fixtures/espn');

const cache = new Map<string, unknown>();

export function readFixture(file: string, dir = FIXTURE_DIR): unknown {
  const full = path.join(dir, file);
  if (!cache.has(full)) cache.set(full, JSON.parse(readFileSync(full, 'utf8')));
  return cache.get(full);
}
