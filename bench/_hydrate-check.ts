import { chromium } from 'playwright-core';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const route of process.argv.slice(2)) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const logs: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
    page.on('pageerror', (e) => logs.push(`pageerror: ${e.message.slice(0, 300)}`));
    await page.addInitScript(() => {
      (window as any).__shifts = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), src: e.sources.map((s: any) => `${s.node?.nodeName}.${s.node?.className ?? ''} "${(s.node?.textContent ?? '').slice(0, 40)}" ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) }); }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`http://localhost:8080${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const h1 = await page.locator('h1').first().textContent().catch(() => null);
    const rendered = await page.evaluate(() => document.getElementById('root')?.dataset.renderedUrl ?? null);
    console.log(JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 1));
    console.log(route, 'rendered:', rendered, 'h1:', h1, '\n  ' + logs.join('\n  '));
    await page.close();
  }
  await browser.close();
})();
