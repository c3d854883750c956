/**
 * The recorded game day as the sports service's API answered it (fixtures/recorded-game-day.json,
 * captured from the real sports app with its recorded provider; see fixtures/README.md), and
 * small factories over it: the snapshot the generators read, and the GB at ATL replay at any play.
 */
import {
  BettingOddsSchema, GameSchema, InjurySchema, LiveGameDataSchema, NewsItemSchema, StandingSchema, TeamSchema,
  type BettingOdds, type Game, type Play,
} from '@gg/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { GameDetail, SportsSnapshot } from '../domain/points/sports-snapshot';

const file = JSON.parse(readFileSync(path.join(__dirname, 'fixtures/recorded-game-day.json'), 'utf8')) as { capturedAt: string; answers: Record<string, unknown> };

/** The moment the answers were captured: a minute after the replayed game's final whistle. */
export const CAPTURED_AT = new Date(file.capturedAt);
export const ANSWERS: Readonly<Record<string, unknown>> = file.answers;
export const REPLAY_ID = '401547417';

const answer = <S extends z.ZodType>(p: string, schema: S): z.infer<S> => schema.parse(ANSWERS[p]);

export const slate = (): Game[] => answer('/api/scores/live', z.array(GameSchema));
export const upcomingGames = (): Game[] => answer('/api/games/upcoming', z.array(GameSchema));
export const teams = () => answer('/api/teams', z.array(TeamSchema));
export const standings = () => answer('/api/standings', z.array(StandingSchema));
export const injuries = () => answer('/api/injuries', z.array(InjurySchema));
export const news = () => answer('/api/news', z.array(NewsItemSchema));
export const gameById = (id: string): Game => {
  const g = [...slate(), ...upcomingGames()].find((x) => x.id === id);
  if (!g) throw new Error(`no game ${id} in the recording`);
  return g;
};

export function detailOf(gameId: string): GameDetail | undefined {
  const live = ANSWERS[`/api/games/${gameId}/live-data`];
  if (live) {
    const d = LiveGameDataSchema.parse(live);
    return { plays: d.playByPlay, odds: d.bettingOdds };
  }
  const odds = ANSWERS[`/api/games/${gameId}/odds`];
  return odds ? { plays: [], odds: z.array(BettingOddsSchema).parse(odds) as BettingOdds[] } : undefined;
}

/** Everything the generators read, as one refresh would have read it at `now`. */
export function recordedSnapshot(now: Date = CAPTURED_AT, over: Partial<SportsSnapshot> = {}): SportsSnapshot {
  const games = [...slate(), ...upcomingGames().filter((u) => !slate().some((g) => g.id === u.id))];
  const details = new Map<string, GameDetail>();
  for (const g of games) {
    const d = detailOf(g.id);
    if (d) details.set(g.id, d);
  }
  return { now, games, details, teams: teams(), standings: standings(), injuries: injuries(), news: news(), ...over };
}

const ORDINAL = ['', '1st', '2nd', '3rd', '4th'];

/** The replayed GB at ATL game once it is over, as the sports service showed it. */
export function replayFinal(): { game: Game; detail: GameDetail } {
  return { game: gameById(REPLAY_ID), detail: detailOf(REPLAY_ID) as GameDetail };
}

/**
 * The replayed GB at ATL game, live, as the sports service shows it after `playCount` plays (the
 * way its recorded replay does: score, quarter and clock of the latest play, no box score yet).
 */
export function replayAt(playCount: number): { game: Game; detail: GameDetail } {
  const final = gameById(REPLAY_ID);
  const all = (detailOf(REPLAY_ID) as GameDetail).plays;
  const plays: Play[] = all.slice(0, Math.max(0, playCount));
  const latest = plays[plays.length - 1];
  const period = latest?.quarter ?? 1;
  const clock = latest?.clock ?? '15:00';
  const { leaders: _finalTotals, ...withoutLeaders } = final;
  const game: Game = {
    ...withoutLeaders,
    status: 'live',
    statusDetail: `${clock} - ${ORDINAL[period] ?? 'OT'}`,
    awayScore: latest?.awayScore ?? 0,
    homeScore: latest?.homeScore ?? 0,
    period,
    clock,
    lastPlay: latest?.description ?? null,
  };
  return { game, detail: { plays, odds: (detailOf(REPLAY_ID) as GameDetail).odds } };
}

export const REPLAY_PLAY_COUNT = (detailOf(REPLAY_ID) as GameDetail).plays.length;
