import { pageEntryHint } from './remote-hints';

const remotes = { remotes: [{ name: 'learn', entry: 'http://learn.test/remoteEntry.js' }, { name: 'hub', entry: 'http://hub.test/remoteEntry.js?v="1"' }] };

describe('preload hint for the page a URL opens', () => {
  it("names the page's remote entry, without CORS mode, as the federation runtime loads it", () => {
    expect(pageEntryHint('/rules/down-system', remotes)).toBe('<link rel="preload" as="script" href="http://learn.test/remoteEntry.js">');
  });

  it('names the entry of the list it is given (a visitor\'s released version)', () => {
    const released = { remotes: [{ name: 'learn', entry: 'http://learn.test/v/0123456789ab/remoteEntry.js' }] };
    expect(pageEntryHint('/glossary', released)).toBe('<link rel="preload" as="script" href="http://learn.test/v/0123456789ab/remoteEntry.js">');
  });

  it('hints nothing for a path that opens no remote page, or a remote missing from the list', () => {
    expect(pageEntryHint('/not-a-page', remotes)).toBe('');
    expect(pageEntryHint('/water-cooler', remotes)).toBe('');
  });

  it('escapes what it writes into the page', () => {
    expect(pageEntryHint('/schedule', remotes)).toBe('<link rel="preload" as="script" href="http://hub.test/remoteEntry.js?v=&quot;1&quot;">');
  });
});
