import { act, renderHook } from '@testing-library/react';
import { toast } from '@gg/ui/toast';
import { MIN_REFRESHING_MS, useScoresRefresh } from './use-scores-screen';

jest.mock('@gg/ui/toast', () => ({ toast: jest.fn() }));

describe('useScoresRefresh', () => {
  afterEach(() => { jest.clearAllMocks(); jest.restoreAllMocks(); });

  it('reads as refreshing only during the tap it answers, and says so when it worked', async () => {
    let finish: (v: { isSuccess: boolean; error: unknown }) => void = () => {};
    const { result } = renderHook(() => useScoresRefresh(() => new Promise((r) => { finish = r; })));
    expect(result.current.refreshing).toBe(false);
    let done: Promise<void> = Promise.resolve();
    act(() => { done = result.current.refresh(); });
    expect(result.current.refreshing).toBe(true);
    await act(async () => { finish({ isSuccess: true, error: null }); await done; });
    expect(result.current.refreshing).toBe(false);
    expect(toast).toHaveBeenCalledWith({ title: 'Live Scores Refreshed', description: 'Latest game data has been loaded' });
  });

  it('stays busy long enough to be seen even when the answer is instant, then says it worked', async () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useScoresRefresh(async () => ({ isSuccess: true, error: null })));
      let done: Promise<void> = Promise.resolve();
      act(() => { done = result.current.refresh(); });
      await act(async () => { await jest.advanceTimersByTimeAsync(MIN_REFRESHING_MS - 1); });
      expect(result.current.refreshing).toBe(true);
      expect(toast).not.toHaveBeenCalled();
      await act(async () => { await jest.advanceTimersByTimeAsync(1); await done; });
      expect(result.current.refreshing).toBe(false);
      expect(toast).toHaveBeenCalledWith({ title: 'Live Scores Refreshed', description: 'Latest game data has been loaded' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('only logs a failed refresh', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useScoresRefresh(async () => ({ isSuccess: false, error: new Error('502') })));
    await act(async () => { await result.current.refresh(); });
    expect(toast).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Live scores refresh failed', expect.any(Error));
  });
});
