// ESPN odds (scoreboard competitions[0].odds[], summary pickcenter[], core /odds) -> BettingOdds.
//
// Shapes handled (each seen in a recorded response):
//  1. ESPN BET, May 2025: spread/overUnder only, no moneyline anywhere.
//  2. ESPN BET, Dec 2025: moneyline{home{close{odds "-360"}}} plus numeric teamOdds.moneyLine.
//  3. DraftKings, Dec 2025: moneyline/pointSpread/total with close+open strings, no numeric
//     moneyLine, and sometimes no provider name.
//  pickcenter: numeric awayTeamOdds/homeTeamOdds.moneyLine, spread, overUnder.
//  core: numeric moneyLine + current/close/open {moneyLine{american}} objects.
// In every shape `spread` is the HOME team's line (GB home -6.5 -> -6.5; DEN away -8.5 -> 8.5).

import type { BettingOdds } from '@gg/contracts';
import { americanOdds, arr, first, get, idAfter, negate, num, obj, str, type Obj } from './read';

const KNOWN_PROVIDERS: Record<string, string> = {
  '100': 'DraftKings', // scoreboard id since Dec 2025
  '40': 'DraftKings', // core /odds id
  '58': 'ESPN BET',
};

/** Provider name; ESPN dropped it on one DraftKings event, so fall back on the id. */
export function providerName(provider: unknown): string | null {
  const name = str(get(provider, 'name'));
  if (name) return name;
  const id = str(get(provider, 'id'));
  if (!id) return null;
  return KNOWN_PROVIDERS[id] ?? `Sportsbook ${id}`;
}

/** "+8.5" / "-7" / "o46.5" / "u40.5" -> number. */
function line(v: unknown): number | null {
  if (typeof v === 'string') return num(v.trim().replace(/^[ou]\s*/i, ''));
  return num(v);
}

/** Moneyline for one side, preferring ESPN's numeric field, then closing, then opening prices. */
function moneyline(item: Obj, side: 'home' | 'away'): number | null {
  const team = obj(item[`${side}TeamOdds`]) ?? {};
  return first(
    americanOdds(team.moneyLine),
    americanOdds(get(item, 'moneyline', side, 'close', 'odds')),
    americanOdds(get(item, 'moneyline', side, 'current', 'odds')),
    americanOdds(get(item, 'moneyline', side, 'open', 'odds')),
    americanOdds(get(team, 'current', 'moneyLine', 'american')),
    americanOdds(get(team, 'close', 'moneyLine', 'american')),
    americanOdds(get(team, 'open', 'moneyLine', 'american')),
  );
}

/** Home spread: top-level `spread`, else the pointSpread block, else core `current.pointSpread`. */
function homeSpread(item: Obj): number | null {
  return first(
    num(item.spread),
    line(get(item, 'pointSpread', 'home', 'close', 'line')),
    line(get(item, 'pointSpread', 'home', 'open', 'line')),
    negate(line(get(item, 'pointSpread', 'away', 'close', 'line'))),
    line(get(item, 'homeTeamOdds', 'current', 'pointSpread', 'american')),
  );
}

function overUnder(item: Obj): number | null {
  return first(
    num(item.overUnder),
    line(get(item, 'total', 'over', 'close', 'line')),
    line(get(item, 'total', 'over', 'open', 'line')),
  );
}

/**
 * One odds item of any shape -> BettingOdds. `eventId` (when known) prefixes the
 * id so rows from different games never collide; dedupe is by provider.
 */
export function oddsFromItem(item: unknown, eventId?: string | null): BettingOdds | null {
  const o = obj(item);
  if (!o) return null;
  const provider = obj(o.provider);
  const providerId = first(str(provider?.id), idAfter(get(provider, '$ref'), 'providers'), idAfter(o.$ref, 'odds'));
  const name = providerName(providerId ? { ...provider, id: providerId } : provider);
  if (!providerId || !name) return null;
  const event = eventId ?? idAfter(o.$ref, 'events');
  const spread = homeSpread(o);
  return {
    id: event ? `${event}:${providerId}` : providerId,
    provider: name,
    homeTeamSpread: spread,
    awayTeamSpread: negate(spread),
    overUnder: overUnder(o),
    awayTeamMoneyline: moneyline(o, 'away'),
    homeTeamMoneyline: moneyline(o, 'home'),
  };
}

/** Keep the first row per provider (ESPN orders by priority). */
export function dedupeOdds(list: Array<BettingOdds | null>): BettingOdds[] {
  const seen = new Set<string>();
  const out: BettingOdds[] = [];
  for (const o of list) {
    if (!o) continue;
    const key = o.id.includes(':') ? o.id.slice(o.id.lastIndexOf(':') + 1) : o.id;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(o);
  }
  return out;
}

/** Scoreboard event -> its odds (pre-game only; ESPN drops them once live). */
export function oddsFromScoreboardEvent(event: unknown): BettingOdds[] {
  const eventId = str(get(event, 'id'));
  return dedupeOdds(arr(get(event, 'competitions', 0, 'odds')).map((i) => oddsFromItem(i, eventId)));
}

/** Scoreboard response -> odds per event id. */
export function oddsByEventFromScoreboard(scoreboard: unknown): Record<string, BettingOdds[]> {
  const out: Record<string, BettingOdds[]> = {};
  for (const event of arr(get(scoreboard, 'events'))) {
    const id = str(get(event, 'id'));
    if (!id) continue;
    const odds = oddsFromScoreboardEvent(event);
    if (odds.length) out[id] = odds;
  }
  return out;
}

/** Summary (or CDN game package, or the bare array) `pickcenter[]` -> odds. */
export function oddsFromPickcenter(summary: unknown, eventId?: string | null): BettingOdds[] {
  const s = obj(get(summary, 'gamepackageJSON')) ?? summary;
  const list = Array.isArray(s) ? s : arr(get(s, 'pickcenter'));
  const id = eventId ?? str(get(s, 'header', 'id'));
  return dedupeOdds(list.map((i) => oddsFromItem(i, id)));
}

/** Core `/odds` list ({items[]}) or a single `/odds/{provider}` item -> odds. */
export function oddsFromCore(input: unknown, eventId?: string | null): BettingOdds[] {
  const items = Array.isArray(input) ? input : get(input, 'items') !== undefined ? arr(get(input, 'items')) : [input];
  return dedupeOdds(items.map((i) => oddsFromItem(i, eventId)));
}
