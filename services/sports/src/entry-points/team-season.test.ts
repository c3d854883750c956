import { TeamSeasonSchema, type TeamSeason } from '@gg/contracts';
import request from 'supertest';
import { recordedApp } from '../test-support';

describe('GET /api/teams/{teamId}/season over the recorded provider (the real app on port 0)', () => {
  const t0 = Date.now();
  const sports = recordedApp({ speed: 60, now: () => new Date(t0) });
  afterAll(() => sports.dispose());

  const season = async (teamId: string): Promise<TeamSeason> => {
    const res = await request(sports.app).get(`/api/teams/${teamId}/season`).expect(200).expect('Content-Type', /json/);
    expect(res.headers['x-data-stale']).toBe('false');
    expect(Date.parse(String(res.headers['x-data-updated']))).not.toBeNaN();
    return TeamSeasonSchema.parse(res.body);
  };

  it('Kansas City: the recorded 2023 season in full, its record worked out from it, the coming game next', async () => {
    const kc = await season('12');
    expect(kc).toMatchObject({ teamId: '12', season: 2023, byeWeek: 10, completeness: { record: 'complete', schedule: 'complete', leaders: 'none' } });
    expect(kc.games).toHaveLength(17);
    expect(kc.record).toMatchObject({ season: 2023, overall: { wins: 11, losses: 6, ties: 0 }, home: { wins: 5, losses: 4 }, away: { wins: 6, losses: 2 }, division: { wins: 4, losses: 2 } });
    // the recorded game day's coming game (the 2025 opener against the Chargers), after now
    expect(kc.nextGame).toMatchObject({ status: 'scheduled', opponent: { abbreviation: 'LAC' } });
    expect(Date.parse(kc.nextGame!.gameDate)).toBeGreaterThan(t0);
    expect(kc.notes.join(' ')).toMatch(/leaders are not available/i);
  });

  it('a team without a recorded schedule: its record from the standings, the game day\'s games, marked partial', async () => {
    const gb = await season('9');
    expect(gb.completeness).toEqual({ record: 'complete', schedule: 'partial', leaders: 'none' });
    expect(gb.record).toMatchObject({ season: 2024, overall: { wins: 11, losses: 6, ties: 0 } });
    expect(gb.record?.home).not.toBeNull();
    expect(gb.games.length).toBeGreaterThan(0);
    expect(gb.games.every((g) => g.opponent.id !== '9')).toBe(true);
    expect(gb.notes.join(' ')).toMatch(/full schedule was not recorded/);
    expect(gb.nextGame).not.toBeNull();
  });

  it('every one of the 32 teams gets a valid answer with a record and a next game', async () => {
    const { body: teams } = await request(sports.app).get('/api/teams').expect(200);
    expect(teams).toHaveLength(32);
    for (const team of teams as Array<{ id: string }>) {
      const s = await season(team.id);
      expect(s.record).not.toBeNull();
      expect(s.nextGame).not.toBeNull();
    }
  });

  it('404 for a team that does not exist, 400 for an id that is not one', async () => {
    const missing = await request(sports.app).get('/api/teams/99999/season').expect(404);
    expect(missing.body.error).toMatchObject({ status: 404 });
    const bad = await request(sports.app).get('/api/teams/kc%20chiefs/season').expect(400);
    expect(bad.body.error.message).toMatch(/Team id must be a numeric id/);
  });
});
