import type { NewsItem } from '@gg/contracts';
import { toast } from '@gg/ui/toast';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { NewsList } from './news-list';

jest.mock('@gg/ui/toast', () => ({ toast: jest.fn() }));

const HOUR = 60 * 60 * 1000;
const article = (n: number, extra: Partial<NewsItem> = {}): NewsItem => ({
  id: String(n), headline: `Headline ${n}`, description: `Description ${n}`, link: `https://www.espn.com/nfl/story/_/id/${n}/story`,
  images: [], categories: ['NFL'], published: new Date(Date.now() - (n + 0.5) * HOUR).toISOString(), modified: null, ...extra,
});
const TEN = Array.from({ length: 10 }, (_, i) => article(i + 1));
const refreshed = { refreshed: true, stale: false, count: 10, updatedAt: '2026-11-23T10:00:00.000Z' };
const failing = () => new Response('{"error":{"message":"down"}}', { status: 500 });
const never = () => new Promise<Response>(() => {});

type Routes = Parameters<typeof mockFetch>[0];
function setup(routes: Routes = {}) {
  const all: Routes = { '/api/news': TEN, '/api/news/refresh': refreshed, ...routes };
  const { calls } = mockFetch(all);
  return { calls, routes: all, count: (path: string) => calls.filter((c) => c === path).length };
}
const headlines = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

function Reopenable({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return <><button onClick={() => setOpen((o) => !o)}>toggle tab</button>{open ? children : null}</>;
}

let logged: jest.SpyInstance;
beforeEach(() => { logged = jest.spyOn(console, 'error').mockImplementation(() => {}); });
afterEach(() => { jest.restoreAllMocks(); jest.mocked(toast).mockClear(); });

describe('NewsList (hub News tab)', () => {
  it('shows 4 articles, and each Load More adds 4 until all are shown', async () => {
    const { count } = setup();
    renderWithProviders(<NewsList />);
    expect(screen.getByRole('heading', { level: 2, name: 'Latest NFL News' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'Headline 1' });
    expect(headlines()).toEqual(['Headline 1', 'Headline 2', 'Headline 3', 'Headline 4']);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(headlines()).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(headlines()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(count('/api/news/refresh')).toBe(0); // news on hand: no refresh
  });

  it('has no Load More with 4 articles or fewer', async () => {
    setup({ '/api/news': TEN.slice(0, 4) });
    renderWithProviders(<NewsList />);
    await screen.findByRole('heading', { level: 3, name: 'Headline 4' });
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows the headline, description, how long ago, and a link that opens the story in a new tab', async () => {
    setup();
    renderWithProviders(<NewsList />);
    const card = await screen.findByRole('heading', { level: 3, name: 'Headline 3' }).then((h) => h.closest('article')!);
    expect(within(card).getByText('Description 3')).toBeInTheDocument();
    expect(within(card).getByText('3h ago').tagName).toBe('TIME');
    const link = within(card).getByRole('link', { name: 'Read full story about Headline 3 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.espn.com/nfl/story/_/id/3/story');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it("says 'Recently' for a date it cannot read, and drops a link that is not a web address", async () => {
    setup({ '/api/news': [article(1, { published: 'soon', link: 'javascript:alert(1)' })] });
    renderWithProviders(<NewsList />);
    const card = await screen.findByRole('heading', { level: 3, name: 'Headline 1' }).then((h) => h.closest('article')!);
    expect(within(card).getByText('Recently')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('refreshes empty news once on its own, reloads it, and then says there is none', async () => {
    const { count } = setup({ '/api/news': [] });
    renderWithProviders(<NewsList />);
    expect(await screen.findByRole('heading', { name: 'No news articles available.' })).toBeInTheDocument();
    expect(count('/api/news/refresh')).toBe(1);
    expect(count('/api/news')).toBe(2);
    expect(toast).not.toHaveBeenCalled();
  });

  it('reloads after a failed automatic refresh too, and only logs the failure', async () => {
    const { count } = setup({ '/api/news': [], '/api/news/refresh': failing });
    renderWithProviders(<NewsList />);
    expect(await screen.findByRole('heading', { name: 'No news articles available.' })).toBeInTheDocument();
    await waitFor(() => expect(count('/api/news')).toBe(2));
    expect(logged).toHaveBeenCalledWith('News refresh failed', expect.any(Error));
    expect(toast).not.toHaveBeenCalled();
  });

  it('Refresh News reloads the news and says so', async () => {
    const { count } = setup();
    renderWithProviders(<NewsList />);
    await screen.findByRole('heading', { level: 3, name: 'Headline 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh News' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'News Updated', description: 'Latest NFL news refreshed from ESPN.' }));
    expect(count('/api/news')).toBe(2);
  });

  it('Refresh News is busy while it runs: it says so, is marked busy and takes no second tap', async () => {
    setup({ '/api/news/refresh': never });
    renderWithProviders(<NewsList />);
    await screen.findByRole('heading', { level: 3, name: 'Headline 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh News' }));
    const busy = screen.getByRole('button', { name: 'Refreshing...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
  });

  it('a failed Refresh News says "Update Failed" in the normal style, and still reloads', async () => {
    const { count } = setup({ '/api/news/refresh': failing });
    renderWithProviders(<NewsList />);
    await screen.findByRole('heading', { level: 3, name: 'Headline 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh News' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Update Failed', description: 'Could not refresh news data.' }));
    expect(count('/api/news')).toBe(2);
  });

  it('says it is loading, and shows a failure with a retry', async () => {
    const { routes } = setup({ '/api/news': never });
    const view = renderWithProviders(<NewsList />);
    expect(screen.getByText('Loading news...')).toBeInTheDocument();
    view.unmount();
    routes['/api/news'] = failing;
    renderWithProviders(<NewsList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    routes['/api/news'] = TEN;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Headline 1' })).toBeInTheDocument();
  });
});

describe('NewsList with a team (team page News tab)', () => {
  const chiefs = [
    article(1, { headline: 'Missouri special session to be held for Chiefs, Royals plans', published: '2025-05-16T16:34:00Z' }),
    article(2, { images: [{ url: 'https://a.espncdn.com/photo.jpg', alt: 'Arrowhead Stadium', width: 576, height: 324 }] }),
  ];

  it("asks for the team's news, refreshes it on opening, and reloads it", async () => {
    const { calls, count } = setup({ '/api/news?teamId=12': chiefs });
    renderWithProviders(<NewsList teamId="12" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Team News' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'Missouri special session to be held for Chiefs, Royals plans' });
    await waitFor(() => expect(count('/api/news?teamId=12')).toBe(2));
    expect(count('/api/news/refresh?teamId=12')).toBe(1);
    expect(calls.indexOf('/api/news/refresh?teamId=12')).toBeLessThan(calls.lastIndexOf('/api/news?teamId=12'));
    expect(calls).not.toContain('/api/news');
  });

  it('reloads the team news even when the refresh fails, and only logs it', async () => {
    const { count } = setup({ '/api/news?teamId=12': chiefs, '/api/news/refresh': failing });
    renderWithProviders(<NewsList teamId="12" />);
    await waitFor(() => expect(count('/api/news?teamId=12')).toBe(2));
    expect(logged).toHaveBeenCalledWith('News refresh failed', expect.any(Error));
    expect(toast).not.toHaveBeenCalled();
  });

  it('refreshes again each time the tab is chosen', async () => {
    const { count } = setup({ '/api/news?teamId=12': chiefs });
    renderWithProviders(<Reopenable><NewsList teamId="12" /></Reopenable>);
    await waitFor(() => expect(count('/api/news/refresh?teamId=12')).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'toggle tab' }));
    await userEvent.click(screen.getByRole('button', { name: 'toggle tab' }));
    await waitFor(() => expect(count('/api/news/refresh?teamId=12')).toBe(2));
  });

  it('shows the published day, an external read link and the first image at its own size', async () => {
    setup({ '/api/news?teamId=12': chiefs });
    renderWithProviders(<NewsList teamId="12" />);
    const first = await screen.findByRole('heading', { level: 3, name: /^Missouri/ }).then((h) => h.closest('article')!);
    expect(within(first).getByText('May 16, 2025')).toHaveAttribute('datetime', '2025-05-16T16:34:00Z');
    expect(within(first).getByRole('link', { name: /opens in a new tab/ })).toHaveAttribute('target', '_blank');
    expect(within(first).queryByRole('img')).not.toBeInTheDocument();

    const second = screen.getByRole('heading', { level: 3, name: 'Headline 2' }).closest('article')!;
    const image = within(second).getByRole('img', { name: 'Arrowhead Stadium' });
    expect(image).toHaveAttribute('src', 'https://a.espncdn.com/photo.jpg');
    expect(image).toHaveAttribute('width', '576');
    expect(image).toHaveAttribute('height', '324');
    fireEvent.error(image);
    expect(within(second).queryByRole('img')).not.toBeInTheDocument(); // a broken picture is removed
  });

  it("says 'No recent team news available' with a way to refresh", async () => {
    setup({ '/api/news?teamId=12': [] });
    renderWithProviders(<NewsList teamId="12" />);
    expect(await screen.findByRole('heading', { name: 'No recent team news available' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh News' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'News Updated', description: 'Latest NFL news refreshed from ESPN.' }));
  });
});
