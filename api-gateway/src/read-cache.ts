/**
 * The services' answers to the gateway's own reads (a page's data), kept for as long as the
 * service says a copy may be used (`Cache-Control: public, max-age`), up to a cap. The learning
 * content changes only with a deploy and says so (max-age=300): without this, every render of a
 * rule or glossary page fetched and parsed the same answers again. Live answers (no-cache) are
 * never kept, so the scores a page is drawn with are as new as before.
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
}

export interface ReadCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** The longest an answer is kept, whatever its max-age: how soon a deploy of the content shows in pages. */
  maxAgeMs: number;
}

export interface ReadCache {
  get(path: string): KeptAnswer | undefined;
  /** Keeps a 200 answer for as long as its Cache-Control allows (capped); anything else is not kept. Says whether it was. */
  offer(path: string, answer: KeptAnswer, cacheControl: string | undefined): boolean;
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

export function createReadCache({ maxEntries, maxBytes, maxAgeMs }: ReadCacheOptions): ReadCache {
  const kept = new LRUCache<string, KeptAnswer>({
    max: maxEntries,
    maxSize: maxBytes,
    // the parsed copy is about twice the body's bytes
    sizeCalculation: (answer, path) => answer.body.length * 3 + path.length * 2 + ENTRY_OVERHEAD,
    ttl: maxAgeMs,
  });
  return {
    get: (path) => kept.get(path),
    offer(path, answer, cacheControl) {
      const ttl = Math.min(usableForMs(cacheControl), maxAgeMs);
      if (answer.status !== 200 || ttl <= 0) return false;
      kept.set(path, answer, { ttl });
      return kept.has(path); // one larger than the whole cache is not kept
    },
    json: (answer) => (answer.parsed ??= deepFreeze(JSON.parse(answer.body.toString('utf8')) as unknown)),
    get entries() { return kept.size; },
  };
}
