/**
 * The time zone and the moment a page is rendered with. A server cannot know the fan's zone or
 * when the browser will hydrate, so it renders with a clock it is given (the zone from the fan's
 * cookie, or UTC, and the time of the request) and the HTML says which (<html data-time-zone
 * data-rendered-at>). The browser hydrates with that same clock, so its first render writes the
 * server's text exactly, then React renders again with the browser's own zone and time.
 *
 * Components read them with useTimeZone() and useNow(), never from Date directly, and pass them to
 * the formatting (monthDay, clockTime…). `useSyncExternalStore` gives each hook a server snapshot
 * (the render clock) used on the server and while hydrating, and the browser's own afterwards.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { LOCAL_TIME_ZONE } from '../format/dates';

export interface RenderClock {
  /** An IANA name, 'UTC', or LOCAL_TIME_ZONE when the page was rendered in the zone the browser is in. */
  timeZone: string;
  /** Milliseconds since the epoch. */
  now: number;
}

/** The shell provides it around the page: on the server the request's clock, in the browser the HTML's. */
export const RenderClockContext = createContext<RenderClock | undefined>(undefined);

const unchanging = () => () => undefined;
const local = () => LOCAL_TIME_ZONE;

/** The zone to show dates and times in: the render clock's while rendering on the server or hydrating, then the browser's own. */
export function useTimeZone(): string {
  const clock = useContext(RenderClockContext);
  return useSyncExternalStore(unchanging, local, () => clock?.timeZone ?? LOCAL_TIME_ZONE);
}

const floor = (t: number, step: number) => t - (t % step);

/**
 * The time now, to the last whole `everyMs` (a minute by default), renewed when the next one
 * starts, so "5m ago" and "Today" keep up while the page is open. While rendering on the server or
 * hydrating it is the render clock's; whole steps mean the browser rarely renders again for it.
 */
export function useNow(everyMs = 60_000): number {
  const clock = useContext(RenderClockContext);
  const subscribe = useCallback((onChange: () => void) => {
    let timer: ReturnType<typeof setTimeout>;
    const next = () => { timer = setTimeout(() => { onChange(); next(); }, everyMs - (Date.now() % everyMs)); };
    next();
    return () => clearTimeout(timer);
  }, [everyMs]);
  return useSyncExternalStore(subscribe, () => floor(Date.now(), everyMs), () => floor(clock?.now ?? Date.now(), everyMs));
}
