import { deviceStore } from './device-store';

const normalize = (value: unknown) => ({ count: typeof value === 'object' && value !== null && typeof (value as { count?: unknown }).count === 'number' ? (value as { count: number }).count : 0 });

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('a value is kept under its key, normalised, and the same object until it changes', () => {
  const store = deviceStore('test-key', 'test:change', normalize);
  expect(store.read()).toEqual({ count: 0 });
  expect(store.read()).toBe(store.read());
  expect(store.write({ count: 2, junk: true })).toEqual({ count: 2 });
  expect(localStorage.getItem('test-key')).toBe('{"count":2}');
  const kept = store.read();
  expect(store.read()).toBe(kept);
  localStorage.setItem('test-key', '{not json');
  expect(store.read()).toEqual({ count: 0 });
});

test('where storage throws (private mode), a written value lasts for the page', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => { throw new Error('denied'); });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new Error('denied'); });
  const store = deviceStore('test-key', 'test:change', normalize);
  expect(store.read()).toEqual({ count: 0 });
  expect(store.write({ count: 5 })).toEqual({ count: 5 });
  expect(store.read()).toEqual({ count: 5 });
});

test('subscribers hear this page’s writes and other tabs’ changes to this key only, until they leave', () => {
  const store = deviceStore('test-key', 'test:change', normalize);
  const onChange = jest.fn();
  const leave = store.subscribe(onChange);
  store.write({ count: 1 });
  expect(onChange).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new StorageEvent('storage', { key: 'other-key' }));
  expect(onChange).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new StorageEvent('storage', { key: 'test-key' }));
  // a cleared storage (key null) may have held this one
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  expect(onChange).toHaveBeenCalledTimes(3);
  leave();
  store.write({ count: 2 });
  window.dispatchEvent(new StorageEvent('storage', { key: 'test-key' }));
  expect(onChange).toHaveBeenCalledTimes(3);
});
