/** How a roster is grouped: by position, in the order a depth chart reads. Pure, so it is tested on its own. */
import type { Player } from '@gg/contracts';
import { compareText } from '@gg/ui';

/** Offense, then defense, then specialists. */
export const POSITION_ORDER = ['QB', 'RB', 'FB', 'WR', 'TE', 'OL', 'C', 'OG', 'OT', 'DE', 'DT', 'LB', 'CB', 'S', 'K', 'P'] as const;
type OrderedPosition = (typeof POSITION_ORDER)[number];

const TITLES: Record<OrderedPosition, string> = {
  QB: 'Quarterbacks', RB: 'Running Backs', FB: 'Fullbacks', WR: 'Wide Receivers', TE: 'Tight Ends',
  OL: 'Offensive Line', C: 'Centers', OG: 'Guards', OT: 'Tackles',
  DE: 'Defensive Ends', DT: 'Defensive Tackles', LB: 'Linebackers', CB: 'Cornerbacks', S: 'Safeties',
  K: 'Kicker', P: 'Punter',
};

/**
 * Other codes providers use for the same spot (ESPN lists guards as G and the kicker as PK): they
 * join that spot's group instead of becoming a group of their own.
 */
const SAME_SPOT: Record<string, OrderedPosition> = {
  G: 'OG', T: 'OT', PK: 'K', NT: 'DT', ILB: 'LB', OLB: 'LB', MLB: 'LB', FS: 'S', SS: 'S', HB: 'RB',
};

/** Readable titles for codes outside the order; any other code is its own title. */
const OTHER_TITLES: Record<string, string> = {
  DL: 'Defensive Line', DB: 'Secondary', EDGE: 'Edge Rushers', LS: 'Long Snappers', ATH: 'Athletes',
};

/** Players with no position at all close the roster. */
export const NO_POSITION = 'Other';

/** The code a player's position is grouped under ('G' -> 'OG'; unknown codes stay as they are). */
export function positionCode(position: string | null): string {
  const code = position?.trim().toUpperCase() ?? '';
  return SAME_SPOT[code] ?? code;
}

const isOrdered = (code: string): code is OrderedPosition => (POSITION_ORDER as readonly string[]).includes(code);

export function positionTitle(code: string): string {
  if (!code) return NO_POSITION;
  return isOrdered(code) ? TITLES[code] : OTHER_TITLES[code] ?? code;
}

export interface PositionGroup { code: string; title: string; players: Player[] }

/**
 * Groups in the depth-chart order, then codes outside it alphabetically, then players with no
 * position. Inside a group the provider's order (by last name) is kept.
 */
export function groupRoster(players: readonly Player[]): PositionGroup[] {
  const groups = new Map<string, Player[]>();
  for (const player of players) {
    const code = positionCode(player.position);
    const list = groups.get(code);
    if (list) list.push(player);
    else groups.set(code, [player]);
  }
  const rank = (code: string) => (isOrdered(code) ? POSITION_ORDER.indexOf(code) : code ? POSITION_ORDER.length : POSITION_ORDER.length + 1);
  return [...groups.keys()]
    .sort((a, b) => rank(a) - rank(b) || compareText(a, b))
    .map((code) => ({ code, title: positionTitle(code), players: groups.get(code) ?? [] }));
}
