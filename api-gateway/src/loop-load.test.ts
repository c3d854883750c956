import { watchLoopLoad } from './loop-load';

const block = (ms: number) => { const until = Date.now() + ms; while (Date.now() < until); };
const sample = () => new Promise((r) => setTimeout(r, 120)); // past one measurement (every 100 ms)

describe("the event loop's load", () => {
  it('is the share of the last second the loop was busy, a block past the samples counting as busy all along', async () => {
    const loop = watchLoopLoad();
    try {
      await sample();
      block(600);
      await new Promise((r) => setTimeout(r, 0)); // the sample due during the block is taken now
      expect(loop.share).toBeGreaterThan(0.8);
      // a second later the block has left the window
      const until = Date.now() + 2_000;
      while (loop.share > 0.5 && Date.now() < until) await sample();
      expect(loop.share).toBeLessThan(0.5);
    } finally {
      loop.stop();
    }
  });

  it('forgets what it measured when restarted (the boot\'s own work is not load)', async () => {
    const loop = watchLoopLoad();
    try {
      await sample();
      block(600);
      await new Promise((r) => setTimeout(r, 0));
      expect(loop.share).toBeGreaterThan(0.8);
      loop.restart();
      expect(loop.share).toBe(0);
    } finally {
      loop.stop();
    }
  });
});
