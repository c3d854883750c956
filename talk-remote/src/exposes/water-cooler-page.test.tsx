/**
 * /water-cooler: one h1 in every state; five category tabs by URL (?category=) and by the arrow
 * keys, each asking for its category with limit=20; the list re-read every 5 minutes; Refresh and
 * Generate post a refresh, then reload; a failed refresh is only logged, a declined one (503 with
 * a reason) is said quietly; glossary links in the text; the Pro Tips card.
 */
import type { GlossaryTerm, TalkingPoint } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@gg/router';
import { TALKING_POINTS_REFETCH_MS } from '../features/talking-points/api/get-talking-points';
import { CATEGORY_TABS } from '../features/talking-points/format';
import WaterCoolerPage from './water-cooler-page';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60 * 1000).toISOString();
const point: TalkingPoint = {
  id: 'tp1', category: 'trending', title: 'Chiefs clinch the division', talkingPoint: 'Kansas City wrapped up the AFC West with two weeks left.',
  context: 'Week 16 win over the Raiders', relevanceScore: 9, createdAt: '2030-11-22T18:00:00.000Z',
};
const live: TalkingPoint = {
  id: 'tp2', category: 'live_game', title: 'Packers drive late', talkingPoint: 'Green Bay is one touchdown away from taking the lead.',
  context: 'They kicked a field goal on their last drive.', relevanceScore: 8, createdAt: minutesAgo(3), casualPhrase: 'Anyone watching the Packers right now?',
};
const terms: GlossaryTerm[] = [
  { id: 'touchdown', term: 'Touchdown', definition: 'Six points.', category: 'Scoring', relatedTerms: [] },
  { id: 'field-goal', term: 'Field Goal', definition: 'Three points.', category: 'Scoring', relatedTerms: [] },
];

type Routes = Parameters<typeof mockFetch>[0];
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const never = () => new Promise<Response>(() => {});
const down = () => new Response('{"error":{"message":"down"}}', { status: 500 });
const sportsDown = json({ error: { status: 503, code: 'sports_unavailable', message: 'Sports data is unavailable' } }, 503, { 'Retry-After': '120' });
const refreshed = json({ generated: 2, stored: 2, updatedAt: new Date().toISOString() });

/** The talk service with `points` stored: each category gets its own; `over` replaces any route. */
function serve(points: TalkingPoint[] = [point, live], over: Routes = {}) {
  return mockFetch({
    '/api/water-cooler-talk': (url: URL) => {
      const category = url.searchParams.get('category');
      return json(category ? points.filter((p) => p.category === category) : points)();
    },
    '/api/water-cooler-talk/refresh': refreshed,
    '/api/glossary': terms,
    ...over,
  });
}
const listCalls = (calls: string[]) => calls.filter((c) => c.startsWith('/api/water-cooler-talk?'));
const postCalls = (calls: string[]) => calls.filter((c) => c === '/api/water-cooler-talk/refresh');

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}
const search = () => screen.getByLabelText('search').textContent;
const renderPage = (route = '/water-cooler') => renderWithProviders(<><WaterCoolerPage /><Search /></>, { route });
const h1s = () => [...document.querySelectorAll('h1')].map((h) => h.textContent);
const selectedTab = () => within(screen.getByRole('tablist', { name: 'Talking point categories' })).getAllByRole('tab', { selected: true }).map((t) => t.textContent);
const expectOneH1 = () => {
  expect(screen.getByRole('heading', { level: 1, name: 'Water Cooler Talk' })).toBeInTheDocument();
  expect(h1s()).toEqual(['Water Cooler Talk']);
};

let logged: jest.SpyInstance;
beforeEach(() => { logged = jest.spyOn(console, 'error').mockImplementation(() => {}); });
afterEach(() => { jest.restoreAllMocks(); });

describe('Water Cooler page', () => {
  it.each<[string, unknown, string | null]>([
    ['loading', never, null],
    ['with talking points', [point], 'Chiefs clinch the division'],
    ['with none', [], 'No talking points available'],
    ['when they cannot load', down, 'Something went wrong'],
  ])('has exactly one h1 %s', async (_state, answer, shows) => {
    mockFetch({ '/api/water-cooler-talk': answer as object, '/api/glossary': terms });
    renderWithProviders(<WaterCoolerPage />);
    if (shows) expect(await screen.findByText(shows)).toBeInTheDocument();
    expectOneH1();
    expect(screen.getByText('Join NFL conversations with confidence using these trending talking points')).toBeInTheDocument();
  });

  it('has exactly one h1 while refreshing, after a failed refresh and after a declined one', async () => {
    let finish: (r: Response) => void = () => {};
    serve([point], { '/api/water-cooler-talk/refresh': () => new Promise<Response>((resolve) => { finish = resolve; }) });
    renderPage();
    await screen.findByText('Chiefs clinch the division');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    expectOneH1();
    act(() => finish(down()));
    await screen.findByRole('button', { name: 'Refresh' });
    expectOneH1();
    serve([point], { '/api/water-cooler-talk/refresh': sportsDown });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/^No new talking points right now\./)).toBeInTheDocument();
    expectOneH1();
  });

  it('shows each point with its trending score', async () => {
    mockFetch({ '/api/water-cooler-talk': [point], '/api/glossary': terms });
    renderWithProviders(<WaterCoolerPage />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Chiefs clinch the division' })).toBeInTheDocument();
    expect(screen.getByText('9/10 trending')).toBeInTheDocument();
    expect(screen.getByText('Kansas City wrapped up the AFC West with two weeks left.')).toBeInTheDocument();
  });

  it('shows three card-shaped placeholders while loading', () => {
    serve([], { '/api/water-cooler-talk': never });
    renderPage();
    const loading = screen.getByRole('status', { busy: true });
    expect(loading).toHaveTextContent('Loading talking points');
    expect(within(loading).getAllByTestId('talking-point-skeleton')).toHaveLength(3);
  });

  it('says the talking points failed to load, and Try again loads them', async () => {
    let fail = true;
    serve([point], { '/api/water-cooler-talk': (url: URL) => (fail ? down() : json(url.searchParams.get('category') ? [] : [point])()) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch talking points')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Chiefs clinch the division')).toBeInTheDocument();
  });
});

describe('category tabs', () => {
  it.each(CATEGORY_TABS.map((t) => [t.label, t.category] as const))('open %s from the URL and ask for its points, 20 at most', async (label, category) => {
    const { calls } = serve();
    renderPage(category ? `/water-cooler?category=${category}` : '/water-cooler');
    expect(selectedTab()).toEqual([label]);
    expect(screen.getByRole('tabpanel', { name: label })).toBeInTheDocument();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    await waitFor(() => expect(screen.queryAllByRole('status', { busy: true })).toEqual([]));
    expect(listCalls(calls)).toEqual([category ? `/api/water-cooler-talk?category=${category}&limit=20` : '/api/water-cooler-talk?limit=20']);
    expectOneH1();
  });

  it('shows only the category asked for', async () => {
    serve();
    renderPage('/water-cooler?category=live_game');
    expect(await screen.findByText('Packers drive late')).toBeInTheDocument();
    expect(screen.queryByText('Chiefs clinch the division')).not.toBeInTheDocument();
  });

  it('opens All Topics for an unknown category in the URL', async () => {
    const { calls } = serve();
    renderPage('/water-cooler?category=playoffs');
    expect(selectedTab()).toEqual(['All Topics']);
    await screen.findByText('Chiefs clinch the division');
    expect(listCalls(calls)).toEqual(['/api/water-cooler-talk?limit=20']);
  });

  it('moves between the tabs with the arrow keys, wrapping at both ends, keeping the URL and the request in step', async () => {
    const { calls } = serve();
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'All Topics' }));
    for (const t of CATEGORY_TABS.slice(1)) {
      await userEvent.keyboard('{ArrowRight}');
      // Radix moves the focus on the next tick, and the focused tab is selected through the URL
      await waitFor(() => expect(screen.getByRole('tab', { name: t.label })).toHaveFocus());
      await waitFor(() => expect(selectedTab()).toEqual([t.label]));
      expect(search()).toBe(`?category=${t.category}`);
      await waitFor(() => expect(listCalls(calls)).toContain(`/api/water-cooler-talk?category=${t.category}&limit=20`));
    }
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(selectedTab()).toEqual(['All Topics']));
    expect(search()).toBe('');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(selectedTab()).toEqual(['Upcoming']));
    expect(search()).toBe('?category=upcoming');
  });

  it('goes back to All Topics by click, leaving no category in the URL', async () => {
    serve();
    renderPage('/water-cooler?category=trending');
    await userEvent.click(screen.getByRole('tab', { name: 'All Topics' }));
    await waitFor(() => expect(selectedTab()).toEqual(['All Topics']));
    expect(search()).toBe('');
  });
});

describe('keeping the list current', () => {
  afterEach(() => { jest.useRealTimers(); });

  it('re-reads the list every 5 minutes', async () => {
    jest.useFakeTimers();
    const { calls } = serve();
    renderPage('/water-cooler?category=trending');
    await act(async () => { await jest.advanceTimersByTimeAsync(0); });
    expect(listCalls(calls)).toHaveLength(1);
    await act(async () => { await jest.advanceTimersByTimeAsync(TALKING_POINTS_REFETCH_MS - 1000); });
    expect(listCalls(calls)).toHaveLength(1);
    await act(async () => { await jest.advanceTimersByTimeAsync(1000); });
    expect(listCalls(calls)).toEqual(['/api/water-cooler-talk?category=trending&limit=20', '/api/water-cooler-talk?category=trending&limit=20']);
    await act(async () => { await jest.advanceTimersByTimeAsync(2 * TALKING_POINTS_REFETCH_MS); });
    expect(listCalls(calls)).toHaveLength(4);
    expect(TALKING_POINTS_REFETCH_MS).toBe(300_000);
  });

  it('keeps an age counting while the list stays the same', async () => {
    jest.useFakeTimers({ now: Date.parse('2030-11-22T18:00:00Z') }); // on a whole minute: the page's clock counts whole minutes
    serve([{ ...point, createdAt: new Date().toISOString() }]);
    renderPage();
    await act(async () => { await jest.advanceTimersByTimeAsync(0); });
    expect(screen.getByText('Just now')).toBeInTheDocument();
    await act(async () => { await jest.advanceTimersByTimeAsync(2 * 60 * 1000); });
    expect(screen.getByText('2m ago')).toBeInTheDocument();
  });
});

describe('Refresh', () => {
  it('posts a refresh, reads "Refreshing..." while busy, then reloads the list', async () => {
    let finish: (r: Response) => void = () => {};
    const stored: TalkingPoint[] = [point];
    const { calls } = serve(stored, { '/api/water-cooler-talk/refresh': () => new Promise<Response>((resolve) => { finish = resolve; }) });
    renderPage();
    await screen.findByText('Chiefs clinch the division');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    expect(postCalls(calls)).toHaveLength(1);
    expect(listCalls(calls)).toHaveLength(1);
    stored.push(live); // what the refresh wrote
    act(() => finish(refreshed()));
    expect(await screen.findByText('Packers drive late')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(listCalls(calls)).toEqual(['/api/water-cooler-talk?limit=20', '/api/water-cooler-talk?limit=20']);
    expect(calls.indexOf('/api/water-cooler-talk/refresh')).toBeLessThan(calls.lastIndexOf('/api/water-cooler-talk?limit=20'));
    expect(screen.queryByText(/No new talking points/)).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  it('only logs a failed refresh, and still reloads the list', async () => {
    const { calls } = serve([point], { '/api/water-cooler-talk/refresh': down });
    renderPage();
    await screen.findByText('Chiefs clinch the division');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to refresh', expect.any(Error)));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/No new talking points/)).not.toBeInTheDocument();
    expect(screen.getByText('Chiefs clinch the division')).toBeInTheDocument();
  });

  it('says quietly why nothing new came when the sports data is unavailable, and forgets it after a refresh that works', async () => {
    serve([point], { '/api/water-cooler-talk/refresh': sportsDown });
    renderPage();
    await screen.findByText('Chiefs clinch the division');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const notice = await screen.findByText(
      'No new talking points right now. Live sports data is unavailable at the moment, so nothing new could be written. Try again in about 2 minutes.',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to refresh', expect.anything());
    expect(screen.getByText('Chiefs clinch the division')).toBeInTheDocument(); // what was there stays

    serve([point]);
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByText(/No new talking points/)).not.toBeInTheDocument());
  });

  it('passes on another 503 reason (the gateway\'s, when the talk service is down)', async () => {
    serve([point], {
      '/api/water-cooler-talk/refresh': json({ error: { status: 503, code: 'service_unavailable', message: 'The talk service is temporarily unavailable' } }, 503),
    });
    renderPage();
    await screen.findByText('Chiefs clinch the division');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No new talking points right now. The talk service is temporarily unavailable.')).toBeInTheDocument();
  });
});

describe('no talking points', () => {
  it('offers Generate Talking Points, which posts a refresh and then shows what it wrote', async () => {
    const stored: TalkingPoint[] = [];
    const { calls } = serve(stored, { '/api/water-cooler-talk/refresh': () => { stored.push(point); return refreshed(); } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No talking points available' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Talking Points' }));
    expect(await screen.findByText('Chiefs clinch the division')).toBeInTheDocument();
    expect(postCalls(calls)).toHaveLength(1);
    expect(screen.queryByText('No talking points available')).not.toBeInTheDocument();
    expectOneH1();
  });

  it('tells the fan why Generate brought nothing when the sports data is unavailable', async () => {
    serve([], { '/api/water-cooler-talk/refresh': sportsDown });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Talking Points' }));
    expect(await screen.findByText(/^No new talking points right now\. Live sports data is unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No talking points available' })).toBeInTheDocument();
  });
});

describe('glossary links', () => {
  it('links football terms in a talking point to their glossary entry', async () => {
    serve([live]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Packers drive late' });
    await waitFor(() => expect(within(card).getByRole('link', { name: 'touchdown' })).toHaveAttribute('href', '/glossary?search=Touchdown'));
    expect(within(card).getByRole('link', { name: 'field goal' })).toHaveAttribute('href', '/glossary?search=Field%20Goal');
  });

  it('asks for the glossary once, however many tabs are opened', async () => {
    const { calls } = serve();
    renderPage();
    await screen.findByText('Chiefs clinch the division');
    await userEvent.click(screen.getByRole('tab', { name: 'Live Games' }));
    await screen.findByText('Packers drive late');
    await userEvent.click(screen.getByRole('tab', { name: 'Trending' }));
    await screen.findByText('Chiefs clinch the division');
    expect(calls.filter((c) => c === '/api/glossary')).toHaveLength(1);
  });

  it('shows the text without links when the glossary cannot load', async () => {
    const { calls } = serve([live], { '/api/glossary': () => new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Packers drive late' });
    await waitFor(() => expect(calls).toContain('/api/glossary'));
    expect(within(card).queryAllByRole('link')).toEqual([]);
    expect(card).toHaveTextContent('Green Bay is one touchdown away from taking the lead.');
  });
});

describe('Pro Tips', () => {
  it.each<[string, Routes]>([
    ['with talking points', {}],
    ['while loading', { '/api/water-cooler-talk': never }],
    ['when the list fails', { '/api/water-cooler-talk': down }],
  ])('shows five tips %s', (_state, over) => {
    serve([point], over);
    renderPage();
    const tips = screen.getByRole('region', { name: 'Pro Tips for NFL Conversations' });
    expect(within(tips).getByRole('heading', { level: 2, name: 'Pro Tips for NFL Conversations' })).toBeInTheDocument();
    const items = within(tips).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    for (const item of items) expect(item.textContent!.length).toBeGreaterThan(40);
    expect(tips).toHaveTextContent(/Ask, don’t tell/);
    expectOneH1();
  });
});
