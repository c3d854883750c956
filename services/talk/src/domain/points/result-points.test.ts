import { TalkingPointSchema, type Game } from '@gg/contracts';
import { finalGame, odds, plays } from '@gg/contracts/testing';
import { CAPTURED_AT, detailOf, gameById, replayFinal, REPLAY_ID, teams } from '../../test/recorded-game-day';
import { resultPoint } from './result-points';
import { teamDirectory } from './wording';

const ctx = { teams: teamDirectory(teams()), now: CAPTURED_AT };
const DAY = 86_400_000;
const recorded = (id: string) => resultPoint(gameById(id), detailOf(id), ctx);

describe('result points on the recorded finals', () => {
  it('GB at ATL: the comeback leads; the one-point margin and Bijan Robinson\'s 124 yards are in the context', () => {
    const { game, detail } = replayFinal();
    const p = resultPoint(game, detail, ctx)!;
    expect(TalkingPointSchema.parse(p)).toEqual(p);
    expect(p).toMatchObject({ id: `recent_performance:game:${REPLAY_ID}`, category: 'recent_performance', source: `game:${REPLAY_ID}`, title: 'Falcons rally past the Packers' });
    expect(p.talkingPoint).toMatch(/^(The Falcons came back from 12 down to beat the Packers 25-24 \{when\}\.|Down 12 in the fourth quarter, the Falcons rallied to beat the Packers 25-24 \{when\}\.|The Falcons erased a 12-point deficit and beat the Packers 25-24 \{when\}\.)$/);
    expect(p.kickoff).toBe(game.gameDate); // the reader's app says which day that was, in the reader's time zone
    expect(p.context).toContain('The Falcons trailed 24-12 in the fourth quarter and outscored the Packers 13-0 from there.');
    expect(p.context).toContain('Decided by 1 point.');
    expect(p.context).toContain('Bijan Robinson ran for 124 yards (19 CAR, 124 YDS).');
    expect(p.context).toContain('Final: Green Bay Packers 24, Atlanta Falcons 25 at Mercedes-Benz Stadium.');
    expect(p.expiresAt).toBe(new Date(Date.parse(game.gameDate) + 7 * DAY).toISOString());
    expect(p.relevanceScore).toBe(9.5); // 4 + comeback 2.5 + one score 1.5 + within three 0.5 + stat line 1
    // Atlanta was the 2.5-point favorite (ESPN BET) and won: no upset is claimed
    expect(`${p.title} ${p.talkingPoint} ${p.context}`).not.toMatch(/upset|underdog/i);
  });

  it('BUF 48, DET 42: a 90-point shootout decided by one score, with its biggest stat line', () => {
    const p = recorded('401671681')!;
    expect(p.title).toBe('Bills win a 90-point shootout');
    expect(p.talkingPoint).toMatch(/^(The Bills outscored the Lions 48-42 \{when\}: 90 points in all\.|90 points \{when\}: Bills 48, Lions 42\.)$/);
    expect(p.context).toContain('Decided by 6 points.');
    expect(p.context).toContain('Amon-Ra St. Brown had 193 receiving yards (14 REC, 193 YDS, 1 TD).');
  });

  it('a rout and a one-score game are told as such, with the right margins', () => {
    expect(recorded('401671762')).toMatchObject({ title: 'Buccaneers rout the Chargers', talkingPoint: expect.stringMatching(/40-17|23-point win/) });
    const close = recorded('401671737')!; // WSH 20 at NO 19
    expect(close.title).toBe('Commanders edge the Saints');
    expect(close.talkingPoint).toMatch(/20-19|Commanders 20, Saints 19/);
  });

  it('a final with no story (a 10-point win, no 100-yard game) gets no point', () => {
    expect(recorded('401671825')).toBeNull(); // CIN 37 at TEN 27
  });

  it('a stat line alone names the player, his team\'s result and his numbers', () => {
    const p = recorded('401671677')!; // NE 17 at ARI 30, James Conner 110 rushing
    expect(p.title).toBe('James Conner: 110 rushing yards');
    expect(p.talkingPoint).toMatch(/James Conner ran for 110 yards/);
    expect(p.context).toContain('16 CAR, 110 YDS, 2 TD');
  });

  it('expires a week after kickoff: an older final gets no point', () => {
    const old: Game = { ...gameById('401671681'), gameDate: new Date(CAPTURED_AT.getTime() - 7 * DAY - 1).toISOString() };
    expect(resultPoint(old, undefined, ctx)).toBeNull();
  });
});

describe('result points against the line (factories: the recorded finals carry no lines)', () => {
  const game = finalGame({ awayScore: 24, homeScore: 20, awayRecord: '9-3', homeRecord: '10-2', gameDate: '2026-11-21T18:00:00.000Z' });

  it('an underdog that wins outright is an upset, and leads', () => {
    const p = resultPoint(game, { plays: [], odds: [odds({ provider: 'DraftKings', awayTeamSpread: 6.5, homeTeamSpread: -6.5 })] }, ctx)!;
    expect(p.title).toBe('Upset: Bills beat the Chiefs');
    expect(p.talkingPoint).toMatch(/6\.5-point underdogs/);
    expect(p.talkingPoint).toMatch(/24-20/);
    expect(p.context).toMatch(/DraftKings had the Chiefs favored by 6\.5/);
    expect(p.relevanceScore).toBe(9.5); // 4 + upset 3 + one score 1.5 + winning teams 1
  });

  it('without a line, no upset is claimed (the template that needs it is not used)', () => {
    const p = resultPoint(game, { plays: [], odds: [] }, ctx)!;
    expect(p.title).toBe('Bills edge the Chiefs');
    expect(`${p.talkingPoint} ${p.context}`).not.toMatch(/underdog|favored|upset/i);
  });

  it('an underdog that loses but beats the spread by 7+ "covered big"', () => {
    const p = resultPoint(finalGame({ awayScore: 20, homeScore: 21 }), { plays: [], odds: [odds({ awayTeamSpread: 10, homeTeamSpread: -10 })] }, ctx)!;
    expect(p.title).toBe('Chiefs edge the Bills'); // one score leads...
    expect(p.context).toContain('The Bills were 10-point underdogs (Test Book) and lost by only 1.'); // ...and the cover is in the context
  });

  it('an overtime win leads with overtime', () => {
    const p = resultPoint(finalGame({ awayScore: 23, homeScore: 20, period: 5, statusDetail: 'Final/OT' }), undefined, ctx)!;
    expect(p.title).toBe('Bills win in overtime');
    expect(p.talkingPoint).toMatch(/overtime/);
  });

  it('a comeback win is told from the plays\' running score', () => {
    const p = resultPoint(game, { plays: plays([[0, 7, 1], [3, 17, 2], [10, 17, 3], [17, 20, 4], [24, 20, 4]]), odds: [] }, ctx)!;
    expect(p.title).toBe('Bills rally past the Chiefs');
    expect(p.context).toContain('The Bills trailed 17-3 in the second quarter and outscored the Chiefs 21-3 from there.');
  });
});
