/**
 * What the gateway knows of each remote's server container, learned in the background, never on a
 * page's request path: the version it is at (its entry's ETag), so a redeployed remote's pages
 * are rendered with its new code and cached apart from the old; and whether it answers at all, so
 * the pages of a remote that is down or hung go straight to the browser instead of waiting for it.
 *
 * A remote is taken to be down for its own lateness only: a check whose time ran out while the
 * gateway's own event loop was blocked (a long render, a burst of work) is no answer, and it is made
 * again. Its timer firing late tells which: the answer may well have been waiting to be read.
 */
import { setTimeout as wait } from 'node:timers/promises';

/** A check whose timer fired this much late was cut by the gateway's busy loop, not by the remote. */
const LOOP_LATE_MS = 50;
/** Checks made again, one after another, when each was cut by the gateway's busy loop; then the state is left as it was. */
const MAX_CUT_CHECKS = 3;
export interface RemoteState {
  /** The entry's ETag (or Last-Modified); null until the first answer. */
  version: string | null;
  /** False once a check failed or timed out, until one succeeds again. */
  up: boolean;
}

export interface RemoteWatchOptions {
  remotes: readonly { name: string; entry: string }[];
  intervalMs: number;
  /** One check of one remote gives up after this. */
  timeoutMs: number;
  /** Asks for an entry's version: null when it cannot be told (down, hung, an error status). */
  versionOf?: (entry: string, signal: AbortSignal) => Promise<string | null>;
  onChange?: (name: string, before: RemoteState, after: RemoteState) => void;
}

export async function headVersion(entry: string, signal: AbortSignal): Promise<string | null> {
  try {
    const res = await fetch(entry, { method: 'HEAD', cache: 'no-store', signal });
    return res.ok ? res.headers.get('etag') ?? res.headers.get('last-modified') ?? '' : null;
  } catch {
    return null;
  }
}

export interface RemoteWatch {
  stateOf(name: string): RemoteState;
  /** Checks every remote now (also what the timer does); resolves when all have answered or timed out. */
  check(): Promise<void>;
  stop(): void;
}

export function createRemoteWatch({ remotes, intervalMs, timeoutMs, versionOf = headVersion, onChange }: RemoteWatchOptions): RemoteWatch {
  // until told otherwise a remote is taken to be up: a page may try it, within its deadline
  const states = new Map<string, RemoteState>(remotes.map((r) => [r.name, { version: null, up: true }]));
  let running: Promise<void> | null = null;

  /** The entry's version, null when it could not be told, or 'cut' when the time ran out on the gateway's blocked loop. */
  async function ask(entry: string): Promise<string | null | 'cut'> {
    const timeout = new AbortController();
    const due = performance.now() + timeoutMs;
    let late = 0;
    const timer = setTimeout(() => { late = performance.now() - due; timeout.abort(); }, timeoutMs);
    try {
      const version = await versionOf(entry, timeout.signal);
      return version === null && timeout.signal.aborted && late > LOOP_LATE_MS ? 'cut' : version;
    } finally {
      clearTimeout(timer);
    }
  }

  async function checkOne(name: string, entry: string): Promise<void> {
    let version = await ask(entry);
    for (let again = 1; version === 'cut' && again <= MAX_CUT_CHECKS; again++) {
      await wait(0); // lets what was waiting behind the block run first
      version = await ask(entry);
    }
    if (version === 'cut') return;
    const before = states.get(name)!;
    const after: RemoteState = version === null ? { version: before.version, up: false } : { version, up: true };
    states.set(name, after);
    if (after.up !== before.up || after.version !== before.version) onChange?.(name, before, after);
  }

  const check = () => {
    running ??= Promise.all(remotes.map((r) => checkOne(r.name, r.entry))).then(() => undefined).finally(() => { running = null; });
    return running;
  };
  const timer = setInterval(() => { void check(); }, intervalMs);
  timer.unref();
  void check();

  return {
    stateOf: (name) => states.get(name) ?? { version: null, up: false },
    check,
    stop: () => clearInterval(timer),
  };
}
