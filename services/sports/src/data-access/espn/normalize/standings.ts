// /apis/v2/sports/football/nfl/standings -> Standing.
// The default response nests entries under children[] (AFC/NFC); `level=3` adds a
// division layer, so children are walked recursively.

import type { Standing } from '@gg/contracts';
import { count, first, get, int, num, obj, objs, str, type Obj } from './read';

function statsByName(entry: Obj): Map<string, Obj> {
  const m = new Map<string, Obj>();
  for (const s of objs(entry.stats)) {
    const name = str(s.name) ?? str(s.type);
    if (name && !m.has(name)) m.set(name, s);
  }
  return m;
}

/** "W3"/"L1"; built from the signed value (+3 / -1) when displayValue is missing. */
function streakText(s: Obj | undefined): string {
  const display = str(s?.displayValue);
  if (display && /^[WLT]\d+$/i.test(display)) return display.toUpperCase();
  const v = int(s?.value);
  if (v === null || v === 0) return '';
  return v > 0 ? `W${v}` : `L${-v}`;
}

/** winPercent as 0..1; ESPN sends 0.7647 (value) or ".765" (displayValue). */
function winFraction(s: Obj | undefined, wins: number, losses: number, ties: number): number {
  let v = first(num(s?.value), num(s?.displayValue));
  if (v !== null && v > 1 && v <= 100) v = v / 100; // tolerate a percentage
  if (v !== null && v >= 0 && v <= 1) return v;
  const games = wins + losses + ties;
  return games > 0 ? (wins + ties / 2) / games : 0;
}

/** One standings entry -> Standing; null without a team id or season. */
export function standingFromEntry(entry: unknown, season: number | null): Standing | null {
  const e = obj(entry);
  const teamId = str(get(e, 'team', 'id'));
  if (!e || !teamId || season === null) return null;
  const stats = statsByName(e);
  const n = (name: string) => count(stats.get(name)?.value) ?? count(stats.get(name)?.displayValue) ?? 0;
  const wins = n('wins');
  const losses = n('losses');
  const ties = n('ties');
  return {
    id: `${season}-${teamId}`,
    teamId,
    season,
    wins,
    losses,
    ties,
    winPercentage: winFraction(stats.get('winPercent'), wins, losses, ties),
    pointsFor: n('pointsFor'),
    pointsAgainst: n('pointsAgainst'),
    streak: streakText(stats.get('streak')),
  };
}

/** Standings response -> Standing[] (one per team, deduped by id). */
export function standingsFrom(input: unknown): Standing[] {
  const out: Standing[] = [];
  const seen = new Set<string>();
  const rootSeason = first(int(get(input, 'season')), int(get(input, 'seasons', 0, 'year')));
  const visit = (node: Obj, inherited: number | null, depth: number) => {
    if (depth > 5) return; // ESPN nests at most league > conference > division
    const st = obj(node.standings);
    const season = first(int(st?.season), int(get(st, 'season', 'year')), inherited);
    for (const entry of objs(st?.entries)) {
      const s = standingFromEntry(entry, season);
      if (s && !seen.has(s.id)) {
        seen.add(s.id);
        out.push(s);
      }
    }
    for (const child of objs(node.children)) visit(child, season, depth + 1);
  };
  const root = obj(input);
  if (root) visit(root, rootSeason, 0);
  return out;
}
