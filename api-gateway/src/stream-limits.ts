/**
 * How many live streams the gateway holds, per client and in all. A proxied stream holds two file
 * handles for as long as the fan watches (the fan's socket and the one to the sports replica);
 * unbounded, one address could open thousands and the process would run out of handles, failing
 * every other fan's requests (accept, upstream connects and page files all need one).
 */
import { errorBody, requestIdOf } from '@gg/service-kit';
import type { Request, Response } from 'express';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { clientKey } from './rate-limit';

/** What Node does not offer (no process.getrlimit): the soft open-files limit, as `ulimit -n` says. */
export function openFilesLimit({
  readLimits = () => readFileSync('/proc/self/limits', 'utf8'),
  shellLimit = () => spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2_000 }).stdout,
}: { readLimits?: () => string; shellLimit?: () => string } = {}): number {
  const parse = (text: string | undefined) => {
    const value = text?.trim();
    if (value === 'unlimited') return Number.MAX_SAFE_INTEGER;
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  try {
    // Linux: "Max open files  <soft>  <hard>  files"; the soft limit is the one that bites
    const soft = /^Max open files\s+(\S+)/m.exec(readLimits())?.[1];
    const n = parse(soft);
    if (n !== undefined) return n;
  } catch { /* not Linux, or no /proc: ask a shell (it inherits our limit) */ }
  try {
    const n = parse(shellLimit());
    if (n !== undefined) return n;
  } catch { /* no shell either */ }
  return 1_024; // the usual default soft limit
}

/** Above this many the cap is no longer about handles (a table with no limit still gets a bound). */
const MAX_STREAM_CAP = 1_000_000;

/**
 * Streams the process may hold given its open-files limit: a quarter of the table (at least 128
 * handles) stays for everything else (fans' ordinary connections, the keep-alive pools to the
 * services, files, the logger), and each stream takes two of the rest.
 */
export function streamCapFor(openFiles: number): number {
  const reserve = Math.max(128, Math.ceil(openFiles / 4));
  return Math.min(MAX_STREAM_CAP, Math.max(0, Math.floor((openFiles - reserve) / 2)));
}

export interface StreamLimits {
  /**
   * Counts a stream in, or answers the request (429 over the client's allowance, 503 when the
   * gateway is full; see refuseStream) and returns false. A counted stream is counted out when its
   * response closes.
   */
  admit(req: Request, res: Response): boolean;
  open(): number;
}

/** Which limit refused a stream: the client's allowance, or the gateway's total. */
export type StreamLimitName = 'streams_per_address' | 'streams_full';

/** How long a refused client should wait: a fan's page polls meanwhile and its stream comes back then. */
const RETRY_AFTER_SECONDS = { perClient: 30, total: 10 } as const;

export interface StreamRefusal { status: 429 | 503; code: string; message: string; retryAfterSeconds: number }

/**
 * Answers a live-stream request the gateway will not serve now, saying when to come back. A
 * browser's EventSource reads nothing of an answer but a 200 event stream (any other status only
 * fails it, and the page's client then backs off on its own, up to 30 s), so a client that asks
 * for an event stream is told in one: `retry:` and a `reconnect` event with the same wait (what
 * our stream client obeys, as when a server shuts down), then the end. Any other client gets the
 * status and a JSON error. Both carry Retry-After. The wait is spread over half as much again, so
 * viewers refused together do not all come back in the same moment.
 */
export function refuseStream(req: Request, res: Response, { status, code, message, retryAfterSeconds }: StreamRefusal): void {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  if (!req.headers.accept?.includes('text/event-stream')) {
    res.status(status).json(errorBody(status, code, message, requestIdOf(req)));
    return;
  }
  const retryMs = Math.round(retryAfterSeconds * 1000 * (1 + Math.random() / 2));
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(`retry: ${retryMs}\n\nevent: reconnect\ndata: ${JSON.stringify({ reason: code, status, message, retryMs })}\n\n`);
}

export function createStreamLimits({ perClient, total, onRefused = () => {} }: { perClient: number; total: number; onRefused?: (limit: StreamLimitName) => void }): StreamLimits {
  const byClient = new Map<string, number>();
  let open = 0;
  const refuse = (req: Request, res: Response, refusal: StreamRefusal) => {
    refuseStream(req, res, refusal);
    return false;
  };
  return {
    admit(req, res) {
      const key = clientKey(req.ip);
      const mine = byClient.get(key) ?? 0;
      if (mine >= perClient) {
        onRefused('streams_per_address');
        return refuse(req, res, {
          status: 429, code: 'too_many_streams', retryAfterSeconds: RETRY_AFTER_SECONDS.perClient,
          message: `At most ${perClient} live streams are open from one address; close a tab or try again shortly (scores still update every 30 s)`,
        });
      }
      if (open >= total) {
        onRefused('streams_full');
        return refuse(req, res, { status: 503, code: 'streams_full', message: 'Live updates are at capacity right now; scores still update every 30 s', retryAfterSeconds: RETRY_AFTER_SECONDS.total });
      }
      byClient.set(key, mine + 1);
      open++;
      res.once('close', () => {
        open--;
        const left = (byClient.get(key) ?? 1) - 1;
        if (left > 0) byClient.set(key, left);
        else byClient.delete(key);
      });
      return true;
    },
    open: () => open,
  };
}
