import { TalkingPointSchema } from '@gg/contracts';
import { standing } from '@gg/contracts/testing';
import { CAPTURED_AT, slate, standings, teams, upcomingGames } from '../../test/recorded-game-day';
import { parseStreak, streakPoints } from './streak-points';
import { teamDirectory } from './wording';

const ctx = { teams: teamDirectory(teams()), games: [...slate(), ...upcomingGames()], now: CAPTURED_AT };

describe('streak points from the recorded 2024 standings', () => {
  const { points, retire } = streakPoints(standings(), ctx);
  const byTeam = (id: string) => points.find((p) => p.source === `team:${id}`);

  it('makes one point per team on a run of five or more: CIN W5, WSH W5, CLE L6, TEN L6', () => {
    expect(points.map((p) => p.source).sort()).toEqual(['team:10', 'team:28', 'team:4', 'team:5']);
    for (const p of points) expect(TalkingPointSchema.parse(p)).toEqual(p);
    expect(retire).toHaveLength(28); // every other team's streak point is withdrawn
    expect(retire).toContain('trending:team:12');
  });

  it('says the streak, the record and the next game correctly', () => {
    const cle = byTeam('5')!;
    expect(cle.title).toBe('Browns have dropped 6 straight');
    expect(cle.talkingPoint).toMatch(/^(The Browns have lost six straight\.|Six losses in a row for the Browns\.|The Browns haven't won in six games\.)$/);
    expect(cle.context).toContain('Cleveland Browns: 3-14 in the 2024 standings, 258 points scored and 435 allowed.');
    expect(cle.context).toContain('Next up: the Bengals visit {when}.');
    expect(cle.kickoff).toBe(upcomingGames().find((g) => g.id === '401772829')?.gameDate);
    expect(cle.expiresAt).toBe(upcomingGames().find((g) => g.id === '401772829')?.gameDate); // stale at the next kickoff

    const wsh = byTeam('28')!;
    expect(wsh.title).toBe('Commanders on a 5-game winning streak');
    expect(wsh.context).toContain('Washington Commanders: 12-5 in the 2024 standings');
    expect(wsh.relevanceScore).toBe(4.5);
    expect(byTeam('10')!.relevanceScore).toBe(5); // a sixth game counts more
  });

  it('withdraws a point when the streak ends, and reads only real streaks', () => {
    const after = streakPoints([standing({ teamId: '5', streak: 'W1' })], ctx);
    expect(after).toEqual({ points: [], retire: ['trending:team:5'] });
    expect(parseStreak('L12')).toEqual({ kind: 'L', length: 12 });
    for (const junk of ['', 'T2', 'W', '5W', 'streak']) expect(parseStreak(junk)).toBeNull();
  });
});
