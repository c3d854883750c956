import { act, renderHook, waitFor } from '@testing-library/react';
import { FAVORITE_TEAMS_KEY } from '@gg/preferences';
import { useFavoriteTeamIds } from './favorite-teams';

// counts the loads of the store's code (its module is evaluated once, when first asked for)
const mockLoads = { count: 0 };
jest.mock('@gg/preferences/favorite-teams', () => {
  mockLoads.count += 1;
  return jest.requireActual('@gg/preferences/favorite-teams');
});

afterEach(() => localStorage.clear());

test('a fan with no favorites loads nothing more; a favorite marked on the page loads the store and shows', async () => {
  const { result } = renderHook(() => useFavoriteTeamIds());
  await act(async () => { await Promise.resolve(); });
  expect(result.current).toEqual([]);
  expect(mockLoads.count).toBe(0);
  act(() => {
    localStorage.setItem(FAVORITE_TEAMS_KEY, JSON.stringify({ teamIds: ['12'] }));
    window.dispatchEvent(new Event(FAVORITE_TEAMS_KEY)); // as the store announces a change
  });
  await waitFor(() => expect(result.current).toEqual(['12']));
  expect(mockLoads.count).toBe(1);
});
