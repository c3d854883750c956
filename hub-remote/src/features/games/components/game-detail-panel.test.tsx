import type { BettingOdds, Game } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameDetailPanel } from './game-detail-panel';

const game: Game = {
  id: '10', status: 'live', statusDetail: '5:49 - 2nd', awayTeam: 'Green Bay Packers', homeTeam: 'Atlanta Falcons', awayTeamId: '9', homeTeamId: '1',
  awayTeamAbbreviation: 'GB', homeTeamAbbreviation: 'ATL', awayScore: 7, homeScore: 3, awayTeamLogo: null, homeTeamLogo: null, awayRecord: null, homeRecord: null,
  gameDate: '2026-11-22T18:00:00.000Z', season: 2026, seasonType: 2, week: 12, venue: null, broadcast: null, period: 2, clock: '5:49',
  possessionTeamId: null, downDistance: null, isRedZone: null, lastPlay: null, temperature: null, windSpeed: null, windDirection: null,
  precipitationProbability: null, weatherCondition: null, weatherCode: null, isIndoorVenue: null,
};

async function openOdds(bettingOdds: BettingOdds[]) {
  mockFetch({
    '/api/games/10/live-data': { gameId: '10', lastUpdated: new Date().toISOString(), stale: false, playByPlay: [], bettingOdds },
    '/api/games/10/odds': [],
  });
  renderWithProviders(<GameDetailPanel game={game} onClose={() => {}} />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Betting Odds' }));
}

describe('the betting odds of the game detail panel', () => {
  it('gives each sportsbook its own card with labelled lines (readable on a phone), signed, with the legend', async () => {
    await openOdds([
      { id: 'a', provider: 'ESPN BET', awayTeamSpread: 3.5, homeTeamSpread: -3.5, overUnder: 44.5, awayTeamMoneyline: 150, homeTeamMoneyline: -170 },
      { id: 'b', provider: 'DraftKings', awayTeamSpread: null, homeTeamSpread: null, overUnder: 45, awayTeamMoneyline: 145, homeTeamMoneyline: null },
    ]);
    const books = within(screen.getByRole('list', { name: 'Betting odds by provider' })).getAllByRole('listitem');
    expect(books).toHaveLength(2);
    const line = (book: HTMLElement, label: string) => within(book).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(within(books[0]!).getByRole('heading', { level: 3, name: 'ESPN BET' })).toBeInTheDocument();
    expect(line(books[0]!, 'Spread')).toBe('GB +3.5 · ATL -3.5');
    expect(line(books[0]!, 'O/U')).toBe('44.5');
    expect(line(books[0]!, 'Moneyline')).toBe('GB +150 · ATL -170');
    // a value the sportsbook does not give is left out
    expect(within(books[1]!).queryByText('Spread', { selector: 'dt' })).not.toBeInTheDocument();
    expect(line(books[1]!, 'Moneyline')).toBe('GB +145 · ATL —');
    expect(screen.getByText('Over/under: the expected combined points of both teams.')).toBeInTheDocument();
  });

  it('says when there are no odds, with the preseason note', async () => {
    await openOdds([]);
    expect(await screen.findByRole('heading', { level: 3, name: 'No betting odds available for this game' })).toBeInTheDocument();
    expect(screen.getByText('Odds may not exist for preseason games.')).toBeInTheDocument();
  });
});
