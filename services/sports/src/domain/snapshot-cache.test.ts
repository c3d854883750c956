/** The snapshot cache never stores a miss, and refreshes cannot multiply provider calls. */
import { openSqliteSnapshotStore } from '../data-access/store/snapshot-store';
import { createSnapshotCache } from './snapshot-cache';

describe('snapshot cache', () => {
  it('keeps a miss (unknown id) briefly in memory and never in the store', async () => {
    const store = openSqliteSnapshotStore(':memory:');
    const cache = createSnapshotCache(store);
    let calls = 0;
    const loader = async () => { calls++; return null; };
    for (let i = 0; i < 5; i++) expect((await cache.get('bio:999999', 60_000, loader)).data).toBeNull();
    expect(await store.get('bio:999999')).toBeNull();
    expect(calls).toBe(1);
    for (let i = 0; i < 3000; i++) await cache.get(`bio:${i}`, 60_000, loader); // user input cannot grow memory without bound
    expect(cache.missCount()).toBeLessThanOrEqual(1000);
    await store.close();
  });

  it('N concurrent and N rapid refreshes of the same thing make one provider call', async () => {
    const store = openSqliteSnapshotStore(':memory:');
    const cache = createSnapshotCache(store);
    let calls = 0;
    const loader = async () => { calls++; await new Promise((r) => setTimeout(r, 20)); return ['x']; };
    await Promise.all(Array.from({ length: 20 }, () => cache.refresh('standings', loader, 30_000)));
    for (let i = 0; i < 20; i++) await cache.refresh('standings', loader, 30_000);
    expect(calls).toBe(1);
    await store.close();
  });
});
