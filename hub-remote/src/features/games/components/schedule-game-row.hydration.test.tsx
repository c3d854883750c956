/**
 * @jest-environment-options {"timeZone": "Asia/Tokyo"}
 */
// The fan's browser is in Tokyo; the page was rendered by a server elsewhere.
import type { Game } from '@gg/contracts';
import { QueryClientProvider, createQueryClient } from '@gg/data';
import { MemoryRouter } from '@gg/router';
import { RenderClockContext, ThemeRoot, type RenderClock } from '@gg/ui';
import { supportNamedTimeZones } from '@gg/ui/named-time-zones';
import { mockFetch } from '@gg/ui/testing';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ScheduleGameRow } from './schedule-game-row';
import { packersAtFalcons } from '../test-games';

declare function setProcessTimeZone(name: string): void;

supportNamedTimeZones(); // as the server renderer does; the browser loads it for a zone it is not in

const KICKOFF = '2026-11-29T18:00:00.000Z'; // 1:00 PM in New York, 3:00 AM the next day in Tokyo
const game: Game = packersAtFalcons({ gameDate: KICKOFF, week: 13, venue: 'Mercedes-Benz Stadium', broadcast: 'FOX' });

const row = (clock: RenderClock) => (
  <ThemeRoot>
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <RenderClockContext value={clock}>
          <ScheduleGameRow game={game} teams={[]} onViewLive={() => undefined} />
        </RenderClockContext>
      </MemoryRouter>
    </QueryClientProvider>
  </ThemeRoot>
);

describe('a kickoff rendered by a server for a fan in New York', () => {
  afterEach(() => {
    setProcessTimeZone('Asia/Tokyo');
    jest.useRealTimers();
  });

  it("hydrates in a browser in Tokyo without a mismatch, then shows the browser's own time", async () => {
    mockFetch({ '/api/teams': [] });
    // the gateway: its process in UTC, the page rendered with the zone the fan's cookie names
    setProcessTimeZone('UTC');
    const clock = { timeZone: 'America/New_York', now: Date.parse('2026-11-28T15:00:00Z') }; // Saturday morning in New York
    const html = renderToString(row(clock));
    expect(html).toContain('<time dateTime="2026-11-29T18:00:00.000Z">Tomorrow · 1:00 PM Local</time>');
    // the fan's browser, an hour after the page was rendered: it hydrates with the clock the HTML names
    setProcessTimeZone('Asia/Tokyo');
    jest.useFakeTimers({ now: Date.parse('2026-11-28T16:00:00Z'), doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] });
    expect(new Date(KICKOFF).getHours()).toBe(3); // really another zone here
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    try {
      await act(async () => { hydrateRoot(container, row(clock), { onRecoverableError: (error) => mismatches.push(error) }); });
      expect(mismatches).toEqual([]);
      // 1 AM on Sunday in Tokyo: the game is on Monday at 3 AM there
      expect(container.querySelector('time')).toHaveTextContent('Tomorrow · 3:00 AM Local');
    } finally {
      container.remove();
    }
  });
});
