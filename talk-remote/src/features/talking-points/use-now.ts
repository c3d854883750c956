import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`, so "5m ago" keeps counting while the list itself has not changed. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
