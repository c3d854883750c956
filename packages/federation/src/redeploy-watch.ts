/**
 * Notices when a remote has been deployed again, for a long-running process that keeps remote
 * code loaded (the gateway's server rendering): each remote's entry is asked for its ETag at most
 * once per interval, and the remotes whose ETag changed are named, so their code is loaded afresh
 * and the server renders what the browser's new code will hydrate.
 */
export interface RedeployWatchOptions {
  intervalMs: number;
  /** Asks for an entry's current version; null when it cannot be told (the remote is down…). */
  versionOf?: (entry: string) => Promise<string | null>;
  now?: () => number;
}

const headEtag = async (entry: string): Promise<string | null> => {
  try {
    const res = await fetch(entry, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(1_000) });
    return res.ok ? res.headers.get('etag') ?? res.headers.get('last-modified') : null;
  } catch {
    return null;
  }
};

export function createRedeployWatch({ intervalMs, versionOf = headEtag, now = Date.now }: RedeployWatchOptions) {
  const known = new Map<string, string>();
  let checkedAt = -Infinity;
  let checking: Promise<string[]> | null = null;

  async function check(remotes: readonly { name: string; entry: string }[]): Promise<string[]> {
    const versions = await Promise.all(remotes.map(async (r) => [r, await versionOf(r.entry)] as const));
    const changed: string[] = [];
    for (const [remote, version] of versions) {
      if (version === null) continue; // unknown is not a change: the next check may tell
      const before = known.get(remote.entry);
      known.set(remote.entry, version);
      if (before !== undefined && before !== version) changed.push(remote.name);
    }
    return changed;
  }

  /** The remotes deployed again since the last check; [] between checks. One check at a time. */
  return function redeployed(remotes: readonly { name: string; entry: string }[]): Promise<string[]> {
    if (checking) return checking.then(() => []);
    if (now() - checkedAt < intervalMs) return Promise.resolve([]);
    checkedAt = now();
    checking = check(remotes).finally(() => { checking = null; });
    return checking;
  };
}
