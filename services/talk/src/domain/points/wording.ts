/**
 * The words around the facts: team names, days, numbers, and the deterministic choice between
 * templates. A template is a function that returns null when a fact it needs is missing, so a
 * sentence never claims what the data does not say; among the ones that fit, the source id picks
 * (a small hash), so regenerating keeps a point's wording and ten points do not read alike.
 */
import type { Game, Team } from '@gg/contracts';

export type Side = 'away' | 'home';
export const otherSide = (side: Side): Side => (side === 'away' ? 'home' : 'away');

// ------------------------------------------------------------------ choosing a template

/** FNV-1a, 32 bit: small, stable across runs and platforms. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** One of the candidates that fit (non-null), chosen by source and slot; null if none fits. */
export function choose(source: string, slot: string, candidates: Array<string | null | undefined>): string | null {
  const fitting = candidates.filter((c): c is string => typeof c === 'string' && c.length > 0);
  if (fitting.length === 0) return null;
  return fitting[hash(`${slot}|${source}`) % fitting.length] ?? null;
}

// ------------------------------------------------------------------ teams

export interface TeamNames {
  /** "Atlanta Falcons" */
  full: string;
  /** "Falcons" (the full name when the team list does not know the team) */
  short: string;
  abbreviation: string | null;
  /** "Atlanta": where the team plays, from its name; null when unknown */
  market: string | null;
  /** The team's home stadium, to tell a home game from a neutral site. */
  homeVenue: string | null;
}

export function teamDirectory(teams: Team[] | null) {
  const byId = new Map((teams ?? []).map((t) => [t.id, t]));
  return (id: string | null, fullName: string, abbreviation: string | null): TeamNames => {
    const team = id ? byId.get(id) : undefined;
    const full = team?.displayName ?? fullName;
    const short = team?.name ?? fullName;
    const market = team && full.endsWith(` ${team.name}`) ? full.slice(0, -team.name.length - 1) : null;
    return { full, short, abbreviation: team?.abbreviation ?? abbreviation, market, homeVenue: team?.venue ?? null };
  };
}
export type TeamDirectory = ReturnType<typeof teamDirectory>;

export function gameTeams(game: Game, teams: TeamDirectory): Record<Side, TeamNames> {
  return {
    away: teams(game.awayTeamId, game.awayTeam, game.awayTeamAbbreviation),
    home: teams(game.homeTeamId, game.homeTeam, game.homeTeamAbbreviation),
  };
}

/** "in Atlanta" when the game is at the home team's own stadium (not a neutral site), else null. */
export function inCity(game: Game, home: TeamNames): string | null {
  return home.market && game.venue && home.homeVenue && game.venue === home.homeVenue ? home.market : null;
}

/** "Falcons'" / "Chiefs'"; a name without a final s gets "'s". */
export const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

// ------------------------------------------------------------------ numbers

export const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** 52.5 -> "52.5", 3 -> "3", -0 -> "0". */
export const num = (n: number) => (Object.is(n, -0) ? '0' : String(n));

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** Small counts read as words ("five straight"); larger ones stay digits. */
export const countWord = (n: number) => WORDS[n] ?? String(n);

const QUARTERS = ['', 'first', 'second', 'third', 'fourth'];
export const quarterWord = (period: number) => (period >= 5 ? 'overtime' : `${QUARTERS[period] ?? ''} quarter`);

// ------------------------------------------------------------------ days

/**
 * Where a point's words say the day of its game's kickoff ("{When}" at the start of a sentence).
 * The point carries the kickoff (`kickoff`) and the reader's app words the day in the reader's own
 * time zone, from the reader's own clock: "tonight", "on Sunday", "last night". A weekday worked out
 * here would be the server's (a Sunday-night game is Monday in UTC, a late Saturday game in New
 * York is Sunday in London), and "tonight" would go stale with the stored text.
 */
export const WHEN = '{when}';
const WHEN_AT_START = '{When}';

/** Whether a point's words mention the kickoff's day (so the point must carry the kickoff). */
export const saysWhen = (...texts: Array<string | null | undefined>) => texts.some((t) => t?.includes(WHEN) || t?.includes(WHEN_AT_START));

/** The first letter in capitals; the day marker becomes its sentence-start form. */
export const capitalize = (text: string) => (text.startsWith(WHEN) ? `${WHEN_AT_START}${text.slice(WHEN.length)}` : text.charAt(0).toUpperCase() + text.slice(1));
