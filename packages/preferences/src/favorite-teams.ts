/**
 * `@gg/preferences/favorite-teams`: the fan's favorite teams, kept on the device beside the other
 * game-day settings: their games and their standings come first wherever games or standings are
 * listed, marked with a star. An entry of its own, loaded only by a page that has favorites to
 * show (the key and the change event are in the main entry, so a page can tell without it).
 *
 * Kept under a key of their own, not inside `gg-viewing-preferences`: a copy of this package
 * from before favorites existed (an older remote on the same page) rewrites that value with only
 * the fields it knows, and would drop the favorites on every settings change.
 */
import { useSyncExternalStore } from 'react';
import { FAVORITE_TEAMS_KEY } from '@gg/preferences';
import { deviceStore } from './device-store';

export { FAVORITE_TEAMS_KEY };
/** As many as there are teams in the league: more can only be junk. */
export const FAVORITE_TEAMS_MAX = 32;

const NO_FAVORITES: readonly string[] = Object.freeze([]);

/**
 * Whatever is stored becomes a valid list: team ids (non-empty strings of at most 32 characters),
 * each once, at most 32, in the order they were chosen; with `knownTeamIds`, only those. The
 * stored shape is `{ teamIds: [...] }` (an object, so a field can be added without a new key).
 */
export function normalizeFavoriteTeamIds(value: unknown, knownTeamIds?: readonly string[]): readonly string[] {
  const ids = typeof value === 'object' && value !== null ? (value as { teamIds?: unknown }).teamIds : null;
  if (!Array.isArray(ids)) return NO_FAVORITES;
  const valid = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 32 && (!knownTeamIds || knownTeamIds.includes(id))))];
  return valid.length === 0 ? NO_FAVORITES : valid.slice(0, FAVORITE_TEAMS_MAX);
}

interface StoredFavorites { teamIds: readonly string[] }
const NOTHING_STORED: StoredFavorites = Object.freeze({ teamIds: NO_FAVORITES });
const store = deviceStore(FAVORITE_TEAMS_KEY, FAVORITE_TEAMS_KEY, (value): StoredFavorites => {
  const teamIds = normalizeFavoriteTeamIds(value);
  return teamIds === NO_FAVORITES ? NOTHING_STORED : { teamIds };
});

/** The favorite team ids; the same array until they change. */
export const readFavoriteTeamIds = (): readonly string[] => store.read().teamIds;
export const subscribeFavoriteTeams: (onChange: () => void) => () => void = store.subscribe;

/**
 * Marks or unmarks a team. With the league's team ids (`knownTeamIds`), ids of teams that no
 * longer exist are dropped on the way.
 */
export function setFavoriteTeam(teamId: string, favorite: boolean, knownTeamIds?: readonly string[]): readonly string[] {
  const current = readFavoriteTeamIds();
  const next = !favorite ? current.filter((id) => id !== teamId) : current.includes(teamId) ? current : [...current, teamId];
  return store.write({ teamIds: knownTeamIds ? normalizeFavoriteTeamIds({ teamIds: next }, knownTeamIds) : next }).teamIds;
}

/**
 * The favorite team ids. None on the server and while hydrating (the server cannot read the
 * device), so the first render matches the server's HTML; the stored ones right after.
 */
export function useFavoriteTeamIds(): readonly string[] {
  return useSyncExternalStore(store.subscribe, readFavoriteTeamIds, () => NO_FAVORITES);
}

/** Whether any of these teams (a game: its two team ids; a table row: one) is a favorite. */
export const isFavoriteAny = (favorites: readonly string[], teamIds: readonly (string | null | undefined)[]): boolean =>
  favorites.length > 0 && teamIds.some((id) => id != null && favorites.includes(id));

/**
 * The one ordering rule for favorites: the items with a favorite team first, each part keeping
 * the order it was given in (soonest kickoff, best record: the list's own rule). The same array
 * (not a copy, so a memoised list stays equal) when no item has a favorite team.
 */
export function favoritesFirst<T>(items: T[], teamIdsOf: (item: T) => readonly (string | null | undefined)[], favorites: readonly string[]): T[] {
  if (favorites.length === 0) return items;
  const first: T[] = [];
  const rest: T[] = [];
  for (const item of items) (isFavoriteAny(favorites, teamIdsOf(item)) ? first : rest).push(item);
  return first.length === 0 ? items : [...first, ...rest];
}
