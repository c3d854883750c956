import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fallbackPlugin, retryPlugin } from './index';

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];
type ErrorLoadRemoteArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];

const realFetch = global.fetch;
afterEach(() => { global.fetch = realFetch; });

describe('retryPlugin: manifest fetches', () => {
  const fetchHook = (plugin: ModuleFederationRuntimePlugin) => plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;

  it('retries a network failure with back-off and returns the first answer', async () => {
    const fetchMock = jest.fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    global.fetch = fetchMock;
    const started = Date.now();
    const res = await fetchHook(retryPlugin({ retries: 2, delayMs: 10 }))('http://remote/mf-manifest.json', {});
    expect(res.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(10 + 20 - 2); // 10 ms, then 20 ms
  });

  it('abandons an attempt that hangs after its timeout, and tries again', async () => {
    let calls = 0;
    global.fetch = jest.fn((_url: string, init?: RequestInit) => {
      calls++;
      if (calls === 1) {
        // the first attempt hangs until its signal fires
        return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      }
      return Promise.resolve(new Response('{}', { status: 200 }));
    }) as unknown as typeof fetch;
    const started = Date.now();
    const res = await fetchHook(retryPlugin({ retries: 1, delayMs: 1, attemptTimeoutMs: 50 }))('http://remote/mf-manifest.json', {});
    expect(res.status).toBe(200);
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('does not retry an HTTP answer: a 404 will not fix itself', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response('missing', { status: 404 }));
    global.fetch = fetchMock;
    const res = await fetchHook(retryPlugin({ retries: 3, delayMs: 1 }))('http://remote/mf-manifest.json', {});
    expect(res.status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after the set number of retries with the last error', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('offline'));
    global.fetch = fetchMock;
    await expect(fetchHook(retryPlugin({ retries: 2, delayMs: 1 }))('http://remote/mf-manifest.json', {})).rejects.toThrow('offline');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('retryPlugin: remote entry scripts', () => {
  const entry = { get: jest.fn(), init: jest.fn() };
  const args = (getRemoteEntry: jest.Mock, globalLoading: Record<string, unknown>, uniqueKey = 'hub:http://remote/remoteEntry.js') =>
    ({ getRemoteEntry, origin: {}, remoteInfo: { name: 'hub', entry: 'http://remote/remoteEntry.js' }, remoteEntryExports: undefined, globalLoading, uniqueKey }) as unknown as LoadEntryErrorArgs;
  const loadEntryError = (plugin: ModuleFederationRuntimePlugin) => plugin.loadEntryError as (a: LoadEntryErrorArgs) => Promise<unknown>;

  it('forgets the failed load and loads the entry again', async () => {
    const globalLoading: Record<string, unknown> = { 'hub:http://remote/remoteEntry.js': Promise.resolve() };
    const getRemoteEntry = jest.fn(async () => {
      expect(globalLoading['hub:http://remote/remoteEntry.js']).toBeUndefined(); // a fresh load, not the failed one
      return entry;
    });
    await expect(loadEntryError(retryPlugin({ retries: 2, delayMs: 1 }))(args(getRemoteEntry, globalLoading))).resolves.toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('stops after the set number of retries for the same entry, so the fallback can take over', async () => {
    const plugin = loadEntryError(retryPlugin({ retries: 2, delayMs: 1 }));
    const getRemoteEntry = jest.fn(async () => undefined);
    await plugin(args(getRemoteEntry, {}));
    await plugin(args(getRemoteEntry, {}));
    await expect(plugin(args(getRemoteEntry, {}))).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    // another remote has its own allowance
    await plugin(args(getRemoteEntry, {}, 'talk:http://other/remoteEntry.js'));
    expect(getRemoteEntry).toHaveBeenCalledTimes(3);
  });

  it('treats an empty recovered entry as no recovery', async () => {
    const getRemoteEntry = jest.fn(async () => false);
    await expect(loadEntryError(retryPlugin({ retries: 1, delayMs: 1 }))(args(getRemoteEntry, {}))).resolves.toBeUndefined();
  });
});

describe('fallbackPlugin', () => {
  const errorLoadRemote = (plugin: ModuleFederationRuntimePlugin) => plugin.errorLoadRemote as (a: ErrorLoadRemoteArgs) => Promise<unknown>;
  const args = (lifecycle: string) => ({ id: 'hub/team-page', error: new Error('down'), lifecycle, from: 'runtime', origin: {} }) as unknown as ErrorLoadRemoteArgs;

  it('hands back the fallback module when a remote module cannot load', async () => {
    const fallback = { default: () => null };
    const make = jest.fn(() => fallback);
    await expect(errorLoadRemote(fallbackPlugin(make))(args('onLoad'))).resolves.toBe(fallback);
    expect(make).toHaveBeenCalledWith('hub/team-page', expect.any(Error));
  });

  it('leaves manifest failures alone so they surface later as onLoad, after the runtime forgets the manifest', async () => {
    const make = jest.fn();
    await expect(errorLoadRemote(fallbackPlugin(make))(args('afterResolve'))).resolves.toBeUndefined();
    expect(make).not.toHaveBeenCalled();
  });
});
