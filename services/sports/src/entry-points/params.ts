/** Input checks for the sports routes: a clear 400 for malformed input (unknown ids are 404s, later). */
import { badRequest } from '@gg/service-kit';

export const MAX_GAME_IDS = 50;
const NUMERIC_ID = /^\d{1,12}$/;

export function numericId(value: unknown, what: string): string {
  if (typeof value !== 'string' || !NUMERIC_ID.test(value)) throw badRequest(`${what} must be a numeric id (got ${JSON.stringify(value)})`);
  return value;
}

export function gameIdList(value: unknown): string[] {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest('gameIds is required: a comma-separated list of game ids');
  const ids = [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length > MAX_GAME_IDS) throw badRequest(`At most ${MAX_GAME_IDS} gameIds per request (got ${ids.length})`);
  for (const id of ids) numericId(id, 'Each game id');
  return ids;
}

export function seasonTypeParam(value: unknown): 1 | 2 {
  if (value === '1') return 1;
  if (value === '2' || value === undefined) return 2;
  throw badRequest(`seasonType must be 1 (preseason) or 2 (regular season), got ${JSON.stringify(value)}`);
}

export function weekParam(value: unknown, seasonType: 1 | 2): number {
  const max = seasonType === 1 ? 4 : 18;
  const week = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(week) || week < 1 || week > max) throw badRequest(`week must be a whole number from 1 to ${max} for seasonType ${seasonType}`);
  return week;
}

export function seasonParam(value: unknown, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const season = typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(season) || season < 2000 || season > 2100) throw badRequest(`season must be a four-digit year, got ${JSON.stringify(value)}`);
  return season;
}

export function booleanParam(value: unknown, name: string): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw badRequest(`${name} must be true or false`);
}
