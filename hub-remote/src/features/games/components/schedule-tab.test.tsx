import type { Game, Team } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation } from '@gg/router';
import { installFakeEventSource } from '../../../shared/live-stream/testing/fake-event-source';
import { ScheduleTab } from './schedule-tab';
import { packersAtFalcons } from '../test-games';

const at = (daysFromToday: number, hour: number, minute = 0) => {
  const d = new Date();
  d.setDate(d.getDate() + daysFromToday);
  d.setHours(hour, minute, 0, 0);
  return d.toISOString();
};

/** Green Bay at Atlanta in two days, at Mercedes-Benz Stadium on FOX, unless a test says otherwise. */
const inTwoDays = { gameDate: at(2, 13), venue: 'Mercedes-Benz Stadium', broadcast: 'FOX' } satisfies Partial<Game>;
const g = (over: Partial<Game>): Game => packersAtFalcons({ ...inTwoDays, ...over });

const upcomingGames = (n: number) => Array.from({ length: n }, (_, i) => g({ id: String(100 + i), awayTeam: `Away ${i}`, homeTeam: `Home ${i}`, gameDate: at(1 + i, 13) }));
const slate = (games: Game[]) => () => new Response(JSON.stringify(games), { headers: { 'X-Data-Updated': new Date().toISOString(), 'X-Data-Stale': 'false' } });

/** Shows the URL's query, so tests can read where the schedule put its state. */
function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}
const search = () => screen.getByLabelText('search').textContent;

function renderSchedule(route = '/schedule') {
  const onViewLive = jest.fn();
  const view = renderWithProviders(<><ScheduleTab onViewLive={onViewLive} /><Search /></>, { route });
  return { ...view, onViewLive };
}
const rows = () => screen.getAllByRole('article');
const row = (name: string) => screen.getByRole('article', { name });

describe('the schedule tab: upcoming games', () => {
  it('lists at most 10 upcoming games, says what they cover, and links each team by its id', async () => {
    const { calls } = mockFetch({ '/api/games/upcoming': upcomingGames(12), '/api/scores/live': slate([]) });
    renderSchedule();
    expect(await screen.findByRole('heading', { level: 2, name: 'Upcoming Games' })).toBeInTheDocument();
    expect(screen.getByText('The next 10 games in the coming 4 weeks, soonest first.')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(rows()[0]).toHaveAccessibleName('Away 0 at Home 0');
    expect(within(rows()[0]!).getByRole('link', { name: 'Away 0' })).toHaveAttribute('href', '/team/9');
    expect(within(rows()[0]!).getByRole('link', { name: 'Home 0' })).toHaveAttribute('href', '/team/1');
    // links use the team ids every game carries; the team list is asked for once, for the marks' colours
    expect(calls.filter((c) => c === '/api/teams')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("offers every game as a calendar feed from the upcoming view", async () => {
    mockFetch({ '/api/games/upcoming': upcomingGames(1), '/api/scores/live': slate([]) });
    renderSchedule();
    expect(await screen.findByRole('link', { name: 'Add to Calendar for every NFL game' })).toHaveAttribute('href', `webcal://${window.location.host}/api/calendar/all.ics`);
    expect(screen.getByRole('link', { name: 'Download .ics for every NFL game' })).toHaveAttribute('href', '/api/calendar/all.ics');
  });

  it('waits for the live scoreboard before showing the upcoming list, so Live Now never pushes it down', async () => {
    let answerSlate: () => void = () => undefined;
    const slateAnswered = new Promise<void>((resolve) => { answerSlate = resolve; });
    const liveGame = g({ id: 'live-1', status: 'in_progress', awayTeam: 'Live Away', homeTeam: 'Live Home', gameDate: at(0, 13) });
    mockFetch({ '/api/games/upcoming': upcomingGames(3), '/api/scores/live': () => slateAnswered.then(() => slate([liveGame])()) });
    renderSchedule();
    await act(() => new Promise((r) => setTimeout(r, 50))); // the upcoming games have answered; the scoreboard has not
    expect(screen.queryByRole('heading', { level: 2, name: 'Upcoming Games' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading upcoming games')).toBeInTheDocument();
    answerSlate();
    expect(await screen.findByRole('heading', { level: 2, name: 'Live Now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming Games' })).toBeInTheDocument();
  });

  it('finds a team id by name or abbreviation in /api/teams when the game has none, and shows an unknown team without a link', async () => {
    const teams: Pick<Team, 'id' | 'name' | 'displayName' | 'abbreviation'>[] = [
      { id: '12', name: 'Chiefs', displayName: 'Kansas City Chiefs', abbreviation: 'KC' },
      { id: '24', name: 'Chargers', displayName: 'Los Angeles Chargers', abbreviation: 'LAC' },
    ];
    mockFetch({
      '/api/games/upcoming': [g({ awayTeam: 'Kansas City Chiefs', awayTeamId: null, awayTeamAbbreviation: null, homeTeam: 'LA', homeTeamId: null, homeTeamAbbreviation: 'LAC' }),
        g({ id: '2', awayTeam: 'Nowhere Nomads', awayTeamId: null, awayTeamAbbreviation: 'NN', homeTeam: 'Atlanta Falcons' })],
      '/api/scores/live': slate([]),
      '/api/teams': teams,
    });
    renderSchedule();
    expect(await screen.findByRole('link', { name: 'Kansas City Chiefs' })).toHaveAttribute('href', '/team/12');
    expect(screen.getByRole('link', { name: 'LA' })).toHaveAttribute('href', '/team/24');
    expect(within(row('Nowhere Nomads at Atlanta Falcons')).queryByRole('link', { name: 'Nowhere Nomads' })).not.toBeInTheDocument();
    expect(within(row('Nowhere Nomads at Atlanta Falcons')).getByText('Nowhere Nomads')).toBeInTheDocument();
  });

  it("labels kickoff 'Today', 'Tomorrow' or the date, with the local time, and shows broadcast or 'Network TBD'", async () => {
    mockFetch({
      '/api/games/upcoming': [
        g({ id: 'a', awayTeam: 'Today Away', gameDate: at(0, 23, 30) }),
        g({ id: 'b', awayTeam: 'Tomorrow Away', gameDate: at(1, 13, 0), broadcast: null }),
        g({ id: 'c', awayTeam: 'Later Away', gameDate: at(3, 20, 15) }),
      ],
      '/api/scores/live': slate([]),
    });
    renderSchedule();
    const today = await screen.findByRole('article', { name: 'Today Away at Atlanta Falcons' });
    expect(within(today).getByText('Today · 11:30 PM Local')).toBeInTheDocument();
    expect(within(today).getByText('Scheduled')).toBeInTheDocument();
    expect(within(today).getByText('FOX · Mercedes-Benz Stadium')).toBeInTheDocument();
    const tomorrow = row('Tomorrow Away at Atlanta Falcons');
    expect(within(tomorrow).getByText('Tomorrow · 1:00 PM Local')).toBeInTheDocument();
    expect(within(tomorrow).getByText('Network TBD · Mercedes-Benz Stadium')).toBeInTheDocument();
    const later = new Date(at(3, 20, 15)).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
    expect(within(row('Later Away at Atlanta Falcons')).getByText(`${later} · 8:15 PM Local`)).toBeInTheDocument();
    // scheduled games show no score
    expect(within(today).queryByText('0')).not.toBeInTheDocument();
  });

  it('shows the weather strip with its warnings in words, and none for a game without weather', async () => {
    mockFetch({
      '/api/games/upcoming': [
        g({ id: 'w', awayTeam: 'Windy Away', temperature: 28, windSpeed: 18, windDirection: 200, precipitationProbability: 40, weatherCondition: 'Snow', isIndoorVenue: false }),
        g({ id: 'n', awayTeam: 'Plain Away' }),
      ],
      '/api/scores/live': slate([]),
    });
    renderSchedule();
    const weather = within(await screen.findByRole('article', { name: 'Windy Away at Atlanta Falcons' })).getByRole('list', { name: 'Weather' });
    expect(within(weather).getByText('Outdoors')).toBeInTheDocument();
    expect(within(weather).getByText('Wind 18 mph SSW')).toBeInTheDocument();
    expect(within(weather).getByText('Strong wind')).toBeInTheDocument();
    expect(within(weather).getByText('Freezing')).toBeInTheDocument();
    expect(within(weather).getByText('Wet weather likely')).toBeInTheDocument();
    expect(within(weather).getByText('Snow')).toBeInTheDocument();
    expect(within(row('Plain Away at Atlanta Falcons')).queryByRole('list', { name: 'Weather' })).not.toBeInTheDocument();
  });

  it("puts games being played under 'Live Now' with 'View Live', once, with the scoreboard's score", async () => {
    const live = g({ id: '7', status: 'in_progress', statusDetail: '5:49 - 2nd', awayScore: 14, homeScore: 10, gameDate: at(0, 0, 1) });
    const { onViewLive } = renderScheduleWith({ upcoming: [g({ id: '7', gameDate: at(0, 0, 1) }), g({ id: '8', awayTeam: 'Later Away' })], live: [live] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Live Now' })).toBeInTheDocument();
    const liveRow = row('Green Bay Packers at Atlanta Falcons');
    expect(screen.getAllByRole('article', { name: 'Green Bay Packers at Atlanta Falcons' })).toHaveLength(1);
    expect(within(liveRow).getByText('Live')).toBeInTheDocument();
    expect(within(liveRow).getByText('5:49 - 2nd')).toBeInTheDocument();
    expect(within(liveRow).getByText('14')).toBeInTheDocument();
    await userEvent.click(within(liveRow).getByRole('button', { name: 'View Live' }));
    expect(onViewLive).toHaveBeenCalledWith('7');
    expect(within(row('Later Away at Atlanta Falcons')).queryByRole('button', { name: 'View Live' })).not.toBeInTheDocument();
  });

  it('asks the service once to refresh the schedule when there are no upcoming games, then reloads them', async () => {
    let answers = 0;
    const { fn } = mockFetch({
      '/api/games/upcoming': () => new Response(JSON.stringify(answers++ === 0 ? [] : upcomingGames(2))),
      '/api/games/refresh': { refreshed: true },
      '/api/scores/live': slate([]),
    });
    renderSchedule();
    expect(await screen.findByRole('heading', { name: 'Upcoming Games' })).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    const posts = fn.mock.calls.filter((call) => (call as unknown[])[1] && ((call as unknown[])[1] as RequestInit).method === 'POST');
    expect(posts.map((call) => String((call as unknown[])[0]))).toEqual(['/api/games/refresh']);
    expect(((posts[0] as unknown[])[1] as RequestInit).headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(((posts[0] as unknown[])[1] as RequestInit).body).toBeUndefined();
    expect(answers).toBe(2);
  });

  it('says so when there are still none after the refresh, and does not refresh again by itself', async () => {
    const { fn } = mockFetch({ '/api/games/upcoming': [], '/api/games/refresh': { refreshed: true }, '/api/scores/live': slate([]) });
    renderSchedule();
    expect(await screen.findByRole('heading', { level: 2, name: 'No upcoming games' })).toBeInTheDocument();
    expect(screen.getByText('Nothing is scheduled in the next 4 weeks. Pick Preseason or Regular Season to browse the season week by week.')).toBeInTheDocument();
    const refreshes = () => fn.mock.calls.filter((call) => String((call as unknown[])[0]) === '/api/games/refresh').length;
    expect(refreshes()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Check for Games' }));
    await waitFor(() => expect(refreshes()).toBe(2));
  });

  it('shows the upcoming list even when the refresh fails (it is only logged)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ '/api/games/upcoming': [], '/api/games/refresh': () => new Response('{"error":{"message":"down"}}', { status: 502 }), '/api/scores/live': slate([]) });
    renderSchedule();
    expect(await screen.findByRole('heading', { name: 'No upcoming games' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to refresh games', expect.anything());
    log.mockRestore();
  });

  it("says 'Failed to fetch games' with a retry when the list cannot load", async () => {
    mockFetch({ '/api/games/upcoming': () => new Response('{"error":{"message":"Sports data unavailable"}}', { status: 503 }), '/api/scores/live': slate([]) });
    renderSchedule();
    expect(await screen.findByRole('heading', { level: 2, name: 'Failed to fetch games' })).toBeInTheDocument();
    expect(screen.getByText('Sports data unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reloads the schedule each time the tab is opened again', async () => {
    const { calls } = mockFetch({ '/api/games/upcoming': upcomingGames(1), '/api/scores/live': slate([]) });
    function Reopen() {
      const [open, setOpen] = useState(true);
      return <><button type="button" onClick={() => setOpen((v) => !v)}>toggle</button>{open ? <ScheduleTab onViewLive={() => {}} /> : null}</>;
    }
    renderWithProviders(<Reopen />);
    await screen.findByRole('heading', { name: 'Upcoming Games' });
    expect(calls.filter((c) => c === '/api/games/upcoming')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    await screen.findByRole('heading', { name: 'Upcoming Games' });
    await waitFor(() => expect(calls.filter((c) => c === '/api/games/upcoming')).toHaveLength(2));
    expect(calls.filter((c) => c === '/api/scores/live')).toHaveLength(2);
  });
});

function renderScheduleWith({ upcoming = [], live = [], weeks = {} }: { upcoming?: Game[]; live?: Game[]; weeks?: Record<string, Game[]> }, route?: string) {
  const routes: Record<string, object> = { '/api/games/upcoming': upcoming, '/api/games/refresh': { refreshed: true }, '/api/scores/live': slate(live) };
  for (const [path, games] of Object.entries(weeks)) routes[path] = games;
  const fetched = mockFetch(routes);
  return { ...renderSchedule(route), calls: fetched.calls };
}

describe('the schedule tab: season types and weeks', () => {
  const week = (n: number, type: 1 | 2) => `/api/games/week/${n}?seasonType=${type}`;
  const oneGame = (label: string) => [g({ id: label, awayTeam: `${label} Away` })];

  it('regular season opens Week 1, asking for week 1 of seasonType 2, and steps through the weeks; the URL names the week as the fan reads it', async () => {
    const { calls } = renderScheduleWith({ weeks: { [week(1, 2)]: oneGame('W1'), [week(2, 2)]: oneGame('W2'), [week(18, 2)]: oneGame('W18') } });
    await screen.findByRole('button', { name: 'Regular Season' });
    await userEvent.click(screen.getByRole('button', { name: 'Regular Season' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Week 1' })).toBeInTheDocument();
    expect(calls).toContain(week(1, 2));
    expect(search()).toBe('?season=regular&week=1');
    expect(screen.getByRole('button', { name: 'Regular Season' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: 'Week 2' })).toBeInTheDocument();
    expect(calls).toContain(week(2, 2));
    expect(search()).toBe('?season=regular&week=2');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Week' }), 'Week 18');
    expect(await screen.findByRole('heading', { name: 'Week 18' })).toBeInTheDocument();
    expect(calls).toContain(week(18, 2));
    expect(search()).toBe('?season=regular&week=18');
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
  });

  it('opens the week a shared link names: ?season=regular&week=3 is Week 3', async () => {
    const { calls } = renderScheduleWith({ weeks: { [week(3, 2)]: oneGame('W3') } }, '/schedule?season=regular&week=3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Week 3' })).toBeInTheDocument();
    expect(calls).toContain(week(3, 2));
    expect(screen.getByRole('combobox', { name: 'Week' })).toHaveDisplayValue('Week 3');
    expect(search()).toBe('?season=regular&week=3');
  });

  it('preseason opens Preseason Week 1 with seasonType 1; regular then jumps to Week 1; upcoming clears the week', async () => {
    const { calls } = renderScheduleWith({ weeks: { [week(1, 1)]: oneGame('P1'), [week(2, 1)]: oneGame('P2'), [week(1, 2)]: oneGame('W1') } });
    await userEvent.click(await screen.findByRole('button', { name: 'Preseason' }));
    expect(await screen.findByRole('heading', { name: 'Preseason Week 1' })).toBeInTheDocument();
    expect(calls).toContain(week(1, 1));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Preseason Week 1', 'Preseason Week 2', 'Preseason Week 3', 'Preseason Week 4']);
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: 'Preseason Week 2' })).toBeInTheDocument();
    expect(search()).toBe('?season=preseason&week=2');

    await userEvent.click(screen.getByRole('button', { name: 'Regular Season' }));
    expect(await screen.findByRole('heading', { name: 'Week 1' })).toBeInTheDocument();
    expect(search()).toBe('?season=regular&week=1');

    await userEvent.click(screen.getByRole('button', { name: 'Upcoming' }));
    expect(search()).toBe('');
    expect(screen.queryByRole('combobox', { name: 'Week' })).not.toBeInTheDocument();
  });

  it('keeps the regular week through Completed and back', async () => {
    const { calls } = renderScheduleWith({ weeks: { [week(5, 2)]: oneGame('W5') } }, '/schedule?season=regular&week=5');
    expect(await screen.findByRole('heading', { name: 'Week 5' })).toBeInTheDocument();
    expect(calls).toContain(week(5, 2));
    await userEvent.click(screen.getByRole('button', { name: 'Completed' }));
    expect(search()).toBe('?season=completed&week=5');
    await userEvent.click(screen.getByRole('button', { name: 'Regular Season' }));
    expect(await screen.findByRole('heading', { name: 'Week 5' })).toBeInTheDocument();
    expect(search()).toBe('?season=regular&week=5');
  });

  it('says plainly when there is no game data for a week, which weeks have some, and goes to one', async () => {
    const final15 = g({ id: 'f15', status: 'final', week: 15, awayScore: 21, homeScore: 7, gameDate: at(-3, 13) });
    const upcoming1 = g({ id: 'u1', week: 1, awayTeam: 'Dallas Cowboys', gameDate: at(2, 20) });
    const { calls } = renderScheduleWith({
      live: [final15], upcoming: [upcoming1, g({ id: 'u2', week: 2, gameDate: at(9, 13) })],
      weeks: { [week(3, 2)]: [], [week(15, 2)]: [final15] },
    }, '/schedule?season=regular&week=3');
    expect(await screen.findByRole('heading', { level: 2, name: 'No game data for Week 3' })).toBeInTheDocument();
    expect(screen.getByText('The games this site has right now are in Week 1, Week 2 and Week 15.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Week 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Week 15' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Week 15' })).toBeInTheDocument();
    expect(calls).toContain(week(15, 2));
    expect(search()).toBe('?season=regular&week=15');
  });

  it('says when no week of the preseason has game data, and offers the upcoming games', async () => {
    renderScheduleWith({ upcoming: [g({ id: 'u1', week: 1 })], weeks: { [week(3, 1)]: [] } }, '/schedule?season=preseason&week=3');
    expect(await screen.findByRole('heading', { level: 2, name: 'No game data for Preseason Week 3' })).toBeInTheDocument();
    expect(screen.getByText('This site has no preseason games right now. The games it has are in Week 1 of the regular season.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Upcoming Games' }));
    expect(search()).toBe('');
  });

  it("says 'Failed to fetch games' when a week cannot load", async () => {
    mockFetch({ '/api/scores/live': slate([]) });
    renderSchedule('/schedule?season=regular&week=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Failed to fetch games' })).toBeInTheDocument();
  });

  it("marks the winner of a final with 'W', names the loser as such and dims it; a tie has neither", async () => {
    renderScheduleWith({
      weeks: {
        [week(1, 2)]: [
          g({ id: 'f', status: 'final', awayScore: 20, homeScore: 27, gameDate: at(-2, 13) }),
          g({ id: 't', status: 'final', awayTeam: 'Tie Away', homeTeam: 'Tie Home', awayScore: 17, homeScore: 17, gameDate: at(-2, 16) }),
        ],
      },
    }, '/schedule?season=regular&week=1');
    const final = await screen.findByRole('article', { name: 'Green Bay Packers at Atlanta Falcons' });
    expect(within(final).getByText('Final')).toBeInTheDocument();
    const [awayLine, homeLine] = [within(final).getByText('20').parentElement!, within(final).getByText('27').parentElement!];
    expect(within(homeLine).getByText('W')).toBeInTheDocument();
    expect(within(homeLine).getByText('Winner')).toHaveClass('gg-visually-hidden');
    expect(within(awayLine).queryByText('W')).not.toBeInTheDocument();
    expect(within(awayLine).getByText('Lost')).toBeInTheDocument();
    expect(awayLine).toHaveStyle({ color: 'var(--gg-text-muted)' });
    expect(homeLine).toHaveStyle({ color: 'var(--gg-text)' });

    const tie = row('Tie Away at Tie Home');
    expect(within(tie).getAllByText('17')).toHaveLength(2);
    expect(within(tie).queryByText('W')).not.toBeInTheDocument();
    expect(within(tie).queryByText('Lost')).not.toBeInTheDocument();
  });

  it("shows a week's game that has kicked off as Live, from the scoreboard, with 'View Live'", async () => {
    const { onViewLive } = renderScheduleWith({
      weeks: { [week(1, 2)]: [g({ id: '7' })] },
      live: [g({ id: '7', status: 'live', statusDetail: 'Halftime', awayScore: 3, homeScore: 7 })],
    }, '/schedule?season=regular&week=1');
    const live = await screen.findByRole('article', { name: 'Green Bay Packers at Atlanta Falcons' });
    await waitFor(() => expect(within(live).getByText('Live')).toBeInTheDocument());
    expect(within(live).getByText('Halftime')).toBeInTheDocument();
    await userEvent.click(within(live).getByRole('button', { name: 'View Live' }));
    expect(onViewLive).toHaveBeenCalledWith('7');
  });

  it('lists completed games from the scoreboard, most recent first', async () => {
    renderScheduleWith({
      live: [
        g({ id: 'old', status: 'final', awayTeam: 'Old Away', awayScore: 3, homeScore: 10, gameDate: at(-3, 13) }),
        g({ id: 'new', status: 'final', awayTeam: 'New Away', awayScore: 24, homeScore: 10, gameDate: at(-1, 13) }),
        g({ id: 'next', awayTeam: 'Next Away' }),
      ],
    }, '/schedule?season=completed');
    expect(await screen.findByRole('heading', { level: 2, name: 'Completed Games' })).toBeInTheDocument();
    expect(rows().map((r) => r.getAttribute('aria-label'))).toEqual(['New Away at Atlanta Falcons', 'Old Away at Atlanta Falcons']);
    expect(screen.getByText("2 games from this week's scoreboard, the most recent first.")).toBeInTheDocument();
  });

  it('says when nothing has finished yet, and offers the regular season', async () => {
    const { calls } = renderScheduleWith({ live: [g({})], weeks: { [week(1, 2)]: [g({})] } }, '/schedule?season=completed');
    expect(await screen.findByRole('heading', { level: 2, name: 'No completed games yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse Regular Season' }));
    expect(await screen.findByRole('heading', { name: 'Week 1' })).toBeInTheDocument();
    expect(calls).toContain(week(1, 2));
  });
});

describe('the schedule tab: games that kick off while it is open', () => {
  afterEach(() => { jest.useRealTimers(); });

  it("listens for pushed scores when a game kicks off within the hour, so it moves to 'Live Now' with 'View Live' without a reload", async () => {
    const stream = installFakeEventSource();
    try {
      const soon = g({ id: 'soon', awayTeam: 'Soon Away', gameDate: new Date(Date.now() + 10 * 60_000).toISOString() });
      renderScheduleWith({ upcoming: [soon], live: [soon] });
      await screen.findByRole('article', { name: 'Soon Away at Atlanta Falcons' });
      const source = stream.latest();
      act(() => {
        source.open();
        source.emit('game', { gameId: 'soon', changes: ['status'], game: { ...soon, status: 'live', statusDetail: '15:00 - 1st' }, at: new Date().toISOString() }, '1');
      });
      expect(await screen.findByRole('heading', { level: 2, name: 'Live Now' })).toBeInTheDocument();
      expect(within(row('Soon Away at Atlanta Falcons')).getByRole('button', { name: 'View Live' })).toBeInTheDocument();
    } finally {
      stream.restore();
    }
  });

  it('opens no stream while every game is days away, and opens one when the next kickoff comes within the hour', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const stream = installFakeEventSource();
    try {
      const later = g({ id: 'later', awayTeam: 'Later Away', gameDate: new Date(Date.now() + 3 * 3600_000).toISOString() });
      renderScheduleWith({ upcoming: [later], live: [later] });
      await screen.findByRole('article', { name: 'Later Away at Atlanta Falcons' });
      expect(stream.openConnections()).toHaveLength(0);
      await act(async () => { await jest.advanceTimersByTimeAsync(2 * 3600_000 + 1000); });
      expect(stream.openConnections()).toHaveLength(1);
    } finally {
      stream.restore();
    }
  });
});
