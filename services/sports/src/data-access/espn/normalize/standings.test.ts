import { StandingSchema } from '@gg/contracts';
import { standingFromEntry, standingsFrom } from './standings';
import { fixture } from './test-fixtures';

describe('standings (/apis/v2, 2024 final)', () => {
  const list = standingsFrom(fixture('standings_apis_v2_2024.json'));
  const byTeam = (id: string) => list.find((s) => s.teamId === id);

  test('32 teams, season 2024, contract-valid', () => {
    expect(list).toHaveLength(32);
    for (const s of list) expect(StandingSchema.parse(s)).toEqual(s);
    expect(list.every((s) => s.season === 2024)).toBe(true);
  });

  test('Buffalo 13-4, .765, L1, 525 PF / 368 PA', () => {
    expect(byTeam('2')).toEqual({
      id: '2024-2',
      teamId: '2',
      season: 2024,
      wins: 13,
      losses: 4,
      ties: 0,
      winPercentage: expect.closeTo(0.7647, 4),
      pointsFor: 525,
      pointsAgainst: 368,
      streak: 'L1',
    });
  });

  test('Detroit 15-2 on a W3 streak; streak text always W/L', () => {
    expect(byTeam('8')).toMatchObject({ wins: 15, losses: 2, streak: 'W3' });
    expect(list.every((s) => /^[WL]\d+$/.test(s.streak))).toBe(true);
    expect(list.every((s) => s.winPercentage >= 0 && s.winPercentage <= 1)).toBe(true);
  });

  test('fallbacks: streak from signed value, win% from record, percentage tolerated', () => {
    const s = standingFromEntry(
      { team: { id: '1' }, stats: [{ name: 'wins', value: 3 }, { name: 'losses', value: 1 }, { name: 'streak', value: -2 }] },
      2025,
    );
    expect(s).toMatchObject({ winPercentage: 0.75, streak: 'L2', ties: 0, pointsFor: 0 });
    expect(standingFromEntry({ team: { id: '1' }, stats: [{ name: 'winPercent', value: 50 }] }, 2025)?.winPercentage).toBe(0.5);
    expect(standingFromEntry({ team: {} }, 2025)).toBeNull();
    expect(standingFromEntry({ team: { id: '1' } }, null)).toBeNull();
  });

  test('division level nesting (level=3) is walked too', () => {
    const nested = { children: [{ children: [{ standings: { season: 2025, entries: [{ team: { id: '12' }, stats: [] }] } }] }] };
    expect(standingsFrom(nested)).toEqual([
      { id: '2025-12', teamId: '12', season: 2025, wins: 0, losses: 0, ties: 0, winPercentage: 0, pointsFor: 0, pointsAgainst: 0, streak: '' },
    ]);
  });
});
