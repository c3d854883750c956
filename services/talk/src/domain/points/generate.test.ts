import { isLiveGame, TalkingPointSchema, type Game, type TalkingPoint } from '@gg/contracts';
import { finalGame, liveGame } from '@gg/contracts/testing';
import { CAPTURED_AT, detailOf, news, recordedSnapshot, replayAt, REPLAY_ID, standings, teams } from '../../test/recorded-game-day';
import { pregameLine } from './game-facts';
import { gamePoints, generateTalkingPoints, mergeGames } from './generate';
import { recordBook } from './upcoming-points';
import { teamDirectory } from './wording';

const generated = generateTalkingPoints(recordedSnapshot());
const points = generated.points;
const text = (p: TalkingPoint) => [p.title, p.talkingPoint, p.context, p.casualPhrase ?? ''].join(' ');

/** Every number a point may say: the data behind it, what follows from it by arithmetic, and the rulebook's. */
function numbersBehind(p: TalkingPoint, snapshot = recordedSnapshot()): Set<string> {
  const nums = (value: unknown) => (JSON.stringify(value ?? '').match(/\d+(\.\d+)?/g) ?? []);
  const allowed = new Set(['1', '2', '3', '6', '8', '10', '17', '28', '100', '300', ...teams().flatMap((t) => nums(t.displayName))]);
  const add = (values: Array<string | number>) => values.forEach((v) => allowed.add(String(v)));
  const [kind, id] = (p.source ?? '').split(':');
  if (kind === 'game') {
    const game = snapshot.games?.find((g) => g.id === id) as Game;
    const detail = snapshot.details.get(id as string);
    add(nums(game));
    add(nums(pregameLine(detail?.odds)));
    add([Math.abs(game.awayScore - game.homeScore), game.awayScore + game.homeScore]);
    for (const play of detail?.plays ?? []) {
      const deficit = Math.abs(play.awayScore - play.homeScore);
      // deficits, the score then, and the points each side scored since
      add([deficit, play.awayScore, play.homeScore, game.awayScore - play.awayScore, game.homeScore - play.homeScore]);
    }
    for (const s of standings().filter((x) => x.teamId === game.awayTeamId || x.teamId === game.homeTeamId)) add(nums(s));
  } else if (kind === 'team') {
    add(nums(standings().find((s) => s.teamId === id)));
  } else if (kind === 'article') {
    add(nums(news()));
    add(Array.from({ length: 20 }, (_, i) => i + 1)); // "3 stories cover it"
  }
  return allowed;
}

describe('talking points from the whole recorded game day', () => {
  it('are all valid, with a source, an expiry in the future, and a relevance within 0–10', () => {
    expect(points.length).toBeGreaterThan(20);
    for (const p of points) {
      expect(TalkingPointSchema.parse(p)).toEqual(p);
      expect(p.source).toMatch(/^(game|team|article):\d+$/);
      expect(p.id).toBe(`${p.category}:${p.source}`);
      expect(Date.parse(p.expiresAt!)).toBeGreaterThan(CAPTURED_AT.getTime());
      expect(p.relevanceScore).toBeGreaterThanOrEqual(0);
      expect(p.relevanceScore).toBeLessThanOrEqual(10);
      expect(p.talkingPoint).toMatch(/[.!?"]$/);
      expect(text(p)).not.toMatch(/undefined|null|NaN|\s{2}|\s[.,]/);
    }
  });

  it('never word a day on the server: the kickoff goes out as an instant, and the reader\'s app says "tonight" or "on Sunday"', () => {
    const days = /\b(today|tonight|tomorrow|yesterday|last night|(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day|(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2})\b/;
    const games = recordedSnapshot().games!;
    const withDay = points.filter((p) => /\{[Ww]hen\}/.test(text(p)));
    expect(withDay.length).toBeGreaterThan(5);
    for (const p of points) {
      // headlines and descriptions are quoted as ESPN wrote them
      const own = news().reduce((t, n) => t.split(n.headline).join('').split(n.description ?? '\u0000').join(''), text(p));
      expect({ id: p.id, said: own.match(days)?.[0] ?? null }).toEqual({ id: p.id, said: null });
    }
    for (const p of withDay) expect({ id: p.id, kickoff: games.some((g) => g.gameDate === p.kickoff) }).toEqual({ id: p.id, kickoff: true });
    for (const p of points.filter((x) => !withDay.includes(x))) expect(p.kickoff).toBeUndefined();
    // the contract holds a marker to its kickoff
    expect(TalkingPointSchema.safeParse({ ...withDay[0], kickoff: undefined }).success).toBe(false);
  });

  it('never say a number the data behind them does not hold', () => {
    for (const p of points) {
      const allowed = numbersBehind(p);
      const said = text(p).match(/\d+(\.\d+)?/g) ?? [];
      const invented = said.filter((n) => !allowed.has(n));
      expect({ id: p.id, invented }).toEqual({ id: p.id, invented: [] });
    }
  });

  it('name only the teams of their game', () => {
    for (const p of points.filter((x) => x.source?.startsWith('game:'))) {
      const game = recordedSnapshot().games!.find((g) => `game:${g.id}` === p.source)!;
      const named = teams().filter((t) => new RegExp(`\\b${t.name}\\b`).test(text(p)));
      expect(named.map((t) => t.id).filter((tid) => tid !== game.awayTeamId && tid !== game.homeTeamId)).toEqual([]);
    }
  });

  it('make one point per event: one per game, per team streak and per story', () => {
    expect(new Set(points.map((p) => p.id)).size).toBe(points.length);
    expect(new Set(points.map((p) => p.source)).size).toBe(points.length);
    expect(generated.retire.filter((id) => points.some((p) => p.id === id))).toEqual([]);
  });

  it('rank the comeback and the shootout above routs and stat lines', () => {
    const rank = (source: string) => points.findIndex((p) => p.source === source);
    expect(points[0]?.source).toBe(`game:${REPLAY_ID}`);
    expect(rank('game:401671681')).toBeLessThan(rank('game:401671762')); // BUF-DET shootout > TB rout of LAC
    expect(rank('game:401671762')).toBeLessThan(rank('game:401671639')); // a rout with a 159-yard day > a rout
    const scores = points.map((p) => p.relevanceScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('do not read alike: the templates vary, picked by source', () => {
    // the shape of a sentence: names and numbers blanked out
    const shape = (s: string) => s.replace(/"[^"]*"/g, 'Q').replace(/\b([A-Z][\w.'-]*|\d[\d.,-]*)(\s+([A-Z][\w.'-]*|\d[\d.,-]*))*/g, '#');
    const shapes = points.map((p) => shape(p.talkingPoint));
    const counts = [...shapes.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map<string, number>()).values()];
    expect(new Set(shapes).size).toBeGreaterThanOrEqual(Math.ceil(points.length * 0.6));
    expect(Math.max(...counts)).toBeLessThanOrEqual(3);
    const topTen = points.slice(0, 10).map((p) => shape(p.talkingPoint));
    expect(new Set(topTen).size).toBeGreaterThanOrEqual(9);
    const phrases = points.map((p) => p.casualPhrase).filter(Boolean).map((s) => shape(s as string));
    expect(new Set(phrases).size).toBeGreaterThanOrEqual(8);
    // ...and the same source always gets the same words
    expect(generateTalkingPoints(recordedSnapshot()).points).toEqual(points);
  });

  it('leave a source that did not answer alone: nothing made from it, nothing withdrawn', () => {
    const partial = generateTalkingPoints(recordedSnapshot(CAPTURED_AT, { standings: null, news: null }));
    expect(partial.points.some((p) => p.category === 'trending')).toBe(false);
    expect(partial.retire.some((id) => id.startsWith('trending:'))).toBe(false);
    const noGames = generateTalkingPoints(recordedSnapshot(CAPTURED_AT, { games: null }));
    expect(noGames.points.every((p) => p.category === 'trending')).toBe(true);
    expect(noGames.retire.some((id) => id.includes(':game:'))).toBe(false);
  });
});

describe('one point per game, by where the game stands', () => {
  const snapshot = recordedSnapshot();
  const ctx = [teamDirectory(teams()), recordBook(standings())] as const;

  it('while the game is played: the live point, the others withdrawn', () => {
    const { game, detail } = replayAt(150);
    const out = gamePoints(game, { ...snapshot, details: new Map([[REPLAY_ID, detail]]) }, ...ctx);
    expect(out.points.map((p) => p.id)).toEqual([`live_game:game:${REPLAY_ID}`]);
    expect(out.retire).toEqual([`upcoming:game:${REPLAY_ID}`, `recent_performance:game:${REPLAY_ID}`]);
  });

  it('once it is over: the result point, the live point withdrawn', () => {
    const out = gamePoints(snapshot.games!.find((g) => g.id === REPLAY_ID)!, snapshot, ...ctx);
    expect(out.points.map((p) => p.id)).toEqual([`recent_performance:game:${REPLAY_ID}`]);
    expect(out.retire).toEqual([`upcoming:game:${REPLAY_ID}`, `live_game:game:${REPLAY_ID}`]);
  });

  it('a game called off withdraws all three; a delayed one keeps what was said', () => {
    expect(gamePoints(liveGame({ status: 'postponed' }), snapshot, ...ctx).retire).toHaveLength(3);
    expect(gamePoints(liveGame({ status: 'delayed' }), snapshot, ...ctx)).toEqual({ points: [], retire: [] });
  });

  it('a live change regenerates only the games it names', () => {
    const { game, detail } = replayAt(150);
    const scoped = generateTalkingPoints({ ...snapshot, games: mergeGames([game], snapshot.games), details: new Map([[REPLAY_ID, detail]]) }, { gameIds: new Set([REPLAY_ID]) });
    expect(scoped.points.map((p) => p.id)).toEqual([`live_game:game:${REPLAY_ID}`]);
    expect(isLiveGame(game)).toBe(true);
    expect(detailOf(REPLAY_ID)?.plays.length).toBeGreaterThan(150);
  });

  it('merges the slate and the upcoming list by id, the slate first', () => {
    const a = finalGame({ id: '1', awayScore: 3 });
    const b = finalGame({ id: '1', awayScore: 7 });
    expect(mergeGames([a], [b, finalGame({ id: '2' })])?.map((g) => [g.id, g.awayScore])).toEqual([['1', 3], ['2', 20]]);
    expect(mergeGames(null, null)).toBeNull();
  });
});
