import type { Player, PlayerAdvancedStats } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { BIO_RETRIES } from '../api/get-player-bio';
import {
  badger, bolton, butker, emptyAdvanced, mahomes, mahomesAdvanced, mahomesBio, mahomesStats, pacheco, skyyMoore,
} from '../test-fixtures';
import { PlayerProfileDialog } from './player-profile-dialog';

const never = () => new Promise<Response>(() => {});
const notFound = (what: string) => () => new Response(JSON.stringify({ error: { code: 'not_found', message: `No ${what}` } }), { status: 404 });
const serverError = () => new Response(JSON.stringify({ error: { code: 'unavailable', message: 'ESPN did not answer' } }), { status: 503 });

/** A card that opens the profile, as the roster does. */
function Opener({ player }: { player: Player }) {
  const [selected, setSelected] = useState<Player | null>(null);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={ref} type="button" onClick={() => setSelected(player)}>{player.name}</button>
      <PlayerProfileDialog player={selected} onClose={() => setSelected(null)} returnFocusTo={ref} />
    </>
  );
}

async function openProfile(player: Player) {
  renderWithProviders(<Opener player={player} />);
  await userEvent.click(screen.getByRole('button', { name: player.name }));
  return screen.findByRole('dialog', { name: `${player.name} - Player Profile` });
}

const openTab = async (name: string) => userEvent.click(screen.getByRole('tab', { name }));

describe('the player profile', () => {
  it('is titled "{player} - Player Profile" with three tabs, Biography first', async () => {
    mockFetch({ '/api/player/3139477/bio': mahomesBio });
    const dialog = await openProfile(mahomes);
    expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Biography', 'Season Stats', 'Advanced Stats']);
    expect(within(dialog).getByRole('tab', { name: 'Biography' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks for the bio by id, naming the player it expects', async () => {
    const { calls } = mockFetch({ '/api/player/3139477/bio': mahomesBio });
    await openProfile(mahomes);
    expect(calls).toContain('/api/player/3139477/bio?expectedName=Patrick%20Mahomes');
  });

  it('shows jersey, position, height, weight, age and experience in its header', async () => {
    mockFetch({ '/api/player/4429184/bio': never });
    const dialog = await openProfile(badger);
    const facts = Object.fromEntries([...dialog.querySelectorAll('dt')].slice(0, 6).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toEqual({ Jersey: '—', Position: 'WR', Height: '6\' 1"', Weight: '192 lbs', Age: '—', Experience: 'Rookie' });
    expect(within(dialog).getByTestId('jersey-badge')).toHaveTextContent(/^—$/); // no number yet: a neutral badge, not initials
  });

  it('falls back to the jersey-number badge when the headshot fails to load', async () => {
    mockFetch({ '/api/player/3139477/bio': never });
    const dialog = await openProfile({ ...mahomes, headshot: 'https://a.espncdn.com/broken.png' });
    fireEvent.error(dialog.querySelector('img')!);
    expect(await within(dialog).findByTestId('jersey-badge')).toHaveTextContent('#15');
  });

  it('closes on Escape and gives focus back to the control that opened it', async () => {
    mockFetch({ '/api/player/3139477/bio': mahomesBio });
    const dialog = await openProfile(mahomes);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement)); // once modal, after its first frame
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Patrick Mahomes' })).toHaveFocus();
  });
});

/**
 * Outside act(), so each step React takes shows as it happens: the tap's own render, then the
 * render it left for after the first paint.
 */
describe('opening the profile, step by step', () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => { actEnvironment.IS_REACT_ACT_ENVIRONMENT = false; });
  afterEach(() => { actEnvironment.IS_REACT_ACT_ENVIRONMENT = true; });
  const microtasks = async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); };

  it('shows the title, the header facts and the shape of the tabs at once, with focus inside, then the tabs', async () => {
    mockFetch({ '/api/player/3139477/bio': never });
    renderWithProviders(<Opener player={mahomes} />);
    screen.getByRole('button', { name: 'Patrick Mahomes' }).click();
    await microtasks();
    const dialog = screen.getByRole('dialog', { name: 'Patrick Mahomes - Player Profile' });
    expect(within(dialog).getByText('Position').nextElementSibling).toHaveTextContent('QB');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading player information');
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement)); // once modal, after its first frame
    expect(await within(dialog).findByRole('tab', { name: 'Biography' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Loading player information');
  });
});

describe('the Biography tab', () => {
  it('shows college (from the roster when the bio lacks it), draft and birthplace, and leaves out what is empty', async () => {
    mockFetch({ '/api/player/3139477/bio': mahomesBio });
    const dialog = await openProfile(mahomes);
    const panel = within(dialog).getByRole('tabpanel');
    expect(await within(panel).findByText('2017: Rd 1, Pk 10 (KC)')).toBeInTheDocument();
    expect(within(panel).getByText('Texas Tech')).toBeInTheDocument();
    expect(within(panel).getByText('Whitehouse, TX')).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Awards' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Career Highlights' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Biography' })).not.toBeInTheDocument();
  });

  it('shows the bio text, awards and career highlights when there are some', async () => {
    mockFetch({ '/api/player/3139477/bio': { ...mahomesBio, bio: 'Two-time MVP.', awards: ['NFL MVP (2018)', 'NFL MVP (2022)'], careerHighlights: ['Super Bowl LIV MVP'] } });
    const dialog = await openProfile(mahomes);
    expect(await within(dialog).findByText('Two-time MVP.')).toBeInTheDocument();
    const awards = within(dialog).getByRole('heading', { name: 'Awards' }).closest('section')!;
    expect(within(awards).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['NFL MVP (2018)', 'NFL MVP (2022)']);
    expect(within(dialog).getByRole('heading', { name: 'Career Highlights' })).toBeInTheDocument();
  });

  it('uses the bio’s facts in the header once they arrive', async () => {
    mockFetch({ '/api/player/3139477/bio': { ...mahomesBio, age: 30 } });
    const dialog = await openProfile(mahomes);
    await within(dialog).findByText('2017: Rd 1, Pk 10 (KC)');
    expect(within(dialog).getByText('Age').nextElementSibling).toHaveTextContent('30');
  });

  it('a player the service has no bio for (null): the roster facts, and plainly that there is nothing more, asked once', async () => {
    const { calls } = mockFetch({ '/api/player/4429184/bio': null });
    const dialog = await openProfile(badger);
    expect(await within(dialog).findByText('No biography details are available for Elijhah Badger yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('/api/player/4429184/bio'))).toHaveLength(1);
  });

  it('says who, which id and why when the bio cannot load, once, for a player the service does not know', async () => {
    const { calls } = mockFetch({ '/api/player/4429184/bio': notFound('player bio with id 4429184') });
    const dialog = await openProfile(badger);
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to load player information for Elijhah Badger' })).toBeInTheDocument();
    expect(within(alert).getByText('Player ID: 4429184')).toBeInTheDocument();
    expect(within(alert).getByText('No player bio with id 4429184')).toBeInTheDocument();
    expect(within(alert).getByText('Please try again or contact support')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('/api/player/4429184/bio'))).toHaveLength(1); // a 404 is not asked again
  });

  it('asks again twice before a failure shows, and Try again asks once more', async () => {
    const { calls } = mockFetch({ '/api/player/3139477/bio': serverError });
    const dialog = await openProfile(mahomes);
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 6000 });
    expect(calls.filter((c) => c.startsWith('/api/player/3139477/bio'))).toHaveLength(1 + BIO_RETRIES);
    expect(BIO_RETRIES).toBe(2);
    expect(within(alert).getByText('ESPN did not answer')).toBeInTheDocument();
    mockFetch({ '/api/player/3139477/bio': mahomesBio });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('2017: Rd 1, Pk 10 (KC)')).toBeInTheDocument();
  }, 10_000);
});

describe('the Season Stats tab', () => {
  it('asks for 2024 and names the season the numbers are for', async () => {
    const { calls } = mockFetch({ '/api/player/3139477/bio': mahomesBio, '/api/players/3139477/stats': [{ ...mahomesStats, season: 2023 }, mahomesStats] });
    const dialog = await openProfile(mahomes);
    await openTab('Season Stats');
    expect(await within(dialog).findByRole('heading', { name: '2023 Season Statistics' })).toBeInTheDocument(); // the first line is used
    expect(calls).toContain('/api/players/3139477/stats?season=2024');
  });

  it('shows the non-zero stats of each group and hides a group of zeros', async () => {
    mockFetch({ '/api/player/3139477/bio': mahomesBio, '/api/players/3139477/stats': [mahomesStats] });
    const dialog = await openProfile(mahomes);
    await openTab('Season Stats');
    await within(dialog).findByRole('heading', { name: '2024 Season Statistics' });
    expect(within(dialog).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Passing', 'Rushing', 'Receiving']);
    const passing = within(dialog).getByRole('heading', { name: 'Passing' }).closest('section')!;
    expect([...passing.querySelectorAll('dt')].map((d) => `${d.textContent}: ${d.nextElementSibling?.textContent}`)).toEqual([
      'Passing Yards: 3,928', 'Passing TDs: 26', 'Interceptions Thrown: 11',
    ]);
    const receiving = within(dialog).getByRole('heading', { name: 'Receiving' }).closest('section')!;
    expect(within(receiving).queryByText('Receiving TDs')).not.toBeInTheDocument(); // 0
  });

  it('says so when the season has no numbers at all', async () => {
    mockFetch({
      '/api/player/4430191/bio': never,
      '/api/players/4430191/stats': [{ ...mahomesStats, playerId: '4430191', passingYards: 0, passingTouchdowns: 0, passingInterceptions: 0, rushingYards: 0, rushingTouchdowns: 0, receivingYards: 0, receptions: 0 }],
    });
    const dialog = await openProfile(skyyMoore);
    await openTab('Season Stats');
    expect(await within(dialog).findByText('No 2024 statistics recorded for Skyy Moore.')).toBeInTheDocument();
  });

  it('treats an unknown player (404) as a player without numbers', async () => {
    mockFetch({ '/api/player/4429184/bio': never, '/api/players/4429184/stats': notFound('player with id 4429184') });
    const dialog = await openProfile(badger);
    await openTab('Season Stats');
    expect(await within(dialog).findByText('No 2024 statistics recorded for Elijhah Badger.')).toBeInTheDocument();
  });

  it('offers a retry when the stats fail for another reason', async () => {
    mockFetch({ '/api/player/3139477/bio': never, '/api/players/3139477/stats': serverError });
    const dialog = await openProfile(mahomes);
    await openTab('Season Stats');
    expect(await within(dialog).findByRole('heading', { name: 'Could not load season statistics' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the Advanced Stats tab', () => {
  const open = async (player: Player, advanced: PlayerAdvancedStats | (() => Response), extra: Parameters<typeof mockFetch>[0] = {}) => {
    mockFetch({ [`/api/player/${player.id}/bio`]: never, [`/api/players/${player.id}/advanced-stats`]: advanced, ...extra });
    const dialog = await openProfile(player);
    await openTab('Advanced Stats');
    return dialog;
  };
  const sectionValues = (dialog: HTMLElement, title: string) => {
    const section = within(dialog).getByRole('heading', { name: title }).closest('section')!;
    return Object.fromEntries([...section.querySelectorAll('dt')].map((d) => [d.textContent, d.nextElementSibling?.textContent]));
  };

  it('shows Passing Efficiency and Performance Metrics for a quarterback with a season badge, leaving out the numbers it does not have', async () => {
    const dialog = await open(mahomes, mahomesAdvanced);
    expect(await within(dialog).findByText('2024 Season')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Passing Efficiency', 'Performance Metrics']);
    expect(sectionValues(dialog, 'Passing Efficiency')).toEqual({ QBR: '67.6', 'Completion %': '67.5%', 'Yards per Attempt': '6.8', 'Passer Rating': '93.5' });
    // a section with none of its numbers says so in words instead of a grid of N/A tiles
    expect(sectionValues(dialog, 'Performance Metrics')).toEqual({});
    const performance = within(dialog).getByRole('heading', { name: 'Performance Metrics' }).closest('section')!;
    expect(performance).toHaveTextContent('No performance metrics recorded for Patrick Mahomes in 2024.');
    expect(within(dialog).queryByText('N/A')).not.toBeInTheDocument();
  });

  it('shows a fraction-style percentage the same way (0.675 reads 67.5%)', async () => {
    const dialog = await open(mahomes, { ...mahomesAdvanced, completionPercentage: 0.675, snapPercentage: 0.982, snapCount: 1012 });
    await within(dialog).findByText('2024 Season');
    expect(sectionValues(dialog, 'Passing Efficiency')['Completion %']).toBe('67.5%');
    expect(sectionValues(dialog, 'Performance Metrics')).toMatchObject({ 'Snap %': '98.2%', 'Snap Count': '1,012' });
  });

  it.each<[string, Player, string]>([
    ['a running back', pacheco, 'Rushing Analytics'],
    ['a wide receiver', skyyMoore, 'Receiving Metrics'],
    ['a linebacker', bolton, 'Defensive Analytics'],
  ])('shows the position’s own section for %s', async (_who, player, title) => {
    const dialog = await open(player, { ...emptyAdvanced(player.id), snapCount: 700, yardsPerCarry: 4.4, catchRate: 0.71, tackleEfficiency: 88.2 });
    await within(dialog).findByText('2024 Season');
    expect(within(dialog).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([title, 'Performance Metrics']);
  });

  it('shows only Performance Metrics for a kicker', async () => {
    const dialog = await open(butker, { ...emptyAdvanced(butker.id), fantasyPoints: 140.25 });
    await within(dialog).findByText('2024 Season');
    expect(within(dialog).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Performance Metrics']);
    expect(sectionValues(dialog, 'Performance Metrics')['Fantasy Points']).toBe('140.3');
  });

  it('says the stats are not available when none of the position’s numbers is there, naming the season being played', async () => {
    const dialog = await open(skyyMoore, emptyAdvanced(skyyMoore.id), { '/api/games/upcoming': [{ id: '1', season: 2026 }] });
    expect(await within(dialog).findByRole('heading', { name: 'Advanced stats not available for Skyy Moore' })).toBeInTheDocument();
    expect(await within(dialog).findByText('These stats will be updated during the 2026 season')).toBeInTheDocument();
  });

  it('says the same when the call fails, with 2025 when no upcoming season is known', async () => {
    const dialog = await open(badger, notFound('player with id 4429184'), { '/api/games/upcoming': [] });
    expect(await within(dialog).findByRole('heading', { name: 'Advanced stats not available for Elijhah Badger' })).toBeInTheDocument();
    expect(within(dialog).getByText('These stats will be updated during the 2025 season')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument(); // a 404 will not change
  });

  it('says the stats are not available when the service has none for the player (null)', async () => {
    const dialog = await open(badger, (() => new Response('null', { status: 200, headers: { 'Content-Type': 'application/json' } })), { '/api/games/upcoming': [] });
    expect(await within(dialog).findByRole('heading', { name: 'Advanced stats not available for Elijhah Badger' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry when the service could not answer', async () => {
    const dialog = await open(mahomes, serverError);
    expect(await within(dialog).findByRole('heading', { name: 'Advanced stats not available for Patrick Mahomes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
