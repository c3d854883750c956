/** The team page: its one h1 in every state, the header, and the tab kept in the URL. */
import type { Team } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { useQueryClient } from '@gg/data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { useLocation } from '@gg/router';
import { mahomes } from '../features/players/test-fixtures';
import { chiefsDetail, chiefsListed } from '../features/teams/test-fixtures';
import { teamsQuery } from '@gg/data/queries';
import { chiefsSeason } from '../features/team-season/test-fixtures';
import TeamPage, { pageData } from './team-page';

const h1s = () => [...document.querySelectorAll('h1')].map((h) => h.textContent);
const never = () => new Promise<Response>(() => {});
const failing = () => new Response('{"error":{"message":"down"}}', { status: 500 });
const answer = (status: number, message: string) => () => new Response(JSON.stringify({ error: { message } }), { status });

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/** The team list as the hub left it in the cache. */
function CachedTeams({ teams }: { teams: Team[] }) {
  const client = useQueryClient();
  useState(() => client.setQueryData(teamsQuery().queryKey, teams));
  return null;
}

/** What the Schedule, Injuries and News tabs ask for (their own features), answered quietly. */
const tabFeeds = { '/api/teams/12/season': chiefsSeason, '/api/injuries': [], '/api/injuries/refresh': {}, '/api/news': [], '/api/news/refresh': {} };

const renderTeam = (route: string, before?: ReactNode) =>
  renderWithProviders(<>{before}<TeamPage /><Search /></>, { route, path: '/team/:teamId' });

async function expectOneH1(name: string) {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  expect(h1s()).toEqual([name]);
}

describe('the team page has exactly one h1', () => {
  it('while loading', async () => {
    mockFetch({ '/api/teams/12': never, '/api/players/12': never });
    renderTeam('/team/12');
    expect(screen.getByText('Loading team')).toBeInTheDocument();
    await expectOneH1('Team');
  });

  it('naming the team', async () => {
    mockFetch({ '/api/teams/12': chiefsDetail, '/api/players/12': [mahomes] });
    renderTeam('/team/12');
    await expectOneH1('Kansas City Chiefs');
    expect(document.title).toBe('Kansas City Chiefs · Gridiron Guide');
  });

  it('saying "Team not found" for an unknown team, with one way back', async () => {
    mockFetch({ '/api/teams/99': answer(404, 'No team with id 99'), '/api/players/99': answer(404, 'No team with id 99') });
    renderTeam('/team/99');
    await expectOneH1('Team not found');
    expect(screen.getByRole('link', { name: 'Back to Schedule' })).toHaveAttribute('href', '/schedule');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('saying "Team not found" for an address that is not a team id at all', async () => {
    mockFetch({ '/api/teams/chiefs': answer(400, 'Team id must be a numeric id') });
    renderTeam('/team/chiefs');
    await expectOneH1('Team not found');
  });

  it('saying what went wrong when the team cannot load', async () => {
    mockFetch({ '/api/teams/12': failing, '/api/players/12': [] });
    renderTeam('/team/12');
    await expectOneH1('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Schedule' })).toBeInTheDocument();
  });
});

describe('the team page', () => {
  it('has a back button to the schedule and the team’s header', async () => {
    mockFetch({ '/api/teams/12': { ...chiefsDetail, primaryColor: 'e31837' }, '/api/players/12': [] });
    renderTeam('/team/12');
    await expectOneH1('Kansas City Chiefs');
    expect(screen.getByRole('link', { name: 'Back to Schedule' })).toHaveAttribute('href', '/schedule');
    expect(screen.getByText('AFC · AFC West')).toBeInTheDocument();
    expect(screen.getByText('Andy Reid')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Team colors' })).getByText('#E31837')).toBeInTheDocument();
  });

  it('paints the header from the cached team list while the detail loads, and asks for the roster at the same time', async () => {
    const { calls } = mockFetch({ '/api/teams/12': never, '/api/players/12': never });
    renderTeam('/team/12', <CachedTeams teams={[chiefsListed]} />);
    await expectOneH1('Kansas City Chiefs');
    expect(screen.getByText('Head Coach:')).toHaveTextContent('Head Coach: loading');
    expect(calls).toEqual(expect.arrayContaining(['/api/teams/12', '/api/players/12']));
    expect(calls).not.toContain('/api/teams');
  });

  it('opens on the Roster tab, with five tabs', async () => {
    mockFetch({ '/api/teams/12': chiefsDetail, '/api/players/12': [mahomes] });
    renderTeam('/team/12');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Roster', 'Schedule', 'Injuries', 'News', 'Team Info']);
    expect(screen.getByRole('tab', { name: 'Roster' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Quarterbacks (1)' })).toBeInTheDocument();
  });

  it('opens the tab the URL names (so it survives a reload), and an unknown one falls back to Roster', async () => {
    mockFetch({ '/api/teams/12': chiefsDetail, '/api/players/12': [] });
    const { unmount } = renderTeam('/team/12?tab=info');
    expect(screen.getByRole('tab', { name: 'Team Info' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('GEHA Field at Arrowhead Stadium')).toBeInTheDocument();
    unmount();
    renderTeam('/team/12?tab=stats');
    expect(screen.getByRole('tab', { name: 'Roster' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the season record under the header, and the Schedule tab lists the games with the next one first', async () => {
    mockFetch({ '/api/teams/12': chiefsDetail, '/api/players/12': [], '/api/teams/12/season': chiefsSeason });
    renderTeam('/team/12?tab=schedule');
    expect(await screen.findByRole('region', { name: '2025 record' })).toHaveTextContent(/1–1–1.*Home 1–0–1.*Away 0–1.*Division 1–1/);
    expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Next game' })).toHaveTextContent('at Buffalo Bills');
    expect(screen.getByRole('heading', { name: '2025 regular season' })).toBeInTheDocument();
    expect(h1s()).toEqual(['Kansas City Chiefs']);
  });

  it('declares the season with the team for every tab (the record is on the first screen), and the roster only on Roster', () => {
    const keys = (search: string) => pageData({ pathname: '/team/12', params: { teamId: '12' }, searchParams: new URLSearchParams(search) }, { load: async () => undefined as never }) as Array<{ queryKey: readonly unknown[] }>;
    for (const search of ['', 'tab=schedule', 'tab=injuries', 'tab=news', 'tab=info']) {
      expect(keys(search).map((q) => q.queryKey)).toEqual(expect.arrayContaining([['/api/teams', '12'], ['/api/teams', '12', 'season']]));
    }
    expect(keys('tab=schedule').map((q) => q.queryKey)).not.toContainEqual(['/api/players', '12']);
  });

  it('writes the chosen tab into the URL, and Roster (the default) leaves it out', async () => {
    mockFetch({ '/api/teams/12': chiefsDetail, '/api/players/12': [], ...tabFeeds });
    renderTeam('/team/12');
    await userEvent.click(await screen.findByRole('tab', { name: 'News' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=news');
    expect(screen.getByRole('tabpanel', { name: 'News' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Roster' }));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });

  it('moves between tabs with the arrow keys', async () => {
    mockFetch({ '/api/teams/12': chiefsDetail, '/api/players/12': [], ...tabFeeds });
    renderTeam('/team/12');
    await userEvent.click(await screen.findByRole('tab', { name: 'Roster' }));
    await userEvent.keyboard('{ArrowRight}');
    // Radix moves focus on the next tick; the focused tab is then the chosen one
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tabpanel', { name: 'Schedule' })).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=schedule');
  });
});
