/** The play-by-play as a newcomer reads it: a flag can be asked about, football words explain themselves. */
import type { GlossaryTerm, Play } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_PENALTIES } from '../penalties/test-penalties';
import { GameDetailPanel } from './game-detail-panel';
import { livePackersAtFalcons } from '../test-games';

const play = (id: string, description: string, extra: Partial<Play> = {}): Play => ({
  id, quarter: 1, clock: '10:00', playType: 'Pass Incompletion', yards: 0, scoringPlay: false, turnover: false, penalty: false, description, awayScore: 0, homeScore: 0, ...extra,
});
const PLAYS = [
  play('1', 'J.Love pass short left to R.Doubs to ATL 40 for 9 yards (J.Hawkins).'),
  play('2', '(Shotgun) J.Love pass incomplete deep middle to D.Wicks. PENALTY on ATL-A.Terrell, Defensive Pass Interference, 44 yards, enforced at GB 25 - No Play.', { penalty: true, yards: 44 }),
];
const GLOSSARY: GlossaryTerm[] = [{ id: 'shotgun', term: 'Shotgun', definition: 'The quarterback lines up several yards behind the center.', category: 'Offense', relatedTerms: [] }];

function openFeed() {
  const { calls } = mockFetch({
    '/api/games/10/live-data': { gameId: '10', lastUpdated: new Date().toISOString(), stale: false, playByPlay: PLAYS, bettingOdds: [] },
    '/api/games/10/odds': [],
    '/api/glossary': GLOSSARY,
    '/api/penalties': TEST_PENALTIES,
  });
  renderWithProviders(<GameDetailPanel game={livePackersAtFalcons} onClose={() => {}} />);
  return calls;
}

describe('help in the play-by-play', () => {
  it('puts "Why was that flagged?" under a penalty play only, and opens the card from there', async () => {
    const calls = openFeed();
    const feed = await screen.findByRole('list', { name: 'Plays, newest first' });
    const [penaltyPlay, plainPlay] = within(feed).getAllByRole('listitem');
    expect(within(plainPlay!).queryByRole('button', { name: /Why was that flagged/ })).not.toBeInTheDocument();
    expect(calls).not.toContain('/api/penalties'); // not until someone asks
    await userEvent.click(within(penaltyPlay!).getByRole('button', { name: 'Why was that flagged? Defensive Pass Interference' }));
    const card = await screen.findByRole('dialog', { name: 'Why was that flagged?' });
    expect(await within(card).findByRole('heading', { level: 3, name: 'Defensive Pass Interference' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Read about Defensive Pass Interference in the glossary' })).toBeInTheDocument();
  });

  it('makes football words in a play tappable, showing the definition without leaving the game', async () => {
    openFeed();
    const feed = await screen.findByRole('list', { name: 'Plays, newest first' });
    const [penaltyPlay] = within(feed).getAllByRole('listitem');
    await userEvent.click(await within(penaltyPlay!).findByRole('button', { name: 'Shotgun' }));
    expect(within(penaltyPlay!).getByRole('group', { name: 'What is Shotgun?' })).toHaveTextContent('The quarterback lines up several yards behind the center.');
    expect(within(penaltyPlay!).getByRole('link', { name: 'More in the glossary about Shotgun' })).toHaveAttribute('href', '/glossary?search=Shotgun');
  });
});
