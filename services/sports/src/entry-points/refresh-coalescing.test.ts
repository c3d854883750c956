/**
 * POST …/refresh cannot multiply provider calls: N concurrent and then N rapid refreshes of the same
 * thing cost one provider call (games: one scoreboard poll within the poll interval).
 */
import request from 'supertest';
import type { SportsProvider } from '../data-access/providers/provider';
import { createRecordedProvider } from '../data-access/providers/recorded/recorded-provider';
import { recordedApp } from '../test-support';

const N = 15;

it('coalesces refreshes of games, teams, injuries, news and standings into one provider call each', async () => {
  const base = createRecordedProvider({ speed: 20 });
  const calls: Record<string, number> = {};
  const counted = (name: keyof SportsProvider) => async (...args: unknown[]) => {
    calls[name] = (calls[name] ?? 0) + 1;
    await new Promise((r) => setTimeout(r, 30)); // a provider takes a while: refreshes overlap
    return (base[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  };
  const provider = { ...base, scoreboard: counted('scoreboard'), upcoming: counted('upcoming'), teams: counted('teams'), injuries: counted('injuries'), news: counted('news'), standings: counted('standings') } as SportsProvider;
  const sports = recordedApp({ provider, pollMs: 60_000 });
  await request(sports.app).get('/api/teams').expect(200); // the team list (team refreshes check ids against it)
  await request(sports.app).get('/api/scores/live').expect(200); // the first poll
  for (const k of Object.keys(calls)) calls[k] = 0;
  const teams = await sports.store.get('teams'); // an hour old: the next refresh asks the provider
  await sports.store.put('teams', teams!.data, new Date(Date.now() - 60 * 60_000));

  const paths = ['/api/games/refresh', '/api/teams/refresh', '/api/injuries/refresh', '/api/injuries/refresh?teamId=12', '/api/news/refresh', '/api/standings/refresh'];
  for (const path of paths) {
    await Promise.all(Array.from({ length: N }, () => request(sports.app).post(path).expect(200)));
    for (let i = 0; i < N; i++) await request(sports.app).post(path).expect(200);
  }
  // games: the poll just made is the refresh; the rest once per scope
  expect(calls).toEqual({ scoreboard: 0, upcoming: 1, teams: 1, injuries: 2, news: 1, standings: 1 });
  await sports.dispose();
});
