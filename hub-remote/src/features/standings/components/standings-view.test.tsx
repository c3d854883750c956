import { toast } from '@gg/ui/toast';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standing, STANDINGS, team, TEAMS } from '../test-fixtures';
import { StandingsView } from './standings-view';
import { QueryClientProvider, createQueryClient } from '@gg/data';
import { teamsQuery } from '@gg/data/queries';
import { MemoryRouter } from '@gg/router';
import { ThemeRoot } from '@gg/ui';
import { renderToString } from 'react-dom/server';
import { standingsQuery } from '../../../shared/api/get-standings';

jest.mock('@gg/ui/toast', () => ({ toast: jest.fn() }));

const refreshed = { refreshed: true, stale: false, count: 32, updatedAt: '2026-11-23T10:00:00.000Z' };
const failing = () => new Response('{"error":{"message":"down"}}', { status: 500 });
const never = () => new Promise<Response>(() => {});

type Routes = Parameters<typeof mockFetch>[0];
function renderView(variant: 'page' | 'hub', routes: Routes = {}) {
  const all: Routes = { '/api/teams': TEAMS, '/api/standings': STANDINGS, '/api/standings/refresh': refreshed, '/api/teams/refresh': refreshed, ...routes };
  const { calls } = mockFetch(all);
  renderWithProviders(<StandingsView variant={variant} />, { route: '/standings' });
  return { calls, routes: all, count: (path: string) => calls.filter((c) => c === path).length };
}

const table = (division: string) => screen.getByRole('table', { name: division });
const rowOf = (division: string, teamName: string) => within(table(division)).getByRole('link', { name: teamName }).closest('tr')!;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

let logged: jest.SpyInstance;
beforeEach(() => { logged = jest.spyOn(console, 'error').mockImplementation(() => {}); });
afterEach(() => { jest.restoreAllMocks(); jest.mocked(toast).mockClear(); });

describe('StandingsView (page)', () => {
  it('says the season the data is for', async () => {
    renderView('page');
    expect(screen.getByRole('heading', { level: 1, name: 'NFL Standings' })).toBeInTheDocument();
    expect(await screen.findByText('Current team standings for the 2024 season')).toBeInTheDocument();
  });

  it('takes the newest season when the rows disagree', async () => {
    renderView('page', { '/api/standings': [...STANDINGS.slice(0, 3), { ...STANDINGS[3]!, season: 2025 }] });
    expect(await screen.findByText('Current team standings for the 2025 season')).toBeInTheDocument();
  });

  it('draws its first two division tables on the server, and every table in the browser', async () => {
    const client = createQueryClient();
    client.setQueryData(standingsQuery().queryKey, STANDINGS);
    client.setQueryData(teamsQuery().queryKey, TEAMS);
    const html = renderToString(<ThemeRoot><QueryClientProvider client={client}><MemoryRouter initialEntries={['/standings']}><StandingsView variant="page" /></MemoryRouter></QueryClientProvider></ThemeRoot>);
    expect([...html.matchAll(/<caption[^>]*>(.*?)<\/caption>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))).toEqual(['AFC East', 'AFC West']);
    expect(html).not.toContain('National Football Conference');

    renderView('page');
    await screen.findByRole('table', { name: 'NFC North' });
    expect(screen.getAllByRole('table')).toHaveLength(3);
  });

  it('shows one captioned table per division, in alphabetical order, with the nine columns', async () => {
    renderView('page');
    await screen.findByRole('table', { name: 'NFC North' });
    expect(screen.getAllByRole('table').map((t) => t.querySelector('caption')?.textContent)).toEqual(['AFC East', 'AFC West', 'NFC North']);
    expect(within(table('AFC West')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      ['Team', 'WWins', 'LLosses', 'TTies', 'PCTWin percentage', 'PFPoints for', 'PAPoints against', 'DIFFPoint differential', 'STRKStreak'],
    );
    expect(within(table('AFC West')).getByRole('columnheader', { name: 'Point differential' })).toBeInTheDocument();
  });

  it('sorts teams by win percentage, best first, and writes W, L, T, PCT, PF, PA, DIFF and STRK', async () => {
    renderView('page');
    await screen.findByRole('table', { name: 'AFC West' });
    expect(within(table('AFC West')).getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual(
      ['Kansas City Chiefs', 'Los Angeles Chargers', 'Denver Broncos', 'Las Vegas Raiders'],
    );
    expect(cells(rowOf('AFC West', 'Kansas City Chiefs'))).toEqual(['15', '2', '0', '.882', '385', '326', '+59', 'L1Lost 1 in a row']);
    expect(cells(rowOf('AFC West', 'Las Vegas Raiders'))).toEqual(['4', '13', '0', '.235', '309', '434', '-125', 'L1Lost 1 in a row']);
  });

  it('colours DIFF by its sign: green and plus when up, red when down, neutral at 0', async () => {
    renderView('page');
    await screen.findByRole('table', { name: 'AFC East' });
    const diff = (division: string, name: string) => within(rowOf(division, name)).getByText(/^[+-]?\d+$/, { selector: '[data-tone]' });
    expect(diff('AFC East', 'Buffalo Bills')).toHaveTextContent('+157');
    expect(diff('AFC East', 'Buffalo Bills')).toHaveAttribute('data-tone', 'up');
    expect(diff('AFC West', 'Las Vegas Raiders')).toHaveAttribute('data-tone', 'down');
    expect(diff('AFC East', 'Miami Dolphins')).toHaveTextContent(/^0$/);
    expect(diff('AFC East', 'Miami Dolphins')).toHaveAttribute('data-tone', 'even');
  });

  it('shows the streak as a badge: default for W, destructive otherwise, with words for screen readers', async () => {
    renderView('page');
    await screen.findByRole('table', { name: 'NFC North' });
    const badge = (name: string) => within(rowOf('NFC North', name)).getByText(/in a row/).parentElement!;
    expect(badge('Detroit Lions')).toHaveAttribute('data-variant', 'default');
    expect(badge('Detroit Lions')).toHaveTextContent('W4Won 4 in a row');
    expect(badge('Green Bay Packers')).toHaveAttribute('data-variant', 'destructive');
    expect(badge('Green Bay Packers')).toHaveTextContent('L2Lost 2 in a row');
  });

  it('puts a rank badge on the first 4 rows only', async () => {
    const teams = [...TEAMS, team('30', 'San Antonio Gunslingers', 'SAG', 'AFC', 'AFC West')];
    renderView('page', { '/api/teams': teams, '/api/standings': [...STANDINGS, standing('30', 1, 16)] });
    await screen.findByRole('table', { name: 'AFC West' });
    // what the row header says: the rank (when ranked) and the team, by its full name
    const headers = within(table('AFC West')).getAllByRole('rowheader').map((h) => `${h.querySelector('span')?.textContent?.startsWith('Rank') ? `${h.querySelector('span')?.textContent} ` : ''}${within(h).getByRole('link').getAttribute('aria-label')}`);
    expect(headers).toEqual([
      'Rank 1 Kansas City Chiefs', 'Rank 2 Los Angeles Chargers', 'Rank 3 Denver Broncos', 'Rank 4 Las Vegas Raiders', 'San Antonio Gunslingers',
    ]);
  });

  it('skips a standings row whose team is not in the team list', async () => {
    renderView('page');
    await screen.findByRole('table', { name: 'NFC North' });
    expect(screen.getAllByRole('rowheader')).toHaveLength(8);
    expect(screen.queryByText('W17')).not.toBeInTheDocument();
  });

  it('links each team name to its team page', async () => {
    renderView('page');
    expect(await screen.findByRole('link', { name: 'Kansas City Chiefs' })).toHaveAttribute('href', '/team/12');
  });

  it('filters by conference with a toggle group that says which button is pressed', async () => {
    renderView('page');
    await screen.findByRole('table', { name: 'AFC West' });
    const group = screen.getByRole('group', { name: 'Show conference' });
    const button = (name: string) => within(group).getByRole('button', { name });
    expect(button('All Conferences')).toHaveAttribute('aria-pressed', 'true');
    expect(button('AFC')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button('NFC'));
    expect(button('NFC')).toHaveAttribute('aria-pressed', 'true');
    expect(button('All Conferences')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('table').map((t) => t.querySelector('caption')?.textContent)).toEqual(['NFC North']);

    await userEvent.click(button('AFC'));
    expect(screen.getAllByRole('table').map((t) => t.querySelector('caption')?.textContent)).toEqual(['AFC East', 'AFC West']);

    await userEvent.click(button('All Conferences'));
    expect(screen.getAllByRole('table')).toHaveLength(3);
  });

  it('says it is loading', () => {
    renderView('page', { '/api/standings': never });
    expect(screen.getByText('Loading standings...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Standings' })).toBeInTheDocument();
  });

  it('refreshes empty standings once on its own, then shows the empty state with Try Refreshing', async () => {
    const { count } = renderView('page', { '/api/standings': [] });
    expect(await screen.findByRole('heading', { name: 'No standings data available yet.' })).toBeInTheDocument();
    expect(screen.getByText('Standings will be updated automatically once the NFL season starts.')).toBeInTheDocument();
    expect(count('/api/standings/refresh')).toBe(1);
    expect(count('/api/standings')).toBe(2); // reloaded after the refresh
    expect(toast).not.toHaveBeenCalled(); // the automatic refresh is silent

    await userEvent.click(screen.getByRole('button', { name: 'Try Refreshing' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Standings Updated', description: 'Latest standings data refreshed from ESPN.' }));
    expect(count('/api/standings/refresh')).toBe(2);
  });

  it('only logs a failed automatic refresh', async () => {
    const { count } = renderView('page', { '/api/standings': [], '/api/standings/refresh': failing });
    expect(await screen.findByRole('heading', { name: 'No standings data available yet.' })).toBeInTheDocument();
    expect(count('/api/standings/refresh')).toBe(1);
    expect(logged).toHaveBeenCalledWith('Standings refresh failed', expect.any(Error));
    expect(toast).not.toHaveBeenCalled();
  });

  it('Refresh Standings reloads the standings and says so', async () => {
    const { count } = renderView('page');
    await screen.findByRole('table', { name: 'AFC West' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Standings' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Standings Updated', description: 'Latest standings data refreshed from ESPN.' }));
    expect(count('/api/standings/refresh')).toBe(1);
    expect(count('/api/standings')).toBe(2);
  });

  it.each([
    ['an error status', failing],
    ['an answer saying the provider did not answer', { refreshed: false, stale: true, count: 32 }],
  ])('Refresh Standings says "Update Failed" (destructive) on %s', async (_case, answer) => {
    renderView('page', { '/api/standings/refresh': answer });
    await screen.findByRole('table', { name: 'AFC West' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Standings' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Update Failed', description: 'Could not refresh standings data.', variant: 'destructive' }));
    expect(logged).toHaveBeenCalled();
  });

  it('Refresh Teams is busy while it runs, then reloads teams and standings and says so', async () => {
    let answer: (res: Response) => void = () => {};
    const { count } = renderView('page', { '/api/teams/refresh': () => new Promise<Response>((resolve) => { answer = resolve; }) });
    await screen.findByRole('table', { name: 'AFC West' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Teams' }));
    // a sign at once, whatever the provider's speed: the button says it is working and takes no second tap
    const busy = screen.getByRole('button', { name: 'Refreshing...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    answer(new Response(JSON.stringify(refreshed), { status: 200 }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Teams Updated', description: 'Latest team data refreshed from ESPN.' }));
    await waitFor(() => expect(count('/api/standings')).toBe(2));
    expect(count('/api/teams/refresh')).toBe(1);
    expect(count('/api/teams')).toBe(2);
    expect(screen.getByRole('button', { name: 'Refresh Teams' })).not.toHaveAttribute('aria-busy', 'true');
  });

  it('a failed Refresh Teams is logged and said, and the button can be pressed again', async () => {
    const { count } = renderView('page', { '/api/teams/refresh': failing });
    await screen.findByRole('table', { name: 'AFC West' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Teams' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Teams refresh failed', expect.any(Error)));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Update Failed', description: 'Could not refresh team data.', variant: 'destructive' }));
    expect(count('/api/teams')).toBe(1);
    expect(screen.getByRole('button', { name: 'Refresh Teams' })).toBeEnabled();
  });

  it('Refresh Standings is busy while it runs', async () => {
    renderView('page', { '/api/standings/refresh': never });
    await screen.findByRole('table', { name: 'AFC West' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Standings' }));
    const busy = screen.getByRole('button', { name: 'Refreshing...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
  });

  it('shows a failure with one Try again that loads what failed', async () => {
    const { routes } = renderView('page', { '/api/standings': failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    routes['/api/standings'] = STANDINGS;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'AFC West' })).toBeInTheDocument();
  });

  it('shows a failure when the team list cannot load', async () => {
    renderView('page', { '/api/teams': failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
  });
});

describe('StandingsView (hub tab)', () => {
  it('titles the tab with the season and has no page heading or refresh buttons', async () => {
    renderView('hub');
    expect(await screen.findByRole('heading', { level: 2, name: '2024 NFL Standings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh Standings' })).not.toBeInTheDocument();
  });

  it('groups by conference with a red AFC badge and a blue NFC badge, each naming its conference', async () => {
    renderView('hub');
    const afc = await screen.findByRole('heading', { level: 3, name: 'AFC American Football Conference' });
    const nfc = await screen.findByRole('heading', { level: 3, name: 'NFC National Football Conference' });
    expect(within(afc).getByText('AFC')).toHaveStyle({ background: 'var(--gg-accent)' });
    expect(within(nfc).getByText('NFC')).toHaveStyle({ background: 'var(--gg-info)' });
    expect(within(screen.getByRole('region', { name: 'National Football Conference' })).getAllByRole('table')).toHaveLength(1);
  });

  it('sorts inside each group by win percentage and filters by conference', async () => {
    renderView('hub');
    await screen.findByRole('table', { name: 'NFC North' });
    expect(within(table('NFC North')).getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual(['Detroit Lions', 'Green Bay Packers']);
    await userEvent.click(screen.getByRole('button', { name: 'AFC' }));
    expect(screen.queryByRole('table', { name: 'NFC North' })).not.toBeInTheDocument();
  });
});
