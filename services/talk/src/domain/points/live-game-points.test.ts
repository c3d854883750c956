import { TalkingPointSchema } from '@gg/contracts';
import { liveGame, plays } from '@gg/contracts/testing';
import { CAPTURED_AT, replayAt, REPLAY_ID, REPLAY_PLAY_COUNT, teams } from '../../test/recorded-game-day';
import { liveGamePoint, timeInGame } from './live-game-points';
import { teamDirectory } from './wording';

const ctx = { teams: teamDirectory(teams()), now: CAPTURED_AT };
const HOUR = 3_600_000;

describe('live game points: the GB at ATL replay, play by play', () => {
  const steps = Array.from({ length: REPLAY_PLAY_COUNT }, (_, k) => k + 1).map((k) => ({ k, ...replayAt(k) }));

  it('gives every moment of the game one valid point whose score and clock are the game\'s', () => {
    for (const { game, detail } of steps) {
      const p = liveGamePoint(game, detail, ctx)!;
      expect(TalkingPointSchema.parse(p)).toEqual(p);
      expect(p).toMatchObject({ id: `live_game:game:${REPLAY_ID}`, category: 'live_game', source: `game:${REPLAY_ID}` });
      const [high, low] = [Math.max(game.awayScore, game.homeScore), Math.min(game.awayScore, game.homeScore)];
      if (high > 0) expect(p.talkingPoint).toMatch(new RegExp(`\\b${high}(-${low}\\b|, \\w+ ${low}\\b)|tied at ${high}|put up ${high + low} points`));
      expect(p.context).toContain(`Green Bay Packers ${game.awayScore}, Atlanta Falcons ${game.homeScore} (${game.statusDetail}) at Mercedes-Benz Stadium.`);
      if (game.clock !== '0:00' && game.clock !== '15:00') expect(p.talkingPoint).toContain(`with ${game.clock} left in the`);
      expect(Date.parse(p.expiresAt!)).toBeGreaterThanOrEqual(Date.parse(game.gameDate) + 4 * HOUR);
    }
  });

  it('tells the comeback once Atlanta, down 12, is back within one score; before that the plain score', () => {
    const at = (awayScore: number, homeScore: number) => steps.find((s) => s.game.awayScore === awayScore && s.game.homeScore === homeScore)!;
    const down12 = liveGamePoint(at(24, 12).game, at(24, 12).detail, ctx)!;
    expect(down12.talkingPoint).toMatch(/^(The Packers lead the Falcons 24-12|Packers at Falcons is under way: the Packers lead the Falcons 24-12) with .+ left in the (third|fourth) quarter\.$/);
    expect(down12.relevanceScore).toBe(5);

    const within5 = liveGamePoint(at(24, 19).game, at(24, 19).detail, ctx)!;
    expect(within5.title).toBe('Falcons rallying against the Packers');
    expect(within5.talkingPoint).toMatch(/^(The Falcons were down 12 and|Comeback alert: the Falcons, down 12 earlier,) now trail the Packers just 24-19 with 11:48 left in the fourth quarter\.$/);
    expect(within5.context).toContain('The Falcons trailed 24-12 in the fourth quarter and have outscored the Packers 7-0 since.');
    expect(within5.relevanceScore).toBe(9.5); // 5 + comeback 2 + one-score fourth quarter 2.5

    const ahead = liveGamePoint(at(24, 25).game, at(24, 25).detail, ctx)!;
    expect(ahead.talkingPoint).toMatch(/now lead the Packers 25-24 with 0:57 left in the fourth quarter\.$/);
    expect(ahead.context).toContain('outscored the Packers 13-0 since.');
  });

  it('claims no comeback without the plays (only the one-score fourth quarter)', () => {
    const { game } = steps.find((s) => s.game.awayScore === 24 && s.game.homeScore === 19)!;
    const p = liveGamePoint(game, undefined, ctx)!;
    expect(p.title).toBe('Tight finish: Packers at Falcons');
    expect(p.talkingPoint).not.toMatch(/down 12|comeback/i);
    expect(p.relevanceScore).toBe(7.5);
  });
});

describe('live game points: angles and ranking', () => {
  const point = (over: Parameters<typeof liveGame>[0], detail?: Parameters<typeof liveGamePoint>[1]) => liveGamePoint(liveGame(over), detail, ctx)!;

  it('ranks a close 4th quarter between winning teams above a blowout', () => {
    const close = point({ awayScore: 20, homeScore: 17, period: 4, clock: '2:04', awayRecord: '9-3', homeRecord: '10-2' });
    const blowout = point({ awayScore: 38, homeScore: 10, period: 4, clock: '2:04', awayRecord: '9-3', homeRecord: '10-2' });
    expect(close.relevanceScore).toBe(8.5);
    expect(blowout.relevanceScore).toBe(3);
    expect(close.talkingPoint).toMatch(/20-17/);
    expect(close.talkingPoint).toMatch(/with 2:04 left in the fourth quarter/);
    expect(blowout.title).toBe('Bills pulling away from the Chiefs');
    expect(blowout.talkingPoint).toMatch(/38-10|Bills 38, Chiefs 10/);
  });

  it('leads with overtime and a shootout when they happen', () => {
    const ot = point({ awayScore: 27, homeScore: 27, period: 5, clock: '6:12', statusDetail: '6:12 - OT' });
    expect(ot.title).toBe('Bills at Chiefs goes to overtime');
    expect(ot.talkingPoint).toMatch(/tied at 27/);
    expect(ot.context).toMatch(/10-minute overtime/);
    expect(ot.relevanceScore).toBeGreaterThanOrEqual(8);
    const shootout = point({ awayScore: 35, homeScore: 31, period: 3, clock: '1:10' });
    expect(shootout.title).toBe('Shootout: Bills at Chiefs');
    expect(shootout.talkingPoint).toMatch(/35-31|66 points/);
  });

  it('says halftime, the end of a quarter, or nothing before the first snap', () => {
    expect(timeInGame(liveGame({ statusDetail: 'Halftime', period: 2, clock: '0:00' }))).toBe('at halftime');
    expect(timeInGame(liveGame({ statusDetail: 'End of 3rd', period: 3, clock: '0:00' }))).toBe('at the end of the third quarter');
    expect(timeInGame(liveGame({ period: null, clock: null }))).toBe('');
    expect(point({ awayScore: 0, homeScore: 0, period: null, clock: null }).talkingPoint).toMatch(/scoreless\.$/);
  });

  it('tells a comeback by either side from the running score', () => {
    const p = point({ awayScore: 21, homeScore: 24, period: 4, clock: '3:00' }, { plays: plays([[0, 7, 1], [0, 14, 2], [3, 21, 2], [21, 21, 4], [21, 24, 4]]), odds: [] });
    // the Bills trailed by 18 and are within one score: a comeback in progress
    expect(p.title).toBe('Bills rallying against the Chiefs');
    expect(p.talkingPoint).toMatch(/down 18/);
    expect(p.context).toContain('The Bills trailed 21-3 in the second quarter and have outscored the Chiefs 18-3 since.');
  });
});
