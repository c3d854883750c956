/**
 * The fan's favorite teams on hub pages, loaded only when there are some. The store and the
 * ordering rule (`@gg/preferences/favorite-teams`) are fetched once the page knows it needs them:
 * favorites kept on this device, or one marked on this page or in another tab. A schedule or a
 * scoreboard whose fan has none (most, and every first visit) loads nothing more.
 *
 * The server, and the browser while hydrating, see no favorites (the device is not known there):
 * the page hydrates as rendered, and the favorites apply right after.
 */
import type { Game } from '@gg/contracts';
import { FAVORITE_TEAMS_KEY } from '@gg/preferences';
import type * as FavoriteTeamsStore from '@gg/preferences/favorite-teams';
import { useSyncExternalStore } from 'react';

type FavoriteTeams = typeof FavoriteTeamsStore;

const NONE: readonly string[] = [];
let loaded: FavoriteTeams | undefined;

/** The store's code (fetched once: the module system keeps it). */
export const loadFavoriteTeams = (): Promise<FavoriteTeams> => import('@gg/preferences/favorite-teams').then((module) => (loaded = module));

function hasStoredFavorites(): boolean {
  try {
    return localStorage.getItem(FAVORITE_TEAMS_KEY) !== null;
  } catch {
    return false; // no storage, no favorites kept
  }
}

function subscribe(onChange: () => void): () => void {
  const update = () => void loadFavoriteTeams().then(onChange);
  if (hasStoredFavorites()) update();
  // the store announces a change with an event named after its key
  window.addEventListener(FAVORITE_TEAMS_KEY, update);
  window.addEventListener('storage', update);
  return () => {
    window.removeEventListener(FAVORITE_TEAMS_KEY, update);
    window.removeEventListener('storage', update);
  };
}

/** The favorite team ids: none on the server and while hydrating, the kept ones once loaded. */
export const useFavoriteTeamIds = (): readonly string[] => useSyncExternalStore(subscribe, () => loaded?.readFavoriteTeamIds() ?? NONE, () => NONE);

/** The ordering rule (`favoritesFirst` of the store), for favorites read with useFavoriteTeamIds. */
export const favoritesFirst = <T>(items: T[], teamIdsOf: (item: T) => readonly (string | null | undefined)[], favorites: readonly string[]): T[] =>
  loaded && favorites.length > 0 ? loaded.favoritesFirst(items, teamIdsOf, favorites) : items;

/** Whether this team is a favorite (a star beside its name). */
export const isFavorite = (favorites: readonly string[], teamId: string | null | undefined): boolean => teamId != null && favorites.includes(teamId);

/** The teams a game is about, for the ordering rule. */
export const teamsOfGame = (game: Pick<Game, 'awayTeamId' | 'homeTeamId'>) => [game.awayTeamId, game.homeTeamId];
