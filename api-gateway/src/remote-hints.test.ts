import { createRemoteHints } from './remote-hints';

const remotes = { remotes: [{ name: 'learn', entry: 'http://learn.test/remoteEntry.js' }, { name: 'hub', entry: 'http://hub.test/remoteEntry.js' }] };
const manifest = (chunk: string) => ({ exposes: [{ name: 'hub-page', path: './hub-page', assets: { js: { sync: [chunk], async: ['other.js'] } } }] });

function fakeFetch(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fn = (async (input: URL | RequestInfo) => {
    const url = String(input);
    calls.push(url);
    const answer = answers[url];
    if (!answer) throw new TypeError('fetch failed: connection refused');
    return answer();
  }) as typeof fetch;
  return { fn, calls };
}

describe('preload hints for the page a URL opens', () => {
  it("names the remote's entry (no CORS mode, as the runtime loads it) and the page's chunks (CORS mode, as webpack loads them)", async () => {
    const { fn } = fakeFetch({ 'http://hub.test/mf-manifest.json': () => Response.json(manifest('hub_page.abc.js')) });
    const hints = createRemoteHints(remotes, { fetchImpl: fn });
    await hints.refreshAll();
    expect(hints.hintsFor('/schedule')).toBe(
      '<link rel="preload" as="script" href="http://hub.test/remoteEntry.js">'
      + '<link rel="preload" as="script" href="http://hub.test/hub_page.abc.js" crossorigin="anonymous">',
    );
  });

  it('hints nothing for a path that opens no remote page', async () => {
    const hints = createRemoteHints(remotes, { fetchImpl: fakeFetch({}).fn });
    await hints.refreshAll();
    expect(hints.hintsFor('/not-a-page')).toBe('');
    expect(hints.hintsFor('/water-cooler')).toBe(''); // a remote missing from the list
  });

  it('still hints the entry when the manifest cannot be read, and reports why', async () => {
    const errors: string[] = [];
    const hints = createRemoteHints(remotes, { fetchImpl: fakeFetch({}).fn, onError: (remote) => errors.push(remote) });
    await hints.refreshAll();
    expect(hints.hintsFor('/rules')).toBe('<link rel="preload" as="script" href="http://learn.test/remoteEntry.js">');
    expect(errors.sort()).toEqual(['hub', 'learn']);
  });

  it('picks up a redeployed remote once its manifest is older than the TTL, without making a page wait for it', async () => {
    let chunk = 'hub_page.v1.js';
    const { fn, calls } = fakeFetch({ 'http://hub.test/mf-manifest.json': () => Response.json(manifest(chunk)) });
    const hints = createRemoteHints(remotes, { fetchImpl: fn, ttlMs: 0 });
    await hints.refreshAll();
    chunk = 'hub_page.v2.js';
    expect(hints.hintsFor('/schedule')).toContain('hub_page.v1.js'); // answered at once from what it has
    await new Promise((r) => setTimeout(r, 10));
    expect(hints.hintsFor('/schedule')).toContain('hub_page.v2.js');
    expect(calls.filter((c) => c.startsWith('http://hub.test')).length).toBeGreaterThanOrEqual(2);
  });

  it('escapes what it writes into the page', async () => {
    const { fn } = fakeFetch({ 'http://hub.test/mf-manifest.json': () => Response.json(manifest('x.js"><script>alert(1)</script>')) });
    const hints = createRemoteHints(remotes, { fetchImpl: fn });
    await hints.refreshAll();
    expect(hints.hintsFor('/schedule')).not.toContain('<script>');
  });
});
