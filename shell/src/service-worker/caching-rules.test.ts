import { cachingRuleFor, inBatches, learningApiUrlsFrom, offlineRemotesFromScriptUrl, remoteFilesToWarm, type WorkerScope } from './caching-rules';

const SITE = 'http://localhost:8080';
const LEARN = 'http://localhost:3001/';
const scope: WorkerScope = { origin: SITE, offlineRemotes: [LEARN] };
const rule = (url: string, init: { method?: string; mode?: string } = {}) => cachingRuleFor({ url, method: init.method ?? 'GET', mode: init.mode ?? 'cors' }, scope);

describe('cachingRuleFor', () => {
  it.each([
    '/api/categories',
    '/api/categories/special-teams/rules',
    '/api/rules/down-system',
    '/api/all-rules',
    '/api/rule-index',
    '/api/glossary',
    '/api/glossary-index',
    '/api/glossary-head?limit=12',
    '/api/penalties',
    '/api/quick-facts',
    '/api/field-markers',
  ])('keeps the learning answer %s (network first, then cache)', (path) => {
    expect(rule(SITE + path)).toBe('learn-api');
  });

  it('keeps search answers in a cache of their own', () => {
    expect(rule(`${SITE}/api/search?query=holding&type=rules`)).toBe('search');
  });

  it.each([
    '/api/scores/stream',
    '/api/scores/live',
    '/api/games/401772510',
    '/api/teams',
    '/api/standings',
    '/api/water-cooler-talk?limit=20',
    '/api/news',
    '/api/categories/offense/rules/extra', // not a content route
  ])('never caches live or other data: %s', (path) => {
    expect(rule(SITE + path)).toBe('network');
  });

  it('leaves anything but GET alone', () => {
    expect(rule(`${SITE}/api/categories`, { method: 'POST' })).toBe('network');
    expect(rule(`${SITE}/api/water-cooler-talk/refresh`, { method: 'POST' })).toBe('network');
  });

  it('serves navigations network first with the shell as fallback, but not /api navigations', () => {
    expect(rule(`${SITE}/`, { mode: 'navigate' })).toBe('page');
    expect(rule(`${SITE}/rules/down-system`, { mode: 'navigate' })).toBe('page');
    expect(rule(`${SITE}/schedule`, { mode: 'navigate' })).toBe('page');
    expect(rule(`${SITE}/api/glossary`, { mode: 'navigate' })).toBe('network');
  });

  it('revalidates the remote list', () => {
    expect(rule(`${SITE}/remotes.json`)).toBe('remote-list');
  });

  it("keeps an offline remote's entry files (revalidated) and hashed chunks (immutable)", () => {
    expect(rule(`${LEARN}remoteEntry.js`, { mode: 'no-cors' })).toBe('remote-entry');
    expect(rule(`${LEARN}mf-manifest.json`)).toBe('remote-entry');
    expect(rule(`${LEARN}__federation_expose_rule_detail_page.74cee2f805.js`)).toBe('remote-chunk');
    expect(rule(`${LEARN}630.7a43b8f653.js`)).toBe('remote-chunk');
    expect(rule(`${LEARN}630.7a43b8f653.js.map`)).toBe('network');
    expect(rule(`${LEARN}healthz`)).toBe('network');
  });

  it('leaves the other remotes to the network: the hub is not made offline', () => {
    expect(rule('http://localhost:3002/remoteEntry.js', { mode: 'no-cors' })).toBe('network');
    expect(rule('http://localhost:3002/__federation_expose_hub_page.0123456789.js')).toBe('network');
    expect(rule('https://a.espncdn.com/i/teamlogos/nfl/500/kc.png')).toBe('network');
  });

  it('matches a remote deployed under a path by its folder, not just its origin', () => {
    const underPath: WorkerScope = { origin: SITE, offlineRemotes: ['https://cdn.example/learn/'] };
    expect(cachingRuleFor({ url: 'https://cdn.example/learn/remoteEntry.js', method: 'GET' }, underPath)).toBe('remote-entry');
    expect(cachingRuleFor({ url: 'https://cdn.example/learn/1.0123456789.js', method: 'GET' }, underPath)).toBe('remote-chunk');
    expect(cachingRuleFor({ url: 'https://cdn.example/hub/remoteEntry.js', method: 'GET' }, underPath)).toBe('network');
  });
});

describe('offlineRemotesFromScriptUrl', () => {
  it('reads the offline remotes from the worker URL as folders', () => {
    const url = `${SITE}/sw.js?remote=${encodeURIComponent('http://localhost:3001/remoteEntry.js')}&remote=${encodeURIComponent('https://cdn.example/learn/remoteEntry.js')}`;
    expect(offlineRemotesFromScriptUrl(url)).toEqual(['http://localhost:3001/', 'https://cdn.example/learn/']);
  });
  it('ignores what is not an http(s) URL', () => {
    expect(offlineRemotesFromScriptUrl(`${SITE}/sw.js?remote=javascript:alert(1)&remote=nonsense`)).toEqual([]);
    expect(offlineRemotesFromScriptUrl(`${SITE}/sw.js`)).toEqual([]);
  });
});

describe('learningApiUrlsFrom', () => {
  it("lists every category's rules and every rule's page", () => {
    expect(learningApiUrlsFrom([{ id: 'offense' }, { id: 'special-teams' }], [{ id: 'down-system' }, { id: 'touchdown' }])).toEqual([
      '/api/categories/offense/rules', '/api/categories/special-teams/rules', '/api/rules/down-system', '/api/rules/touchdown',
    ]);
  });
  it('skips what it cannot read, and escapes ids', () => {
    expect(learningApiUrlsFrom({ error: 'x' }, [{ id: 'a/b' }, { id: 7 }, null, { name: 'no id' }])).toEqual(['/api/rules/a%2Fb']);
  });
});

describe('remoteFilesToWarm', () => {
  const remoteManifest = {
    shared: [
      { name: 'react', assets: { js: { sync: ['696.aaaaaaaaaa.js'], async: [] } } },
      { name: '@gg/ui/tabs', assets: { js: { sync: ['173.bbbbbbbbbb.js', '554.cccccccccc.js'], async: [] } } },
    ],
    exposes: [
      { name: 'home-page', assets: { js: { sync: ['__federation_expose_home_page.dddddddddd.js'], async: ['145.eeeeeeeeee.js'] } } },
      { name: 'rule-detail-page', assets: { js: { sync: ['__federation_expose_rule_detail_page.ffffffffff.js'], async: ['145.eeeeeeeeee.js', '630.1111111111.js'] } } },
    ],
  };
  const hostManifest = { shared: [{ name: 'react' }, { name: '@gg/ui' }] };

  it("warms every page's code and the remote's copies of shared modules the host lacks, once each", () => {
    expect(remoteFilesToWarm(LEARN, remoteManifest, hostManifest).sort()).toEqual([
      `${LEARN}145.eeeeeeeeee.js`,
      `${LEARN}173.bbbbbbbbbb.js`,
      `${LEARN}554.cccccccccc.js`,
      `${LEARN}630.1111111111.js`,
      `${LEARN}__federation_expose_home_page.dddddddddd.js`,
      `${LEARN}__federation_expose_rule_detail_page.ffffffffff.js`,
    ]);
  });

  it('resolves files against a remote deployed under a path', () => {
    expect(remoteFilesToWarm('https://cdn.example/learn/', { exposes: [{ assets: { js: { sync: ['1.0123456789.js'] } } }] }, {})).toEqual(['https://cdn.example/learn/1.0123456789.js']);
  });

  it('survives a manifest of an unexpected shape and keeps only hashed scripts inside the remote', () => {
    expect(remoteFilesToWarm(LEARN, null, null)).toEqual([]);
    const odd = { exposes: [{ assets: { js: { sync: 'x', async: [3, '../hub/a.0123456789.js', 'https://elsewhere.example/a.0123456789.js', 'styles.css', 'main.js'] } } }] };
    expect(remoteFilesToWarm('https://cdn.example/learn/', odd, {})).toEqual([]);
  });
});

describe('inBatches', () => {
  it('runs at most `limit` at once, and collects failures instead of stopping', async () => {
    let running = 0;
    let most = 0;
    const { failed } = await inBatches([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (n % 3 === 0) throw new Error(`no ${n}`);
    });
    expect(most).toBe(3);
    expect(failed.sort()).toEqual([3, 6]);
  });
});
