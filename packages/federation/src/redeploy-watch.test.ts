import { createRedeployWatch } from './redeploy-watch';

const remotes = [{ name: 'learn', entry: 'http://learn/server/remoteEntry.js' }, { name: 'hub', entry: 'http://hub/server/remoteEntry.js' }];

function setup() {
  const versions: Record<string, string | null> = { 'http://learn/server/remoteEntry.js': '"a1"', 'http://hub/server/remoteEntry.js': '"b1"' };
  let clock = 0;
  const asked: string[] = [];
  const redeployed = createRedeployWatch({
    intervalMs: 10_000,
    now: () => clock,
    versionOf: async (entry) => { asked.push(entry); return versions[entry] ?? null; },
  });
  return { versions, asked, redeployed, advance: (ms: number) => { clock += ms; } };
}

describe('noticing a remote deployed again', () => {
  it('names nothing on the first look, then the remotes whose entry changed', async () => {
    const { versions, redeployed, advance } = setup();
    expect(await redeployed(remotes)).toEqual([]);
    versions['http://hub/server/remoteEntry.js'] = '"b2"';
    advance(10_000);
    expect(await redeployed(remotes)).toEqual(['hub']);
    advance(10_000);
    expect(await redeployed(remotes)).toEqual([]);
  });

  it('asks at most once per interval, and once for callers arriving together', async () => {
    const { asked, redeployed, advance } = setup();
    await Promise.all([redeployed(remotes), redeployed(remotes), redeployed(remotes)]);
    expect(asked).toHaveLength(2);
    advance(9_999);
    await redeployed(remotes);
    expect(asked).toHaveLength(2);
    advance(1);
    await redeployed(remotes);
    expect(asked).toHaveLength(4);
  });

  it('does not take a remote it cannot reach for a new one', async () => {
    const { versions, redeployed, advance } = setup();
    await redeployed(remotes);
    versions['http://learn/server/remoteEntry.js'] = null;
    advance(10_000);
    expect(await redeployed(remotes)).toEqual([]);
    versions['http://learn/server/remoteEntry.js'] = '"a1"';
    advance(10_000);
    expect(await redeployed(remotes)).toEqual([]);
  });
});
