import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWithPreload, preloadOnIntent, usePreloadWhenIdle } from './preload';

const Panel = ({ name }: { name: string }) => <h2>{name}</h2>;
const flush = () => act(async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); });

describe('lazyWithPreload', () => {
  it('renders code loaded ahead in the same render, with no fallback', async () => {
    const load = jest.fn(async () => Panel);
    const { Component, preload } = lazyWithPreload(load);
    preload();
    preload(); // once
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => { render(<Suspense fallback={<p>Loading</p>}><Component name="Bills at Chiefs" /></Suspense>); });
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bills at Chiefs' })).toBeInTheDocument();
  });

  it('without a preload, shows the fallback until the code is in', async () => {
    const { Component } = lazyWithPreload(async () => Panel);
    render(<Suspense fallback={<p>Loading</p>}><Component name="Bills at Chiefs" /></Suspense>);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bills at Chiefs' })).toBeInTheDocument();
  });

  it('tries a failed load again on the next preload, and never throws from one', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Panel);
    const { preload } = lazyWithPreload(load);
    expect(() => preload()).not.toThrow();
    await flush();
    preload();
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads on pointer over, finger down and focus', () => {
    const preload = jest.fn();
    expect(preloadOnIntent(preload)).toEqual({ onPointerEnter: preload, onPointerDown: preload, onFocus: preload });
  });
});

describe('usePreloadWhenIdle', () => {
  afterEach(() => { jest.useRealTimers(); Object.assign(window, { requestIdleCallback: undefined, cancelIdleCallback: undefined }); });

  it('preloads when the browser is next idle after the delay, and not at all once unmounted', () => {
    jest.useFakeTimers();
    const idle: IdleRequestCallback[] = [];
    Object.assign(window, { requestIdleCallback: (run: IdleRequestCallback) => idle.push(run), cancelIdleCallback: jest.fn() });
    const preload = jest.fn();
    renderHook(() => usePreloadWhenIdle(preload, 1_000));
    act(() => { jest.advanceTimersByTime(999); });
    expect(idle).toHaveLength(0);
    act(() => { jest.advanceTimersByTime(1); });
    expect(preload).not.toHaveBeenCalled();
    idle[0]!({ didTimeout: false, timeRemaining: () => 50 });
    expect(preload).toHaveBeenCalledTimes(1);

    const other = jest.fn();
    const { unmount } = renderHook(() => usePreloadWhenIdle(other, 1_000));
    unmount();
    act(() => { jest.advanceTimersByTime(5_000); });
    expect(other).not.toHaveBeenCalled();
  });
});
