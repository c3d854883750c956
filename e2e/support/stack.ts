/** Starts the whole site on free ports, the same way `npm start` does. */
import { freePorts, startStack, type Stack } from '@gg/dev-stack/stack';

export type { Stack };

const PORT_KEYS = ['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote'];

export async function startTestStack(env: Record<string, string> = {}, log?: (name: string, line: string) => void): Promise<Stack> {
  const ports = await freePorts(PORT_KEYS);
  const quiet = log ?? (process.env.E2E_VERBOSE ? undefined : () => {});
  return startStack({
    ports,
    // In-memory stores per run; the browser makes many calls from one IP; the recorded game is
    // replayed fast (a whole game in about 20 s) so specs can watch it move.
    env: { RATE_LIMIT_PER_MINUTE: '100000', TALK_DB: ':memory:', SPORTS_DB: ':memory:', REPLAY_SPEED: '600', POLL_LIVE_MS: '1000', ...env },
    // the gateway in UTC, as servers usually are, whatever this machine's zone: the specs then see
    // what a fan elsewhere gets (pages rendered in the zone the fan's cookie names, UTC without one)
    envFor: { gateway: { TZ: 'UTC' } },
    log: quiet,
  });
}
