// Test-only helpers: load the recorded ESPN fixtures and a bag of junk inputs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIXTURE_DIR = join(__dirname, '../../../../fixtures/espn');

const cache = new Map<string, unknown>();

/** Parsed fixture from services/sports/fixtures/espn (cached; treat as read-only). */
export function fixture(name: string): unknown {
  if (!cache.has(name)) cache.set(name, JSON.parse(readFileSync(join(FIXTURE_DIR, name), 'utf8')));
  return cache.get(name);
}

/** Inputs a defensive normaliser must survive. */
export const JUNK: unknown[] = [
  null,
  undefined,
  {},
  [],
  'a string',
  42,
  true,
  [null, 1, 'x', {}, []],
  { events: 'nope', items: 7, articles: {}, injuries: null, athletes: [null, 3], children: 'x' },
  { events: [null, {}, { id: 5 }, { competitions: [null] }] },
  { sports: [{ leagues: [{ teams: [null, {}, { team: {} }] }] }] },
];
