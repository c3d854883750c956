import { createRemoteHints } from './remote-hints';

const remotes = { remotes: [{ name: 'learn', entry: 'http://learn.test/remoteEntry.js' }, { name: 'hub', entry: 'http://hub.test/remoteEntry.js?v="1"' }] };

describe('preload hint for the page a URL opens', () => {
  it("names the page's remote entry, without CORS mode, as the federation runtime loads it", () => {
    expect(createRemoteHints(remotes).hintsFor('/rules/down-system')).toBe('<link rel="preload" as="script" href="http://learn.test/remoteEntry.js">');
  });

  it('hints nothing for a path that opens no remote page, or a remote missing from the list', () => {
    const hints = createRemoteHints(remotes);
    expect(hints.hintsFor('/not-a-page')).toBe('');
    expect(hints.hintsFor('/water-cooler')).toBe('');
  });

  it('escapes what it writes into the page', () => {
    expect(createRemoteHints(remotes).hintsFor('/schedule')).toBe('<link rel="preload" as="script" href="http://hub.test/remoteEntry.js?v=&quot;1&quot;">');
  });
});
