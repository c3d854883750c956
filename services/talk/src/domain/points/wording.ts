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

// ------------------------------------------------------------------ days (US Eastern: NFL time)

const ET = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'long', hour: 'numeric', hourCycle: 'h23' });
const MONTH = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric' });

function eastern(date: Date) {
  const parts = Object.fromEntries(ET.formatToParts(date).map((p) => [p.type, p.value]));
  return { day: Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / 86_400_000, weekday: String(parts.weekday), hour: Number(parts.hour) };
}

/** When a finished game was played, as a fan says it: "today", "last night", "on Sunday", "on Nov 16". */
export function whenPlayed(kickoff: Date, now: Date): string {
  const k = eastern(kickoff);
  const days = eastern(now).day - k.day;
  if (days <= 0) return k.hour >= 17 ? 'tonight' : 'today';
  if (days === 1) return k.hour >= 17 ? 'last night' : 'yesterday';
  if (days < 7) return `on ${k.weekday}`;
  return `on ${MONTH.format(kickoff)}`;
}

/** When a game kicks off: "tonight", "tomorrow", "on Friday", "on Dec 4". */
export function whenKickoff(kickoff: Date, now: Date): string {
  const k = eastern(kickoff);
  const days = k.day - eastern(now).day;
  if (days <= 0) return k.hour >= 17 ? 'tonight' : 'today';
  if (days === 1) return k.hour >= 17 ? 'tomorrow night' : 'tomorrow';
  if (days < 7) return `on ${k.weekday}`;
  return `on ${MONTH.format(kickoff)}`;
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
