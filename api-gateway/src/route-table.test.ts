import { expressRoute, findRoute, isCostly, isStream, ROUTE_TABLE } from './route-table';

describe('route table', () => {
  it('matches prefixes at a path-segment boundary only', () => {
    expect(findRoute('/api/teams')?.service).toBe('sports');
    expect(findRoute('/api/teams/12')?.service).toBe('sports');
    expect(findRoute('/api/teamsters')).toBeUndefined();
    expect(findRoute('/api/player/1/bio')?.service).toBe('sports');
    expect(findRoute('/api/players/12')?.service).toBe('sports');
    expect(findRoute('/api/calendar/12.ics')?.service).toBe('sports');
  });

  it('gives every path to exactly one service', () => {
    const all = ROUTE_TABLE.flatMap((r) => r.prefixes);
    expect(new Set(all).size).toBe(all.length);
  });

  it('marks the live stream as a stream', () => {
    const sports = findRoute('/api/scores/stream')!;
    expect(isStream('/api/scores/stream', sports)).toBe(true);
    expect(isStream('/api/scores/live', sports)).toBe(false);
    // as the sports service's router matches it: any case, one trailing slash
    expect(isStream('/api/scores/STREAM/', sports)).toBe(true);
    expect(isStream('/api/scores/stream//', sports)).toBe(false);
  });

  it('says which calls cost the service real work, matched as Express matches them', () => {
    const talk = findRoute('/api/water-cooler-talk/refresh')!;
    for (const path of ['/api/water-cooler-talk/refresh', '/api/water-cooler-talk/refresh/', '/api/water-cooler-talk/REFRESH', '/api/water-cooler-talk/rEfReSh/']) {
      expect(isCostly('POST', path, talk)).toBe(true);
    }
    for (const path of ['/api/water-cooler-talk', '/api/water-cooler-talk/refresh//', '/api/water-cooler-talk/%52EFRESH', '/api/water-cooler-talk/refresh;x', '/api/water-cooler-talk/refreshed']) {
      expect(isCostly('POST', path, talk)).toBe(false);
    }
    expect(isCostly('GET', '/api/water-cooler-talk/refresh', talk)).toBe(false);
    expect(ROUTE_TABLE.flatMap((r) => r.costly ?? [])).toContain('/api/standings/refresh');
  });

  it('takes plain paths only (a route with parameters would need path-to-regexp itself)', () => {
    expect(expressRoute('/api/teams/refresh').source).toBe('^\\/api\\/teams\\/refresh(?:\\/$)?$');
    expect(() => expressRoute('/api/teams/:id/refresh')).toThrow(/plain/);
  });
});
