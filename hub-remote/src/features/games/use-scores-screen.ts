/**
 * What the two screens that show the day's scores (the Live Scores page and the hub's Live tab)
 * share: the Refresh button's behaviour, where an opened game's panel goes and where focus goes
 * back to when it closes, and the open game staying in its section while the fan reads it.
 */
import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { toast } from '@gg/ui/toast';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

/**
 * An opened game's panel sits right below its card, across the whole grid (both columns on a
 * tablet): the page stays where the fan was (scrolling back to the top of the page would lose
 * their place in a long list).
 */
export const PanelSlot = styled.div({ gridColumn: '1 / -1' });

/** Gives focus to the View Details button of a game's card. */
function focusViewDetails(gameId: string): void {
  document.querySelector<HTMLElement>(`[data-game-id="${gameId}"] [data-view-details]`)?.focus();
}

/**
 * Close for a game's panel: gives focus back to the View Details button that opened it, at once
 * and again once the close is drawn. A game that ended while open moves to its section on Close,
 * as a new card: focus then goes to that card's button instead of being lost with the old one.
 */
export function useFocusBackOnClose(): (gameId: string | null) => void {
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (pending.current === null) return;
    focusViewDetails(pending.current);
    pending.current = null;
  });
  return useCallback((gameId: string | null) => {
    if (gameId === null) return;
    pending.current = gameId;
    focusViewDetails(gameId);
  }, []);
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

type Sections<K extends string> = Record<K, Game[]>;

/**
 * The sections as given, except that the open game stays in the section it was opened in (at the
 * same place in it) until its panel closes. A live game that ends would otherwise move to the
 * finals with its panel under it: the page would jump under the fan's eyes, and the panel, mounted
 * anew in its new place, would drop the focus, the open flag explanation and the scroll inside it.
 * The card says the game is over; it goes to its section when the fan closes it.
 */
export function useOpenGameHeldInPlace<K extends string>(sections: Sections<K>, openId: string | null): Sections<K> {
  const [held, setHeld] = useState<{ id: string; section: K; index: number } | null>(null);
  // where the game was when it opened (or first appeared open): derived state, set during render
  if (openId === null && held !== null) setHeld(null);
  if (openId !== null && held?.id !== openId) {
    const opened = locate(sections, openId);
    if (opened) setHeld({ id: openId, ...opened });
  }
  return useMemo(() => {
    if (!held || held.id !== openId) return sections;
    const now = locate(sections, held.id);
    if (!now || now.section === held.section) return sections;
    const game = sections[now.section][now.index]!;
    const to = [...sections[held.section]];
    to.splice(Math.min(held.index, to.length), 0, game);
    return { ...sections, [now.section]: sections[now.section].filter((g) => g.id !== held.id), [held.section]: to };
  }, [sections, held, openId]);
}

function locate<K extends string>(sections: Sections<K>, id: string): { section: K; index: number } | null {
  for (const section of Object.keys(sections) as K[]) {
    const index = sections[section].findIndex((g) => g.id === id);
    if (index >= 0) return { section, index };
  }
  return null;
}
