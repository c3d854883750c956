import { TeamSeasonSchema, type Game } from '@gg/contracts';
import request from 'supertest';
import { recordedApp } from '../test-support';

/**
 * The season is kept for minutes, but a game of the team kicks off and ends within that time: its
 * games on the live scoreboard are answered as the scoreboard has them now, so a page that reads
 * the season again when the scores stream says a game changed gets the change.
 */
describe('GET /api/teams/{teamId}/season on game day (the real app on port 0, the replay moving)', () => {
  const REPLAYED = '401547417'; // Green Bay at Atlanta
  let at = Date.now();
  const sports = recordedApp({ speed: 60, now: () => new Date(at) });
  afterAll(() => sports.dispose());

  const replayed = async (path: string, pick: (body: unknown) => { status: string } | undefined) => {
    const { body } = await request(sports.app).get(path).expect(200);
    return pick(body);
  };
  const onBoard = () => replayed('/api/scores/live', (body) => (body as Game[]).find((g) => g.id === REPLAYED));
  const inSeason = () => replayed('/api/teams/1/season', (body) => TeamSeasonSchema.parse(body).games.find((g) => g.gameId === REPLAYED));

  it("answers Atlanta's replayed game as the scoreboard has it, read after read, as it kicks off and ends", async () => {
    const statuses = new Set<string>();
    for (let step = 0; step < 12; step++) {
      await request(sports.app).post('/api/games/refresh').expect(200); // the scoreboard polled at this moment
      const board = await onBoard();
      const season = await inSeason();
      expect(board).toBeDefined();
      expect(season?.status).toBe(board!.status);
      statuses.add(board!.status);
      at += 20_000; // 20 minutes of the replayed game
    }
    // the replay went through more than one state while the season was still the one first read
    expect(statuses.size).toBeGreaterThan(1);
  });
});
