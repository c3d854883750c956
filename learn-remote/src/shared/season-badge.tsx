/**
 * "New in 2025": a rule that changed in the last two seasons of the rulebook its text was checked
 * against, so a fan who learned the game a few years ago notices what is different now.
 */
import type { Rule } from '@gg/contracts';
import { Badge } from '@gg/ui';

/** How many seasons, counting the one the text was checked for, a change stays news. */
export const RECENT_SEASONS = 2;

/** The season a rule changed in, when that is within the last two seasons; else null. */
type SeasonFacts = Partial<Pick<Rule, 'changedInSeason' | 'checkedForSeason'>>;

export function newInSeason(rule: SeasonFacts): number | null {
  const changed = rule.changedInSeason;
  if (changed === undefined || rule.checkedForSeason === undefined) return null;
  const age = Number(rule.checkedForSeason) - changed;
  return age >= 0 && age < RECENT_SEASONS ? changed : null;
}

export function NewInSeasonBadge({ rule }: { rule: SeasonFacts }) {
  const season = newInSeason(rule);
  return season === null ? null : <Badge tone="info">New in {season}</Badge>;
}
