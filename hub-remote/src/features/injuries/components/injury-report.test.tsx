import type { Team } from '@gg/contracts';
import { toast } from '@gg/ui/toast';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { INJURY_PAGE_SIZE } from '../format';
import { injury, INJURIES, manyInjuries, TEAM_NOTE } from '../test-fixtures';
import { InjuryReport, TeamInjuries } from './injury-report';

jest.mock('@gg/ui/toast', () => ({ toast: jest.fn() }));

const team = (id: string, displayName: string): Team => ({
  id, name: displayName, displayName, abbreviation: displayName.slice(0, 3).toUpperCase(), logo: null, conference: 'AFC', division: null,
  headCoach: null, primaryColor: null, secondaryColor: null, venue: null, location: null, founded: null,
});
const TEAMS = [team('12', 'Kansas City Chiefs'), team('1', 'Atlanta Falcons'), team('9', 'Green Bay Packers')];
const refreshed = { refreshed: true, stale: false, count: 7, updatedAt: '2026-11-23T10:00:00.000Z' };
const failing = () => new Response('{"error":{"message":"down"}}', { status: 500 });
const never = () => new Promise<Response>(() => {});

type Routes = Parameters<typeof mockFetch>[0];
function setup(routes: Routes = {}) {
  const all: Routes = { '/api/teams': TEAMS, '/api/injuries': INJURIES, '/api/injuries/refresh': refreshed, ...routes };
  const { calls } = mockFetch(all);
  return { calls, routes: all, count: (path: string) => calls.filter((c) => c === path).length };
}

const group = (name: RegExp | string) => screen.getByRole('region', { name });
const cardNames = (region: HTMLElement, level = 3) => within(region).getAllByRole('heading', { level }).map((h) => h.textContent);
const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

/** A tab that can be closed and opened again (tabs unmount what they do not show). */
function Reopenable({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return <><button onClick={() => setOpen((o) => !o)}>toggle tab</button>{open ? children : null}</>;
}
const reopen = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'toggle tab' }));
  await userEvent.click(screen.getByRole('button', { name: 'toggle tab' }));
};

let logged: jest.SpyInstance;
beforeEach(() => { logged = jest.spyOn(console, 'error').mockImplementation(() => {}); });
afterEach(() => { jest.restoreAllMocks(); jest.mocked(toast).mockClear(); });

describe('InjuryReport (page)', () => {
  const renderPage = (route = '/injuries') => renderWithProviders(<InjuryReport variant="page" />, { route });

  it('has the heading, subtitle and Update Injuries, and asks for the whole league', async () => {
    const { calls } = setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'NFL Injury Report' })).toBeInTheDocument();
    expect(screen.getByText('Real-time injury updates from ESPN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Injuries' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: /^Out/ });
    expect(calls).toContain('/api/injuries');
  });

  it('groups cards by status, most serious first, each group with its count', async () => {
    setup();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: /^Out/ });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Out1 player', 'Doubtful1 player', 'Questionable3 players', 'Probable1 player', 'Injured Reserve1 player',
    ]);
    expect(cardNames(group(/^Questionable/))).toEqual(['Unknown Player', 'Bralen Trice', 'Romeo Doubs']);
  });

  it('shows who, which team, what, when and the expected return on each card', async () => {
    setup();
    renderPage();
    const card = await screen.findByRole('heading', { level: 3, name: 'Bralen Trice' }).then((h) => h.closest('li')!);
    expect(within(card).getByRole('link', { name: 'Atlanta Falcons' })).toHaveAttribute('href', '/team/1');
    expect(within(card).getByText('Left Knee - ACL (Surgery)')).toBeInTheDocument();
    expect(within(card).getByText('Knee')).toBeInTheDocument();
    expect(within(card).getByText('Feb 11, 2025')).toBeInTheDocument();
    expect(within(card).getByText('Questionable')).toBeInTheDocument();
    expect(within(card).getByText('Aug 1, 2025')).toBeInTheDocument();
  });

  it("names an unnamed player 'Unknown Player' and a bad date 'Unknown date'; an unknown status is said as such", async () => {
    setup();
    renderPage();
    const card = await screen.findByRole('heading', { level: 3, name: 'Unknown Player' }).then((h) => h.closest('li')!);
    expect(within(card).getByText('Ankle')).toBeInTheDocument();
    expect(within(card).getByText('Unknown date')).toBeInTheDocument();
    expect(within(card).getByText('Status unknown')).toBeInTheDocument();
  });

  it('reorders the cards inside each group with the sort', async () => {
    setup();
    renderPage();
    await screen.findByRole('heading', { level: 2, name: /^Questionable/ });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Team A → Z', 'Team Z → A', 'Newest First', 'Oldest First', 'By Severity']);
    expect(sort).toHaveValue('team-asc');

    await userEvent.selectOptions(sort, 'Team Z → A');
    expect(cardNames(group(/^Questionable/))).toEqual(['Romeo Doubs', 'Unknown Player', 'Bralen Trice']);
    await userEvent.selectOptions(sort, 'Newest First');
    expect(cardNames(group(/^Questionable/))).toEqual(['Romeo Doubs', 'Bralen Trice', 'Unknown Player']);
    await userEvent.selectOptions(sort, 'Oldest First');
    expect(cardNames(group(/^Questionable/))).toEqual(['Bralen Trice', 'Romeo Doubs', 'Unknown Player']);
    await userEvent.selectOptions(sort, 'By Severity');
    expect(cardNames(group(/^Questionable/))).toEqual(['Romeo Doubs', 'Bralen Trice', 'Unknown Player']);
  });

  it('asks the server for one team when a team is chosen, and back for all', async () => {
    const kc = INJURIES.filter((i) => i.teamId === '12');
    const { calls } = setup({ '/api/injuries?teamId=12': kc });
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Bralen Trice' });
    const select = screen.getByRole('combobox', { name: 'Team' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Teams', 'Atlanta Falcons', 'Green Bay Packers', 'Kansas City Chiefs']);
    await userEvent.selectOptions(select, 'Kansas City Chiefs');
    expect(await screen.findByRole('heading', { level: 3, name: 'BJ Thompson' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Bralen Trice' })).not.toBeInTheDocument();
    expect(calls).toContain('/api/injuries?teamId=12');
    await userEvent.selectOptions(select, 'All Teams');
    expect(await screen.findByRole('heading', { level: 3, name: 'Bralen Trice' })).toBeInTheDocument();
  });

  it('reads the team and sort from the URL', async () => {
    const { calls } = setup({ '/api/injuries?teamId=9': INJURIES.filter((i) => i.teamId === '9') });
    renderPage('/injuries?team=9&sort=newest');
    await screen.findByRole('heading', { level: 3, name: 'Jayden Reed' });
    expect(calls).toContain('/api/injuries?teamId=9');
    expect(calls).not.toContain('/api/injuries');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  });

  it('says all players are healthy across the NFL when the report is empty', async () => {
    setup({ '/api/injuries': [] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'No Injuries Reported' })).toBeInTheDocument();
    expect(screen.getByText('All players are healthy across the NFL!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check for Updates' })).toBeInTheDocument();
  });

  it('says all players on this team are healthy when a chosen team has none', async () => {
    setup({ '/api/injuries?teamId=9': [] });
    renderPage('/injuries?team=9');
    expect(await screen.findByText('All players on this team are healthy!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Injuries Reported' })).toBeInTheDocument();
  });

  it('Update Injuries refreshes, reloads and says so', async () => {
    const { count } = setup();
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Bralen Trice' });
    await userEvent.click(screen.getByRole('button', { name: 'Update Injuries' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Injuries Updated', description: 'Latest injury data refreshed from ESPN.' }));
    expect(count('/api/injuries/refresh')).toBe(1);
    expect(count('/api/injuries')).toBe(2);
  });

  it.each([
    ['a non-OK answer', failing],
    ['an answer saying the provider did not answer', { refreshed: false, stale: true, count: 7 }],
  ])('Update Injuries says "Update Failed" (destructive) on %s', async (_case, answer) => {
    const { count } = setup({ '/api/injuries/refresh': answer });
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Bralen Trice' });
    await userEvent.click(screen.getByRole('button', { name: 'Update Injuries' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Update Failed', description: 'Could not refresh injury data.', variant: 'destructive' }));
    expect(count('/api/injuries')).toBe(1);
    expect(logged).toHaveBeenCalledWith('Injury refresh failed', expect.any(Error));
  });

  it('Check for Updates on the empty report refreshes too', async () => {
    const { count } = setup({ '/api/injuries': [] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Check for Updates' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Injuries Updated' })));
    expect(count('/api/injuries/refresh')).toBe(1);
  });

  it('says it is loading, and shows a failure with a retry', async () => {
    const { routes } = setup({ '/api/injuries': never });
    const view = renderPage();
    expect(screen.getByText('Loading injury report...')).toBeInTheDocument();
    view.unmount();
    routes['/api/injuries'] = failing;
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    routes['/api/injuries'] = INJURIES;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Bralen Trice' })).toBeInTheDocument();
  });

  it(`keeps the first render small with 500 reports: ${INJURY_PAGE_SIZE} cards a group, then Show more`, async () => {
    setup({ '/api/injuries': manyInjuries(500) });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: /^Questionable/ });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Out100 players', 'Doubtful100 players', 'Questionable200 players', 'Probable100 players',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4 * INJURY_PAGE_SIZE);

    const questionable = group(/^Questionable/);
    await userEvent.click(within(questionable).getByRole('button', { name: 'Show more Questionable injuries (180 more)' }));
    expect(cardNames(questionable)).toHaveLength(2 * INJURY_PAGE_SIZE);
    expect(within(questionable).getByRole('button', { name: 'Show more Questionable injuries (160 more)' })).toBeInTheDocument();
    expect(cardNames(group(/^Out/))).toHaveLength(INJURY_PAGE_SIZE);
  });
});

describe('InjuryReport (hub tab)', () => {
  it('asks for every entry including the generic ones, groups by status, and has no team filter', async () => {
    const { calls } = setup({ '/api/injuries?includeGeneric=true': INJURIES });
    renderWithProviders(<InjuryReport variant="hub" />);
    expect(screen.getByRole('heading', { level: 2, name: 'NFL Injury Report' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: /^Out/ });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Out1 player', 'Doubtful1 player', 'Questionable3 players', 'Probable1 player', 'Injured Reserve1 player',
    ]);
    expect(cardNames(group(/^Questionable/), 4)).toEqual(['Unknown Player', 'Bralen Trice', 'Romeo Doubs']);
    expect(calls).toEqual(['/api/injuries?includeGeneric=true']);
    expect(screen.queryByRole('combobox', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('keeps entries that are not injuries out of the status groups and their counts: they are listed apart, as team notes', async () => {
    setup({ '/api/injuries?includeGeneric=true': [...INJURIES, TEAM_NOTE] });
    renderWithProviders(<InjuryReport variant="hub" />);
    await screen.findByRole('heading', { level: 3, name: /^Questionable/ });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Out1 player', 'Doubtful1 player', 'Questionable3 players', 'Probable1 player', 'Injured Reserve1 player', 'Team Notes',
    ]);
    expect(cardNames(group(/^Questionable/), 4)).toEqual(['Unknown Player', 'Bralen Trice', 'Romeo Doubs']);
    const notes = group('Team Notes');
    expect(within(notes).getByText(/Listed on Injury Report as active/)).toBeInTheDocument();
    expect(within(notes).getByText(/not injuries/)).toBeInTheDocument();
    const note = within(notes).getByRole('listitem');
    expect(within(note).getByRole('link', { name: 'Atlanta Falcons' })).toHaveAttribute('href', '/team/1');
    expect(within(note).getByText(TEAM_NOTE.description!)).toBeInTheDocument();
    expect(within(note).getByText('Apr 30, 2025')).toBeInTheDocument();
    // said once, in the notes: no injury card carries it, and no status is claimed for it
    expect(screen.getAllByText(TEAM_NOTE.description!)).toHaveLength(1);
    expect(screen.getAllByText('Status unknown')).toHaveLength(1);
  });

  it('with only team notes, says no injuries are reported and still shows the notes', async () => {
    setup({ '/api/injuries?includeGeneric=true': [TEAM_NOTE] });
    renderWithProviders(<InjuryReport variant="hub" />);
    expect(await screen.findByRole('heading', { level: 3, name: 'No Injuries Reported' })).toBeInTheDocument();
    expect(within(group('Team Notes')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('reloads the injuries each time the tab opens', async () => {
    const { count } = setup({ '/api/injuries?includeGeneric=true': INJURIES });
    renderWithProviders(<Reopenable><InjuryReport variant="hub" /></Reopenable>);
    await screen.findByRole('heading', { level: 4, name: 'Bralen Trice' });
    expect(count('/api/injuries?includeGeneric=true')).toBe(1);
    await reopen();
    await waitFor(() => expect(count('/api/injuries?includeGeneric=true')).toBe(2));
  });

  it('says all players are currently healthy when empty; a failed check is not destructive here', async () => {
    setup({ '/api/injuries?includeGeneric=true': [], '/api/injuries/refresh': failing });
    renderWithProviders(<InjuryReport variant="hub" />);
    expect(await screen.findByRole('heading', { level: 3, name: 'No Injuries Reported' })).toBeInTheDocument();
    expect(screen.getByText('All players are currently healthy!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check for Updates' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Update Failed', description: 'Could not refresh injury data.', variant: 'default' }));
  });
});

describe('TeamInjuries (team page tab)', () => {
  const KC = [
    injury({ id: 'a', playerName: 'Gardner Minshew', status: 'questionable', injuryType: null, description: null, expectedReturn: null, dateReported: '2025-03-13T22:07:00Z' }),
    injury({ id: 'b', playerName: null, status: 'out', dateReported: '' }),
  ];

  it("asks for the team's injuries and shows each card, most serious first", async () => {
    const { calls } = setup({ '/api/injuries?teamId=12': KC });
    renderWithProviders(<TeamInjuries teamId="12" />);
    await screen.findByRole('heading', { level: 3, name: 'Unknown Player' });
    expect(calls).toEqual(['/api/injuries?teamId=12']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Unknown Player', 'Gardner Minshew']);
    const unknown = cardOf('Unknown Player');
    expect(within(unknown).getByText('Out')).toBeInTheDocument();
    expect(within(unknown).getByText('Unknown date')).toBeInTheDocument();
    expect(within(unknown).getByText('Left Knee - ACL (Surgery)')).toBeInTheDocument();
    expect(within(unknown).getByText('Knee')).toBeInTheDocument();
    expect(within(unknown).getByText('Aug 1, 2025')).toBeInTheDocument();
    expect(within(cardOf('Gardner Minshew')).getByText('Mar 13, 2025')).toBeInTheDocument();
    expect(within(unknown).queryByRole('link')).not.toBeInTheDocument(); // the team page needs no team link
  });

  it('reloads when the tab is chosen again', async () => {
    const { count } = setup({ '/api/injuries?teamId=12': KC });
    renderWithProviders(<Reopenable><TeamInjuries teamId="12" /></Reopenable>);
    await screen.findByRole('heading', { level: 3, name: 'Gardner Minshew' });
    expect(count('/api/injuries?teamId=12')).toBe(1);
    await reopen();
    await waitFor(() => expect(count('/api/injuries?teamId=12')).toBe(2));
  });

  it("says 'No injury reports available' when there are none", async () => {
    setup({ '/api/injuries?teamId=12': [] });
    renderWithProviders(<TeamInjuries teamId="12" />);
    expect(await screen.findByRole('heading', { name: 'No injury reports available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check for Updates' })).toBeInTheDocument();
  });
});
