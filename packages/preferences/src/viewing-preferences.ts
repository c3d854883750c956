/**
 * How this fan wants game-day information shown, remembered on the device: spoiler-safe mode
 * (for everything or for some teams), a delay to match the broadcast they are watching, and
 * whether betting odds are shown. One store for the page: every app reads and writes it here,
 * and a copy of this package of another version on the same page (or another tab) sees each change
 * through the window event and the `storage` event (the steps are `deviceStore`'s, as for the
 * favorite teams).
 */
import { useSyncExternalStore } from 'react';
import { deviceStore } from './device-store';

export const BROADCAST_DELAY_MAX_SECONDS = 120;
export const VIEWING_PREFERENCES_KEY = 'gg-viewing-preferences';
const CHANGE_EVENT = 'gg:viewing-preferences';
/**
 * The fan's favorite teams are kept under a key of their own, by `@gg/preferences/favorite-teams`;
 * only the key is here (the window event announcing a change has the same name), so a page can tell
 * whether there are any, and hear of a change, without loading that store.
 */
export const FAVORITE_TEAMS_KEY = 'gg-favorite-teams';

export interface SpoilerSafeSetting {
  /** Hide results for every team. */
  everything: boolean;
  /** Hide results of games these teams play in (team ids), when `everything` is off. */
  teamIds: readonly string[];
}

export interface ViewingPreferences {
  spoilerSafe: SpoilerSafeSetting;
  /** Seconds live score changes, plays and toasts are held back (0–120). */
  broadcastDelaySeconds: number;
  /** Betting odds are off until the fan asks for them. */
  showOdds: boolean;
}

export const DEFAULT_VIEWING_PREFERENCES: ViewingPreferences = Object.freeze({
  spoilerSafe: Object.freeze({ everything: false, teamIds: Object.freeze([]) as readonly string[] }),
  broadcastDelaySeconds: 0,
  showOdds: false,
});

const MAX_TEAMS = 64;

/** Whatever is stored (an older shape, a hand-edited value) becomes a valid setting. */
export function normalizeViewingPreferences(value: unknown): ViewingPreferences {
  if (typeof value !== 'object' || value === null) return DEFAULT_VIEWING_PREFERENCES;
  const v = value as Record<string, unknown>;
  const spoiler = (typeof v.spoilerSafe === 'object' && v.spoilerSafe !== null ? v.spoilerSafe : {}) as Record<string, unknown>;
  const teamIds = Array.isArray(spoiler.teamIds)
    ? [...new Set(spoiler.teamIds.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 32))].slice(0, MAX_TEAMS)
    : [];
  const delay = typeof v.broadcastDelaySeconds === 'number' && Number.isFinite(v.broadcastDelaySeconds) ? v.broadcastDelaySeconds : 0;
  return {
    spoilerSafe: { everything: spoiler.everything === true, teamIds },
    broadcastDelaySeconds: Math.min(BROADCAST_DELAY_MAX_SECONDS, Math.max(0, Math.round(delay))),
    showOdds: v.showOdds === true,
  };
}

const store = deviceStore(VIEWING_PREFERENCES_KEY, CHANGE_EVENT, normalizeViewingPreferences);

/** The current preferences; the same object until they change (as useSyncExternalStore needs). */
export const readViewingPreferences: () => ViewingPreferences = store.read;

export function updateViewingPreferences(change: Partial<ViewingPreferences> | ((current: ViewingPreferences) => ViewingPreferences)): ViewingPreferences {
  const current = store.read();
  // the store normalises what it keeps
  return store.write(typeof change === 'function' ? change(current) : { ...current, ...change });
}

export const subscribeViewingPreferences: (onChange: () => void) => () => void = store.subscribe;

export function useViewingPreferences(): ViewingPreferences {
  return useSyncExternalStore(subscribeViewingPreferences, readViewingPreferences, () => DEFAULT_VIEWING_PREFERENCES);
}

/** Whether results involving any of these teams are hidden (a game: its two team ids). */
export function isSpoilerSafeFor(preferences: ViewingPreferences, teamIds: readonly (string | null | undefined)[]): boolean {
  const { everything, teamIds: protectedIds } = preferences.spoilerSafe;
  if (everything) return true;
  return protectedIds.length > 0 && teamIds.some((id) => id != null && protectedIds.includes(id));
}

/** Whether any results anywhere are hidden (lists that mix teams, such as news). */
export function isSpoilerSafeAnywhere(preferences: ViewingPreferences): boolean {
  return preferences.spoilerSafe.everything || preferences.spoilerSafe.teamIds.length > 0;
}
