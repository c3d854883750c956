/**
 * Main-thread work per interaction on a throttled phone: tab switches on the hub and the glossary,
 * a search keystroke, opening a game's detail panel, opening a player's dialog, and scrolling
 * long lists. Chromium's CPU is slowed 4× (as Lighthouse's mobile preset does); each interaction's
 * duration comes from the Event Timing API (what INP measures: input delay + handlers + the
 * next paint) and from the long tasks (> 50 ms) it set off, which count when they add up to more
 * (rendering a long list after the tap still keeps the fan waiting). Budget: ≤ 200 ms each.
 * Each row also gives the main thread's CPU time over the same window, from a Chromium trace: wall
 * times swell when other work shares the cores; CPU time much less so.
 * A tap is pressed and released at the control's centre like a finger's (the pointer arrives, the
 * press lasts 80 ms), with the control found before the measurement starts. Playwright's own
 * locator click resolved role and name queries inside the page, on the throttled main thread, which
 * counted hundreds of milliseconds of its work against the page (a roster's 53 buttons), and sent
 * the press and release in one go, so every handler of the tap ran in one task.
 * Run: npx tsx bench/interaction.ts   (BENCH_CLICK=locator measures the old way; ONLY=<regex> runs
 * only the parts it matches: hub, glossary, rules, live scores, team, injuries, whole game)
 */
import os from 'node:os';
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { launchBrowser, newPhonePage } from '@gg/e2e/support/browser';
import { startTestStack } from '@gg/e2e/support/stack';

const CPU_SLOWDOWN = 4;
const BUDGET_MS = 200;
const LOCATOR_CLICKS = process.env.BENCH_CLICK === 'locator';
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY) : null;

async function observe(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __events: number[]; __long: number[] };
    w.__events = [];
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__events.push(e.duration);
    }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
}

/** The CDP session of each measured page (for its traces). */
const sessions = new WeakMap<Page, CDPSession>();

interface TraceEvent { name: string; ph: string; pid: number; tid: number; tdur?: number; args?: { name?: string } }

/**
 * Starts a Chromium trace of top-level tasks; the function it returns ends it and sums the thread
 * CPU time of the page's main thread. Unlike the Event Timing and long-task durations (wall time),
 * CPU time does not grow when other processes take the machine's cores (a shared machine).
 */
async function traceMainThread(cdp: CDPSession): Promise<() => Promise<{ cpu: number; longCpu: number[] }>> {
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: ['toplevel'], excludedCategories: ['*'] } });
  return async () => {
    const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')));
    await cdp.send('Tracing.end');
    const handle = await done;
    let text = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', { handle });
    const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
    const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
    const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
    const tasks = new Map<string, number[]>();
    for (const e of events) {
      const thread = `${e.pid}:${e.tid}`;
      if (e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && mains.has(thread)) tasks.set(thread, [...(tasks.get(thread) ?? []), (e.tdur ?? 0) / 1000]);
    }
    // the page's renderer is the one that worked (another may idle, e.g. a spare one)
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    const busiest = [...tasks.values()].sort((a, b) => sum(b) - sum(a))[0] ?? [];
    return { cpu: Math.round(sum(busiest)), longCpu: busiest.filter((t) => t > 50).map(Math.round) };
  };
}

interface Measured { worst: number; long: number[]; cpu: number; longCpu: number[] }

async function measure(page: Page, action: () => Promise<void>): Promise<Measured> {
  await page.evaluate(() => { const w = window as unknown as { __events: number[]; __long: number[] }; w.__events = []; w.__long = []; });
  const cdp = sessions.get(page);
  const endTrace = cdp ? await traceMainThread(cdp) : null;
  await action();
  await page.waitForTimeout(600); // let the entries for the next paint arrive
  const cpu = endTrace ? await endTrace() : { cpu: 0, longCpu: [] };
  const timing = await page.evaluate(() => {
    const w = window as unknown as { __events: number[]; __long: number[] };
    return { worst: Math.round(Math.max(0, ...w.__events)), long: w.__long.map(Math.round) };
  });
  return { ...timing, ...cpu };
}

/** How long a finger rests on the glass in a tap, and how long the pointer is there before it. */
const PRESS_MS = 80;
const ARRIVE_MS = 50;

/**
 * Resolves the control now and returns the tap to measure. Nothing of Playwright's runs in the page
 * during the tap: its box is read over CDP at the last moment (a pushed score may have moved it).
 */
async function prepareTap(page: Page, target: Locator): Promise<() => Promise<void>> {
  if (LOCATOR_CLICKS) return () => target.click();
  // mid-screen, clear of the fixed header and bottom navigation
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300); // let the scroll settle (and anything it started)
  const before = await target.boundingBox();
  if (!before) throw new Error(`not visible: ${String(target)}`);
  const onTarget = await target.evaluate((el, point) => el.contains(document.elementFromPoint(point[0]!, point[1]!)), [before.x + before.width / 2, before.y + before.height / 2]);
  if (!onTarget) throw new Error(`something covers ${String(target)} at its centre`);
  const handle = await target.elementHandle();
  return async () => {
    const box = await handle?.boundingBox();
    if (!box) throw new Error(`gone: ${String(target)}`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(ARRIVE_MS);
    await page.mouse.down();
    await page.waitForTimeout(PRESS_MS);
    await page.mouse.up();
  };
}

/** A phone-sized page on one site, throttled once a page is ready. */
async function openSession(browser: Browser, baseUrl: string) {
  const { page, context } = await newPhonePage(browser);
  const cdp = await context.newCDPSession(page);
  sessions.set(page, cdp);
  const go = async (path: string, ready: RegExp) => {
    await page.goto(baseUrl + path);
    await page.getByRole('heading', { level: 1, name: ready }).waitFor();
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await observe(page);
  };
  const unthrottle = () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { page, go, unthrottle, close: () => context.close() };
}

/**
 * The replayed game with (nearly) all its ~186 plays: a second site whose replay runs fast, watched
 * until the game has WHOLE_GAME_PLAYS plays (live near its end, or final), then that game is opened.
 */
const WHOLE_GAME_SPEED = 300;
const WHOLE_GAME_PLAYS = 150;

async function gameWithPlays(baseUrl: string, min: number): Promise<{ id: string; plays: number }> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const games = await (await fetch(`${baseUrl}/api/scores/live`)).json() as unknown;
    for (const g of Array.isArray(games) ? (games as { id: string; status: string }[]).filter((x) => x.status !== 'scheduled') : []) {
      const plays = await (await fetch(`${baseUrl}/api/games/${g.id}/plays`)).json() as unknown;
      if (Array.isArray(plays) && plays.length >= min) return { id: g.id, plays: plays.length };
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`no game reached ${min} plays in 2 minutes`);
}

async function main() {
  const browser = await launchBrowser();
  const rows: string[] = [];
  // an interaction's cost: the event's own duration, or the long tasks it set off when they add up to more
  const wanted = (section: string) => !ONLY || ONLY.test(section);
  const report = (name: string, r: Measured) => {
    const work = Math.max(r.worst, r.long.reduce((a, b) => a + b, 0));
    const verdict = work <= BUDGET_MS ? 'OK' : 'OVER';
    const cpu = `main-thread CPU ${r.cpu} ms${r.longCpu.length ? ` (tasks over 50 ms: ${r.longCpu.join(' + ')})` : ''}`;
    rows.push(`${name}: ${work} ms (event ${r.worst} ms${r.long.length ? `, long tasks ${r.long.join(' + ')} ms` : ''}; ${cpu}) ${verdict}`);
  };
  try {
    const stack = await startTestStack({ REPLAY_SPEED: '20', POLL_LIVE_MS: '8000' });
    try {
      const { page, go, unthrottle, close } = await openSession(browser, stack.url);
      if (wanted('hub')) {
        await go('/schedule', /NFL Hub/);
        for (const tab of ['Standings', 'Injuries', 'News', 'Analytics', 'Live', 'Schedule']) {
          const tap = await prepareTap(page, page.getByRole('tab', { name: tab }));
          report(`hub: open the ${tab} tab`, await measure(page, tap));
        }
        await unthrottle();
      }

      if (wanted('glossary')) {
        await go('/glossary', /Glossary/);
        const penalties = await prepareTap(page, page.getByRole('tab', { name: 'Penalties' }));
        report('glossary: open the Penalties tab', await measure(page, penalties));
        const terms = await prepareTap(page, page.getByRole('tab', { name: 'Terms' }));
        report('glossary: open the Terms tab', await measure(page, terms));
        const search = page.getByRole('searchbox').last();
        await search.click();
        report('glossary: type a search keystroke', await measure(page, () => page.keyboard.type('b')));
        report('glossary: type a second keystroke', await measure(page, () => page.keyboard.type('l')));
        await unthrottle();
      }

      if (wanted('rules')) {
        await go('/rules', /NFL Rules/);
        const rulesSearch = page.getByRole('searchbox').last();
        await rulesSearch.click();
        report('rules: type a search keystroke', await measure(page, () => page.keyboard.type('h')));
        await unthrottle();
      }

      if (wanted('live scores')) {
        await go('/live-scores', /Live Scores/);
        const details = await prepareTap(page, page.getByRole('button', { name: 'View Details' }).first());
        report('live scores: open a game detail panel', await measure(page, details));
        await unthrottle();
      }

      if (wanted('team')) {
        await go('/team/12', /Kansas City Chiefs/);
        const player = page.getByRole('button', { name: /Patrick Mahomes/ }).first();
        if (await player.count()) report('team: open a player dialog', await measure(page, await prepareTap(page, player)));
        report('team: scroll the roster', await measure(page, async () => {
          for (let i = 0; i < 8; i++) { await page.mouse.wheel(0, 600); await page.waitForTimeout(100); }
        }));
        await unthrottle();
      }

      if (wanted('injuries')) {
        await go('/injuries', /NFL Injury Report/);
        report('injuries: scroll the report', await measure(page, async () => {
          for (let i = 0; i < 6; i++) { await page.mouse.wheel(0, 600); await page.waitForTimeout(100); }
        }));
      }
      await close();
    } finally {
      await stack.stop();
    }

    if (wanted('whole game')) {
      const replay = await startTestStack({ REPLAY_SPEED: String(WHOLE_GAME_SPEED), POLL_LIVE_MS: '8000' });
      try {
        const game = await gameWithPlays(replay.url, WHOLE_GAME_PLAYS);
        const { page, go, close } = await openSession(browser, replay.url);
        await go('/live-scores', /Live Scores/);
        const details = await prepareTap(page, page.locator(`article[data-game-id="${game.id}"]`).getByRole('button', { name: 'View Details' }));
        report(`live scores: open the panel of a game with ${game.plays} plays`, await measure(page, details));
        await close();
      } finally {
        await replay.stop();
      }
    }
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}; CPU slowed ${CPU_SLOWDOWN}×, budget ${BUDGET_MS} ms per interaction`);
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
