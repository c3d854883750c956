import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { penalties, terms } from '../test/fixtures';
import GlossaryPage from './glossary-page';

const searchRoute = (body: unknown) => () => new Response(JSON.stringify(body));

describe('Glossary screen', () => {
  it('opens on Terms with term cards: term, category badge, definition, related terms', async () => {
    mockFetch({ '/api/glossary': terms, '/api/penalties': penalties });
    renderWithProviders(<GlossaryPage />, { route: '/glossary' });
    expect(screen.getByRole('tab', { name: 'Terms' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByPlaceholderText('Search terms...')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Touchdown' })).closest('article')!;
    expect(within(card).getByText('Scoring')).toBeInTheDocument();
    expect(within(card).getByText('Six points.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Field Goal' })).toHaveAttribute('href', '/glossary?search=Field%20Goal');
  });

  it('opens on Penalties with ?tab=penalties: yards, Auto badge, referee signal', async () => {
    mockFetch({ '/api/glossary': terms, '/api/penalties': penalties });
    renderWithProviders(<GlossaryPage />, { route: '/glossary?tab=penalties' });
    expect(screen.getByRole('tab', { name: 'Penalties' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByPlaceholderText('Search penalties...')).toBeInTheDocument();
    const holding = (await screen.findByRole('heading', { name: 'Defensive Holding' })).closest('article')!;
    expect(within(holding).getByText('5 yards')).toBeInTheDocument();
    expect(within(holding).getByText('Auto')).toBeInTheDocument();
    expect(within(holding).getByText('Referee signal:')).toBeInTheDocument();
    const offside = screen.getByRole('heading', { name: 'Offside' }).closest('article')!;
    expect(within(offside).queryByText('Auto')).not.toBeInTheDocument();
  });

  it('switches tabs with the keyboard and keeps the choice in the URL', async () => {
    mockFetch({ '/api/glossary': terms, '/api/penalties': penalties });
    renderWithProviders(<GlossaryPage />, { route: '/glossary' });
    await userEvent.click(screen.getByRole('tab', { name: 'Penalties' }));
    expect(await screen.findByRole('heading', { name: 'Offside' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Penalties' })); // focus the active tab
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Terms' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tab', { name: 'Terms' })).toHaveFocus();
  });

  it('searches from 3 characters, prefilled from ?search=, with the empty-result texts', async () => {
    const { calls } = mockFetch({ '/api/glossary': terms, '/api/penalties': penalties, '/api/search': searchRoute([]) });
    renderWithProviders(<GlossaryPage />, { route: '/glossary?search=zzz' });
    expect(screen.getByRole('searchbox')).toHaveValue('zzz');
    expect(await screen.findByText('No terms found for "zzz"')).toBeInTheDocument();
    expect(calls).toContain('/api/search?query=zzz&type=terms');
    await userEvent.click(screen.getByRole('tab', { name: 'Penalties' }));
    expect(await screen.findByText('No penalties found for "zzz"')).toBeInTheDocument();
  });

  it('counts one match in the singular on either tab ("1 term", "1 penalty")', async () => {
    mockFetch({ '/api/glossary': terms, '/api/penalties': penalties, '/api/search?query=off&type=terms': searchRoute([terms[0]]), '/api/search?query=off&type=penalties': searchRoute([penalties[0]]) });
    renderWithProviders(<GlossaryPage />, { route: '/glossary?search=off' });
    expect(await screen.findByText('1 term matching "off"')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Penalties' }));
    expect(await screen.findByText('1 penalty matching "off"')).toBeInTheDocument();
  });

  it('says "No terms available" / "No penalties available" for empty lists', async () => {
    mockFetch({ '/api/glossary': [], '/api/penalties': [] });
    renderWithProviders(<GlossaryPage />, { route: '/glossary' });
    expect(await screen.findByText('No terms available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Penalties' }));
    expect(await screen.findByText('No penalties available')).toBeInTheDocument();
  });

  it('shows an error with a retry when the glossary cannot load', async () => {
    mockFetch({ '/api/penalties': penalties });
    renderWithProviders(<GlossaryPage />, { route: '/glossary' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
