import { chromium } from 'playwright-core';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const route of process.argv.slice(2)) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const logs: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
    page.on('pageerror', (e) => logs.push(`pageerror: ${e.message.slice(0, 300)}`));
    await page.goto(`http://localhost:8080${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const h1 = await page.locator('h1').first().textContent().catch(() => null);
    const rendered = await page.evaluate(() => document.getElementById('root')?.dataset.renderedUrl ?? null);
    console.log(route, 'rendered:', rendered, 'h1:', h1, '\n  ' + logs.join('\n  '));
    await page.close();
  }
  await browser.close();
})();
