import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categories, penalties, rules, terms } from '../test/fixtures';
import RulesPage from './rules-page';

const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status });

describe('Rules screen', () => {
  it('shows the title, the search placeholder and the categories when no search is active', async () => {
    const { calls } = mockFetch({ '/api/categories': categories });
    renderWithProviders(<RulesPage />, { route: '/rules' });
    expect(screen.getByRole('heading', { level: 1, name: 'NFL Rules' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search specific rules...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(await screen.findByText('Offense')).toBeInTheDocument();
    expect(calls.some((c) => c.startsWith('/api/search'))).toBe(false);
  });

  it('stays on categories for 2 characters, searches from 3 (prefilled from ?search=)', async () => {
    const { calls } = mockFetch({
      '/api/categories': categories,
      '/api/search': (url) => json(url.searchParams.get('type') === 'rules' ? [rules[1]] : url.searchParams.get('type') === 'terms' ? [terms[0]] : [])(),
    });
    renderWithProviders(<RulesPage />, { route: '/rules?search=to' });
    expect(screen.getByRole('searchbox')).toHaveValue('to');
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'u');
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Categories' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Touchdown in one line/ })).toHaveAttribute('href', '/rules/touchdown');
    expect(calls).toContain('/api/search?query=tou&type=rules');
    // glossary matches are shown beside the rules
    expect(await screen.findByRole('heading', { name: 'Glossary terms' })).toBeInTheDocument();
  });

  it('shows "Searching..." while waiting and the empty text when nothing matches', async () => {
    const pending: Array<() => void> = [];
    const release = () => pending.splice(0).forEach((r) => r());
    mockFetch({ '/api/categories': categories, '/api/search': () => new Promise<Response>((r) => { pending.push(() => r(new Response('[]'))); }) });
    renderWithProviders(<RulesPage />, { route: '/rules?search=zzz' });
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No rules found for "zzz"')).toBeInTheDocument();
  });

  it('says "Search failed" with a retry when the search call fails', async () => {
    mockFetch({ '/api/categories': categories, '/api/search': json({ error: 'x' }, 500) });
    renderWithProviders(<RulesPage />, { route: '/rules?search=holding' });
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps penalties matches reachable from the combined results', async () => {
    mockFetch({ '/api/categories': categories, '/api/search': (url) => json(url.searchParams.get('type') === 'penalties' ? penalties : [])() });
    renderWithProviders(<RulesPage />, { route: '/rules?search=hold' });
    expect(await screen.findByRole('heading', { name: 'Penalties' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Defensive Holding/ })).toHaveAttribute('href', '/glossary?tab=penalties&search=Defensive%20Holding');
  });
});
