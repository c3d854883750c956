/**
 * "Why was that flagged?", part one: the flag as the play text tells it. ESPN writes an accepted
 * flag as "PENALTY on GB-R.Walker, False Start, 5 yards, enforced at ATL 28 - No Play." and a
 * declined one as "Penalty on GB-K.Enagbare, Defensive Offside, declined.". Kept apart from the
 * matching (match-penalty.ts, loaded with the card) because the feed needs only the foul's name.
 */
import type { Play } from '@gg/contracts';

/** One flag as the play text tells it. */
export interface CalledFoul {
  /** The foul as the provider named it, e.g. "Defensive Pass Interference". */
  foul: string;
  /** Team abbreviation of the side flagged, e.g. "ATL" (absent when the text has none). */
  team: string | null;
  /** Player flagged, e.g. "A.Terrell" (absent for team fouls such as delay of game). */
  player: string | null;
  /** Yards enforced on this play (may differ from the standard: half the distance, spot fouls). */
  yards: number | null;
  /** Where it was enforced, e.g. "GB 25". */
  enforcedAt: string | null;
  declined: boolean;
  offsetting: boolean;
  /** The play itself was wiped out ("No Play"). */
  noPlay: boolean;
}

// "PENALTY on ATL-A.Terrell, Defensive Pass Interference, 44 yards, enforced at GB 25 - No Play."
// team and player are optional ("PENALTY on GB, Delay of Game, ..."); the foul runs to the next comma.
const CALL = /penalty on ([A-Z]{2,4})(?:-([^,]+?))?,\s*([^,.]+?)\s*(?:,|\.|$)/gi;

/** Every flag in a play's text, accepted ones first (the order the card explains them in). */
export function calledFouls(description: string): CalledFoul[] {
  const fouls: CalledFoul[] = [];
  for (const m of description.matchAll(CALL)) {
    const rest = description.slice((m.index ?? 0) + m[0].length).split(/penalty on /i)[0] ?? '';
    const yards = rest.match(/^\s*(\d+) yards?/i);
    fouls.push({
      foul: m[3]!.trim(),
      team: m[1]!,
      player: m[2]?.trim() || null,
      yards: yards ? Number(yards[1]) : null,
      enforcedAt: rest.match(/enforced at ([A-Z]{2,4} \d{1,2}|50)/)?.[1] ?? null,
      declined: /^\s*declined/i.test(rest),
      offsetting: /^\s*offsetting/i.test(rest),
      noPlay: /no play/i.test(rest),
    });
  }
  return fouls.sort((a, b) => Number(a.declined || a.offsetting) - Number(b.declined || b.offsetting));
}

/** The flag a fan is asking about: the first accepted one, else the first at all. */
export function mainFoul(play: Pick<Play, 'description' | 'penalty'>): CalledFoul | null {
  if (!play.penalty && !/PENALTY on/.test(play.description)) return null;
  return calledFouls(play.description)[0] ?? null;
}
