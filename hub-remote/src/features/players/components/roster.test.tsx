import type { Player } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { badger, bolton, butker, mahomes, mahomesBio, smith, winchester } from '../test-fixtures';
import { Roster } from './roster';
import { QueryClientProvider, createQueryClient } from '@gg/data';
import { ThemeRoot } from '@gg/ui';
import { renderToString } from 'react-dom/server';
import { rosterQuery } from '../api/get-roster';

const never = () => new Promise<Response>(() => {});
const renderRoster = () => renderWithProviders(<Roster teamId="12" />);
const card = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('the roster', () => {
  it('shows a skeleton while it loads', () => {
    mockFetch({ '/api/players/12': never });
    renderRoster();
    expect(screen.getByRole('status')).toHaveTextContent('Loading roster');
  });

  it('says so when the team has no roster', async () => {
    mockFetch({ '/api/players/12': [] });
    renderRoster();
    expect(await screen.findByRole('heading', { name: 'No roster information available' })).toBeInTheDocument();
  });

  it('offers a retry when the roster cannot load', async () => {
    const { calls } = mockFetch({ '/api/players/12': () => new Response('{"error":{"message":"provider down"}}', { status: 503 }) });
    renderRoster();
    expect(await screen.findByText('provider down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls.filter((c) => c === '/api/players/12')).toHaveLength(2);
  });

  it('draws its first 12 cards on the server, the groups they fall in with their whole counts, and every card in the browser', async () => {
    const roster = [mahomes, ...Array.from({ length: 39 }, (_, i) => ({ ...badger, id: `wr-${i}`, name: `Receiver ${i + 1}` }))];
    const client = createQueryClient();
    client.setQueryData(rosterQuery('12').queryKey, roster);
    const html = renderToString(<ThemeRoot><QueryClientProvider client={client}><Roster teamId="12" /></QueryClientProvider></ThemeRoot>);
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(12);
    expect(html).toContain('Receiver 11<');
    expect(html).not.toContain('Receiver 12<');
    expect(html).toMatch(/Wide Receivers<!-- --> <span class="[^"]+">\(<!-- -->39<!-- -->\)/); // the group's whole count

    mockFetch({ '/api/players/12': roster });
    renderRoster();
    await screen.findByText('Receiver 39');
    expect(screen.getAllByRole('button', { name: /Patrick Mahomes|Receiver/ })).toHaveLength(40);
  });

  it('groups players by position in depth-chart order, other positions after, with counts', async () => {
    mockFetch({ '/api/players/12': [badger, winchester, smith, butker, mahomes, bolton] });
    renderRoster();
    await screen.findByText('Patrick Mahomes');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Quarterbacks (1)', 'Wide Receivers (1)', 'Guards (1)', 'Linebackers (1)', 'Kicker (1)', 'Long Snappers (1)',
    ]);
    const guards = screen.getByRole('heading', { name: 'Guards (1)' }).closest('section')!;
    expect(within(guards).getByText('Trey Smith')).toBeInTheDocument();
  });

  it('shows number, name, height, weight in lbs, experience and college on each card', async () => {
    mockFetch({ '/api/players/12': [mahomes, badger] });
    renderRoster();
    const qb = await screen.findByRole('button', { name: /Patrick Mahomes/ });
    expect(within(qb).getByText('#15')).toBeInTheDocument();
    expect(within(qb).getByText('6\' 2" · 225 lbs · 8 years')).toBeInTheDocument();
    expect(within(qb).getByText('Texas Tech')).toBeInTheDocument();
    const rookie = card('Elijhah Badger');
    // no number yet: a neutral badge that says so, never the initials ("GM" would read as General Manager)
    expect(within(rookie).getByTestId('jersey-badge')).toHaveTextContent(/^—$/);
    expect(within(rookie).getByRole('img', { name: 'No jersey number' })).toBe(within(rookie).getByTestId('jersey-badge'));
    expect(rookie).toHaveAccessibleName(/^No jersey number Elijhah Badger/);
    expect(within(rookie).getByText('6\' 1" · 192 lbs · Rookie')).toBeInTheDocument();
  });

  it('shows the headshot, and the jersey number when the headshot fails to load', async () => {
    mockFetch({ '/api/players/12': [{ ...mahomes, headshot: 'https://a.espncdn.com/mahomes.png' }] });
    renderRoster();
    const qb = await screen.findByRole('button', { name: /Patrick Mahomes/ });
    const img = qb.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://a.espncdn.com/mahomes.png');
    expect(within(qb).queryByTestId('jersey-badge')).not.toBeInTheDocument();
    fireEvent.error(img);
    expect(qb.querySelector('img')).toBeNull();
    expect(within(qb).getByTestId('jersey-badge')).toHaveTextContent('#15');
  });
});

describe('opening a profile from the roster', () => {
  const routes = (players: Player[]) => ({ '/api/players/12': players, '/api/player/3139477/bio': mahomesBio });

  it('opens on a click, moves focus into the dialog, and Escape closes it and gives focus back to the card', async () => {
    mockFetch(routes([mahomes, badger]));
    renderRoster();
    await userEvent.click(await screen.findByRole('button', { name: /Patrick Mahomes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Patrick Mahomes - Player Profile' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement)); // once modal, after its first frame
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card('Patrick Mahomes')).toHaveFocus();
  });

  it('opens with Enter and with Space (the card is a button)', async () => {
    mockFetch(routes([mahomes, badger]));
    renderRoster();
    (await screen.findByRole('button', { name: /Patrick Mahomes/ })).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Patrick Mahomes - Player Profile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(card('Patrick Mahomes')).toHaveFocus();

    card('Elijhah Badger').focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Elijhah Badger - Player Profile' })).toBeInTheDocument();
  });

  it('clears the selection on close: the next card opens its own player', async () => {
    mockFetch(routes([mahomes, badger]));
    renderRoster();
    await userEvent.click(await screen.findByRole('button', { name: /Patrick Mahomes/ }));
    await screen.findByRole('dialog', { name: 'Patrick Mahomes - Player Profile' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(card('Elijhah Badger'));
    expect(await screen.findByRole('dialog', { name: 'Elijhah Badger - Player Profile' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
