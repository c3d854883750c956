import zlib from 'node:zlib';
import { launchBrowser, newPhonePage } from './support/browser';
import { startTestStack } from './support/stack';
async function main() {
  const browser = await launchBrowser();
  const stack = await startTestStack({});
  try {
    const { page, context } = await newPhonePage(browser);
    const urls: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') urls.push(r.url()); });
    await page.goto(stack.url + '/schedule');
    await page.getByRole('heading', { level: 1, name: /NFL Hub/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const rows = [];
    for (const u of urls) { const b = Buffer.from(await (await fetch(u)).arrayBuffer()); rows.push([zlib.gzipSync(b, { level: 9 }).length, u.replace(/^http:\/\/[^/]+\//, '')]); }
    rows.sort((a, b) => (b[0] as number) - (a[0] as number));
    for (const r of rows) console.log(r[0], r[1]);
    await context.close();
  } finally { await stack.stop(); await browser.close(); }
}
main();
