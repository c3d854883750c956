import { useCallback, useState } from 'react';
import type { DetailTab } from './components/lazy-game-detail-panel';

/**
 * The open game panel's tab, kept by the screen rather than the panel: the panel moves with its
 * game between sections (a live game ending moves to the finals) and is mounted anew there, and a
 * fan reading the odds stays on the odds. Until the fan picks one (undefined), the panel opens on
 * its own first tab: a final's summary, any other game's feed.
 */
export function useDetailTab(gameId: string | null): [DetailTab | undefined, (tab: DetailTab) => void] {
  const [chosen, setChosen] = useState<{ gameId: string | null; tab: DetailTab } | null>(null);
  const choose = useCallback((tab: DetailTab) => setChosen({ gameId, tab }), [gameId]);
  return [chosen?.gameId === gameId ? chosen.tab : undefined, choose];
}
