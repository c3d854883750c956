/**
 * A live point never contradicts itself, whatever order the scores arrive in: generated games
 * (score sequences), read at any moment, with the plays lagging the score or running ahead of it,
 * with a score taken back on review, and with the replay starting over under stale plays.
 */
import type { Game, Play, TalkingPoint } from '@gg/contracts';
import fc from 'fast-check';
import { liveGame, plays as playsOf } from '@gg/contracts/testing';
import { CAPTURED_AT, replayAt, teams } from '../../test/recorded-game-day';
import { ONE_SCORE, scoreTrail } from './game-facts';
import { liveGamePoint } from './live-game-points';
import { teamDirectory } from './wording';

const ctx = { teams: teamDirectory(teams()), now: CAPTURED_AT };
const NAMES = { away: 'Bills', home: 'Chiefs' } as const; // the factories' game: Buffalo at Kansas City

type Score = [away: number, home: number, quarter: number];

/** A game as scoring plays (with quiet plays between), each a running score; quarters advance with the plays. */
const scoringGame = fc.array(
  fc.record({ side: fc.constantFrom('away' as const, 'home' as const), points: fc.constantFrom(2, 3, 6, 7, 8), quiet: fc.nat({ max: 3 }) }),
  { maxLength: 14 },
).map((events) => {
  const scores: Array<[number, number]> = [[0, 0]];
  let [away, home] = [0, 0];
  for (const e of events) {
    for (let q = 0; q < e.quiet; q++) scores.push([away, home]);
    if (e.side === 'away') away += e.points; else home += e.points;
    scores.push([away, home]);
  }
  return scores.map(([a, h], i): Score => [a, h, 1 + Math.floor((i * 4) / scores.length)]);
});

/** The moment the point is made for: the plays read, and the score read (maybe at another moment). */
interface Reading { plays: Score[]; now: Score; label: string }

const readings: fc.Arbitrary<Reading> = scoringGame.chain((all) => {
  const at = fc.nat({ max: all.length - 1 });
  return fc.oneof(
    // plays and score read together, or the plays a little behind the score
    fc.tuple(at, at).map(([a, b]) => ({ plays: all.slice(0, Math.min(a, b) + 1), now: all[Math.max(a, b)]!, label: 'plays behind' })),
    // the plays read a moment after the score (the reported case)
    fc.tuple(at, at).map(([a, b]) => ({ plays: all.slice(0, Math.max(a, b) + 1), now: all[Math.min(a, b)]!, label: 'plays ahead' })),
    // the replay started over: last cycle's plays, this cycle's score
    at.map((a) => ({ plays: all, now: all[Math.min(a, 2)]!, label: 'replay restarted' })),
    // a score taken back on review: from some play on, one side has that score's points less
    fc.tuple(at, at, fc.constantFrom('away' as const, 'home' as const)).map(([a, b, side]) => {
      const [from, upTo] = [Math.min(a, b), Math.max(a, b)];
      const scored = all[from]!;
      const taken = Math.min(side === 'away' ? scored[0] : scored[1], 7);
      const corrected = all.slice(0, upTo + 1).map((s, i): Score => (i < from ? s : side === 'away' ? [s[0] - taken, s[1], s[2]] : [s[0], s[1] - taken, s[2]]));
      // the play before the correction still shows the score that was taken back
      const shown = from > 0 ? [...corrected.slice(0, from), all[from]!, ...corrected.slice(from)] : corrected;
      return { plays: shown, now: corrected[corrected.length - 1]!, label: 'score taken back' };
    }),
  );
});

const gameAt = ([awayScore, homeScore, period]: Score): Game => liveGame({ awayScore, homeScore, period, clock: '5:00', statusDetail: `5:00 - ${period}` });
const pointFor = (r: Reading) => liveGamePoint(gameAt(r.now), { plays: playsOf(r.plays), odds: [] }, ctx);

/** What a rally point claims, read back from its words. */
function rallyClaim(p: TalkingPoint) {
  const title = /^(\w+) rallying against the (\w+)$/.exec(p.title);
  if (!title && !/down \d+|comeback|rall/i.test(`${p.talkingPoint} ${p.context}`)) return null;
  const down = /(?:were down|, down) (\d+)/.exec(p.talkingPoint);
  const then = /trailed (\d+)-(\d+)(?: in (?:the \w+ quarter|overtime))? and have outscored the (\w+) (\d+)-(\d+) since\./.exec(p.context);
  return { team: title?.[1], rival: title?.[2], down: Number(down?.[1]), then: then ? [Number(then[1]), Number(then[2])] : null, runBy: Number(then?.[4]), runAgainst: Number(then?.[5]), rivalInContext: then?.[3] };
}

describe('live points check their own claims against the scores they cite (generated score sequences)', () => {
  it('never state a negative, a "0--7" or a run that does not add up; a rally is a lead that shrank by the points scored since', () => {
    fc.assert(fc.property(readings, (r) => {
      const p = pointFor(r);
      if (!p) return;
      const text = `${p.title} ${p.talkingPoint} ${p.context}`;
      expect(text).not.toMatch(/--|(^|[^\w])-\d/);
      const [away, home] = r.now;
      // the score said is the game's
      expect(p.context).toContain(`Buffalo Bills ${away}, Kansas City Chiefs ${home}`);
      const claim = rallyClaim(p);
      if (!claim) return;
      const side = claim.team === NAMES.away ? 'away' : 'home';
      const [us, them] = side === 'away' ? [away, home] : [home, away];
      expect(claim.rival).toBe(side === 'away' ? NAMES.home : NAMES.away);
      expect(claim.rivalInContext).toBe(claim.rival);
      expect(claim.down).toBeGreaterThanOrEqual(10);
      const [high, low] = claim.then as [number, number];
      expect(high - low).toBe(claim.down);
      expect(claim.runBy).toBeGreaterThan(claim.runAgainst);
      expect(claim.runAgainst).toBeGreaterThanOrEqual(0);
      // then + since = now, for each side
      expect(low + claim.runBy).toBe(us);
      expect(high + claim.runAgainst).toBe(them);
      expect(them - us).toBeLessThanOrEqual(ONE_SCORE);
    }), { numRuns: 400 });
  });

  it('drop the point while the score is below a play\'s running score; make one whenever the scores agree', () => {
    fc.assert(fc.property(readings, (r) => {
      const latest = r.plays[r.plays.length - 1]!;
      const wentDown = r.now[0] < latest[0] || r.now[1] < latest[1];
      expect(pointFor(r) === null).toBe(wentDown);
    }), { numRuns: 400 });
  });

  it('tell a rally only from scores after a correction: a deficit that was taken back is no story', () => {
    fc.assert(fc.property(readings, (r) => {
      const p = pointFor(r);
      const claim = p && rallyClaim(p);
      if (!claim) return;
      const trail = scoreTrail(playsOf(r.plays), gameAt(r.now)).plays.map((x: Play) => [x.awayScore, x.homeScore]);
      const side = claim.team === NAMES.away ? 'away' : 'home';
      const quoted = side === 'away' ? [claim.then![1], claim.then![0]] : [claim.then![0], claim.then![1]];
      expect([...trail, [r.now[0], r.now[1]]]).toContainEqual(quoted);
    }), { numRuns: 400 });
  });
});

describe('the reported point: GB at ATL, 1:01 in the third', () => {
  it('makes no point from a score (17-12) older than the plays it cites (24-12): no "0--7", no rally from a lead that grew', () => {
    const { game } = replayAt(127); // Timeout #1 by GB at 01:01, 17-12
    const { detail } = replayAt(130); // three plays later: the Packers' touchdown, 24-12
    expect(game).toMatchObject({ awayScore: 17, homeScore: 12, period: 3, clock: '1:01' });
    expect(detail.plays.at(-1)).toMatchObject({ awayScore: 24, homeScore: 12, quarter: 3 });
    expect(liveGamePoint(game, detail, ctx)).toBeNull();
    // read together, the same moments are a plain score, never a rally
    for (const k of [127, 130]) {
      const p = liveGamePoint(replayAt(k).game, replayAt(k).detail, ctx)!;
      expect(p.title).not.toMatch(/rally/i);
      expect(`${p.talkingPoint} ${p.context}`).not.toMatch(/down 12|outscored|--/);
    }
  });
});
