/**
 * What the two screens that show the day's scores (the Live Scores page and the hub's Live tab)
 * share: the Refresh button's behaviour, and where an opened game's panel goes and where focus
 * goes back to when it closes.
 */
import styled from '@emotion/styled';
import { toast } from '@gg/ui/toast';
import { useState } from 'react';

/**
 * An opened game's panel sits right below its card, across the whole grid (both columns on a
 * tablet): the page stays where the fan was (scrolling back to the top of the page would lose
 * their place in a long list).
 */
export const PanelSlot = styled.div({ gridColumn: '1 / -1' });

/** Gives focus back to the View Details button of a game's card: the one that opened its panel. */
export function focusViewDetails(gameId: string): void {
  document.querySelector<HTMLElement>(`[data-game-id="${gameId}"] [data-view-details]`)?.focus();
}

/**
 * The shortest time Refresh reads 'Refreshing...': the scores often answer in a few milliseconds,
 * and a label that flickers for one frame is no sign that anything happened.
 */
export const MIN_REFRESHING_MS = 600;

/**
 * The fan's own Refresh: reads 'Refreshing...' (disabled, aria-busy) only for that tap, not for
 * background polls, and for at least MIN_REFRESHING_MS; then says 'Live Scores Refreshed' when it
 * worked, and only logs a failure (no toast for a failed refresh here).
 */
export function useScoresRefresh(refetch: () => Promise<{ isSuccess: boolean; error: unknown }>) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    const [result] = await Promise.all([refetch(), new Promise((resolve) => setTimeout(resolve, MIN_REFRESHING_MS))]);
    setRefreshing(false);
    if (result.isSuccess) toast({ title: 'Live Scores Refreshed', description: 'Latest game data has been loaded' });
    else console.error('Live scores refresh failed', result.error);
  };
  return { refreshing, refresh };
}
