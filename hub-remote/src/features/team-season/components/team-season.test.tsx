/** The team page's season: the record under the header and the Schedule tab, in every state. */
import type { TeamSeason } from '@gg/contracts';
import { updateViewingPreferences } from '@gg/preferences';
import { resetRevealedSpoilers } from '@gg/preferences/settings';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeEventSource } from '../../../shared/live-stream/testing/fake-event-source';
import { teamSeasonKey } from '../api/get-team-season';
import { chiefsSeason, emptySeason, nextAtBills } from '../test-fixtures';
import { SeasonRecord } from './season-record';
import { TeamSchedule } from './team-schedule';

const SEASON = '/api/teams/12/season';
const never = () => new Promise<Response>(() => {});
const failing = () => new Response('{"error":{"message":"Sports data is unavailable"}}', { status: 503 });

const renderRecord = () => renderWithProviders(<SeasonRecord teamId="12" teamName="Kansas City Chiefs" />);
const renderSchedule = () => renderWithProviders(<TeamSchedule teamId="12" teamName="Kansas City Chiefs" />);
const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
  act(() => resetRevealedSpoilers());
});

describe('the record under the header', () => {
  it('says overall, home, away and division, the place in the table and the streak, a tie included', async () => {
    mockFetch({ [SEASON]: chiefsSeason });
    renderRecord();
    const record = await screen.findByRole('region', { name: '2025 record' });
    expect(record).toHaveTextContent(/^2025 record1–1–1.*Home 1–0–1.*Away 0–1.*Division 1–1/);
    expect(within(record).getByText('1 win, 1 loss, 1 tie')).toBeInTheDocument();
    expect(within(record).getByText('Division: 1 win, 1 loss')).toBeInTheDocument();
    expect(within(record).getByText('2nd in AFC West · Tied the last game')).toBeInTheDocument();
  });

  it('keeps its room while loading, and says so to screen readers', () => {
    mockFetch({ [SEASON]: never });
    renderRecord();
    expect(screen.getByRole('status')).toHaveTextContent('Loading record');
  });

  it('says plainly when there is no record yet, or when it could not be loaded', async () => {
    mockFetch({ [SEASON]: emptySeason });
    const { unmount } = renderRecord();
    expect(await screen.findByText('No record yet this season.')).toBeInTheDocument();
    unmount();
    mockFetch({ [SEASON]: failing });
    renderRecord();
    expect(await screen.findByText('The record could not be loaded right now.')).toBeInTheDocument();
  });

  it('spoiler-safe mode for the team hides the record until the fan reveals it', async () => {
    updateViewingPreferences({ spoilerSafe: { everything: false, teamIds: ['12'] } });
    mockFetch({ [SEASON]: chiefsSeason });
    renderRecord();
    const reveal = await screen.findByRole('button', { name: 'Reveal record: Kansas City Chiefs' });
    expect(screen.queryByText('1 win, 1 loss, 1 tie')).not.toBeInTheDocument();
    expect(screen.queryByText(/1–1–1/)).not.toBeInTheDocument();
    // the record's shape stays under the cover, so a reveal moves nothing
    expect(screen.getByRole('region', { name: '2025 record' })).toHaveTextContent(/Home –.*Away –/);
    await userEvent.click(reveal);
    expect(screen.getByText('1 win, 1 loss, 1 tie')).toBeInTheDocument();
  });
});

describe('the Schedule tab', () => {
  it('lists the weeks with results (a win, a loss, a tie), the bye in its week and the opponents linked', async () => {
    mockFetch({ [SEASON]: chiefsSeason });
    renderSchedule();
    await screen.findByRole('heading', { name: '2025 regular season' });
    const list = rows();
    expect(list).toHaveLength(5);
    expect(list[0]).toHaveTextContent(/Wk 1.*vs LV.*W.*27–20/);
    expect(within(list[0]!).getByText('Won 27 to 20 against Las Vegas Raiders')).toBeInTheDocument();
    expect(list[1]).toHaveTextContent(/Wk 2.*@ DEN.*L.*17–20/);
    expect(list[2]).toHaveTextContent(/Wk 3.*Bye week/);
    expect(list[3]).toHaveTextContent(/Wk 4.*vs LAC.*T.*20–20/);
    expect(within(list[3]!).getByText('Tied 20 to 20 against Los Angeles Chargers')).toBeInTheDocument();
    expect(within(list[1]!).getByRole('link', { name: 'at Denver Broncos' })).toHaveAttribute('href', '/team/7');
  });

  it('shows the next game first and marks it in the list, its kickoff inside <time dateTime>', async () => {
    mockFetch({ [SEASON]: chiefsSeason });
    renderSchedule();
    const next = await screen.findByRole('region', { name: 'Next game' });
    expect(next).toHaveTextContent('at Buffalo Bills');
    expect(next).toHaveTextContent('Week 5 · CBS · Highmark Stadium');
    expect(next.querySelector('time')).toHaveAttribute('dateTime', nextAtBills.gameDate);
    expect(next.querySelector('time')?.textContent).toMatch(/Local$/);
    const marked = rows().find((r) => r.getAttribute('aria-current') === 'true');
    expect(marked).toHaveTextContent(/@ BUF/);
    expect(within(marked!).getByText('Next game')).toBeInTheDocument();
  });

  it('a live game is "On now" and sends the fan to Live Scores (where the broadcast delay applies), with no score here', async () => {
    const live = { ...nextAtBills, status: 'live' as const, teamScore: 7, opponentScore: 3 };
    mockFetch({ [SEASON]: { ...chiefsSeason, games: [...chiefsSeason.games.slice(0, 3), live], nextGame: live } satisfies TeamSeason });
    renderSchedule();
    const now = await screen.findByRole('region', { name: 'On now' });
    expect(within(now).getByRole('link', { name: 'Follow on Live Scores' })).toHaveAttribute('href', '/live-scores');
    expect(rows().at(-1)).toHaveTextContent('Live');
    expect(rows().at(-1)).not.toHaveTextContent('7');
  });

  it('with no games: says so, and that leaders are not available', async () => {
    mockFetch({ [SEASON]: emptySeason });
    renderSchedule();
    expect(await screen.findByRole('heading', { name: 'No games listed' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Next game' })).not.toBeInTheDocument();
    expect(screen.getByText('Season leaders are not available for Kansas City Chiefs right now.')).toBeInTheDocument();
  });

  it('says what is partial when the provider has only some of the games', async () => {
    mockFetch({ [SEASON]: { ...chiefsSeason, season: null, completeness: { ...chiefsSeason.completeness, schedule: 'partial' }, notes: ["Only this game day's games are listed: the team's full schedule was not recorded."] } });
    renderSchedule();
    expect(await screen.findByRole('heading', { name: 'This season' })).toBeInTheDocument();
    expect(screen.getByText(/full schedule was not recorded/)).toBeInTheDocument();
  });

  it('lists the season leaders with their stat lines', async () => {
    mockFetch({ [SEASON]: chiefsSeason });
    renderSchedule();
    const leaders = await screen.findByRole('region', { name: 'Season leaders' });
    expect(leaders).toHaveTextContent('PassingPatrick Mahomes812 YDS, 6 TD, 1 INT');
    expect(leaders).toHaveTextContent('RushingIsiah Pacheco201 YDS, 2 TD');
  });

  it('loading: a skeleton shaped like the list; error: the reason and a retry', async () => {
    mockFetch({ [SEASON]: never });
    const { unmount } = renderSchedule();
    expect(screen.getByRole('status')).toHaveTextContent('Loading schedule');
    unmount();
    mockFetch({ [SEASON]: failing });
    renderSchedule();
    expect(await screen.findByRole('heading', { name: 'The schedule could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('spoiler-safe mode hides each result (one reveal per game) and the leaders; the schedule itself stays', async () => {
    updateViewingPreferences({ spoilerSafe: { everything: true, teamIds: [] } });
    mockFetch({ [SEASON]: chiefsSeason });
    renderSchedule();
    await screen.findByRole('heading', { name: '2025 regular season' });
    expect(screen.queryByText('Won 27 to 20 against Las Vegas Raiders')).not.toBeInTheDocument();
    expect(screen.queryByText(/27–20/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Next game' })).toHaveTextContent('at Buffalo Bills');
    expect(screen.queryByText('Patrick Mahomes')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reveal result: vs LV' }));
    expect(screen.getByText('Won 27 to 20 against Las Vegas Raiders')).toBeInTheDocument();
    expect(screen.queryByText('Lost 17 to 20 at Denver Broncos')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reveal season leaders: Kansas City Chiefs' }));
    expect(screen.getByText('Patrick Mahomes')).toBeInTheDocument();
  });

  it('a result that comes in is held back by the fan’s broadcast delay, as the scores are', async () => {
    jest.useFakeTimers();
    updateViewingPreferences({ broadcastDelaySeconds: 30 });
    mockFetch({ [SEASON]: chiefsSeason });
    const { queryClient } = renderSchedule();
    await act(async () => { await jest.advanceTimersByTimeAsync(10); });
    expect(screen.getByRole('region', { name: 'Next game' })).toHaveTextContent('at Buffalo Bills');
    const won = { ...nextAtBills, status: 'final' as const, teamScore: 24, opponentScore: 10, result: 'W' as const };
    act(() => queryClient.setQueryData(teamSeasonKey('12'), { ...chiefsSeason, games: [...chiefsSeason.games.slice(0, 3), won], nextGame: null }));
    await act(async () => { await jest.advanceTimersByTimeAsync(20_000); });
    expect(screen.queryByText('Won 24 to 10 at Buffalo Bills')).not.toBeInTheDocument();
    await act(async () => { await jest.advanceTimersByTimeAsync(11_000); });
    expect(screen.getByText('Won 24 to 10 at Buffalo Bills')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Next game' })).not.toBeInTheDocument();
    act(() => { updateViewingPreferences({ broadcastDelaySeconds: 0 }); });
  });
});

describe('on game day, the season follows the scores stream', () => {
  const soon = () => ({ ...nextAtBills, gameDate: new Date(Date.now() + 10 * 60_000).toISOString() });
  const seasonWith = (next: TeamSeason['games'][number]): TeamSeason => ({ ...chiefsSeason, games: [...chiefsSeason.games.slice(0, 3), next], nextGame: next });
  const push = (source: ReturnType<ReturnType<typeof installFakeEventSource>['latest']>, status: string, id: string) =>
    act(() => source.emit('game', { gameId: '4', changes: ['status'], game: { id: '4', status }, at: new Date().toISOString() }, id));

  it('reads the season again once when a game of the team kicks off and once when it ends, not at every push', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const stream = installFakeEventSource();
    try {
      let answer = seasonWith(soon());
      const { calls } = mockFetch({ [SEASON]: () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }) });
      renderRecord();
      await screen.findByRole('region', { name: '2025 record' });
      await waitFor(() => expect(stream.all).toHaveLength(1));
      const source = stream.latest();
      act(() => source.open());
      const reads = () => calls.filter((c) => c === SEASON).length;
      expect(reads()).toBe(1);

      answer = seasonWith({ ...soon(), status: 'live', statusDetail: '15:00 - 1st' });
      push(source, 'live', '1');
      await waitFor(() => expect(reads()).toBe(2));
      // plays of the game that is on: nothing new for the season
      push(source, 'live', '2');
      push(source, 'live', '3');
      answer = { ...seasonWith({ ...soon(), status: 'final', statusDetail: 'Final', teamScore: 24, opponentScore: 10, result: 'W' }), nextGame: null };
      push(source, 'final', '4');
      await waitFor(() => expect(reads()).toBe(3));
      push(source, 'final', '5');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(reads()).toBe(3);
    } finally {
      stream.restore();
      jest.restoreAllMocks();
    }
  });

  it('holds no connection while every game of the season is over or days away', async () => {
    const stream = installFakeEventSource();
    try {
      mockFetch({ [SEASON]: seasonWith({ ...nextAtBills, gameDate: new Date(Date.now() + 3 * 24 * 3600_000).toISOString() }) });
      renderRecord();
      await screen.findByRole('region', { name: '2025 record' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stream.all).toHaveLength(0);
    } finally {
      stream.restore();
    }
  });
});
