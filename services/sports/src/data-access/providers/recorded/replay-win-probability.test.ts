import { WinProbabilitySeriesSchema } from '@gg/contracts';
import { readFixture } from '../fixture-files';
import { GameReplay } from './replay';
import { ReplayWinProbability } from './replay-win-probability';

const summary = readFixture('summary_401547417_2023_wk2_GB_at_ATL_final.json');
const probabilities = readFixture('core_event_401547417_probabilities.json');
const start = new Date('2026-11-22T12:00:00Z');
const replay = new GameReplay(summary, probabilities, { speed: 60, startedAt: start, pregameSeconds: 600, postgameSeconds: 600 });
const at = (realSeconds: number) => replay.at(new Date(start.getTime() + realSeconds * 1000));

describe('the replayed game\'s win chances', () => {
  it('are empty before kickoff', () => {
    expect(at(0).phase).toBe('pregame');
    expect(at(0).winProbability).toEqual([]);
  });

  it('grow with the revealed plays, never ahead of them, each on a play the feed shows', () => {
    let last = 0;
    for (let t = 11; t < 10 + replay.gameLength / 60; t += 10) {
      const s = at(t);
      const shown = new Set(s.plays.map((p) => p.id));
      expect(s.winProbability.every((p) => shown.has(p.playId))).toBe(true);
      expect(s.winProbability.length).toBeGreaterThanOrEqual(last);
      WinProbabilitySeriesSchema.parse(s.winProbability);
      last = s.winProbability.length;
    }
    const early = at(12);
    const later = at(10 + 60);
    expect(later.winProbability.length).toBeGreaterThan(early.winProbability.length);
    // the chance after the latest revealed play with one is the live win probability
    expect(later.winProbability.at(-1)?.homeWinProbability).toBe(later.homeWinProbability);
  });

  it('are all there once the game is final, past the core list\'s first page of 25', () => {
    const final = at(10 + replay.gameLength / 60 + 1);
    expect(final.phase).toBe('final');
    expect(final.winProbability.length).toBeGreaterThan(150);
    expect(final.winProbability.at(-1)?.homeWinProbability).toBe(1);
  });

  it('reveal nothing for a recording without probabilities', () => {
    const none = new ReplayWinProbability(replay.at(new Date(start.getTime() + 10_000_000)).plays, {}, null);
    expect(none.upTo(500)).toEqual([]);
  });
});
