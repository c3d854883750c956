/**
 * @jest-environment-options {"timeZone": "Asia/Tokyo"}
 */
// The fan's browser is in Tokyo; the page was rendered by a server elsewhere.
import type { Game } from '@gg/contracts';
import { QueryClientProvider } from '@gg/query';
import { MemoryRouter } from '@gg/router';
import { createQueryClient, ThemeRoot } from '@gg/ui';
import { mockFetch } from '@gg/ui/testing';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ScheduleGameRow } from './schedule-game-row';

declare function setProcessTimeZone(name: string): void;

const KICKOFF = '2026-11-29T18:00:00.000Z'; // 1:00 PM in New York, 3:00 AM the next day in Tokyo
const game: Game = {
  id: '1', status: 'scheduled', statusDetail: null, awayTeam: 'Green Bay Packers', homeTeam: 'Atlanta Falcons', awayTeamId: '9', homeTeamId: '1',
  awayTeamAbbreviation: 'GB', homeTeamAbbreviation: 'ATL', awayScore: 0, homeScore: 0, awayTeamLogo: null, homeTeamLogo: null, awayRecord: null, homeRecord: null,
  gameDate: KICKOFF, season: 2026, seasonType: 2, week: 13, venue: 'Mercedes-Benz Stadium', broadcast: 'FOX', period: null, clock: null,
  possessionTeamId: null, downDistance: null, isRedZone: null, lastPlay: null, temperature: null, windSpeed: null, windDirection: null,
  precipitationProbability: null, weatherCondition: null, weatherCode: null, isIndoorVenue: null,
};

const row = () => (
  <ThemeRoot>
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ScheduleGameRow game={game} teams={[]} onViewLive={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>
  </ThemeRoot>
);

describe('a kickoff rendered by a server in another time zone', () => {
  afterEach(() => setProcessTimeZone('Asia/Tokyo'));

  it("hydrates without a mismatch, then shows the fan's own time", async () => {
    mockFetch({ '/api/teams': [] });
    setProcessTimeZone('America/New_York'); // the server
    const html = renderToString(row());
    expect(html).toContain('1:00 PM Local');
    setProcessTimeZone('Asia/Tokyo'); // the fan's browser
    expect(new Date(KICKOFF).getHours()).toBe(3); // really another zone here
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    try {
      await act(async () => { hydrateRoot(container, row(), { onRecoverableError: (error) => mismatches.push(error) }); });
      expect(mismatches).toEqual([]);
      expect(container).toHaveTextContent('Mon, Nov 30 · 3:00 AM Local');
    } finally {
      container.remove();
    }
  });
});
