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

describe('the replayed game situation', () => {
  const game = { homeTeamId: '1', awayTeamId: '9', homeTeamAbbreviation: 'ATL', awayTeamAbbreviation: 'GB' };
  const live = () => {
    const states = [];
    for (let t = 10; t < 10 + replay.gameLength / 60; t += 0.25) states.push(at(t));
    return states.filter((s) => s.phase === 'live');
  };
  const states = live();

  it('moves through downs, kickoffs, tries and quarter breaks as the recording does', () => {
    const phases = new Set(states.map((s) => s.game.situation?.phase));
    expect([...phases].sort()).toEqual(['between-plays', 'break', 'down', 'kickoff', 'try']);
    // nothing is left to snap only once the game is over
    expect(states.filter((s) => s.game.situation?.phase === 'between-plays').every((s) => s.game.lastPlay === 'END GAME')).toBe(true);
    const downs = new Set(states.map((s) => s.game.downDistance).filter(Boolean));
    expect(downs.size).toBeGreaterThan(60);
    for (const s of states) GameSchema.parse(s.game);
  });

  it('the down line and the red zone come from the situation, by the contract rules', () => {
    const goalToGo = states.find((s) => s.game.downDistance === '1st & Goal at ATL 9')!;
    expect(goalToGo.game.situation).toMatchObject({ phase: 'down', down: 1, distance: 9, yardLine: 9, possessionTeamId: '9' });
    expect(goalToGo.game.isRedZone).toBe(true);
    expect(states.find((s) => s.game.downDistance === '4th & 12 at ATL 33')?.game.isRedZone).toBe(false);
    for (const s of states.filter((x) => x.game.situation?.phase !== 'down')) expect(s.game.downDistance).toBeNull();
    expect(game.homeTeamId).toBe(states[0]!.game.homeTeamId);
  });

  it('says the break in the status: end of the 1st, halftime', () => {
    const breaks = new Set(states.filter((s) => s.game.situation?.phase === 'break').map((s) => s.game.statusDetail));
    expect(breaks).toEqual(new Set(['End of 1st', 'Halftime', 'End of 3rd']));
  });

  it('counts each team timeouts per half from its calls', () => {
    // ATL calls its first at 13:40 of the 2nd; both teams have three again after halftime
    const before = states.find((s) => s.game.lastPlay?.startsWith('(Shotgun) A.Dillon left guard to ATL 10'))!;
    const after = states.find((s) => s.game.lastPlay === 'Timeout #1 by ATL at 13:40.')!;
    expect(before.game.situation).toMatchObject({ homeTimeouts: 3, awayTimeouts: 3 });
    expect(after.game.situation).toMatchObject({ homeTimeouts: 2, awayTimeouts: 3 });
    const thirdQuarter = states.find((s) => s.game.period === 3)!;
    expect(thirdQuarter.game.situation).toMatchObject({ homeTimeouts: 3, awayTimeouts: 3 });
  });

  it('has no situation before kickoff or once final', () => {
    expect(at(0).game.situation).toBeUndefined();
    expect(at(10 + replay.gameLength / 60 + 1).game.situation).toBeUndefined();
  });
});
