/** The win chances at the top of the game panel's Game Analytics tab, in every state. */
import type { Game, Play, Team, WinProbabilityPoint } from '@gg/contracts';
import { finalGame } from '@gg/contracts/testing';
import { updateViewingPreferences } from '@gg/preferences';
import { resetRevealedSpoilers } from '@gg/preferences/settings';
import { contrastRatio, mockFetch, renderWithProviders, tokenOf } from '@gg/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useScoresStreamConnection } from '../../../shared/live-stream/scores-stream';
import { installFakeEventSource } from '../../../shared/live-stream/testing/fake-event-source';
import { GameDetailPanel } from '../components/game-detail-panel';
import { livePackersAtFalcons, packersAtFalcons } from '../test-games';
import { WinChancesView } from './win-chances-view';

const play = (i: number, quarter = 1, clock = '10:00'): Play => ({
  id: `p${i}`, quarter, clock, playType: 'Rush', yards: 3, scoringPlay: false, turnover: false, penalty: false, description: `Play number ${i}`, awayScore: 0, homeScore: 0,
});
const point = (p: Play, homeWinProbability: number): WinProbabilityPoint => ({ playId: p.id, quarter: p.quarter, clock: p.clock, homeWinProbability });
const liveData = (playByPlay: Play[], winProbability?: WinProbabilityPoint[]) =>
  ({ gameId: '10', lastUpdated: new Date().toISOString(), stale: false, playByPlay, bettingOdds: [], ...(winProbability ? { winProbability } : {}) });
const falcons = { id: '1', primaryColor: '#a71930' } as Team;
const packers = { id: '9', primaryColor: '#203731' } as Team;

afterEach(() => {
  localStorage.clear();
  act(() => resetRevealedSpoilers());
});

async function openAnalytics(game: Game, data: ReturnType<typeof liveData>) {
  const fetches = mockFetch({ '/api/games/10/live-data': data, '/api/games/10/odds': [], '/api/teams': [falcons, packers], '/api/glossary': [] });
  renderWithProviders(<GameDetailPanel game={game} onClose={() => {}} />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Game Analytics' }));
  return fetches;
}
const section = () => screen.getByRole('region', { name: 'Win chances' });

describe('the win chances in the game panel', () => {
  it('come first in the Game Analytics tab: the chance now in words, a chart with a text alternative, and where the numbers come from', async () => {
    const plays = [play(1), play(2, 2, '3:00'), play(3, 3, '8:00')];
    await openAnalytics(livePackersAtFalcons, liveData(plays, [point(plays[0]!, 0.52), point(plays[1]!, 0.3), point(plays[2]!, 0.69)]));
    const chart = await screen.findByRole('img', { name: "Chart of ATL's chance to win over the game" });
    expect(within(section()).getByText('ATL: about 7 in 10 to win')).toBeInTheDocument();
    expect(chart).toHaveAccessibleDescription(/Start \(Q1 10:00\): GB and ATL: about even\. Biggest swings: Q2 3:00, GB went from about even to about 7 in 10; Q3 8:00, ATL went from about 3 in 10 to about 7 in 10\. Now \(Q3 8:00\): ATL: about 7 in 10 to win\./);
    expect(chart.querySelector('[data-points]')?.getAttribute('data-points')).toBe('3');
    expect(section()).toHaveTextContent("From the data provider's win-probability model.");
    // above the play breakdown
    const breakdown = screen.getByRole('heading', { name: 'Play breakdown' });
    expect(section().compareDocumentPosition(breakdown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // the halves wear the teams' colours
    await waitFor(() => expect([...chart.querySelectorAll('rect')].map((r) => r.getAttribute('fill'))).toEqual(['#a71930', '#203731']));
  });

  it('say so in plain words when the provider has none (a game before kickoff, or live data without the series)', async () => {
    await openAnalytics(packersAtFalcons({ id: '10' }), liveData([]));
    expect(await within(await screen.findByRole('region', { name: 'Win chances' })).findByText('No win chances from the data provider for this game')).toBeInTheDocument();
    expect(screen.getByText('When the provider has them, the chances start with the first play.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /chance to win/ })).not.toBeInTheDocument();
  });

  it('say so too for a game played without them', async () => {
    await openAnalytics(livePackersAtFalcons, liveData([play(1), play(2)]));
    expect(await screen.findByText('No win chances from the data provider for this game')).toBeInTheDocument();
    expect(screen.getByText('When the provider sends them, the chances show here after each play.')).toBeInTheDocument();
  });

  it('show one point as a dot and its chance', async () => {
    const plays = [play(1)];
    await openAnalytics(livePackersAtFalcons, liveData(plays, [point(plays[0]!, 0.99)]));
    const chart = await screen.findByRole('img', { name: /chance to win/ });
    expect(within(section()).getByText('ATL: almost certain to win')).toBeInTheDocument();
    expect(chart).toHaveAccessibleDescription("ATL's chance to win after each play, 1 play. Start (Q1 10:00): ATL: almost certain to win.");
  });

  it('mark the quarters, and overtime when the game goes there; a final game tells its biggest swing', async () => {
    const plays = [play(1), play(2, 4, '0:30'), play(3, 5, '6:00')];
    await openAnalytics(finalGame({ ...livePackersAtFalcons, status: 'final', statusDetail: 'Final/OT' }), liveData(plays, [point(plays[0]!, 0.5), point(plays[1]!, 0.45), point(plays[2]!, 0)]));
    await screen.findByRole('img', { name: /chance to win/ });
    expect(within(section()).getByText('Q4')).toBeInTheDocument();
    expect(within(section()).getByText('OT')).toBeInTheDocument();
    expect(within(section()).getByText('Biggest swing: OT 6:00, GB went from about 6 in 10 to certain')).toBeInTheDocument();
  });

  it('are hidden while spoiler-safe covers the game, their room kept, and nothing of them is read', async () => {
    updateViewingPreferences({ spoilerSafe: { everything: true, teamIds: [] } });
    const plays = [play(1)];
    await openAnalytics(livePackersAtFalcons, liveData(plays, [point(plays[0]!, 0.8)]));
    expect(await screen.findByText('Win chances hidden while spoiler-safe is on (they give the score away)')).toBeInTheDocument();
    expect(document.querySelector('[data-win-chances-room]')).not.toBeNull();
    expect(screen.queryByRole('img', { name: /chance to win/ })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('in 10');
  });

  it.each(['light', 'dark'] as const)('draw the line and the words readable on the chart in %s mode', async (mode) => {
    const plays = [play(1), play(2)];
    mockFetch({ '/api/games/10/live-data': liveData(plays, [point(plays[0]!, 0.4), point(plays[1]!, 0.6)]), '/api/teams': [] });
    renderWithProviders(<WinChancesView game={livePackersAtFalcons} plays={plays} />);
    const chart = await screen.findByRole('img', { name: /chance to win/ });
    const plot = tokenOf(getComputedStyle(chart).background);
    const line = chart.querySelector('.wp-line')!;
    expect(contrastRatio(mode, tokenOf(getComputedStyle(line).stroke), plot)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(mode, tokenOf(getComputedStyle(chart.querySelector('.wp-now')!).stroke), plot)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(mode, tokenOf(getComputedStyle(screen.getByText('ATL: about 6 in 10 to win')).color), 'surface')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the win chances as the game goes on', () => {
  it('never show a chance on a play the feed does not show yet (behind the broadcast)', async () => {
    const plays = [play(1), play(2), play(3)];
    mockFetch({ '/api/games/10/live-data': liveData(plays, plays.map((p) => point(p, 0.6))), '/api/teams': [] });
    renderWithProviders(<WinChancesView game={livePackersAtFalcons} plays={plays.slice(0, 2)} />);
    const chart = await screen.findByRole('img', { name: /chance to win/ });
    expect(chart.querySelector('[data-points]')?.getAttribute('data-points')).toBe('2');
  });

  it('behind the broadcast, stop at the play the delayed scoreboard has reached, as the feed does', async () => {
    updateViewingPreferences({ broadcastDelaySeconds: 30 });
    const plays = [play(1), play(2), play(3)];
    // the header shows the game as it was two plays ago: the feed and the chart hold the rest back
    await openAnalytics({ ...livePackersAtFalcons, lastPlay: 'Play number 1' }, liveData(plays, [point(plays[0]!, 0.5), point(plays[1]!, 0.8), point(plays[2]!, 0.9)]));
    const chart = await screen.findByRole('img', { name: /chance to win/ });
    expect(chart.querySelector('[data-points]')?.getAttribute('data-points')).toBe('1');
    expect(within(section()).getByText('GB and ATL: about even')).toBeInTheDocument();
  });

  it('are read again when the stream announces a play of this game, not on a timer', async () => {
    const stream = installFakeEventSource();
    try {
      const plays = [play(1), play(2)];
      let answer = liveData(plays.slice(0, 1), [point(plays[0]!, 0.5)]);
      const { calls } = mockFetch({ '/api/games/10/live-data': () => new Response(JSON.stringify(answer)), '/api/teams': [] });
      function Connected() { useScoresStreamConnection(); return <WinChancesView game={livePackersAtFalcons} plays={plays} />; }
      renderWithProviders(<Connected />);
      await screen.findByRole('img', { name: /chance to win/ });
      const reads = () => calls.filter((c) => c === '/api/games/10/live-data').length;
      const before = reads();
      answer = liveData(plays, [point(plays[0]!, 0.5), point(plays[1]!, 0.8)]);
      const source = stream.latest();
      act(() => {
        source.open();
        source.emit('game', { gameId: '99', changes: ['play'], game: { ...livePackersAtFalcons, id: '99' }, at: new Date().toISOString() }, '1');
        source.emit('game', { gameId: '10', changes: ['clock'], game: livePackersAtFalcons, at: new Date().toISOString() }, '2');
      });
      expect(reads()).toBe(before);
      act(() => { source.emit('game', { gameId: '10', changes: ['play'], game: livePackersAtFalcons, at: new Date().toISOString() }, '3'); });
      await waitFor(() => expect(screen.getByText('ATL: about 8 in 10 to win')).toBeInTheDocument());
      expect(reads()).toBe(before + 1);
    } finally {
      stream.restore();
    }
  });
});
