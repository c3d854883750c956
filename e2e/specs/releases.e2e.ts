/**
 * The hub team ships a release the way the README says, on a stack of its own with a release store
 * of its own: today's hub build released as v1 and promoted; v2, the same build with a visible
 * change (the hub's subtitle), released and sent to half the visitors as a canary; two fans with
 * different buckets see different versions, each the same on every reload, each rendered on the
 * server with its own versions and hydrated without an error; v2 promoted; a page opened before the promote keeps
 * working between its tabs, loading only its own version's files; one command rolls back; a build
 * that pins another React major is refused and changes nothing.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPhonePage, screenshot, waitForPageReady, type PhonePage } from '../support/browser';
import { startTestStack, type Stack } from '../support/stack';

const ROOT = path.resolve(__dirname, '../..');
const HUB_DIST = path.join(ROOT, 'hub-remote', 'dist');
const SUBTITLE = 'Schedule, standings, and news all in one place';
const SUBTITLE_V2 = 'Schedule, standings, and news: now in release two';

const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'gg-e2e-releases-'));
const scratch = mkdtempSync(path.join(os.tmpdir(), 'gg-e2e-builds-'));
let stack: Stack;
let browser: Browser;
const opened: PhonePage[] = [];

/** `npm run remote -- …` against this spec's store; its exit code and what it printed. */
function remote(...args: string[]): { code: number; out: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'packages/releases/src/main.ts'), ...args], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, RELEASES_DIR: releasesDir },
  });
  return { code: run.status ?? -1, out: `${run.stdout}${run.stderr}` };
}

function release(buildDir: string): string {
  const { code, out } = remote('release', 'hub', '--build-dir', buildDir);
  expect({ code, out }).toEqual({ code: 0, out: expect.stringMatching(/published|already published/) });
  return /(?:published|published as) ([0-9a-f]{12}(?:-[0-9a-f]+)?)/.exec(out)![1]!;
}

/** A copy of today's hub build, changed by `edit` in every file (browser and server) that holds `text`. */
function changedBuild(name: string, text: string, edit: (file: string) => string): string {
  const dir = path.join(scratch, name);
  cpSync(HUB_DIST, dir, { recursive: true });
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js') || entry.name.endsWith('.json')) {
        const body = readFileSync(file, 'utf8');
        if (body.includes(text)) writeFileSync(file, edit(body));
      }
    }
  };
  walk(dir);
  return dir;
}

async function fan(bucket?: number): Promise<PhonePage> {
  const phone = await newPhonePage(browser);
  if (bucket !== undefined) await phone.context.addCookies([{ name: 'gg_release_bucket', value: String(bucket), url: stack.url }]);
  opened.push(phone);
  return phone;
}

/** Opens /schedule, waits until it is interactive, and says which subtitle it shows. */
async function openHub(page: Page): Promise<string> {
  await page.goto(`${stack.url}/schedule`);
  await waitForPageReady(page);
  await page.getByRole('heading', { level: 1, name: 'NFL Hub' }).waitFor();
  return (await page.getByText(/^Schedule, standings, and news/).first().textContent()) ?? '';
}

/** Waits until the gateway serves `version` of the hub to a visitor in `bucket` (pointers are read every 200 ms). */
async function servedVersion(bucket: number, version: string): Promise<void> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const res = await fetch(`${stack.url}/remotes.json`, { headers: { cookie: `gg_release_bucket=${bucket}` } });
    const entry = ((await res.json()) as { remotes: Array<{ name: string; entry: string }> }).remotes.find((r) => r.name === 'hub')?.entry ?? '';
    if (entry.includes(`/v/${version}/`)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the hub's ${version} was not served to bucket ${bucket} within 10 s`);
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack({ RELEASES_DIR: releasesDir, RELEASE_CHECK_MS: '200' }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await Promise.all(opened.map((p) => p.context.close()));
  await browser?.close();
  await stack?.stop();
  rmSync(scratch, { recursive: true, force: true });
  rmSync(releasesDir, { recursive: true, force: true });
});

describe('releasing the hub', () => {
  let v1: string;
  let v2: string;

  it('releases and promotes v1; the page names the version and renders on the server without an error', async () => {
    v1 = release(HUB_DIST);
    expect(remote('promote', 'hub', v1).code).toBe(0);
    await servedVersion(99, v1);
    const html = await (await fetch(`${stack.url}/schedule`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`/v/${v1}/remoteEntry.js`);
    expect(html).toContain(SUBTITLE); // drawn on the server, with v1's server code

    const phone = await fan(99);
    expect(await openHub(phone.page)).toBe(SUBTITLE);
    expect(phone.consoleErrors).toEqual([]);
  });

  it('sends a canary to half the visitors: each fan sees one version, the same on every reload, without a hydration error', async () => {
    v2 = release(changedBuild('v2', SUBTITLE, (body) => body.split(SUBTITLE).join(SUBTITLE_V2)));
    expect(v2).not.toBe(v1);
    // a page opened on v1 before anything changes, kept open through the canary and the promote
    const before = await fan(90);
    expect(await openHub(before.page)).toBe(SUBTITLE);
    const loadedByOpenPage: string[] = [];
    before.page.on('request', (req) => { if (req.url().includes('/v/')) loadedByOpenPage.push(req.url()); });

    const { code, out } = remote('canary', 'hub', v2, '50');
    expect({ code, out }).toEqual({ code: 0, out: expect.stringContaining(`50 % of visitors now get ${v2}`) });
    await servedVersion(10, v2);

    // the canary's pages come drawn on the server with the canary's code, by a renderer of its own
    // started when the gateway saw the canary (until its code is loaded, they are left to the browser)
    let drawn = '';
    for (const until = Date.now() + 15_000; !drawn.includes(SUBTITLE_V2) && Date.now() < until;) {
      const res = await fetch(`${stack.url}/schedule?canary`, { headers: { accept: 'text/html', cookie: 'gg_release_bucket=10' } });
      drawn = await res.text();
      if (!drawn.includes(SUBTITLE_V2)) await new Promise((r) => setTimeout(r, 250));
    }
    expect(drawn).toContain(SUBTITLE_V2);

    const inCanary = await fan(10);
    const outside = await fan(80);
    for (let load = 0; load < 2; load++) {
      expect(await openHub(inCanary.page)).toBe(SUBTITLE_V2);
      expect(await openHub(outside.page)).toBe(SUBTITLE);
    }
    await screenshot(inCanary.page, 'release-canary-v2');
    expect(inCanary.consoleErrors).toEqual([]);
    expect(outside.consoleErrors).toEqual([]);
    expect(remote('status').out).toContain(`canary    ${v2} for 50 % of visitors`);

    // promoted: every fan gets v2, rendered on the server
    expect(remote('promote', 'hub', v2).code).toBe(0);
    await servedVersion(80, v2);
    const html = await (await fetch(`${stack.url}/schedule`, { headers: { accept: 'text/html', cookie: 'gg_release_bucket=80' } })).text();
    expect(html).toContain(SUBTITLE_V2);
    expect(await openHub(outside.page)).toBe(SUBTITLE_V2);
    expect(outside.consoleErrors).toEqual([]);

    // the page opened on v1 still moves between its tabs, with v1's files only
    for (const [tab, shows] of [['Standings', /AFC East/], ['Injuries', /Questionable|Out|Doubtful/], ['Schedule', /Upcoming Games/]] as const) {
      await before.page.getByRole('tab', { name: tab }).click();
      await before.page.getByRole('tabpanel', { name: tab }).getByText(shows).first().waitFor();
    }
    expect(await before.page.getByText(/^Schedule, standings, and news/).first().textContent()).toBe(SUBTITLE);
    expect(loadedByOpenPage.length).toBeGreaterThan(0);
    expect(loadedByOpenPage.filter((url) => !url.includes(`/v/${v1}/`))).toEqual([]);
    expect(before.consoleErrors).toEqual([]);
  });

  it('rolls back in one command', async () => {
    const { code, out } = remote('rollback', 'hub');
    expect({ code, out }).toEqual({ code: 0, out: expect.stringContaining(`${v1} is current again`) });
    await servedVersion(80, v1);
    const phone = await fan(80);
    expect(await openHub(phone.page)).toBe(SUBTITLE);
    expect(phone.consoleErrors).toEqual([]);
  });

  it('refuses a build that pins another React major, and the site stays as it was', async () => {
    const react18 = path.join(scratch, 'react18');
    cpSync(HUB_DIST, react18, { recursive: true });
    const manifestFile = path.join(react18, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: Array<{ name: string; version: string; requiredVersion?: string }> };
    for (const shared of manifest.shared) if (shared.name === 'react') Object.assign(shared, { version: '18.3.1', requiredVersion: '^18.3.1' });
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const before = remote('status', '--json').out;
    const { code, out } = remote('release', 'hub', '--build-dir', react18);
    expect(code).toBe(1);
    expect(out).toContain('does not fit the shell, so it was not put live');
    expect(out).toContain('react: the build asks for ^18.3.1, the shell gives');
    expect(remote('status', '--json').out).toBe(before);
    const phone = await fan(10);
    expect(await openHub(phone.page)).toBe(SUBTITLE);
  });
});
