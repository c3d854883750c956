/**
 * "I'm behind the broadcast" at 390×844 on the recorded provider: with a 20 s delay stored before
 * the page loads, /live-scores shows the replayed game's scores as they were 20 s earlier. From the
 * moment the page opens, it records two things in the page itself: what the card shows (every
 * 100 ms) and what the site is serving right now (/api/scores/live every 200 ms, which is what the
 * page receives over the stream). A change the page receives must reach the screen only once it
 * has waited the delay, and then it must.
 */
import type { Page } from 'playwright-core';
import { baseUrl, screenshot, usePhonePage } from '../support/browser';
import { REPLAYED_GAME_ID } from '../support/screens';

const phone = usePhonePage();
// the replay's cycle is about 23 s at the e2e speed
const DELAY_S = 20;
const DELAY_MS = DELAY_S * 1000;
/** How long to watch: the delay, one whole replay cycle, and some margin. */
const WATCH_MS = DELAY_MS + 26_000;
/**
 * Polling and the stream are not the same clock: their readings may differ by this much (more on
 * a loaded CI machine, where an answer can take a second or two). Small beside the 20 s delay, so
 * a score shown early is still caught.
 */
const SLACK_MS = 2_500;

type Sample = [time: number, value: string];
interface Recorded { shown: Sample[]; served: Sample[] }

/** Runs in the page before the app: stores the delay, then records screen and server side by side. */
function recordInPage([gameId, delaySeconds]: [string, number]) {
  localStorage.setItem('gg-viewing-preferences', JSON.stringify({ broadcastDelaySeconds: delaySeconds }));
  const log: { shown: [number, string][]; served: [number, string][] } = { shown: [], served: [] };
  (window as unknown as { __delayLog: typeof log }).__delayLog = log;
  const note = (list: [number, string][], value: string) => { if (list.at(-1)?.[1] !== value) list.push([Date.now(), value]); };
  setInterval(() => {
    const card = document.querySelector(`article[data-game-id="${gameId}"]`);
    if (!card) return; // between sections (live to final) the card is briefly absent
    const scores = [...card.querySelectorAll('.score')].map((s) => s.textContent);
    note(log.shown, scores.length === 2 ? scores.join('-') : 'none');
  }, 100);
  setInterval(() => {
    void fetch('/api/scores/live').then((r) => r.json()).then((games: Array<{ id: string; status: string; awayScore: number; homeScore: number }>) => {
      const game = games.find((g) => g.id === gameId);
      if (game) note(log.served, game.status === 'scheduled' ? 'none' : `${game.awayScore}-${game.homeScore}`);
    }).catch(() => {});
  }, 200);
}

const readLog = (page: Page) => page.evaluate(() => (window as unknown as { __delayLog: Recorded }).__delayLog);

/** The value a log (served or shown) had at `time`. */
function valueAt(samples: Sample[], time: number): string | undefined {
  let value: string | undefined;
  for (const [at, v] of samples) if (at <= time) value = v; else break;
  return value;
}

describe('behind the broadcast', () => {
  it('holds the live game\'s score changes on /live-scores by the stored delay, then shows them', async () => {
    const { page, consoleErrors } = phone;
    await page.addInitScript(recordInPage, [REPLAYED_GAME_ID, DELAY_S] as [string, number]);
    await page.goto(`${baseUrl()}/live-scores`);
    await page.getByRole('heading', { level: 1, name: 'Live Scores' }).waitFor();
    await page.getByText(`Delayed ${DELAY_S} s to match your broadcast`).waitFor();
    await page.locator(`article[data-game-id="${REPLAYED_GAME_ID}"]`).first().waitFor();
    const startedAt = Date.now();

    // wait for a change to be received, then see that the screen has not moved 1 s before the delay is up
    let log = await readLog(page);
    while (log.served.length < 2 || log.shown.length === 0) {
      await page.waitForTimeout(250);
      log = await readLog(page);
      if (Date.now() - startedAt > 30_000) throw new Error(`no score change received: ${JSON.stringify(log)}`);
    }
    const firstShown = log.shown[0]!;
    const firstChange = log.served.find(([at, value]) => at >= firstShown[0] && value !== firstShown[1]) ?? log.served.find(([, value]) => value !== firstShown[1])!;
    await page.waitForTimeout(Math.max(0, firstChange[0] + DELAY_MS - SLACK_MS - Date.now()));
    log = await readLog(page);
    const beforeDue = log.shown.filter(([at]) => at < firstChange[0] + DELAY_MS - SLACK_MS);
    expect(beforeDue.map(([, value]) => value)).toEqual([firstShown[1]]); // nothing moved before the delay was up
    await screenshot(page, 'broadcast-delay');

    await page.waitForTimeout(Math.max(0, startedAt + WATCH_MS - Date.now()));
    log = await readLog(page);
    const { shown, served } = log;

    // every change on screen is what the site served one delay earlier
    const changes = shown.slice(1);
    expect(changes.filter(([, value]) => value !== 'none').length).toBeGreaterThanOrEqual(3);
    for (const [at, value] of changes) {
      const then = [];
      for (let t = at - DELAY_MS - SLACK_MS; t <= at - DELAY_MS + SLACK_MS; t += 50) then.push(valueAt(served, t));
      expect({ at: at - startedAt, value, servedOneDelayBefore: then.includes(value) }).toEqual({ at: at - startedAt, value, servedOneDelayBefore: true });
    }
    // and every change received long enough ago has been shown
    const end = Date.now();
    for (const [i, [at, value]] of served.entries()) {
      const lasted = (served[i + 1]?.[0] ?? Infinity) - at;
      // a value that lasted less than the two clocks' slack on the polling clock may have lasted
      // next to nothing on the stream's (two changes arriving together): the later one is shown
      if (at < firstShown[0] || at + DELAY_MS + 2 * SLACK_MS > end || lasted < SLACK_MS) continue;
      // on screen at some moment by the time it had waited the delay (a value the page opened with
      // is already there: the first value is shown at once); early changes are caught above
      const onScreen = [];
      for (let t = at - SLACK_MS; t <= Math.min(end, at + DELAY_MS + lasted + SLACK_MS); t += 50) onScreen.push(valueAt(shown, t));
      expect({ at: at - startedAt, value, shown: onScreen.includes(value) })
        .toEqual({ at: at - startedAt, value, shown: true });
    }
    expect(consoleErrors).toEqual([]);
  }, 90_000);
});
