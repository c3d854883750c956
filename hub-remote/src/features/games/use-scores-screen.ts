/**
 * What the two screens that show the day's scores (the Live Scores page and the hub's Live tab)
 * share: the Refresh button's behaviour and the scroll back to the top when a game is opened.
 */
import { toast } from '@gg/ui/toast';
import { useEffect, useState } from 'react';

/** Opening a game scrolls the page to the top (where its detail panel is) after this delay. */
export const SCROLL_TO_TOP_DELAY_MS = 300;

export function useScrollToTopOnOpen(openGameId: string | null): void {
  useEffect(() => {
    if (!openGameId) return;
    const timer = setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [openGameId]);
}

/**
 * The fan's own Refresh: reads 'Refreshing...' only for that tap (not for background polls), says
 * 'Live Scores Refreshed' when it worked, and only logs a failure.
 */
export function useScoresRefresh(refetch: () => Promise<{ isSuccess: boolean; error: unknown }>) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    const result = await refetch();
    setRefreshing(false);
    if (result.isSuccess) toast({ title: 'Live Scores Refreshed', description: 'Latest game data has been loaded' });
    else console.error('Live scores refresh failed', result.error);
  };
  return { refreshing, refresh };
}
