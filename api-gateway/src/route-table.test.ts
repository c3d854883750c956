import { findRoute, isStream, ROUTE_TABLE } from './route-table';

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
  });
});
