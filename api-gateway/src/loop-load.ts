/**
 * How busy the gateway's event loop is: the share of the last second it spent working rather than
 * waiting (Node's event-loop utilisation, measured every 100 ms). Renders are the work the gateway
 * can leave to the browser, so they are what gives way when the loop is full: cached pages, /api
 * and health checks must still be answered. A second, not one sample: one long render is no
 * overload, a loop busy for most of a second is.
 */
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

const SAMPLE_MS = 100;
const WINDOW_MS = 1_000;

export interface LoopLoad {
  /** Share (0–1) of the last second the loop was busy; a loop blocked past the samples counts as busy all along. */
  readonly share: number;
  /** Forgets what was measured so far (the share is 0 until the next sample). */
  restart(): void;
  stop(): void;
}

export function watchLoopLoad(): LoopLoad {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  /** Each sample's end (performance.now()), and the loop's busy and whole time in it. */
  const samples: Array<{ end: number; active: number; total: number }> = [];
  let share = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { active, idle } = performance.eventLoopUtilization(now, last);
    last = now;
    const end = performance.now();
    samples.push({ end, active, total: active + idle });
    while (samples.length > 0 && samples[0]!.end <= end - WINDOW_MS) samples.shift();
    let busy = 0;
    let total = 0;
    for (const s of samples) { busy += s.active; total += s.total; }
    share = total > 0 ? busy / total : 0;
  }, SAMPLE_MS);
  timer.unref();
  return {
    get share() { return share; },
    restart() {
      last = performance.eventLoopUtilization();
      samples.length = 0;
      share = 0;
    },
    stop: () => clearInterval(timer),
  };
}
