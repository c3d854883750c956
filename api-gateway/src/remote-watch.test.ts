import { createRemoteWatch, type RemoteState } from './remote-watch';

const remotes = [{ name: 'learn', entry: 'http://learn/server/remoteEntry.js' }, { name: 'hub', entry: 'http://hub/server/remoteEntry.js' }];

function setup() {
  const versions: Record<string, string | null | 'hang'> = { 'http://learn/server/remoteEntry.js': '"a1"', 'http://hub/server/remoteEntry.js': '"b1"' };
  const changes: Array<[string, RemoteState, RemoteState]> = [];
  const watch = createRemoteWatch({
    remotes,
    intervalMs: 60_000, // checked by hand below
    timeoutMs: 50,
    versionOf: (entry, signal) => {
      const version = versions[entry];
      if (version !== 'hang') return Promise.resolve(version ?? null);
      return new Promise((resolve) => { signal.addEventListener('abort', () => resolve(null)); });
    },
    onChange: (name, before, after) => changes.push([name, before, after]),
  });
  return { versions, changes, watch };
}

describe("watching the remotes' server containers", () => {
  it('learns each version in the background and names a redeploy', async () => {
    const { versions, changes, watch } = setup();
    await watch.check();
    expect(watch.stateOf('hub')).toEqual({ version: '"b1"', up: true });
    versions['http://hub/server/remoteEntry.js'] = '"b2"';
    await watch.check();
    expect(watch.stateOf('hub')).toEqual({ version: '"b2"', up: true });
    expect(changes.at(-1)).toEqual(['hub', { version: '"b1"', up: true }, { version: '"b2"', up: true }]);
    watch.stop();
  });

  it('takes a remote that fails or hangs to be down, keeping its last version, until it answers again', async () => {
    const { versions, watch } = setup();
    await watch.check();
    versions['http://hub/server/remoteEntry.js'] = 'hang';
    versions['http://learn/server/remoteEntry.js'] = null;
    const started = Date.now();
    await watch.check();
    expect(Date.now() - started).toBeLessThan(500);
    expect(watch.stateOf('hub')).toEqual({ version: '"b1"', up: false });
    expect(watch.stateOf('learn')).toEqual({ version: '"a1"', up: false });
    versions['http://hub/server/remoteEntry.js'] = '"b1"';
    await watch.check();
    expect(watch.stateOf('hub')).toEqual({ version: '"b1"', up: true });
    watch.stop();
  });

  it("does not take a remote to be down for a check cut by the gateway's own blocked event loop: it checks again", async () => {
    const answered: string[] = [];
    const watch = createRemoteWatch({
      remotes: [remotes[0]!],
      intervalMs: 60_000,
      timeoutMs: 50,
      // the answer is there at once, read in the loop's poll phase: after any timer already due
      versionOf: (entry, signal) => new Promise((resolve) => {
        signal.addEventListener('abort', () => resolve(null));
        setImmediate(() => { answered.push(entry); resolve('"a1"'); });
      }),
    });
    await watch.check();
    expect(watch.stateOf('learn')).toEqual({ version: '"a1"', up: true });
    const checking = watch.check();
    const until = Date.now() + 200;
    while (Date.now() < until); // a long synchronous render on the gateway: the check's timer is due long before the loop is free
    await checking;
    expect(watch.stateOf('learn')).toEqual({ version: '"a1"', up: true });
    watch.stop();
  });

  it('takes a remote that is really late to be down, however many times it is checked again', async () => {
    const { versions, watch } = setup();
    await watch.check();
    versions['http://hub/server/remoteEntry.js'] = 'hang';
    const checking = watch.check();
    const until = Date.now() + 200;
    while (Date.now() < until);
    await checking;
    expect(watch.stateOf('hub')).toEqual({ version: '"b1"', up: false });
    expect(watch.stateOf('learn')).toEqual({ version: '"a1"', up: true });
    watch.stop();
  });

  it('takes a remote to be up until a check says otherwise, and one it does not know to be down', () => {
    const { watch } = setup();
    expect(watch.stateOf('learn').up).toBe(true);
    expect(watch.stateOf('nope').up).toBe(false);
    watch.stop();
  });

  it('runs one check at a time for callers arriving together', async () => {
    const { watch } = setup();
    const first = watch.check();
    expect(watch.check()).toBe(first);
    await first;
    watch.stop();
  });
});
