/**
 * Remote discovery at runtime. The gateway answers /remotes.json from its environment, so a remote
 * can move or be redeployed without rebuilding the shell. Names match each remote's federation name.
 */
import { RemoteListSchema, type RemoteList } from '@gg/contracts';
import { REMOTE_CATALOG, REMOTE_NAMES, type RemoteName } from './catalog';

const envKey = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL`;

/** Builds the list from REMOTE_LEARN_URL / REMOTE_HUB_URL / REMOTE_TALK_URL (origins), with local defaults. */
export function remoteListFromEnv(env: NodeJS.ProcessEnv = process.env): RemoteList {
  const remotes = REMOTE_NAMES.map((name) => {
    const origin = (env[envKey(name)] ?? `http://localhost:${REMOTE_CATALOG[name].defaultPort}`).replace(/\/+$/, '');
    return { name, entry: `${origin}/remoteEntry.js` };
  });
  return RemoteListSchema.parse({ remotes });
}

/** Origins of the remotes, for CSP script-src/connect-src. */
export function remoteOrigins(list: RemoteList): string[] {
  return [...new Set(list.remotes.map((r) => new URL(r.entry).origin))];
}
