import { REMOTE_CATALOG, REMOTE_NAMES } from '@gg/federation/catalog';
import { MATCHED_ROUTES_KEPT, REMOTE_ROUTES, remotePageFor, renderedUrlOf, routeBasesOf, routeFor } from '.';

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

  it.each([
    ['/', 'learn/home-page'],
    ['/rules', 'learn/rules-page'],
    ['/rules/', 'learn/rules-page'],
    ['/rules/down-system', 'learn/rule-detail-page'],
    ['/team/12', 'hub/team-page'],
    ['/live-scores', 'hub/live-scores-page'],
    ['/water-cooler', 'talk/water-cooler-page'],
    // the router matches without regard to case: the server must render what the browser will show
    ['/Schedule', 'hub/hub-page'],
    ['/LIVE-SCORES/', 'hub/live-scores-page'],
  ])('knows the page %s opens', (path, page) => {
    const found = remotePageFor(path);
    expect(found && `${found.remote}/${found.expose}`).toBe(page);
  });

  it.each([
    ['/glossary?tab=penalties&search=blitz', '/glossary?search=blitz&tab=penalties'],
    ['/glossary?search=a+b&utm_source=x&search=c', '/glossary?search=a+b'],
    ['/rules?tab=2', '/rules'],
    ['/live-scores?cb=0.123', '/live-scores'],
    ['/schedule?week=3&season=2&junk', '/schedule?season=2&week=3'],
    ['/team/12?tab=roster&x=1', '/team/12?tab=roster'],
    ['/no-such-page?x=1', '/no-such-page'],
    ['/water-cooler', '/water-cooler'],
    ['/glossary?search=', '/glossary?search='],
  ])('renders %s as %s: only the parameters its page reads, in one order', (asked, rendered) => {
    expect(renderedUrlOf(asked)).toBe(rendered);
  });

  it('names the pattern a URL matched (for the page\'s params)', () => {
    expect(routeFor('/rules/down-system')?.path).toBe('/rules/:ruleId');
    expect(routeFor('/team/12/')?.path).toBe('/team/:teamId');
  });

  it.each(['/nope', '/rules/a/b', '/team', '/team/', '/api/teams'])('opens no page for %s', (path) => {
    expect(remotePageFor(path)).toBeUndefined();
  });

  it('answers the same when asked again, also after more distinct paths than it keeps', () => {
    expect(remotePageFor('/nope')).toBeUndefined();
    expect(routeFor('/team/7')?.path).toBe('/team/:teamId');
    for (let i = 0; i < MATCHED_ROUTES_KEPT * 3; i++) {
      expect(routeFor(`/rules/rule-${i}`)?.path).toBe('/rules/:ruleId');
      expect(routeFor(`/visitor-path-${i}`)).toBeUndefined();
    }
    expect(remotePageFor('/nope')).toBeUndefined();
    expect(routeFor('/team/7')?.path).toBe('/team/:teamId');
    expect(routeFor('/TEAM/7/')?.path).toBe('/team/:teamId');
  });
});
