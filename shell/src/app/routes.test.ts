import { REMOTE_CATALOG, REMOTE_NAMES } from '@gg/federation/catalog';
import { REMOTE_ROUTES, routeBasesOf } from './routes';

describe('route table', () => {
  it('routes to every page each remote exposes, and to nothing else', () => {
    const routed = new Set(REMOTE_ROUTES.map((r) => `${r.remote}/${r.expose}`));
    const exposed = new Set(REMOTE_NAMES.flatMap((name) => REMOTE_CATALOG[name].exposes.map((page) => `${name}/${page}`)));
    expect([...routed].sort()).toEqual([...exposed].sort());
  });

  it('gives each path to exactly one page', () => {
    const paths = REMOTE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('knows which top-level paths belong to the hub (for the NFL tab)', () => {
    expect(routeBasesOf('hub').sort()).toEqual(['/injuries', '/live-scores', '/nfl-hub', '/schedule', '/standings', '/team']);
  });
});
