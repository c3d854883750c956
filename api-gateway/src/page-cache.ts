/**
 * Rendered pages kept in memory, compressed once: on game day thousands of fans open the same few
 * pages within seconds, and each is served from here instead of being rendered again.
 *
 * Bounded in entries and in bytes whatever visitors ask for. A page enters on probation and moves
 * to the protected part when it is asked for again, so a flood of one-off addresses (random query
 * strings, unknown paths) churns only the probation part and never pushes out the pages fans
 * really open.
 */
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: 200 | 404;
  /** Weak validator of what the fan sees: the same while the page's content is the same. */
  etag: string;
  /** The page compressed once with brotli, which every browser a fan uses takes. */
  br: Buffer;
  /** Made from `br` when a client first asks for gzip (then kept; see `withGzip`). */
  gzip?: Buffer;
  /** Epoch ms: served as is until then, and served while one render replaces it until staleUntil. */
  freshUntil: number;
  staleUntil: number;
  /** A live page: the slate's version it was drawn at (see SlateWatch); out of date once that changes. */
  slateVersion?: number;
}

export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

/** Share of the cache a page stays in until it is asked for a second time. */
const PROBATION_SHARE = 0.2;
/** Bookkeeping of an entry beside its bodies and key. */
const ENTRY_OVERHEAD = 256;

const sizeOf = (page: CachedPage, key: string) => (page.gzip?.length ?? 0) + page.br.length + key.length * 2 + ENTRY_OVERHEAD;

export interface PageCache {
  /** The page unless it is past its stale time; a second ask promotes a page from probation. */
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /** Puts a page's gzip body beside its brotli one, counted in the cache's bytes if it is still kept. */
  withGzip(key: string, page: CachedPage, gzip: Buffer): void;
  readonly entries: number;
  readonly bytes: number;
}

export function createPageCache({ maxEntries, maxBytes, now = Date.now }: PageCacheOptions): PageCache {
  const segment = (share: number) => new LRUCache<string, CachedPage>({
    max: Math.max(1, Math.floor(maxEntries * share)),
    maxSize: Math.max(1, Math.floor(maxBytes * share)),
    sizeCalculation: sizeOf,
  });
  const probation = segment(PROBATION_SHARE);
  const protectedPages = segment(1 - PROBATION_SHARE);
  const usable = (key: string, page: CachedPage | undefined, from: LRUCache<string, CachedPage>) => {
    if (page && page.staleUntil <= now()) {
      from.delete(key);
      return undefined;
    }
    return page;
  };

  return {
    get(key) {
      const hot = usable(key, protectedPages.get(key), protectedPages);
      if (hot) return hot;
      const page = usable(key, probation.get(key), probation);
      if (page) {
        probation.delete(key);
        protectedPages.set(key, page);
      }
      return page;
    },
    set(key, page) {
      if (protectedPages.has(key)) protectedPages.set(key, page);
      else probation.set(key, page);
    },
    withGzip(key, page, gzip) {
      page.gzip = gzip;
      // set again to count its new size (lru-cache measures an entry when it is set)
      for (const part of [protectedPages, probation]) {
        if (part.peek(key) !== page) continue;
        part.delete(key);
        part.set(key, page);
      }
    },
    get entries() { return probation.size + protectedPages.size; },
    get bytes() { return probation.calculatedSize + protectedPages.calculatedSize; },
  };
}
