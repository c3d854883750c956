import { PlayerAdvancedStatsSchema, PlayerBioSchema, PlayerSchema, PlayerSeasonStatsSchema } from '@gg/contracts';
import {
  advancedStatsFromGamelog,
  advancedStatsFromSplits,
  advancedStatsFromStats,
  mergeAdvancedStats,
  playerBioFrom,
  playerFromProfile,
  seasonStatsFromOverview,
  seasonStatsFromStats,
  seasonStatsListFromStats,
} from './athlete';
import { playersFromRoster } from './roster';
import { fixture } from './test-fixtures';

const MAHOMES = '3139477';
const MOORE = '4430191';

describe('profile / bio', () => {
  test('web v3 profile -> Player equal to the roster row for the same athlete', () => {
    const p = playerFromProfile(fixture('athlete_4430191_profile_web_v3.json'));
    expect(PlayerSchema.parse(p)).toEqual(p);
    expect(p).toEqual({
      id: MOORE,
      name: 'Skyy Moore',
      position: 'WR',
      jersey: '24',
      height: `5' 10"`,
      weight: 195,
      age: 24,
      experience: 3,
      college: 'Western Michigan',
      headshot: 'https://a.espncdn.com/i/headshots/nfl/players/full/4430191.png',
    });
    expect(playersFromRoster(fixture('team_12_KC_roster.json')).find((x) => x.id === MOORE)).toEqual(p);
  });

  test('PlayerBio from the profile: draft and birthplace', () => {
    const bio = playerBioFrom(fixture('athlete_4430191_profile_web_v3.json'));
    expect(PlayerBioSchema.parse(bio)).toEqual(bio);
    expect(bio).toMatchObject({ drafted: '2022: Rd 2, Pk 54 (KC)', birthPlace: 'New Kensington, PA', bio: null, awards: [], careerHighlights: [] });
  });

  test('PlayerBio from the core athlete + /bio (Mahomes): draft rebuilt from draft{}', () => {
    const bio = playerBioFrom(fixture('core_athlete_3139477.json'), fixture('athlete_3139477_bio_web_v3.json'));
    expect(PlayerBioSchema.parse(bio)).toEqual(bio);
    expect(bio).toMatchObject({ id: MAHOMES, name: 'Patrick Mahomes', drafted: '2017: Rd 1, Pk 10 (KC)', birthPlace: 'Whitehouse, TX', awards: [] });
  });

  test('awards shape is read when present', () => {
    const bio = playerBioFrom({ id: '1', displayName: 'X' }, { awards: [{ name: 'Pro Bowl', displayCount: '6x' }, { displayName: 'NFL MVP', seasons: ['2018', '2022'] }, 'All-Pro', null] });
    expect(bio?.awards).toEqual(['Pro Bowl (6x)', 'NFL MVP (2x)', 'All-Pro']);
  });
});

describe('season stats', () => {
  test('/stats Mahomes 2024 (latest season by default)', () => {
    const s = seasonStatsFromStats(fixture('athlete_3139477_stats_web_v3.json'), MAHOMES);
    expect(PlayerSeasonStatsSchema.parse(s)).toEqual(s);
    expect(s).toEqual({
      playerId: MAHOMES,
      season: 2024,
      passingYards: 3928,
      passingTouchdowns: 26,
      passingInterceptions: 11,
      rushingYards: 307,
      rushingTouchdowns: 2,
      receivingYards: 2,
      receptions: 1,
      receivingTouchdowns: 0,
      // no 2024 defensive row; passing "sacks" (36 taken) must not leak into sacks
      tackles: 0,
      sacks: 0,
      interceptions: 0,
    });
  });

  test('/stats other seasons', () => {
    const list = seasonStatsListFromStats(fixture('athlete_3139477_stats_web_v3.json'), MAHOMES);
    expect(list.map((s) => s.season)).toEqual([2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
    for (const s of list) expect(PlayerSeasonStatsSchema.parse(s)).toEqual(s);
    const s2023 = list.find((s) => s.season === 2023);
    expect(s2023?.tackles).toBe(1);
    expect(seasonStatsFromStats(fixture('athlete_3139477_stats_web_v3.json'), MAHOMES, 1999)).toBeNull();
  });

  test('/overview Skyy Moore 2024 regular season (all zeros, season from "2024 Offense")', () => {
    const s = seasonStatsFromOverview(fixture('athlete_4430191_overview_web_v3.json'), MOORE);
    expect(PlayerSeasonStatsSchema.parse(s)).toEqual(s);
    expect(s).toMatchObject({ season: 2024, receptions: 0, receivingYards: 0, rushingYards: 0 });
  });

  test('a traded player without seasonTotals: counting stats add up, rates dropped', () => {
    const stats = {
      categories: [
        {
          name: 'passing',
          names: ['passingYards', 'completionPct'],
          statistics: [
            { season: { year: 2024 }, stats: ['1,000', '60.0'] },
            { season: { year: 2024 }, stats: ['500', '70.0'] },
          ],
        },
      ],
    };
    expect(seasonStatsFromStats(stats, '1')?.passingYards).toBe(1500);
    expect(advancedStatsFromStats(stats, '1')?.completionPercentage).toBeNull();
  });
});

describe('advanced stats (only what ESPN labels)', () => {
  const nullExcept = (keys: string[], o: Record<string, unknown> | null) =>
    Object.entries(o ?? {}).filter(([k, v]) => !['playerId', 'season', ...keys].includes(k) && v !== null);

  test('/stats Mahomes 2024: QBR, CMP%, YPA, RTG, YPC', () => {
    const a = advancedStatsFromStats(fixture('athlete_3139477_stats_web_v3.json'), MAHOMES);
    expect(PlayerAdvancedStatsSchema.parse(a)).toEqual(a);
    expect(a).toMatchObject({ season: 2024, qbr: 67.6, completionPercentage: 67.5, yardsPerAttempt: 6.8, passerRating: 93.5, yardsPerCarry: 5.3 });
    expect(nullExcept(['qbr', 'completionPercentage', 'yardsPerAttempt', 'passerRating', 'yardsPerCarry'], a)).toEqual([]);
  });

  test('/gamelog regular-season totals agree with /stats', () => {
    const g = advancedStatsFromGamelog(fixture('athlete_3139477_gamelog_web_v3.json'), MAHOMES);
    expect(PlayerAdvancedStatsSchema.parse(g)).toEqual(g);
    expect(g).toEqual(advancedStatsFromStats(fixture('athlete_3139477_stats_web_v3.json'), MAHOMES, 2024));
  });

  test('/splits Skyy Moore 2024: zero carries -> yardsPerCarry null, not 0.0', () => {
    const s = advancedStatsFromSplits(fixture('athlete_4430191_splits_web_v3.json'), MOORE);
    expect(PlayerAdvancedStatsSchema.parse(s)).toEqual(s);
    expect(s).toMatchObject({ playerId: MOORE, season: 2024, yardsPerCarry: null });
    expect(nullExcept([], s)).toEqual([]);
  });

  test('merge takes the first non-null per field', () => {
    const stats = advancedStatsFromStats(fixture('athlete_3139477_stats_web_v3.json'), MAHOMES);
    const empty = advancedStatsFromSplits(fixture('athlete_4430191_splits_web_v3.json'), MAHOMES);
    const merged = mergeAdvancedStats(empty, null, stats);
    expect(merged).toMatchObject({ qbr: 67.6, passerRating: 93.5, season: 2024 });
    expect(mergeAdvancedStats(null)).toBeNull();
  });
});
