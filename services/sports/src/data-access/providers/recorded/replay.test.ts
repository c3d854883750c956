import { GameSchema } from '@gg/contracts';
import { readFixture } from '../fixture-files';
import { GameReplay } from './replay';

const summary = readFixture('summary_401547417_2023_wk2_GB_at_ATL_final.json');
const probabilities = readFixture('core_event_401547417_probabilities.json');
const start = new Date('2026-11-22T12:00:00Z');
const replay = new GameReplay(summary, probabilities, { speed: 60, startedAt: start, pregameSeconds: 600, postgameSeconds: 600 });
const at = (realSeconds: number) => replay.at(new Date(start.getTime() + realSeconds * 1000));

describe('recorded game replay (GB at ATL, 186 plays)', () => {
  it('starts scheduled, 0-0, kicking off in the future', () => {
    const s = at(0);
    expect(s.phase).toBe('pregame');
    expect(s.game).toMatchObject({ status: 'scheduled', awayScore: 0, homeScore: 0, awayTeamAbbreviation: 'GB', homeTeamAbbreviation: 'ATL' });
    // 600 virtual s at 60x: 12:00:10, shown to the minute as kickoffs are
    expect(s.game.gameDate).toBe('2026-11-22T12:00:00.000Z');
    expect(at(9).game.gameDate).toBe(s.game.gameDate);
    expect(GameSchema.parse(s.game)).toBeTruthy();
  });

  it('goes live at kickoff and reveals plays over time, scores never going down', () => {
    let lastPlays = 0;
    let lastTotal = 0;
    for (let t = 11; t < 10 + replay.gameLength / 60; t += 15) {
      const s = at(t);
      expect(s.phase).toBe('live');
      expect(s.game.status).toBe('live');
      expect(s.plays.length).toBeGreaterThanOrEqual(lastPlays);
      const total = s.game.awayScore + s.game.homeScore;
      expect(total).toBeGreaterThanOrEqual(lastTotal);
      expect(s.game.lastPlay).toBe(s.plays[s.plays.length - 1]?.description ?? null);
      GameSchema.parse(s.game);
      lastPlays = s.plays.length;
      lastTotal = total;
    }
    expect(lastPlays).toBeGreaterThan(150);
  });

  it('shows the clock and quarter of the latest play, and a live win probability once one exists', () => {
    const s = at(10 + 60); // an hour of game time in
    expect(s.game.period).toBeGreaterThanOrEqual(1);
    expect(s.game.statusDetail).toMatch(/^\d{1,2}:\d{2} - (1st|2nd|3rd|4th|OT)$/);
    expect(at(12).homeWinProbability).not.toBeNull();
  });

  it('reaches final with the recorded final score (GB 24, ATL 25) and every play', () => {
    const s = at(10 + replay.gameLength / 60 + 1);
    expect(s.phase).toBe('final');
    expect(s.game).toMatchObject({ status: 'final', awayScore: 24, homeScore: 25 });
    expect(s.plays).toHaveLength(186);
  });

  it('shows the box-score leaders only once the game is final (the recording holds the final totals)', () => {
    expect(at(0).game.leaders).toBeUndefined();
    expect(at(10 + 60).game.leaders).toBeUndefined();
    const final = at(10 + replay.gameLength / 60 + 1).game;
    expect(final.leaders).toContainEqual({ category: 'rushing', athlete: 'Bijan Robinson', teamId: '1', displayValue: '19 CAR, 124 YDS', value: 124 });
    expect(GameSchema.parse(final)).toEqual(final);
  });

  it('starts over after the postgame, so a long demo keeps a live game', () => {
    const cycleReal = replay.cycleSeconds / 60;
    expect(at(cycleReal + 1).phase).toBe('pregame');
  });
});
