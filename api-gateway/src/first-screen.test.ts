import express from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createFirstScreen, loadRenderer } from './first-screen';
import { renderIndexHtml, shellRouter } from './static-shell';

const remotes = { remotes: [{ name: 'learn', entry: 'http://learn.example/remoteEntry.js' }] };
const TEMPLATE = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';

/**
 * A shell dist whose server build is `renderer` (the body of a CommonJS module exporting
 * renderFirstScreen): the gateway's side of the contract, without building the shell.
 */
function shellDist(renderer?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gg-first-screen-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  if (renderer !== undefined) {
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'server', 'render.js'), renderer);
  }
  return dir;
}

const echoRenderer = `exports.renderFirstScreen = async (req) => ({
  html: '<main><h1>Rendered ' + req.url + '</h1></main>',
  head: '<style data-emotion="css abc">.css-abc{color:red}</style>',
  queries: [{ queryKey: ['/api/categories'], data: { note: '</script><script>alert(1)</script>' }, dataUpdatedAt: 1 }],
  seen: req,
});`;

describe('the page HTML with its first screen rendered', () => {
  const screen = { html: '<h1>Rules</h1>', head: '<style data-emotion="css x">.css-x{}</style>', queries: [{ queryKey: ['/api/rules'], data: ['a<b'], dataUpdatedAt: 5 }] };

  it('puts the markup in #root, marked with the URL it renders, the styles in the head and the answers in a data block', () => {
    const html = renderIndexHtml(TEMPLATE, remotes, '', { url: '/rules?q="x"', screen });
    expect(html).toContain('<div id="root" data-rendered-url="/rules?q=&quot;x&quot;"><h1>Rules</h1></div>');
    expect(html.indexOf('.css-x{}')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<script id="gg-queries" type="application/json">[{"queryKey":["/api/rules"],"data":["a\\u003cb"],"dataUpdatedAt":5}]</script>');
  });

  it('is the plain page when nothing was rendered', () => {
    expect(renderIndexHtml(TEMPLATE, remotes)).toContain('<div id="root"></div>');
    expect(renderIndexHtml(TEMPLATE, remotes)).not.toContain('gg-queries');
  });

  it('names on <html> the zone and time the dates were written with', () => {
    const html = renderIndexHtml(TEMPLATE, remotes, '', { url: '/', screen, clock: { timeZone: 'America/New_York', now: 1_795_964_400_000 } }, 'dark');
    expect(html).toContain('<html data-theme="dark" data-time-zone="America/New_York" data-rendered-at="1795964400000">');
    expect(renderIndexHtml(TEMPLATE, remotes, '', { url: '/', screen })).not.toContain('data-time-zone');
  });

  it('leaves "$" patterns in the markup alone', () => {
    const html = renderIndexHtml(TEMPLATE, remotes, '', { url: '/', screen: { ...screen, html: "<p>$& $' $1</p>" } });
    expect(html).toContain("<p>$& $' $1</p>");
  });
});

describe('the gateway rendering pages through the shell\'s server build', () => {
  const appWith = (dist: string, deadlineMs = 1_000) =>
    express().use(shellRouter(dist, remotes, undefined, createFirstScreen({ shellDist: dist, remotes, deadlineMs, logger: { warn: () => undefined } })));

  it('sends the rendered screen, asking for the remotes\' server containers and /api on its own address', async () => {
    const dist = shellDist(echoRenderer);
    const res = await request(appWith(dist)).get('/rules?tab=2').set('Accept', 'text/html').expect(200);
    expect(res.text).toContain('<div id="root" data-rendered-url="/rules?tab=2"><main><h1>Rendered /rules?tab=2</h1></main></div>');
    // a string in the data cannot close the data block
    expect(res.text).not.toContain('</script><script>alert(1)');
    const { seen } = await (loadRenderer(dist)!({ url: '/x', remotes: [], apiOrigin: 'http://127.0.0.1:1', deadlineMs: 5 }) as unknown as Promise<{ seen: unknown }>);
    expect(seen).toEqual({ url: '/x', remotes: [], apiOrigin: 'http://127.0.0.1:1', deadlineMs: 5 });
  });

  it('passes the server entries and its own address to the renderer', async () => {
    const dist = shellDist(`exports.renderFirstScreen = async (req) => ({ html: JSON.stringify(req).replace(/</g, ''), head: '', queries: [] });`);
    const app = appWith(dist, 750);
    const res = await request(app).get('/glossary').set('Accept', 'text/html').expect(200);
    const passed = JSON.parse(/data-rendered-url="\/glossary">(.*?)<\/div>/.exec(res.text)![1]!) as { remotes: unknown; apiOrigin: string; deadlineMs: number };
    expect(passed.remotes).toEqual([{ name: 'learn', entry: 'http://learn.example/server/remoteEntry.js' }]);
    expect(passed.apiOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(passed.deadlineMs).toBe(750);
  });

  it("renders in the zone the fan's cookie names, UTC without one (or with a cookie that names no zone)", async () => {
    const dist = shellDist(`exports.renderFirstScreen = async (req) => ({ html: '<p>' + req.timeZone + ' ' + req.now + '</p>', head: '', queries: [] });`);
    const page = (cookie?: string) => {
      const get = request(appWith(dist)).get('/rules').set('Accept', 'text/html');
      return (cookie ? get.set('Cookie', cookie) : get).expect(200);
    };
    const tokyo = await page('gg-color-mode=dark; gg-tz=Asia/Tokyo|-540|-540');
    const [, at] = /data-rendered-at="(\d+)"/.exec(tokyo.text)!;
    expect(tokyo.text).toContain(`<html data-theme="dark" data-time-zone="Asia/Tokyo" data-rendered-at="${at}">`);
    expect(tokyo.text).toContain(`<p>Asia/Tokyo ${at}</p>`);
    expect((await page()).text).toMatch(/data-time-zone="UTC"[^>]*>[\s\S]*<p>UTC \d+<\/p>/);
    expect((await page('gg-tz="><script>alert(1)</script>')).text).toMatch(/data-time-zone="UTC"[^>]*>[\s\S]*<p>UTC \d+<\/p>/);
  });

  it.each([
    ['there is no server build', undefined],
    ['the server build does not load', 'throw new Error("broken build")'],
    ['the renderer fails', 'exports.renderFirstScreen = async () => { throw new Error("render failed"); };'],
    ['the renderer gives the page up', 'exports.renderFirstScreen = async () => null;'],
    ['the renderer never answers', 'exports.renderFirstScreen = () => new Promise(() => {});'],
  ])('sends the page for the browser to render when %s', async (_case, renderer) => {
    const res = await request(appWith(shellDist(renderer), 200)).get('/rules').set('Accept', 'text/html').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('id="gg-remotes"');
  });
});
