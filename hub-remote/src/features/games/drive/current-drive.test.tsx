/**
 * The drive under way, a short line in the situation: on a live card (its room kept while the
 * drawing loads) and in the game panel, in each state a game goes through.
 */
import type { Game } from '@gg/contracts';
import { updateViewingPreferences } from '@gg/preferences';
import { resetRevealedSpoilers } from '@gg/preferences/settings';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { GameCard } from '../components/game-card';
import { GameDetailPanel } from '../components/game-detail-panel';
import { SituationRoom } from '../situation/situation-room';
import { livePackersAtFalcons } from '../test-games';
import { CurrentDriveLine } from './current-drive-line';

// the page is idle at once here (the real wait is for the page's load and an idle moment)
jest.mock('@gg/ui', () => ({ ...jest.requireActual('@gg/ui'), whenIdle: (task: () => void) => task() }));

const onDrive: Game = {
  ...livePackersAtFalcons,
  situation: { phase: 'down', down: 2, distance: 6, yardLine: 43, possessionTeamId: '9', homeTimeouts: 3, awayTimeouts: 3 },
  drive: { teamId: '9', plays: 5, yards: 32, elapsedSeconds: 161, start: { period: 2, clock: '8:30', yardLine: 75 } },
};

beforeEach(() => {
  mockFetch({ '/api/games/10/live-data': { gameId: '10', lastUpdated: new Date().toISOString(), stale: false, playByPlay: [], bettingOdds: [] }, '/api/glossary': [], '/api/teams': [] });
});
afterEach(() => {
  localStorage.clear();
  act(() => resetRevealedSpoilers());
});

const driveLine = (within_: HTMLElement = document.body) => within_.querySelector('[data-drive-line]');

describe('the drive under way on a live card', () => {
  it('says whose drive it is, its plays, yards and time, and reads them aloud in full', async () => {
    renderWithProviders(<GameCard game={onDrive} onViewDetails={() => {}} />);
    const card = screen.getByRole('article');
    const situation = await within(card).findByRole('group', { name: 'Situation on the field' });
    const line = driveLine(situation) as HTMLElement;
    expect(within(line).getByText('This drive: 5 plays, 32 yards, 2:41')).toBeInTheDocument();
    expect(within(line).getByText('GB')).toBeInTheDocument();
    expect(within(line).getByText('Packers drive so far: 5 plays, 32 yards in 2 minutes 41 seconds')).toHaveClass('gg-visually-hidden');
  });

  it('keeps the line\'s room while the drawing loads and while spoiler-safe hides it, with no drive words', () => {
    renderWithProviders(<SituationRoom hidden={false} />);
    // the room holds the drawing's rows: down line, drive, timeouts, field (and the sentence's, kept by the grid)
    expect(document.querySelector('[data-situation-room]')!.children).toHaveLength(4);
    updateViewingPreferences({ spoilerSafe: { everything: true, teamIds: [] } });
    renderWithProviders(<GameCard game={onDrive} onViewDetails={() => {}} />);
    expect(screen.getByText('Situation hidden while spoiler-safe is on')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/This drive/);
  });
});

describe('the drive line in each state of a game', () => {
  it('no drive data (the provider has none, or a drive just ended): an empty row, silent, its room kept', () => {
    renderWithProviders(<CurrentDriveLine game={{ ...onDrive, drive: undefined }} />);
    const line = driveLine()!;
    expect(line).toHaveAttribute('aria-hidden', 'true');
    expect(line).toBeEmptyDOMElement();
  });

  it('kickoff: a drive that has not had its first snap says where it starts', () => {
    renderWithProviders(<CurrentDriveLine game={{ ...onDrive, situation: { phase: 'kickoff', possessionTeamId: '1' }, drive: { teamId: '9', plays: 0, yards: 0, elapsedSeconds: 0, start: { period: 3, clock: '15:00', yardLine: 75 } } }} />);
    expect(screen.getByText('New drive from GB 25')).toBeInTheDocument();
    expect(screen.getByText('Packers: New drive from GB 25')).toHaveClass('gg-visually-hidden');
  });

  it('the try after a touchdown: that drive is over (its result is in the feed), so no drive is under way', () => {
    renderWithProviders(<GameCard game={{ ...onDrive, awayScore: 13, situation: { phase: 'try', possessionTeamId: '9' }, drive: undefined }} onViewDetails={() => {}} />);
    expect(document.body).not.toHaveTextContent(/This drive|New drive/);
  });

  it('end of a quarter: a drive carries on into the next one, still shown', async () => {
    renderWithProviders(<GameCard game={{ ...onDrive, statusDetail: 'End of 1st', period: 1, clock: '0:00', situation: { phase: 'break', homeTimeouts: 3, awayTimeouts: 3 } }} onViewDetails={() => {}} />);
    expect(await screen.findByText('This drive: 5 plays, 32 yards, 2:41')).toBeInTheDocument();
  });

  it('halftime: the half ended the drive, none is under way', async () => {
    renderWithProviders(<GameCard game={{ ...onDrive, statusDetail: 'Halftime', situation: { phase: 'break' }, drive: undefined }} onViewDetails={() => {}} />);
    await screen.findByRole('group', { name: 'Situation on the field' });
    expect(document.body).not.toHaveTextContent(/This drive/);
  });

  it('overtime: the drive is shown beside the overtime mark, the team unknown to the game left unnamed', async () => {
    renderWithProviders(<GameCard game={{ ...onDrive, period: 5, statusDetail: '8:12 - OT', drive: { teamId: '33', plays: 3, yards: -4, elapsedSeconds: 65 } }} onViewDetails={() => {}} />);
    const situation = await screen.findByRole('group', { name: 'Situation on the field' });
    expect(within(situation).getByText('Overtime')).toBeInTheDocument();
    expect(within(situation).getByText('This drive: 3 plays, -4 yards, 1:05')).toBeInTheDocument();
    expect(within(situation).getByText('This drive so far: 3 plays, -4 yards in 1 minute 5 seconds')).toBeInTheDocument();
  });
});

describe('the drive under way in the game panel', () => {
  it('is shown with the situation, under the score, and hidden with it in spoiler-safe mode', async () => {
    const { unmount } = renderWithProviders(<GameDetailPanel game={onDrive} onClose={() => {}} />);
    const situation = screen.getByRole('group', { name: 'Situation on the field' });
    expect(within(situation).getByText('This drive: 5 plays, 32 yards, 2:41')).toBeInTheDocument();
    await act(() => import('../../../shared/glossary/glossary-text'));
    unmount();
    updateViewingPreferences({ spoilerSafe: { everything: true, teamIds: [] } });
    renderWithProviders(<GameDetailPanel game={onDrive} onClose={() => {}} />);
    expect(document.body).not.toHaveTextContent(/This drive/);
  });
});
