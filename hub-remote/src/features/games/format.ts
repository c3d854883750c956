/** Display rules for games: status groups, signs, winners, dates and labels. Pure, so they are tested on their own. */
import type { Game } from '@gg/contracts';
import { isCalledOffStatus, isDelayedStatus, isFinalGame, isLiveGame } from '@gg/contracts/game-status';
import { clockTime } from '@gg/ui';

/** Anything not live and not final counts as upcoming (postponed, delayed and canceled games included). */
export const isUpcoming = (g: Pick<Game, 'status'>) => !isLiveGame(g) && !isFinalGame(g);

/** Values are shown only when present, with '+' for positive numbers. */
export function signed(n: number | null | undefined): string | null {
  if (n === null || n === undefined || Number.isNaN(n)) return null;
  return n > 0 ? `+${n}` : String(n);
}

/** Status badge: LIVE, FINAL, a postponement, or (`label` null) the kickoff's date and time. */
export function statusBadge(g: Game): { label: string | null; tone: 'live' | 'strong' | 'neutral' } {
  if (isLiveGame(g)) return { label: 'LIVE', tone: 'live' };
  if (isFinalGame(g)) return { label: g.statusDetail && /OT/.test(g.statusDetail) ? 'FINAL/OT' : 'FINAL', tone: 'strong' };
  return { label: isCalledOffStatus(g.status) || isDelayedStatus(g.status) ? g.status.toUpperCase() : null, tone: 'neutral' };
}

/** A winner is marked only for final games with unequal scores. */
export function winner(g: Game): 'home' | 'away' | null {
  if (!isFinalGame(g) || g.homeScore === g.awayScore) return null;
  return g.homeScore > g.awayScore ? 'home' : 'away';
}

export function weekLabel(g: Game): string | null {
  if (g.week === null) return null;
  if (g.seasonType === 1) return `Preseason Week ${g.week}`;
  if (g.seasonType === 3) return ['Wild Card', 'Divisional Round', 'Conference Championship', 'Pro Bowl', 'Super Bowl'][g.week - 1] ?? `Postseason Week ${g.week}`;
  return `Week ${g.week}`;
}

/** "2 min ago"-style freshness for the Updated line, then the clock time in the page's zone. */
export function updatedLabel(iso: string | null, zone: string, now: number): string {
  if (!iso) return 'Updated just now';
  const secs = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (secs < 60) return 'Updated just now';
  if (secs < 3600) return `Updated ${Math.floor(secs / 60)} min ago`;
  return `Updated ${clockTime(new Date(iso), zone)}`;
}
