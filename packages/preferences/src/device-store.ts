/**
 * One value kept on the device under its own `localStorage` key, read through a normaliser (a
 * damaged, foreign or older value reads as a valid one), the same object until it changes (as
 * useSyncExternalStore needs). A copy of this package of another version on the same page sees each
 * write through the window event named here, another tab through the `storage` event. Where storage
 * is unavailable (private mode) a value lasts for the page. The viewing preferences and the favorite
 * teams are each one of these. Every page with game-day settings loads it first, with the viewing
 * preferences: it imports nothing, so that load carries nothing more.
 */
export interface DeviceStore<T> {
  read: () => T;
  /** Normalises, keeps and announces `next`; returns what is now kept. */
  write: (next: unknown) => T;
  subscribe: (onChange: () => void) => () => void;
}

export function deviceStore<T>(key: string, changeEvent: string, normalize: (stored: unknown) => T): DeviceStore<T> {
  let cachedRaw: string | null | undefined;
  let cached: T;
  let inMemory: string | null = null;
  const read = () => {
    let raw = inMemory;
    try {
      raw = localStorage.getItem(key);
    } catch { /* unavailable: the copy kept for the page */ }
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      let stored: unknown = null;
      try {
        if (raw !== null) stored = JSON.parse(raw);
      } catch { /* damaged: read as nothing kept */ }
      cached = normalize(stored);
    }
    return cached;
  };
  return {
    read,
    write: (next) => {
      const raw = JSON.stringify(normalize(next));
      try {
        localStorage.setItem(key, raw);
      } catch {
        inMemory = raw;
      }
      window.dispatchEvent(new Event(changeEvent));
      return read();
    },
    subscribe: (onChange) => {
      const onStorage = (event: StorageEvent) => { if (event.key === null || event.key === key) onChange(); };
      window.addEventListener(changeEvent, onChange);
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener(changeEvent, onChange);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
