/**
 * The services' answers to the gateway's own reads (a page's data), kept for as long as the
 * service says a copy may be used (`Cache-Control: public, max-age`), up to a cap. The learning
 * content changes only with a deploy and says so (max-age=300): without this, every render of a
 * rule or glossary page fetched and parsed the same answers again.
 *
 * Live answers (no-cache: scores, teams, injuries) are shared for `liveShareMs` only (a second)
 * among the renders that ask for them, and never across a change of the slate (a game kicking off
 * or ending, see SlateWatch). On game day many renders of live pages run within the same second
 * (one per address, colour mode and time zone), and each read the same answers again. A page on
 * live data is already kept for seconds, so a second more changes little in what a fan sees.
 *
 * Bounded in entries and bytes whatever addresses pages read. A kept answer is parsed once, and
 * frozen: renders running side by side share it, and none can change what another draws.
 */
import { LRUCache } from 'lru-cache';

export interface KeptAnswer {
  status: number;
  body: Buffer;
  headers: Record<string, string>;
  /** Set the first time a render asks for the answer as JSON. */
  parsed?: unknown;
  /** A live answer: the slate's version when it was asked for; shared only while the slate is the same. */
  slateVersion?: number;
}

export interface ReadCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** The longest an answer is kept, whatever its max-age: how soon a deploy of the content shows in pages. */
  maxAgeMs: number;
  /** How long a live answer (one the service says not to reuse) is shared among renders; 0: not at all. */
  liveShareMs: number;
  /** The slate's version now (SlateWatch): a live answer asked for at another is not used. */
  slateVersion?: () => number;
}

export interface ReadCache {
  get(path: string): KeptAnswer | undefined;
  /**
   * Keeps a 200 answer for as long as its Cache-Control allows (capped), a live one for
   * `liveShareMs` if the slate is still the one it was asked for at; anything else is not kept.
   * Says whether it was.
   */
  offer(path: string, answer: KeptAnswer, cacheControl: string | undefined, askedAtSlate?: number): boolean;
  /** The answer's body as JSON, parsed and frozen once. */
  json(answer: KeptAnswer): unknown;
  readonly entries: number;
}

/** How long an answer with this Cache-Control may be used without asking again, in ms; 0: not at all. */
export function usableForMs(cacheControl: string | undefined): number {
  if (!cacheControl) return 0;
  const directives = cacheControl.toLowerCase().split(',').map((d) => d.trim());
  if (!directives.includes('public') || directives.some((d) => d === 'no-cache' || d === 'no-store' || d === 'private')) return 0;
  const maxAge = directives.find((d) => d.startsWith('max-age='));
  const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Bookkeeping of an entry beside its body and key. */
const ENTRY_OVERHEAD = 256;

export function createReadCache({ maxEntries, maxBytes, maxAgeMs, liveShareMs, slateVersion = () => 0 }: ReadCacheOptions): ReadCache {
  const kept = new LRUCache<string, KeptAnswer>({
    max: maxEntries,
    maxSize: maxBytes,
    // the parsed copy is about twice the body's bytes
    sizeCalculation: (answer, path) => answer.body.length * 3 + path.length * 2 + ENTRY_OVERHEAD,
    ttl: maxAgeMs,
  });
  return {
    get(path) {
      const answer = kept.get(path);
      if (answer?.slateVersion === undefined || answer.slateVersion === slateVersion()) return answer;
      kept.delete(path);
      return undefined;
    },
    offer(path, answer, cacheControl, askedAtSlate = slateVersion()) {
      if (answer.status !== 200) return false;
      let ttl = Math.min(usableForMs(cacheControl), maxAgeMs);
      if (ttl <= 0) {
        if (liveShareMs <= 0 || askedAtSlate !== slateVersion()) return false;
        ttl = liveShareMs;
        answer.slateVersion = askedAtSlate;
      }
      kept.set(path, answer, { ttl });
      return kept.has(path); // one larger than the whole cache is not kept
    },
    json: (answer) => (answer.parsed ??= deepFreeze(JSON.parse(answer.body.toString('utf8')) as unknown)),
    get entries() { return kept.size; },
  };
}
