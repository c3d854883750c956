/**
 * How soon a tap shows its answer on a throttled phone: from the finger leaving the glass (the
 * `click`) to the first frame that shows what was asked for (the settings sheet, a tab's panel with
 * content, a game's panel). Event Timing (bench/interaction.ts) stops at the first paint after the
 * handlers, which may still be a placeholder or nothing; this is what the fan waits for. Chromium's
 * CPU is slowed 4×; target: 100 ms. Each tap is measured three times on a fresh page (the first tap
 * of a visit is the one that has to fetch code) and the median printed.
 * A tab's first answer is the tab drawn selected; the time until its content (a table, a card) is
 * there is printed beside it.
 * Run: npx tsx bench/first-answer.ts   (ONLY=<regex> runs the taps whose names match; ROUNDS=n;
 * TRACE=1 prints where the main thread's time went in each tap)
 */
import os from 'node:os';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPhonePage } from '@gg/e2e/support/browser';
import { startTestStack } from '@gg/e2e/support/stack';

const CPU_SLOWDOWN = 4;
const TARGET_MS = 100;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
/** TRACE=1: also record each tap in a Chromium trace and print where the main thread's time went. */
const TRACE = process.env.TRACE === '1';

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string; data?: { type?: string } } }

/** The main thread's work from the click to the answer's frame, by kind (ms, at the slowed CPU). */
function mainThreadBreakdown(trace: Buffer, untilMs: number): string {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  if (!click) return 'no click in the trace';
  const onMain = events.filter((e) => e.ph === 'X' && e.pid === click.pid && e.tid === click.tid && e.ts >= click.ts - 1_000 && e.ts <= click.ts + (untilMs + 20) * 1_000);
  const kinds = ['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'HitTest', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'ScheduleStyleRecalculation'];
  const sums = new Map<string, number>();
  for (const e of onMain) if (kinds.includes(e.name)) sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0) / 1_000);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 2_000).map((e) => `${Math.round((e.ts - click.ts) / 1_000)}+${Math.round((e.dur ?? 0) / 1_000)}`);
  return `tasks (start+ms from click): ${tasks.join(' ')} | ${[...sums].filter(([, ms]) => ms >= 1).map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join(', ')}`;
}

interface Tap {
  name: string;
  path: string;
  /** The control, as a CSS selector (resolved in the page before the clock starts). */
  control: string;
  /** What the answer is on screen: a selector that matches only once it shows. */
  answer: string;
  /** When the answer is a first step (a tab drawn selected), what shows the content itself. */
  content?: string;
}

const TAPS: Tap[] = [
  { name: 'live scores: Game-day settings', path: '/live-scores', control: 'button', answer: 'dialog[open] h2' },
  { name: 'schedule: Game-day settings', path: '/schedule', control: 'button', answer: 'dialog[open] h2' },
  { name: 'water cooler: Game-day settings', path: '/water-cooler', control: 'button', answer: 'dialog[open] h2' },
  { name: 'hub: Standings tab', path: '/schedule', control: '[role="tab"]', answer: '[role="tab"][aria-selected="true"][id$="tab-standings"]', content: '[role="tabpanel"][id$="panel-standings"] table' },
  { name: 'hub: Injuries tab', path: '/schedule', control: '[role="tab"]', answer: '[role="tab"][aria-selected="true"][id$="tab-injuries"]', content: '[role="tabpanel"][id$="panel-injuries"] section li' },
  { name: 'live scores: View Details', path: '/live-scores', control: 'button', answer: '#game-detail-title' },
];

/** Text the control must carry (the selectors above narrow by shape, this by words). */
const LABEL: Record<string, RegExp> = {
  'live scores: Game-day settings': /^Game-day settings$/,
  'schedule: Game-day settings': /^Game-day settings$/,
  'water cooler: Game-day settings': /^Game-day settings$/,
  'hub: Standings tab': /^Standings$/,
  'hub: Injuries tab': /^Injuries$/,
  'live scores: View Details': /^View Details$/,
};

async function once(browser: Browser, baseUrl: string, tap: Tap): Promise<{ answer: number; content?: number }> {
  const { page, context } = await newPhonePage(browser);
  try {
    const cdp = await context.newCDPSession(page);
    // tsx names the functions it compiles with a helper that the page does not have
    await page.addInitScript('window.__name = (f) => f');
    await page.goto(baseUrl + tap.path);
    await page.waitForLoadState('networkidle');
    // a fan reads a moment before tapping: the idle preloads (1.5 s after load, then idle) are in
    await page.waitForTimeout(3_000);
    const label = LABEL[tap.name]!;
    const found = await page.evaluate(([control, labelSource, answer, content]) => {
      const label = new RegExp(labelSource!);
      const el = [...document.querySelectorAll<HTMLElement>(control!)].find((e) => label.test((e.textContent ?? '').trim()));
      if (!el) return false;
      el.scrollIntoView({ block: 'center' });
      const w = window as unknown as { __shown?: Record<string, Promise<number>> };
      let clickAt = 0;
      document.addEventListener('click', (e) => { clickAt = e.timeStamp; }, { capture: true, once: true });
      const watch = (selector: string) => new Promise<number>((resolve) => {
        const check = () => {
          if (!clickAt || !document.querySelector(selector)) return false;
          // the frame that shows it: after the next animation frame's rendering work
          requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => resolve(performance.now() - clickAt); c.port2.postMessage(0); });
          return true;
        };
        const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
      w.__shown = { answer: watch(answer!), ...(content ? { content: watch(content) } : {}) };
      return true;
    }, [tap.control, label.source, tap.answer, tap.content ?? '']);
    if (!found) throw new Error(`${tap.name}: no control among ${String(await page.evaluate(`[...document.querySelectorAll(${JSON.stringify(tap.control)})].map((b) => b.textContent.trim()).join(" | ")`))}`);
    await page.waitForTimeout(300);
    const handle = await page.evaluateHandle(([control, labelSource]) => {
      const label = new RegExp(labelSource!);
      return [...document.querySelectorAll<HTMLElement>(control!)].find((e) => label.test((e.textContent ?? '').trim()))!;
    }, [tap.control, label.source]);
    const box = await handle.asElement()!.boundingBox();
    if (!box) throw new Error(`${tap.name}: control not visible`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (TRACE) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(50);
    await page.mouse.down();
    await page.waitForTimeout(80);
    await page.mouse.up();
    const shown = await page.evaluate(async () => {
      const w = window as unknown as { __shown: Record<string, Promise<number>> };
      const within = (p: Promise<number>) => Promise.race([p, new Promise<number>((resolve) => { setTimeout(() => resolve(-1), 5_000); })]);
      return { answer: await within(w.__shown.answer!), content: w.__shown.content ? await within(w.__shown.content) : undefined };
    });
    if (TRACE) console.log(`${tap.name}: ${Math.round(shown.answer)} ms; ${mainThreadBreakdown(await browser.stopTracing(), shown.answer)}`);
    if (shown.answer < 0 || (shown.content ?? 0) < 0) throw new Error(`${tap.name}: nothing shown within 5 s of the tap`);
    return { answer: Math.round(shown.answer), content: shown.content === undefined ? undefined : Math.round(shown.content) };
  } finally {
    await context.close();
  }
}

async function main() {
  const browser = await launchBrowser();
  const stack = await startTestStack({ REPLAY_SPEED: '20', POLL_LIVE_MS: '8000' });
  const rows: string[] = [];
  try {
    for (const tap of TAPS.filter((t) => !ONLY || ONLY.test(t.name))) {
      const runs: { answer: number; content?: number }[] = [];
      for (let i = 0; i < ROUNDS; i++) runs.push(await once(browser, stack.url, tap));
      const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
      const answers = runs.map((r) => r.answer);
      const contents = runs.flatMap((r) => (r.content === undefined ? [] : [r.content]));
      const content = contents.length ? `; content ${median(contents)} ms (${contents.join(', ')})` : '';
      rows.push(`${tap.name}: ${median(answers)} ms (${answers.join(', ')}) ${median(answers) <= TARGET_MS ? 'OK' : 'OVER'}${content}`);
    }
  } finally {
    await stack.stop();
    await browser.close();
  }
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}; CPU slowed ${CPU_SLOWDOWN}×, tap to first frame showing the answer, median of ${ROUNDS}; target ${TARGET_MS} ms`);
  for (const row of rows) console.log(row);
}

main().catch((err) => { console.error(err); process.exit(1); });
