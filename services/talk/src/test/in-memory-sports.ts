/**
 * The sports service's answers without HTTP, for domain tests: the recorded game day by default,
 * any answer replaceable, every call counted, any source made to fail.
 */
import type { BettingOdds, Game } from '@gg/contracts';
import { SportsUnavailableError, type GameDetail } from '../data-access/sports-client';
import type { SportsSource } from '../domain/refresh';
import { detailOf, injuries, news, slate, standings, teams, upcomingGames } from './recorded-game-day';

type Method = keyof SportsSource;

export function inMemorySports() {
  const calls: Record<string, number> = {};
  const failing = new Set<Method>();
  const state = {
    slate: slate(),
    upcoming: upcomingGames(),
    details: new Map<string, GameDetail>(),
    delayMs: 0,
  };
  const run = async <T>(method: Method, answer: () => T, key = method as string): Promise<T> => {
    calls[key] = (calls[key] ?? 0) + 1;
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    if (failing.has(method)) throw new SportsUnavailableError(`GET ${method}: connection refused`);
    return answer();
  };
  const source: SportsSource = {
    liveScores: () => run('liveScores', () => state.slate),
    upcoming: () => run('upcoming', () => state.upcoming),
    teams: () => run('teams', teams),
    standings: () => run('standings', standings),
    injuries: () => run('injuries', injuries),
    news: () => run('news', news),
    gameDetail: (id: string) => run('gameDetail', () => state.details.get(id) ?? detailOf(id) ?? null, `gameDetail:${id}`),
    odds: (id: string): Promise<BettingOdds[]> => run('odds', () => detailOf(id)?.odds ?? [], `odds:${id}`),
  };
  return {
    source,
    state,
    calls,
    fail: (...methods: Method[]) => methods.forEach((m) => failing.add(m)),
    recover: () => failing.clear(),
    /** Puts a game on the slate as given (replacing the recorded one with its id). */
    setGame(game: Game, detail?: GameDetail) {
      state.slate = [...state.slate.filter((g) => g.id !== game.id), game];
      if (detail) state.details.set(game.id, detail);
    },
  };
}
