import { createPageCache, type CachedPage } from './page-cache';

const page = (bytes: number, staleUntil = Number.POSITIVE_INFINITY): CachedPage => ({
  status: 200, etag: 'W/"x"', br: Buffer.alloc(bytes), freshUntil: staleUntil, staleUntil,
});

describe('the rendered-page cache', () => {
  it('holds no more than its entries and its bytes, whatever is asked for', () => {
    const cache = createPageCache({ maxEntries: 100, maxBytes: 200_000 });
    for (let i = 0; i < 10_000; i++) cache.set(`/rules?random=${i}`, page(5_000));
    expect(cache.entries).toBeLessThanOrEqual(100);
    expect(cache.bytes).toBeLessThanOrEqual(200_000);
    for (let i = 0; i < 1_000; i++) cache.set(`/x${'y'.repeat(i)}`, page(10));
    expect(cache.bytes).toBeLessThanOrEqual(200_000);
  });

  it('keeps the pages fans ask for again through a flood of one-off addresses', () => {
    const cache = createPageCache({ maxEntries: 50, maxBytes: 1_000_000 });
    cache.set('/schedule', page(1_000));
    expect(cache.get('/schedule')).toBeDefined(); // asked for again: kept apart from one-off pages
    for (let i = 0; i < 5_000; i++) cache.set(`/schedule?junk=${i}`, page(1_000));
    expect(cache.get('/schedule')).toBeDefined();
    expect(cache.get('/schedule?junk=0')).toBeUndefined();
  });

  it('counts a gzip body made later in its bytes', () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 100_000 });
    const kept = page(1_000);
    cache.set('/rules', kept);
    const before = cache.bytes;
    cache.withGzip('/rules', kept, Buffer.alloc(700));
    expect(cache.bytes).toBe(before + 700);
    expect(cache.get('/rules')?.gzip?.length).toBe(700);
  });

  it('forgets a page past its stale time', () => {
    let now = 1_000;
    const cache = createPageCache({ maxEntries: 10, maxBytes: 100_000, now: () => now });
    cache.set('/live-scores', page(10, 2_000));
    expect(cache.get('/live-scores')).toBeDefined();
    now = 2_000;
    expect(cache.get('/live-scores')).toBeUndefined();
    expect(cache.entries).toBe(0);
  });

  it('refuses nothing it can hold and never a page larger than its share', () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 10_000 });
    cache.set('/huge', page(50_000));
    expect(cache.get('/huge')).toBeUndefined();
    cache.set('/small', page(100));
    expect(cache.get('/small')).toBeDefined();
  });
});
