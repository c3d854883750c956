import type { BettingOdds } from '@gg/contracts';
import { detailOf, gameById, REPLAY_ID } from '../../test/recorded-game-day';
import { finalGame, liveGame, odds, plays as playsOf } from '@gg/contracts/testing';
import {
  againstTheLine, bestStatLine, biggestDeficits, comebackOf, isOvertime, isShootout, parseRecord, pregameLine, runSince, scoreline, scoreTrail,
} from './game-facts';

describe('game facts, from the recorded game day', () => {
  const final = gameById(REPLAY_ID); // GB 24 at ATL 25
  const plays = detailOf(REPLAY_ID)?.plays ?? [];

  it('reads the biggest deficit of each side from the plays\' running score', () => {
    const d = biggestDeficits(plays, final);
    expect(d.home).toMatchObject({ side: 'home', points: 12, away: 24, home: 12, quarter: 4 }); // ATL down 24-12, still so at the start of the 4th
    expect(d.away).toMatchObject({ side: 'away', points: 3 }); // GB trailed 3-0 early, and 25-24 at the end
  });

  it('calls it a comeback only with the plays, when the team that trailed by 10+ won', () => {
    expect(comebackOf(plays, final)).toMatchObject({ side: 'home', points: 12 });
    expect(runSince(comebackOf(plays, final)!, scoreline(final))).toEqual({ by: 13, against: 0 });
    expect(comebackOf([], final)).toBeNull();
    expect(comebackOf(undefined, final)).toBeNull();
    // live: within one score counts, a 12-point deficit still standing does not
    const at = (n: number) => liveGame({ ...final, status: 'live', awayScore: plays[n - 1]!.awayScore, homeScore: plays[n - 1]!.homeScore, period: plays[n - 1]!.quarter });
    expect(comebackOf(plays.slice(0, 136), at(136))).toBeNull(); // 24-12
    expect(comebackOf(plays.slice(0, 141), at(141))).toMatchObject({ side: 'home', points: 12 }); // 24-19
  });

  it('reads the scores as one story: a score below the latest play\'s contradicts it; a correction inside the plays restarts the story', () => {
    const trail = (scores: Array<[number, number, number]>, awayScore: number, homeScore: number) => scoreTrail(playsOf(scores), { awayScore, homeScore });
    expect(trail([[0, 0, 1], [7, 0, 1], [7, 3, 2]], 7, 3)).toMatchObject({ contradicted: false });
    expect(trail([[0, 0, 1], [7, 0, 1]], 14, 3)).toMatchObject({ contradicted: false }); // plays behind the score
    expect(trail([[0, 0, 1], [7, 0, 1]], 0, 0)).toMatchObject({ contradicted: true }); // plays ahead of it, or a restart
    const corrected = trail([[0, 0, 1], [14, 0, 2], [7, 0, 2], [7, 3, 3]], 7, 3); // a touchdown taken back on review
    expect(corrected.contradicted).toBe(false);
    expect(corrected.plays.map((p) => [p.awayScore, p.homeScore])).toEqual([[7, 0], [7, 3]]);
    expect(trail([], 0, 0)).toEqual({ contradicted: false, plays: [] });
  });

  it('claims no comeback from scores that contradict each other, nor from a deficit taken back', () => {
    // a final whose plays run past its score (read before a late correction reached the plays)
    expect(comebackOf(playsOf([[0, 0, 1], [14, 0, 2], [14, 17, 4]]), finalGame({ awayScore: 14, homeScore: 10 }))).toBeNull();
    // down 14, but the second touchdown was taken back: the Chiefs were never down more than 7
    expect(comebackOf(playsOf([[7, 0, 1], [14, 0, 2], [7, 0, 2], [7, 10, 4]]), finalGame({ awayScore: 7, homeScore: 10 }))).toBeNull();
    // the same game without the correction is a comeback
    expect(comebackOf(playsOf([[7, 0, 1], [14, 0, 2], [14, 17, 4]]), finalGame({ awayScore: 14, homeScore: 17 }))).toMatchObject({ side: 'home', points: 14 });
  });

  it('takes the first pre-game line and skips in-game ("Live Odds") books', () => {
    expect(pregameLine(detailOf(REPLAY_ID)?.odds)).toEqual({ provider: 'ESPN BET', favorite: 'home', spread: 2.5, overUnder: 39.5 });
    const inGame: BettingOdds = { id: 'x:46', provider: 'Caesars Sportsbook (New Jersey) - Live Odds', awayTeamSpread: 1, homeTeamSpread: -1, overUnder: 36.5, awayTeamMoneyline: 2500, homeTeamMoneyline: -14286 };
    expect(pregameLine([inGame, odds({ homeTeamSpread: 3.5, awayTeamSpread: -3.5 })])).toMatchObject({ favorite: 'away', spread: 3.5 });
    expect(pregameLine([odds({ homeTeamSpread: null, awayTeamSpread: -4 })])).toMatchObject({ favorite: 'away', spread: 4 });
    expect(pregameLine([odds({ homeTeamSpread: null, awayTeamSpread: 4 })])).toMatchObject({ favorite: 'home', spread: 4 });
    expect(pregameLine([odds({ homeTeamSpread: 0, awayTeamSpread: 0 })])).toMatchObject({ favorite: null, spread: 0 });
    expect(pregameLine([odds({ homeTeamSpread: null, awayTeamSpread: null, overUnder: null })])).toBeNull();
    expect(pregameLine([])).toBeNull();
    expect(pregameLine(detailOf('401671854')?.odds)).toBeNull(); // the recorded finals have no lines
  });

  it('judges the result against the line: upsets and covers', () => {
    const line = { provider: 'Book', favorite: 'home' as const, spread: 7, overUnder: null };
    expect(againstTheLine(line, scoreline({ awayScore: 20, homeScore: 17 }))).toEqual({ underdog: 'away', upset: true, underdogCover: 10 });
    expect(againstTheLine(line, scoreline({ awayScore: 20, homeScore: 21 }))).toEqual({ underdog: 'away', upset: false, underdogCover: 6 });
    expect(againstTheLine(line, scoreline({ awayScore: 3, homeScore: 30 }))?.underdogCover).toBe(-20);
    expect(againstTheLine({ ...line, favorite: null, spread: 0 }, scoreline({ awayScore: 20, homeScore: 17 }))).toBeNull();
    expect(againstTheLine(null, scoreline({ awayScore: 20, homeScore: 17 }))).toBeNull();
  });

  it('reads records, overtime, shootouts and the biggest stat line', () => {
    expect(parseRecord('13-1')).toEqual({ wins: 13, losses: 1, ties: 0, text: '13-1' });
    expect(parseRecord('8-8-1')).toEqual({ wins: 8, losses: 8, ties: 1, text: '8-8-1' });
    for (const junk of [null, undefined, '', 'W5', '13-1-', '1-2-3-4']) expect(parseRecord(junk)).toBeNull();
    expect(isOvertime(liveGame({ statusDetail: 'Final/OT' }))).toBe(true);
    expect(isOvertime(liveGame({ statusDetail: '5:00 - OT', period: 5 }))).toBe(true);
    expect(isOvertime(liveGame({ statusDetail: 'Halftime', period: 2 }))).toBe(false);
    expect(isOvertime(final)).toBe(false);
    expect(isShootout(scoreline(gameById('401671681')))).toBe(true); // BUF 48, DET 42
    expect(isShootout(scoreline(gameById('401671825')))).toBe(false); // CIN 37, TEN 27
    expect(bestStatLine(final.leaders)).toMatchObject({ leader: { athlete: 'Bijan Robinson', value: 124 }, size: 'big' });
    expect(bestStatLine(gameById('401671681').leaders)).toMatchObject({ leader: { athlete: 'Amon-Ra St. Brown', value: 193 }, size: 'huge' });
    expect(bestStatLine(gameById('401671825').leaders)).toBeNull(); // 271 passing, 97 rushing, 94 receiving: no milestone
    expect(bestStatLine(undefined)).toBeNull();
  });
});
