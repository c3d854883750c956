import type { Game } from '@gg/contracts';
import { useViewingPreferences } from '@gg/preferences';
import { useReveal } from '@gg/preferences/settings';
import { gameRevealKey, isGameProtected, matchupName } from './game-spoilers';

/**
 * Whether this game's result is hidden right now, whether spoiler-safe mode covers it at all
 * (revealed or not: a layout keeps the cover's room either way, so a reveal moves nothing), the
 * reveal, and the reveal button's name.
 */
export function useGameSpoiler(game: Game): { hidden: boolean; guarded: boolean; reveal: () => void; label: string } {
  const prefs = useViewingPreferences();
  const [revealed, reveal] = useReveal(gameRevealKey(game.id));
  const guarded = isGameProtected(prefs, game);
  return { hidden: guarded && !revealed, guarded, reveal, label: `Reveal score: ${matchupName(game)}` };
}
