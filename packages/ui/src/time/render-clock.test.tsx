/**
 * @jest-environment-options {"timeZone": "Asia/Tokyo"}
 */
// The browser here is in Tokyo; the pages come from a server that rendered them for New York.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { clockTime, daysBetween, LOCAL_TIME_ZONE } from '../format/dates';
import { supportNamedTimeZones } from './named-time-zones';
import { RenderClockContext, useNow, useTimeZone, type RenderClock } from './render-clock';

supportNamedTimeZones();

const KICKOFF = new Date('2026-11-29T18:00:00Z'); // 1:00 PM in New York, 3:00 AM on the 30th in Tokyo
const RENDERED_AT = Date.parse('2026-11-29T15:00:30Z'); // 10:00 AM in New York, the day of the game

function Kickoff() {
  const zone = useTimeZone();
  const now = useNow();
  const days = daysBetween(new Date(now), KICKOFF, zone);
  return <p>{`${days === 0 ? 'Today' : days === 1 ? 'Tomorrow' : `${days} days`} at ${clockTime(KICKOFF, zone)} (as of ${now})`}</p>;
}

const page = (clock?: RenderClock) => <RenderClockContext value={clock}><Kickoff /></RenderClockContext>;

describe('the render clock', () => {
  afterEach(() => jest.useRealTimers());

  it('is what a server renders with: the zone and time it is given', () => {
    const html = renderToString(page({ timeZone: 'America/New_York', now: RENDERED_AT }));
    expect(html).toContain(`Today at 1:00 PM (as of ${Date.parse('2026-11-29T15:00:00Z')})`); // the time to the minute
  });

  it("is not used by a page the browser renders itself: that shows the browser's own zone and time", () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-29T19:00:00Z') }); // 4 AM on the 30th in Tokyo, the game an hour old
    render(page());
    expect(screen.getByText(/at 3:00 AM/)).toHaveTextContent('Today at 3:00 AM');
  });

  it("hydrates a server's page with the server's clock, without a mismatch, then shows the browser's", async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-29T19:00:00Z') });
    const clock = { timeZone: 'America/New_York', now: RENDERED_AT };
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(clock));
    document.body.append(container);
    const mismatches: unknown[] = [];
    try {
      await act(async () => { hydrateRoot(container, page(clock), { onRecoverableError: (error) => mismatches.push(error) }); });
      expect(mismatches).toEqual([]);
      expect(container).toHaveTextContent(`Today at 3:00 AM (as of ${Date.parse('2026-11-29T19:00:00Z')})`);
    } finally {
      container.remove();
    }
  });

  it('takes the local zone as the render clock when the page was rendered in the zone the browser is in: nothing to render again', async () => {
    jest.useFakeTimers({ now: RENDERED_AT + 10_000 }); // hydrated ten seconds later, the same minute
    const clock = { timeZone: 'Asia/Tokyo', now: RENDERED_AT };
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(clock));
    document.body.append(container);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    const mismatches: unknown[] = [];
    try {
      await act(async () => { hydrateRoot(container, page({ timeZone: LOCAL_TIME_ZONE, now: RENDERED_AT }), { onRecoverableError: (error) => mismatches.push(error) }); });
      expect(mismatches).toEqual([]);
      expect(container).toHaveTextContent('Today at 3:00 AM');
      expect(changes).toEqual([]);
    } finally {
      observer.disconnect();
      container.remove();
    }
  });

  it('moves on with the minute while the page is open', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-29T19:00:40Z') });
    render(page());
    const minute = (iso: string) => `(as of ${Date.parse(iso)})`;
    expect(screen.getByText(/as of/)).toHaveTextContent(minute('2026-11-29T19:00:00Z'));
    act(() => { jest.advanceTimersByTime(19_000); });
    expect(screen.getByText(/as of/)).toHaveTextContent(minute('2026-11-29T19:00:00Z'));
    act(() => { jest.advanceTimersByTime(1_000); });
    expect(screen.getByText(/as of/)).toHaveTextContent(minute('2026-11-29T19:01:00Z'));
    act(() => { jest.advanceTimersByTime(60_000); });
    expect(screen.getByText(/as of/)).toHaveTextContent(minute('2026-11-29T19:02:00Z'));
  });
});
