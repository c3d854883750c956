import { act, renderHook } from '@testing-library/react';
import {
  BROADCAST_DELAY_MAX_SECONDS, DEFAULT_VIEWING_PREFERENCES, isSpoilerSafeAnywhere, isSpoilerSafeFor, normalizeViewingPreferences,
  readViewingPreferences, updateViewingPreferences, useViewingPreferences, VIEWING_PREFERENCES_KEY,
} from './viewing-preferences';

beforeEach(() => { localStorage.clear(); });

test('odds are off, nothing is hidden and nothing is delayed until the fan says otherwise', () => {
  expect(readViewingPreferences()).toEqual({ spoilerSafe: { everything: false, teamIds: [] }, broadcastDelaySeconds: 0, showOdds: false });
  expect(DEFAULT_VIEWING_PREFERENCES.showOdds).toBe(false);
});

test('a change is remembered on the device and every reader on the page sees it', () => {
  const { result } = renderHook(() => useViewingPreferences());
  act(() => { updateViewingPreferences({ showOdds: true, broadcastDelaySeconds: 30 }); });
  expect(result.current.showOdds).toBe(true);
  expect(result.current.broadcastDelaySeconds).toBe(30);
  expect(JSON.parse(localStorage.getItem(VIEWING_PREFERENCES_KEY)!)).toMatchObject({ showOdds: true, broadcastDelaySeconds: 30 });
});

test('a change made in another tab (the storage event) reaches this one', () => {
  const { result } = renderHook(() => useViewingPreferences());
  act(() => {
    localStorage.setItem(VIEWING_PREFERENCES_KEY, JSON.stringify({ spoilerSafe: { everything: true, teamIds: [] } }));
    window.dispatchEvent(new StorageEvent('storage', { key: VIEWING_PREFERENCES_KEY }));
  });
  expect(result.current.spoilerSafe.everything).toBe(true);
});

test('the snapshot is the same object until something changes', () => {
  expect(readViewingPreferences()).toBe(readViewingPreferences());
});

test('stored junk becomes a valid setting: delay clamped to 0–120 whole seconds, team ids deduplicated', () => {
  expect(normalizeViewingPreferences({ broadcastDelaySeconds: 500 }).broadcastDelaySeconds).toBe(BROADCAST_DELAY_MAX_SECONDS);
  expect(normalizeViewingPreferences({ broadcastDelaySeconds: -3 }).broadcastDelaySeconds).toBe(0);
  expect(normalizeViewingPreferences({ broadcastDelaySeconds: 12.6 }).broadcastDelaySeconds).toBe(13);
  expect(normalizeViewingPreferences({ broadcastDelaySeconds: 'x' }).broadcastDelaySeconds).toBe(0);
  expect(normalizeViewingPreferences({ spoilerSafe: { teamIds: ['12', '12', 3, ''] } }).spoilerSafe.teamIds).toEqual(['12']);
  expect(normalizeViewingPreferences('nonsense')).toEqual(DEFAULT_VIEWING_PREFERENCES);
  localStorage.setItem(VIEWING_PREFERENCES_KEY, '{not json');
  expect(readViewingPreferences()).toEqual(DEFAULT_VIEWING_PREFERENCES);
});

test('spoiler-safe for everything, for a game one of whose teams is chosen, and not for other games', () => {
  const forChiefs = normalizeViewingPreferences({ spoilerSafe: { everything: false, teamIds: ['12'] } });
  expect(isSpoilerSafeFor(forChiefs, ['12', '7'])).toBe(true);
  expect(isSpoilerSafeFor(forChiefs, ['3', '7'])).toBe(false);
  expect(isSpoilerSafeFor(forChiefs, [null, undefined])).toBe(false);
  expect(isSpoilerSafeAnywhere(forChiefs)).toBe(true);
  const everything = normalizeViewingPreferences({ spoilerSafe: { everything: true } });
  expect(isSpoilerSafeFor(everything, ['3', '7'])).toBe(true);
  expect(isSpoilerSafeAnywhere(DEFAULT_VIEWING_PREFERENCES)).toBe(false);
});
