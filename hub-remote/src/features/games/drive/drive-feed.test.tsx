/**
 * The drives that ended, in the game panel's feed: each as its own row right after the drive's
 * last play (above it, the feed being newest first), named for a screen reader; none without drive
 * data; the result hidden by spoiler-safe mode; held back with the plays by the broadcast delay;
 * and read again when the game says a drive ended.
 */
import type { CompletedDrive, Game, LiveGameData, Play } from '@gg/contracts';
import { updateViewingPreferences } from '@gg/preferences';
import { resetRevealedSpoilers } from '@gg/preferences/settings';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { GameDetailPanel } from '../components/game-detail-panel';
import { livePackersAtFalcons } from '../test-games';

const play = (id: string, description: string, over: Partial<Play> = {}): Play => ({
  id, quarter: 1, clock: '5:00', playType: 'Rush', yards: 3, scoringPlay: false, turnover: false, penalty: false, description, awayScore: 0, homeScore: 0, ...over,
});
// GB's opening drive ends in a touchdown (its try in the same play), ATL's next one in a punt
const plays: Play[] = [
  play('p1', 'J.Love pass short right to R.Doubs for 15 yards'),
  play('p2', 'J.Love pass to J.Reed for 9 yards, TOUCHDOWN. A.Carlson extra point is GOOD.', { playType: 'Passing Touchdown', scoringPlay: true, awayScore: 7 }),
  play('p3', 'Timeout at 10:48.', { playType: 'Official Timeout', awayScore: 7 }),
  play('p4', 'B.Robinson left end for 2 yards', { awayScore: 7 }),
  play('p5', 'B.Pinion punts 45 yards', { playType: 'Punt', awayScore: 7 }),
  play('p6', 'A.Dillon up the middle for 4 yards', { awayScore: 7 }),
];
const drives: CompletedDrive[] = [
  { id: 'd1', teamId: '9', plays: 8, yards: 75, elapsedSeconds: 252, result: 'touchdown', endPlayId: 'p2' },
  { id: 'd2', teamId: '1', plays: 3, yards: 2, elapsedSeconds: 95, result: 'punt', endPlayId: 'p5' },
];
const liveData = (over: Partial<LiveGameData> = {}): LiveGameData => ({ gameId: '10', lastUpdated: new Date().toISOString(), stale: false, playByPlay: plays, bettingOdds: [], drives, ...over });
const game: Game = { ...livePackersAtFalcons, awayScore: 7, homeScore: 0, lastPlay: plays.at(-1)!.description };

beforeEach(() => { jest.spyOn(window, 'scrollTo').mockImplementation(() => {}); });
afterEach(() => {
  localStorage.clear();
  act(() => resetRevealedSpoilers());
  updateViewingPreferences({ broadcastDelaySeconds: 0 });
  jest.restoreAllMocks();
});

const feed = async () => screen.findByRole('list', { name: 'Plays, newest first' });
const rowTexts = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.getAttribute('data-drive-result') ? `[${li.textContent}]` : li.querySelector('.play-meta + div')?.textContent);

describe('drives in the live feed', () => {
  it('puts each drive\'s result right after its last play, newest first, named for a screen reader', async () => {
    mockFetch({ '/api/games/10/live-data': liveData(), '/api/glossary': [] });
    renderWithProviders(<GameDetailPanel game={game} onClose={() => {}} />);
    const list = await feed();
    await within(list).findByRole('listitem', { name: /^Falcons drive/ });
    expect(rowTexts(list)).toEqual([
      plays[5]!.description,
      '[ATLDrive: 3 plays, 2 yards, 1:35 — Punt]',
      plays[4]!.description, plays[3]!.description, plays[2]!.description,
      '[GBDrive: 8 plays, 75 yards, 4:12 — Touchdown]',
      plays[1]!.description, plays[0]!.description,
    ]);
    expect(within(list).getByRole('listitem', { name: 'Packers drive: 8 plays, 75 yards in 4 minutes 12 seconds, Touchdown' })).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Falcons drive: 3 plays, 2 yards in 1 minute 35 seconds, Punt' })).toBeInTheDocument();
  });

  it('shows the plays alone when the provider has no drives (or names a play the feed does not have)', async () => {
    mockFetch({ '/api/games/10/live-data': liveData({ drives: undefined }), '/api/glossary': [] });
    const { unmount } = renderWithProviders(<GameDetailPanel game={game} onClose={() => {}} />);
    const list = await feed();
    expect(within(list).getAllByRole('listitem')).toHaveLength(plays.length);
    expect(document.querySelector('[data-drive-result]')).toBeNull();
    unmount();
    mockFetch({ '/api/games/10/live-data': liveData({ drives: [{ id: 'x', plays: 2, yards: 5, endPlayId: 'elsewhere' }] }), '/api/glossary': [] });
    renderWithProviders(<GameDetailPanel game={game} onClose={() => {}} />);
    expect(within(await feed()).getAllByRole('listitem')).toHaveLength(plays.length);
  });

  it('a drive the provider gives no result for, or no team, still reads right', async () => {
    mockFetch({ '/api/games/10/live-data': liveData({ drives: [{ id: 'd9', plays: 1, yards: -1, elapsedSeconds: 12, endPlayId: 'p5' }] }), '/api/glossary': [] });
    renderWithProviders(<GameDetailPanel game={game} onClose={() => {}} />);
    const row = await within(await feed()).findByRole('listitem', { name: 'Drive: 1 play, -1 yard in 12 seconds' });
    expect(row).toHaveTextContent('Drive: 1 play, -1 yard, 0:12');
  });

  it('spoiler-safe hides every result with the score (a touchdown tells who scored), the numbers kept', async () => {
    updateViewingPreferences({ spoilerSafe: { everything: true, teamIds: [] } });
    mockFetch({ '/api/games/10/live-data': liveData(), '/api/glossary': [] });
    renderWithProviders(<GameDetailPanel game={game} onClose={() => {}} />);
    const list = await feed();
    const touchdown = await within(list).findByRole('listitem', { name: 'Packers drive: 8 plays, 75 yards in 4 minutes 12 seconds, result hidden while spoiler-safe is on' });
    expect(touchdown).toHaveTextContent('Drive: 8 plays, 75 yards, 4:12 — result hidden');
    expect(list).not.toHaveTextContent(/— (Touchdown|Punt)/);
  });

  it('behind the broadcast, a drive waits for its last play to be shown', async () => {
    updateViewingPreferences({ broadcastDelaySeconds: 30 });
    mockFetch({ '/api/games/10/live-data': liveData(), '/api/glossary': [] });
    // the header (the delayed slate) has reached the 4th play: the punt is not shown yet
    renderWithProviders(<GameDetailPanel game={{ ...game, lastPlay: plays[3]!.description }} onClose={() => {}} />);
    const list = await feed();
    await within(list).findByRole('listitem', { name: /^Packers drive/ });
    expect(within(list).queryByRole('listitem', { name: /^Falcons drive/ })).not.toBeInTheDocument();
  });

  it('reads the live data again once the drive under way is over or the game is, and not while a drive goes on', async () => {
    const { calls } = mockFetch({ '/api/games/10/live-data': liveData(), '/api/glossary': [] });
    const onDrive: Game = { ...game, drive: { teamId: '9', plays: 1, yards: 4, elapsedSeconds: 30, start: { period: 1, clock: '3:10', yardLine: 60 } } };
    let show: (g: Game) => void = () => {};
    function Host() {
      const [shown, setShown] = useState(onDrive);
      show = setShown;
      return <GameDetailPanel game={shown} onClose={() => {}} />;
    }
    renderWithProviders(<Host />);
    await feed();
    const reads = () => calls.filter((url) => url.endsWith('/live-data')).length;
    const before = reads();
    act(() => show({ ...onDrive, drive: { ...onDrive.drive!, plays: 2, yards: 9 } }));
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    expect(reads()).toBe(before);
    act(() => show({ ...onDrive, drive: undefined }));
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    expect(reads()).toBe(before + 1);
    // the game's last drive ends with the game: read once more for it
    act(() => show({ ...onDrive, drive: undefined, status: 'final', statusDetail: 'Final' }));
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
    expect(reads()).toBe(before + 2);
  });
});
