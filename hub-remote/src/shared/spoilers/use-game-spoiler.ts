import type { Game } from '@gg/contracts';
import { useViewingPreferences } from '@gg/ui/viewing-preferences';
import { useReveal } from '@gg/ui/viewing-settings';
import { gameRevealKey, isGameProtected, matchupName } from './game-spoilers';

/** Whether this game's result is hidden right now, the reveal, and the reveal button's name. */
export function useGameSpoiler(game: Game): { hidden: boolean; reveal: () => void; label: string } {
  const prefs = useViewingPreferences();
  const [revealed, reveal] = useReveal(gameRevealKey(game.id));
  return { hidden: isGameProtected(prefs, game) && !revealed, reveal, label: `Reveal score: ${matchupName(game)}` };
}
