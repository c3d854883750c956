import type { PlayerAdvancedStats } from '@gg/contracts';
import {
  advancedSections, avatarLabel, currentSeason, experienceLabel, FALLBACK_SEASON, formatMetric, hasAnyMetric, jerseyLabel, SEASON_STAT_GROUPS,
  STATS_PER_GROUP, statValue, visibleStatGroups, weightLabel, type StatGroup,
} from './format';

describe('player facts', () => {
  it('stands in for a missing headshot with the jersey number, else a neutral dash (never initials)', () => {
    expect(avatarLabel('15')).toBe('#15');
    expect(avatarLabel(null)).toBe('—');
    expect(avatarLabel('  ')).toBe('—');
  });

  it('shows the jersey number as #15, and a bare # when it is missing', () => {
    expect(jerseyLabel('15')).toBe('#15');
    expect(jerseyLabel(null)).toBe('#');
    expect(jerseyLabel('')).toBe('#');
  });

  it('gives weight in lbs', () => {
    expect(weightLabel(225)).toBe('225 lbs');
    expect(weightLabel(null)).toBeNull();
  });

  it('calls 0 years of experience Rookie', () => {
    expect(experienceLabel(0)).toBe('Rookie');
    expect(experienceLabel(1)).toBe('1 year');
    expect(experienceLabel(8)).toBe('8 years');
    expect(experienceLabel(null)).toBeNull();
  });
});

describe('season stat groups', () => {
  const zeros = {
    passingYards: 0, passingTouchdowns: 0, passingInterceptions: 0, rushingYards: 0, rushingTouchdowns: 0,
    receivingYards: 0, receptions: 0, receivingTouchdowns: 0, tackles: 0, sacks: 0, interceptions: 0,
  };

  it('keep only non-zero stats and hide a group of zeros', () => {
    const groups = visibleStatGroups({ ...zeros, passingYards: 3928, passingTouchdowns: 26, rushingYards: 307 }, SEASON_STAT_GROUPS);
    expect(groups).toEqual([
      { title: 'Passing', stats: [{ label: 'Passing Yards', value: 3928 }, { label: 'Passing TDs', value: 26 }] },
      { title: 'Rushing', stats: [{ label: 'Rushing Yards', value: 307 }] },
    ]);
    expect(visibleStatGroups(zeros, SEASON_STAT_GROUPS)).toEqual([]);
  });

  it('show at most 6 stats in a group', () => {
    const wide: StatGroup<string>[] = [{ title: 'Many', stats: Array.from({ length: 8 }, (_, i) => ({ key: `s${i}`, label: `Stat ${i}` })) }];
    const values = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`s${i}`, i + 1]));
    const [group] = visibleStatGroups(values, wide);
    expect(STATS_PER_GROUP).toBe(6);
    expect(group?.stats.map((s) => s.label)).toEqual(['Stat 0', 'Stat 1', 'Stat 2', 'Stat 3', 'Stat 4', 'Stat 5']);
  });

  it('counts the 6 among the non-zero stats only', () => {
    const wide: StatGroup<string>[] = [{ title: 'Many', stats: Array.from({ length: 8 }, (_, i) => ({ key: `s${i}`, label: `Stat ${i}` })) }];
    const values = { s0: 0, s1: 0, s2: 3, s3: 4, s4: 5, s5: 6, s6: 7, s7: 8 };
    expect(visibleStatGroups(values, wide)[0]?.stats.map((s) => s.value)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('writes numbers the way a box score does', () => {
    expect(statValue(3928)).toBe('3,928');
    expect(statValue(4.5)).toBe('4.5');
  });
});

describe('advanced metrics', () => {
  it('reads a percent-type value up to 1 as a fraction and anything larger as a percentage, one decimal either way', () => {
    expect(formatMetric(67.5, 'percent')).toBe('67.5%');
    expect(formatMetric(0.675, 'percent')).toBe('67.5%');
    expect(formatMetric(1, 'percent')).toBe('100.0%');
    expect(formatMetric(0, 'percent')).toBe('0.0%');
    expect(formatMetric(100, 'percent')).toBe('100.0%');
  });

  it('shows other values with one decimal, counts as whole numbers, and a missing value as N/A', () => {
    expect(formatMetric(93.456, 'decimal')).toBe('93.5');
    expect(formatMetric(6.8, 'decimal')).toBe('6.8');
    expect(formatMetric(1012, 'count')).toBe('1,012');
    expect(formatMetric(null, 'decimal')).toBe('N/A');
    expect(formatMetric(undefined, 'percent')).toBe('N/A');
    expect(formatMetric(Number.NaN, 'count')).toBe('N/A');
  });

  it('shows the position’s own section and always Performance Metrics', () => {
    const titles = (position: string | null) => advancedSections(position).map((s) => s.title);
    expect(titles('QB')).toEqual(['Passing Efficiency', 'Performance Metrics']);
    expect(titles('RB')).toEqual(['Rushing Analytics', 'Performance Metrics']);
    expect(titles('FB')).toEqual(['Rushing Analytics', 'Performance Metrics']);
    expect(titles('WR')).toEqual(['Receiving Metrics', 'Performance Metrics']);
    expect(titles('TE')).toEqual(['Receiving Metrics', 'Performance Metrics']);
    for (const d of ['DE', 'DT', 'LB', 'CB', 'S', 'DB', 'OLB', 'FS']) expect(titles(d)).toEqual(['Defensive Analytics', 'Performance Metrics']);
    expect(titles('PK')).toEqual(['Performance Metrics']);
    expect(titles('OT')).toEqual(['Performance Metrics']);
    expect(titles(null)).toEqual(['Performance Metrics']);
  });

  it('knows when none of a position’s metrics is there', () => {
    const empty = { playerId: '1', season: 2024 } as PlayerAdvancedStats;
    expect(hasAnyMetric(empty, advancedSections('WR'))).toBe(false);
    expect(hasAnyMetric({ ...empty, yardsPerCarry: 5.3 }, advancedSections('WR'))).toBe(false);
    expect(hasAnyMetric({ ...empty, catchRate: 0.7 }, advancedSections('WR'))).toBe(true);
    expect(hasAnyMetric({ ...empty, snapCount: 0 }, advancedSections('WR'))).toBe(true);
  });
});

describe('the current season', () => {
  it('is the newest season among the upcoming games, or 2025 without any', () => {
    expect(currentSeason([{ season: 2025 }, { season: 2026 }, { season: null }])).toBe(2026);
    expect(currentSeason([])).toBe(FALLBACK_SEASON);
    expect(currentSeason(undefined)).toBe(2025);
  });
});
