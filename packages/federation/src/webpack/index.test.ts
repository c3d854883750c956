import path from 'node:path';
import { InjectManifest } from 'workbox-webpack-plugin';
import { createAppConfig, serviceWorkerPlugin } from './index';

const shellDir = path.resolve(__dirname, '../../../../shell');
const learnDir = path.resolve(__dirname, '../../../../learn-remote');
const workers = (plugins: unknown[] | undefined) => (plugins ?? []).filter((p) => p instanceof InjectManifest);

describe('the service worker in app builds', () => {
  it("is emitted as /sw.js by the host's production build when it has one", () => {
    const config = createAppConfig({ kind: 'host', name: 'shell', title: 't', dir: shellDir, serviceWorker: './src/service-worker/sw.ts' });
    expect(workers(config.plugins)).toHaveLength(1);
  });

  it('is left out of development builds, hosts without one, and remotes', () => {
    expect(workers(createAppConfig({ kind: 'host', name: 'shell', title: 't', dir: shellDir, serviceWorker: './src/service-worker/sw.ts', mode: 'development' }).plugins)).toHaveLength(0);
    expect(workers(createAppConfig({ kind: 'host', name: 'shell', title: 't', dir: shellDir }).plugins)).toHaveLength(0);
    expect(workers(createAppConfig({ kind: 'remote', name: 'learn', dir: learnDir }).plugins)).toHaveLength(0);
  });

  it("precaches the build's scripts but not maps, licences, HTML or the federation manifests", () => {
    const { exclude, dontCacheBustURLsMatching, swDest } = (serviceWorkerPlugin('./sw.ts') as unknown as { config: { exclude: RegExp[]; dontCacheBustURLsMatching: RegExp; swDest: string } }).config;
    const excluded = (file: string) => exclude.some((re) => re.test(file));
    expect(swDest).toBe('sw.js');
    for (const file of ['main.0123456789.js.map', '145.0123456789.js.LICENSE.txt', 'index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']) expect(excluded(file)).toBe(true);
    for (const file of ['main.0123456789.js', '470.0123456789.js']) expect(excluded(file)).toBe(false);
    expect(dontCacheBustURLsMatching.test('main.0123456789.js')).toBe(true);
  });
});

describe("the start-up's shared libraries in one chunk each", () => {
  const groups = createAppConfig({ kind: 'host', name: 'shell', title: 't', dir: shellDir }).optimization?.splitChunks;
  const cacheGroups = (groups && groups.cacheGroups) as Record<string, false | { test: RegExp; name: string }>;
  const groupOf = (file: string) => Object.values(cacheGroups).find((g) => g && g.test.test(file)) || undefined;

  it('puts React, React DOM, its scheduler and the JSX runtime in the react chunk', () => {
    for (const file of ['/app/node_modules/react/cjs/react.production.js', '/app/node_modules/react/jsx-runtime.js', '/app/node_modules/react-dom/client.js', '/app/node_modules/scheduler/index.js']) {
      expect(groupOf(file)).toHaveProperty('name', 'react');
    }
  });

  it('puts every part of Emotion in the emotion chunk', () => {
    for (const file of [
      '/app/node_modules/@emotion/react/dist/emotion-react.browser.esm.js', '/app/node_modules/@emotion/styled/dist/emotion-styled.browser.esm.js',
      '/app/node_modules/@emotion/cache/dist/emotion-cache.browser.esm.js', '/app/node_modules/stylis/src/Parser.js',
      '/app/node_modules/hoist-non-react-statics/node_modules/react-is/index.js', '/app/node_modules/@babel/runtime/helpers/esm/extends.js',
    ]) expect(groupOf(file)).toHaveProperty('name', 'emotion');
  });

  it("keeps the router and React Query with our facades over them (no library chunk of their own), and our own packages as webpack splits them", () => {
    expect(cacheGroups.defaultVendors).toBe(false);
    for (const file of ['/app/node_modules/react-router/dist/production/index.mjs', '/app/node_modules/@tanstack/react-query/build/modern/index.js', '/app/node_modules/react-is/index.js', '/app/packages/ui/src/index.ts']) {
      expect(groupOf(file)).toBeUndefined();
    }
  });
});
