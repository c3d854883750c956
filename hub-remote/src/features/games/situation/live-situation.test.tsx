/**
 * The situation on a live card: the drawing once its code is in (the server's drawing and its
 * hydration are in live-situation.hydration.test.tsx), nothing for a game without one, and
 * spoiler-safe mode hiding it with the score.
 */
import type { Game } from '@gg/contracts';
import { updateViewingPreferences } from '@gg/preferences';
import { resetRevealedSpoilers } from '@gg/preferences/settings';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GameCard } from '../components/game-card';
import { packersAtFalcons } from '../test-games';

// the page is idle at once here (the real wait is for the page's load and an idle moment)
jest.mock('@gg/ui', () => ({ ...jest.requireActual('@gg/ui'), whenIdle: (task: () => void) => task() }));

const third: Game = packersAtFalcons({
  id: '10', status: 'live', statusDetail: '8:12 - 2nd', period: 2, clock: '8:12', awayScore: 7, homeScore: 3,
  situation: { phase: 'down', down: 3, distance: 4, yardLine: 71, possessionTeamId: '1', homeTimeouts: 2, awayTimeouts: 3 },
});

beforeEach(() => { mockFetch({ '/api/glossary': [], '/api/teams': [] }); });
afterEach(() => {
  localStorage.clear();
  act(() => resetRevealedSpoilers());
});

describe('the situation on a live card', () => {
  it('draws the situation once its code is in, and follows the game as it is pushed', async () => {
    let push: (game: Game) => void = () => {};
    function Pushed() {
      const [game, setGame] = useState(third);
      push = setGame;
      return <GameCard game={game} onViewDetails={() => {}} />;
    }
    renderWithProviders(<Pushed />);
    const card = screen.getByRole('article');
    expect(await within(card).findByText('3rd & 4 at GB 29')).toBeInTheDocument();
    act(() => push({ ...third, situation: { ...third.situation, down: 4, distance: 1, yardLine: 74 } }));
    expect(await within(card).findByText('4th & 1 at GB 26')).toBeInTheDocument();
  });

  it('shows nothing for a game without a situation, or one not live', () => {
    renderWithProviders(<GameCard game={{ ...third, situation: undefined }} onViewDetails={() => {}} />);
    expect(document.querySelector('[data-situation-room], [data-situation]')).toBeNull();
  });

  it('spoiler-safe hides it with the score (a try or a kickoff tells who scored), and the reveal shows both', async () => {
    updateViewingPreferences({ spoilerSafe: { everything: true, teamIds: [] } });
    renderWithProviders(<GameCard game={{ ...third, situation: { phase: 'try', possessionTeamId: '9' } }} onViewDetails={() => {}} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Situation hidden while spoiler-safe is on')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/touchdown/i);
    await userEvent.click(within(card).getByRole('button', { name: 'Reveal score: Green Bay Packers at Atlanta Falcons' }));
    expect(await within(card).findByText('Try after the touchdown')).toBeInTheDocument();
  });
});
