import { CompletedDriveSchema, CurrentDriveSchema, GameSchema, type CurrentDrive } from '@gg/contracts';
import { readFixture } from '../fixture-files';
import { GameReplay } from './replay';

const summary = readFixture('summary_401547417_2023_wk2_GB_at_ATL_final.json');
const probabilities = readFixture('core_event_401547417_probabilities.json');
const start = new Date('2026-11-22T12:00:00Z');
const replay = new GameReplay(summary, probabilities, { speed: 60, startedAt: start, pregameSeconds: 600, postgameSeconds: 600 });
const at = (realSeconds: number) => replay.at(new Date(start.getTime() + realSeconds * 1000));

// every quarter of a real second of the live phase (10 s of pregame at 60x)
const states = (() => {
  const out = [];
  for (let t = 10; t < 10 + replay.gameLength / 60; t += 0.25) out.push(at(t));
  return out.filter((s) => s.phase === 'live');
})();
const firstWhere = (pred: (s: (typeof states)[number]) => boolean) => states.find(pred)!;

describe('the replayed drives', () => {
  it('have none before kickoff, and all 20 once the game is final', () => {
    expect(at(0).drives).toEqual([]);
    expect(at(0).game.drive).toBeUndefined();
    const final = at(10 + replay.gameLength / 60 + 1);
    expect(final.drives).toHaveLength(20);
    expect(final.game.drive).toBeUndefined();
    for (const d of final.drives) CompletedDriveSchema.parse(d);
  });

  it('count only the plays shown so far on the drive under way, growing with it', () => {
    // the opening drive (GB from its 25): after the kickoff no snap yet, then one play at a time
    const afterKickoff = firstWhere((s) => s.plays.length === 1);
    expect(afterKickoff.game.drive).toEqual({ teamId: '9', plays: 0, yards: 0, elapsedSeconds: 0, start: { period: 1, clock: '15:00', yardLine: 75 } });
    const afterTwo = firstWhere((s) => s.plays.length === 3);
    // a completion wiped out by a flag on ATL (44 yards of pass interference) and a 3-yard run: ball at ATL 28
    expect(afterTwo.game.drive).toMatchObject({ teamId: '9', plays: 2, yards: 47, elapsedSeconds: 7 });
    // GB's field-goal drive in the 2nd quarter, several plays in
    const fieldGoalDrive = states.filter((s) => s.game.drive?.start?.clock === '8:51' && s.game.drive.start.period === 2).map((s) => s.game.drive as CurrentDrive);
    expect(fieldGoalDrive.length).toBeGreaterThan(3);
    const counts = fieldGoalDrive.map((d) => d.plays);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(8);
    for (const s of states) {
      if (s.game.drive) CurrentDriveSchema.parse(s.game.drive);
      GameSchema.parse(s.game);
    }
  });

  it('a drive ends, with its recorded result and totals, when its last play is shown, and not before', () => {
    const punt = '401547417211'; // the opening drive's punt
    const ended = states.findIndex((s) => s.drives.length === 1);
    const beforePunt = states[ended - 1]!;
    expect(beforePunt.drives).toEqual([]);
    expect(beforePunt.plays.map((p) => p.id)).not.toContain(punt);
    expect(beforePunt.game.drive).toMatchObject({ teamId: '9' });
    expect(beforePunt.game.drive!.plays).toBeGreaterThanOrEqual(3);
    const afterPunt = states[ended]!;
    expect(afterPunt.plays.map((p) => p.id)).toContain(punt);
    expect(afterPunt.drives).toEqual([expect.objectContaining({ id: '4015474171', result: 'punt', plays: 3, yards: 37, elapsedSeconds: 66, endPlayId: punt })]);
    // over: no drive under way until ATL's first play
    if (afterPunt.plays.at(-1)!.id === punt) expect(afterPunt.game.drive).toBeUndefined();
    const atlFirst = firstWhere((s) => s.plays.length > afterPunt.plays.length && s.game.drive !== undefined);
    expect(atlFirst.game.drive).toMatchObject({ teamId: '1', start: { yardLine: 20 } });
  });

  it('ends a touchdown drive on the touchdown, before the try, and the half on its last play', () => {
    const touchdown = firstWhere((s) => s.plays.at(-1)?.playType === 'Passing Touchdown');
    expect(touchdown.drives.at(-1)).toMatchObject({ teamId: '9', result: 'touchdown', plays: 11, yards: 84 });
    expect(touchdown.game.situation?.phase).toBe('try');
    expect(touchdown.game.drive).toBeUndefined();
    const half = firstWhere((s) => s.plays.at(-1)?.playType === 'End of Half');
    expect(half.drives.at(-1)).toMatchObject({ result: 'end-of-half' });
    expect(half.drives).toHaveLength(9);
  });

  it('only ever grow while live, each in game order', () => {
    let before = 0;
    for (const s of states) {
      expect(s.drives.length).toBeGreaterThanOrEqual(before);
      before = s.drives.length;
      const ids = new Set(s.plays.map((p) => p.id));
      for (const d of s.drives) expect(ids.has(d.endPlayId!)).toBe(true);
    }
    expect(before).toBe(20); // the last one (out of time) ends with the game's last play
  });

  it('start over with the replay: the next cycle kicks off with no drive at all', () => {
    const cycleReal = replay.cycleSeconds / 60;
    expect(at(cycleReal - 1).drives).toHaveLength(20);
    expect(at(cycleReal + 1)).toMatchObject({ phase: 'pregame', drives: [] });
    const again = at(cycleReal + 10.25);
    expect(again.phase).toBe('live');
    expect(again.drives).toEqual(at(10.25).drives);
    expect(again.game.drive).toEqual(at(10.25).game.drive);
  });
});
