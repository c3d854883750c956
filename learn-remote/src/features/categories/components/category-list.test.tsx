import type { Category, RuleSummary } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryList } from './category-list';

const categories: Category[] = [
  { id: 'offense', name: 'Offense', description: 'How the team with the ball moves it.' },
  { id: 'defense', name: 'Defense', description: 'How the team without the ball stops drives.' },
  { id: 'history', name: 'History', description: 'Where the game came from.' },
];
const offenseRules: RuleSummary[] = [
  { id: 'down-system', title: 'Down System' },
  { id: 'touchdown', title: 'Touchdown' },
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A route whose answer waits until release() is called (to see the loading state). */
function deferred(body: unknown) {
  let release = () => {};
  const handler = () => new Promise<Response>((resolve) => { release = () => resolve(json(body)); });
  return { handler, release: () => release() };
}

const rulesCalls = (calls: string[]) => calls.filter((c) => c.endsWith('/rules'));

describe('CategoryList / CategoryCard', () => {
  it('shows skeletons while loading, then every category with its picture, name and description', async () => {
    const cats = deferred(categories);
    mockFetch({ '/api/categories': cats.handler });
    const { container } = renderWithProviders(<CategoryList />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading categories');
    cats.release();
    expect(await screen.findByText('Offense')).toBeInTheDocument();
    expect(screen.getByText('How the team without the ball stops drives.')).toBeInTheDocument();
    // own drawings for the known ids, an emoji chosen by name for anything else
    expect(container.querySelector('[data-category="offense"] svg[data-illustration="offense"]')).not.toBeNull();
    expect(container.querySelector('[data-category="defense"] svg[data-illustration="defense"]')).not.toBeNull();
    expect(container.querySelector('[data-category="history"] [data-illustration="emoji"]')).toHaveTextContent('🏈');
  });

  it('is collapsed by default and requests no rules until a card is opened', async () => {
    const { calls } = mockFetch({ '/api/categories': categories, '/api/categories/offense/rules': offenseRules });
    renderWithProviders(<CategoryList />);
    const toggle = await screen.findByRole('button', { name: /^Offense/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(rulesCalls(calls)).toEqual([]);
  });

  it('shows "Loading rules..." then each rule as a link to /rules/{id}; only the opened card is requested', async () => {
    const rules = deferred(offenseRules);
    const { calls } = mockFetch({ '/api/categories': categories, '/api/categories/offense/rules': rules.handler });
    renderWithProviders(<CategoryList />);
    await userEvent.click(await screen.findByRole('button', { name: /^Offense/ }));
    expect(screen.getByRole('button', { name: /^Offense/ })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Loading rules...')).toBeInTheDocument();
    rules.release();
    const region = await screen.findByRole('region', { name: 'Offense' });
    expect(await within(region).findByRole('link', { name: 'Down System' })).toHaveAttribute('href', '/rules/down-system');
    expect(within(region).getByRole('link', { name: 'Touchdown' })).toHaveAttribute('href', '/rules/touchdown');
    expect(screen.queryByText('Loading rules...')).not.toBeInTheDocument();
    expect(rulesCalls(calls)).toEqual(['/api/categories/offense/rules']);
  });

  it("marks a rule changed in the last two seasons 'New in 2025' in the list", async () => {
    mockFetch({
      '/api/categories': categories,
      '/api/categories/offense/rules': [
        { id: 'down-system', title: 'Down System', checkedForSeason: '2025' },
        { id: 'kickoff-rules', title: 'Kickoff', checkedForSeason: '2025', changedInSeason: 2025 },
        { id: 'old-change', title: 'Old Change', checkedForSeason: '2025', changedInSeason: 2017 },
      ],
    });
    renderWithProviders(<CategoryList />);
    await userEvent.click(await screen.findByRole('button', { name: /^Offense/ }));
    const region = await screen.findByRole('region', { name: 'Offense' });
    expect(await within(region).findByRole('link', { name: 'Kickoff New in 2025' })).toHaveAttribute('href', '/rules/kickoff-rules');
    expect(within(region).getByRole('link', { name: 'Down System' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Old Change' })).toBeInTheDocument();
  });

  it('says "No rules available" for a category without rules', async () => {
    mockFetch({ '/api/categories': categories, '/api/categories/history/rules': [] });
    renderWithProviders(<CategoryList />);
    await userEvent.click(await screen.findByRole('button', { name: /^History/ }));
    expect(await screen.findByText('No rules available')).toBeInTheDocument();
  });

  it('collapses on a second tap and re-opens from the cache without a new request', async () => {
    const { calls } = mockFetch({ '/api/categories': categories, '/api/categories/offense/rules': offenseRules });
    renderWithProviders(<CategoryList />);
    const toggle = await screen.findByRole('button', { name: /^Offense/ });
    await userEvent.click(toggle);
    expect(await screen.findByRole('link', { name: 'Down System' })).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Down System' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Down System' })).toBeVisible();
    expect(rulesCalls(calls)).toHaveLength(1);
  });

  it('shows an error with a retry when the rules call fails, and loads them on retry', async () => {
    let attempts = 0;
    mockFetch({
      '/api/categories': categories,
      '/api/categories/defense/rules': () => (++attempts === 1 ? new Response('', { status: 502, statusText: 'Bad Gateway' }) : json([{ id: 'sack', title: 'Sack' }])),
    });
    renderWithProviders(<CategoryList />);
    await userEvent.click(await screen.findByRole('button', { name: /^Defense/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load these rules");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Sack' })).toHaveAttribute('href', '/rules/sack');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows an error with a retry when the categories call fails', async () => {
    let attempts = 0;
    mockFetch({ '/api/categories': () => (++attempts === 1 ? new Response('boom', { status: 500 }) : json(categories)) });
    renderWithProviders(<CategoryList />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load the rule categories");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Offense/ })).toBeInTheDocument();
  });

  it('opens with the keyboard (Enter and Space on the header button)', async () => {
    const { calls } = mockFetch({ '/api/categories': categories, '/api/categories/offense/rules': offenseRules, '/api/categories/defense/rules': [] });
    renderWithProviders(<CategoryList />);
    await screen.findByRole('button', { name: /^Offense/ });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /^Offense/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Touchdown' })).toBeInTheDocument();
    screen.getByRole('button', { name: /^Defense/ }).focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText('No rules available')).toBeInTheDocument();
    await waitFor(() => expect(rulesCalls(calls)).toEqual(['/api/categories/offense/rules', '/api/categories/defense/rules']));
  });
});
