/**
 * "Why was that flagged?", part two (loaded with the card): finds a foul named by the provider in
 * the content service's penalty list. Its foul names are the league's gamebook names, which differ
 * a little from ours (see ALIASES). A foul that is not in our list is still explained with what
 * the provider said, and nothing is made up.
 */
import type { Penalty } from '@gg/contracts';

const normalise = (name: string) =>
  name.toLowerCase()
    .replace(/\(\s*\d+\s*yards?\s*\)/g, '') // "Face Mask (15 Yards)"
    .replace(/[-–]/g, ' ')
    .replace(/[^a-z0-9() ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Provider (gamebook) names -> our names, where the words differ (both sides normalised). */
const ALIASES: Record<string, string> = {
  'ineligible downfield pass': 'ineligible man downfield',
  'ineligible downfield kick': 'ineligible man downfield',
  'illegal block above the waist': 'illegal block in the back',
  'low block': 'illegal block below the waist',
  'too many men on field': 'too many men on the field',
  'illegal peelback': 'illegal peel back block',
  'illegal crackback': 'illegal crackback block',
  'lowering the head to make contact': 'use of the helmet',
  'lowering the head to initiate contact': 'use of the helmet',
  'use of helmet': 'use of the helmet',
  'illegal touch pass': 'illegal touching of a forward pass',
  'illegal touch kick': 'illegal touching of a kick',
  'fair catch interference': 'kick catch interference',
  'player out of bounds on punt': 'player out of bounds on a punt',
  'defenseless player': 'hit on a defenseless player',
  'unnecessary roughness defenseless player': 'hit on a defenseless player',
  'roughing passer': 'roughing the passer',
  'roughing kicker': 'roughing the kicker',
  'running into kicker': 'running into the kicker',
  'delay of game defense': 'defensive delay of game',
  'offside on free kick': 'offside',
};

/**
 * Our entry for a foul named by the provider: one, both sides' entries when the provider did not
 * say which side ("Illegal Use of Hands"), or none. Tries the name
 * as written, then known gamebook aliases, then without the side ("Defensive Offside" is our
 * "Offside"), then our side-specific entries ("Illegal Use of Hands (Defense)").
 */
export function matchPenalty(foul: string, penalties: readonly Penalty[]): Penalty[] {
  const byName = new Map(penalties.map((p) => [normalise(p.name), p]));
  const find = (name: string) => byName.get(name) ?? byName.get(ALIASES[name] ?? '');
  const name = normalise(foul);
  const exact = find(name);
  if (exact) return [exact];

  const side = name.match(/^(offensive|defensive) (.+)$/);
  const bare = side ? side[2]! : name;
  const withoutSide = find(bare);
  if (withoutSide) return [withoutSide];

  // our list splits some fouls by side: "illegal use of hands (offense)" / "(defense)", "offensive holding" / "defensive holding"
  const sideOf = (p: Penalty) => {
    const ours = normalise(p.name).match(/^(?:(offensive|defensive) )?(.+?)(?: \((offense|defense)\))?$/)!;
    return { bare: ours[2], side: ours[1] ?? (ours[3] === 'offense' ? 'offensive' : ours[3] === 'defense' ? 'defensive' : null) };
  };
  const variants = penalties.filter((p) => { const ours = sideOf(p); return ours.side !== null && ours.bare === bare; });
  if (side) {
    const one = variants.find((p) => sideOf(p).side === side[1]);
    if (one) return [one];
  }
  return variants;
}
