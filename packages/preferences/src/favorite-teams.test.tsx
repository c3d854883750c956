import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  FAVORITE_TEAMS_KEY, FAVORITE_TEAMS_MAX, favoritesFirst, isFavoriteAny, normalizeFavoriteTeamIds, readFavoriteTeamIds, setFavoriteTeam, useFavoriteTeamIds,
} from './favorite-teams';
import { updateViewingPreferences, VIEWING_PREFERENCES_KEY } from './viewing-preferences';

beforeEach(() => { localStorage.clear(); });

test('no favorites until the fan marks a team', () => {
  expect(readFavoriteTeamIds()).toEqual([]);
  expect(readFavoriteTeamIds()).toBe(readFavoriteTeamIds());
});

test('marking and unmarking is kept on the device, in the order chosen, and every reader sees it', () => {
  const { result } = renderHook(() => useFavoriteTeamIds());
  act(() => { setFavoriteTeam('12', true); });
  act(() => { setFavoriteTeam('7', true); });
  act(() => { setFavoriteTeam('12', true); }); // twice is once
  expect(result.current).toEqual(['12', '7']);
  expect(JSON.parse(localStorage.getItem(FAVORITE_TEAMS_KEY)!)).toEqual({ teamIds: ['12', '7'] });
  act(() => { setFavoriteTeam('12', false); });
  expect(result.current).toEqual(['7']);
});

test('a change made in another tab (the storage event) reaches this one', () => {
  const { result } = renderHook(() => useFavoriteTeamIds());
  act(() => {
    localStorage.setItem(FAVORITE_TEAMS_KEY, JSON.stringify({ teamIds: ['25'] }));
    window.dispatchEvent(new StorageEvent('storage', { key: FAVORITE_TEAMS_KEY }));
  });
  expect(result.current).toEqual(['25']);
});

test('stored junk reads as no favorites, or as the valid ids in it', () => {
  for (const junk of [null, 'nonsense', 42, [], ['12'], { teamIds: 'x' }, { teamIds: null }, {}]) {
    expect(normalizeFavoriteTeamIds(junk)).toEqual([]);
  }
  expect(normalizeFavoriteTeamIds({ teamIds: ['12', 12, '', null, {}, '12', 'x'.repeat(33), '7'] })).toEqual(['12', '7']);
  localStorage.setItem(FAVORITE_TEAMS_KEY, '{not json');
  expect(readFavoriteTeamIds()).toEqual([]);
});

test('at most 32 teams are kept, and with the league list only its teams', () => {
  const many = Array.from({ length: 40 }, (_, i) => String(i + 1));
  expect(normalizeFavoriteTeamIds({ teamIds: many })).toHaveLength(FAVORITE_TEAMS_MAX);
  expect(normalizeFavoriteTeamIds({ teamIds: ['12', '99', '7'] }, ['7', '12'])).toEqual(['12', '7']);
  localStorage.setItem(FAVORITE_TEAMS_KEY, JSON.stringify({ teamIds: ['99', '12'] }));
  expect(setFavoriteTeam('7', true, ['7', '12'])).toEqual(['12', '7']); // the team that no longer exists is dropped
});

test('kept apart from the other settings: a copy of the store that does not know favorites cannot drop them', () => {
  setFavoriteTeam('12', true);
  updateViewingPreferences({ showOdds: true });
  localStorage.setItem(VIEWING_PREFERENCES_KEY, JSON.stringify({ showOdds: false })); // an older copy rewriting its value
  expect(readFavoriteTeamIds()).toEqual(['12']);
});

test('the server and the hydrating render see no favorites; the stored ones come right after, without a mismatch', async () => {
  function Names() {
    const ids = useFavoriteTeamIds();
    return <p>{ids.length === 0 ? 'none' : ids.join(',')}</p>;
  }
  setFavoriteTeam('12', true);
  const html = renderToString(<Names />);
  expect(html).toBe('<p>none</p>');
  const container = document.createElement('div');
  container.innerHTML = html;
  const errors: unknown[] = [];
  await act(async () => { hydrateRoot(container, <Names />, { onRecoverableError: (e) => errors.push(e) }); });
  expect(errors).toEqual([]);
  expect(container.textContent).toBe('12');
});

describe('favoritesFirst: the one ordering rule', () => {
  const games = [
    { id: 'a', teams: ['1', '2'] },
    { id: 'b', teams: ['3', '12'] },
    { id: 'c', teams: ['5', '6'] },
    { id: 'd', teams: ['7', null] },
  ];
  const ids = (list: readonly { id: string }[]) => list.map((g) => g.id);
  const teamsOf = (g: (typeof games)[number]) => g.teams;

  it('changes nothing without favorites (the same list)', () => {
    expect(favoritesFirst(games, teamsOf, [])).toBe(games);
  });
  it('puts a favorite first and keeps the rest in order', () => {
    expect(ids(favoritesFirst(games, teamsOf, ['12']))).toEqual(['b', 'a', 'c', 'd']);
  });
  it('keeps several favorites in the list\'s own order', () => {
    expect(ids(favoritesFirst(games, teamsOf, ['7', '1']))).toEqual(['a', 'd', 'b', 'c']);
  });
  it('changes nothing when no favorite plays (no game this week)', () => {
    expect(favoritesFirst(games, teamsOf, ['30'])).toBe(games);
  });
  it('never matches a missing team id', () => {
    expect(isFavoriteAny(['12'], [null, undefined])).toBe(false);
  });
});
