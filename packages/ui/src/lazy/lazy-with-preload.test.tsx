import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWithPreload, preloadOnIntent, whenIdle } from './lazy-with-preload';

const flush = () => act(async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); });

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function loader() {
  let calls = 0;
  const load = jest.fn(async () => { calls += 1; return Hello; });
  return { load, calls: () => calls };
}

describe('lazyWithPreload', () => {
  it('loads on first render like React.lazy, showing the fallback meanwhile', async () => {
    const { load } = loader();
    const Lazy = lazyWithPreload(load);
    render(<Suspense fallback={<p>placeholder</p>}><Lazy name="Bo" /></Suspense>);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(await screen.findByText('Hello Bo')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    const { load } = loader();
    const Lazy = lazyWithPreload(load);
    Lazy.preload();
    Lazy.preload(); // asked twice, loaded once
    await flush();
    render(<Suspense fallback={<p>placeholder</p>}><Lazy name="Bo" /></Suspense>);
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    expect(screen.getByText('Hello Bo')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a mounted instance (and its state) when the code arrives while it is shown', async () => {
    const { load } = loader();
    const Lazy = lazyWithPreload(load);
    const { rerender } = render(<Suspense fallback={<p>placeholder</p>}><Lazy name="Bo" /></Suspense>);
    const first = await screen.findByText('Hello Bo');
    rerender(<Suspense fallback={<p>placeholder</p>}><Lazy name="Bo" /></Suspense>);
    expect(screen.getByText('Hello Bo')).toBe(first);
  });

  it('tries again on the next preload after a failed one, and never reports the failure itself', async () => {
    const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const Lazy = lazyWithPreload(load);
    expect(await Lazy.preload()).toBe(false);
    expect(await Lazy.preload()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    render(<Lazy name="Bo" />);
    expect(screen.getByText('Hello Bo')).toBeInTheDocument();
  });
});

describe('preloadOnIntent', () => {
  it('starts loading when a pointer comes over or down on a control, or it takes focus', () => {
    const preload = jest.fn();
    const props = preloadOnIntent(preload);
    render(<button type="button" {...props}>Open</button>);
    const button = screen.getByRole('button');
    fireEvent.pointerOver(button);
    expect(preload).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(button);
    expect(preload).toHaveBeenCalledTimes(2);
    act(() => button.focus());
    expect(preload).toHaveBeenCalledTimes(3);
  });
});

describe('whenIdle', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the task only once the page has settled after its load', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    jest.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
