import { chiefsSeason, lossAtBroncos, nextAtBills, tieWithChargers, winOverRaiders } from './test-fixtures';
import { opponentLine, recordParts, resultLine, resultWords, streakWords, weekRows } from './format';

describe('season words', () => {
  test('a game line: "W 27–20 vs LV", "L 17–20 @ DEN", a tie, nothing before a result', () => {
    expect(`${resultLine(winOverRaiders)} ${opponentLine(winOverRaiders)}`).toBe('W 27–20 vs LV');
    expect(`${resultLine(lossAtBroncos)} ${opponentLine(lossAtBroncos)}`).toBe('L 17–20 @ DEN');
    expect(resultLine(tieWithChargers)).toBe('T 20–20');
    expect(resultLine(nextAtBills)).toBeNull();
    expect(resultWords(lossAtBroncos)).toBe('Lost 17 to 20 at Denver Broncos');
    expect(resultWords(tieWithChargers)).toBe('Tied 20 to 20 against Los Angeles Chargers');
  });

  test('a record: overall, then only the splits given; ties said only when there are some', () => {
    expect(recordParts(chiefsSeason.record!).map((p) => `${p.label} ${p.text}`.trim())).toEqual(['1–1–1', 'Home 1–0–1', 'Away 0–1', 'Division 1–1']);
    expect(recordParts(chiefsSeason.record!)[2]!.words).toBe('Away: 0 wins, 1 loss');
  });

  test('a streak in words', () => {
    expect(streakWords('W3')).toBe('Won the last 3');
    expect(streakWords('L1')).toBe('Lost the last game');
    expect(streakWords('x')).toBeNull();
  });

  test('the bye sits in its week; a bye after the last listed game comes last', () => {
    expect(weekRows(chiefsSeason).map((r) => (r.kind === 'bye' ? `bye ${r.week}` : r.game.week))).toEqual([1, 2, 'bye 3', 4, 5]);
    expect(weekRows({ games: [winOverRaiders], byeWeek: 9 }).map((r) => r.kind)).toEqual(['game', 'bye']);
    expect(weekRows({ games: [], byeWeek: 9 })).toEqual([]);
  });
});
