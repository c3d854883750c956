/** Display rules for players and their numbers. Pure, so they are tested on their own. */
import type { PlayerAdvancedStats, PlayerSeasonStats } from '@gg/contracts';
import { positionCode } from './positions';

/** The jersey badge: '#15', or a bare '#' when the number is not known. */
export const jerseyLabel = (jersey: string | null | undefined) => `#${jersey?.trim() ?? ''}`;

/** The badge's text when the number is not known: a dash (initials read as words: "GM" is a General Manager). */
export const NO_JERSEY = '—';

/** What stands in for a missing headshot: the jersey number ('#15'), else a neutral dash. */
export const avatarLabel = (jersey: string | null | undefined): string => (jersey?.trim() ? jerseyLabel(jersey) : NO_JERSEY);

export const weightLabel = (weight: number | null | undefined) => (weight == null ? null : `${weight} lbs`);

/** Seasons in the league: 'Rookie' for 0, '1 year', '8 years'. */
export function experienceLabel(years: number | null | undefined): string | null {
  if (years == null || years < 0) return null;
  if (years === 0) return 'Rookie';
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

// ---------------------------------------------------------------- season stats

/** At most this many stats per group. */
export const STATS_PER_GROUP = 6;

type SeasonStatKey = Exclude<keyof PlayerSeasonStats, 'playerId' | 'season'>;
export interface StatGroup<K extends string = SeasonStatKey> { title: string; stats: { key: K; label: string }[] }

export const SEASON_STAT_GROUPS: StatGroup[] = [
  { title: 'Passing', stats: [{ key: 'passingYards', label: 'Passing Yards' }, { key: 'passingTouchdowns', label: 'Passing TDs' }, { key: 'passingInterceptions', label: 'Interceptions Thrown' }] },
  { title: 'Rushing', stats: [{ key: 'rushingYards', label: 'Rushing Yards' }, { key: 'rushingTouchdowns', label: 'Rushing TDs' }] },
  { title: 'Receiving', stats: [{ key: 'receptions', label: 'Receptions' }, { key: 'receivingYards', label: 'Receiving Yards' }, { key: 'receivingTouchdowns', label: 'Receiving TDs' }] },
  { title: 'Defense', stats: [{ key: 'tackles', label: 'Tackles' }, { key: 'sacks', label: 'Sacks' }, { key: 'interceptions', label: 'Interceptions' }] },
];

export interface ShownGroup { title: string; stats: { label: string; value: number }[] }

/** Each group keeps its non-zero stats (at most STATS_PER_GROUP); a group left with none is hidden. */
export function visibleStatGroups<K extends string>(values: Partial<Record<K, number | null>>, groups: StatGroup<K>[], limit = STATS_PER_GROUP): ShownGroup[] {
  return groups
    .map((group) => ({
      title: group.title,
      stats: group.stats
        .map((s) => ({ label: s.label, value: values[s.key] ?? 0 }))
        .filter((s) => Number.isFinite(s.value) && s.value !== 0)
        .slice(0, limit),
    }))
    .filter((group) => group.stats.length > 0);
}

/** 3928 -> '3,928'; half sacks keep their decimal (4.5). */
export const statValue = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

// ---------------------------------------------------------------- advanced stats

/**
 * percent: a rate. Providers send rates two ways: ESPN as a percentage (completion 67.5), others as
 * a fraction (0.675). Rule: a value from 0 to 1 inclusive is a fraction and is multiplied by 100;
 * anything else already is a percentage. Either way it shows with one decimal: '67.5%'.
 * decimal: one decimal ('6.8'). count: a whole number ('812').
 */
export type MetricKind = 'percent' | 'decimal' | 'count';
type AdvancedKey = Exclude<keyof PlayerAdvancedStats, 'playerId' | 'season'>;
export interface Metric { key: AdvancedKey; label: string; kind: MetricKind }
export interface MetricSection { id: 'passing' | 'rushing' | 'receiving' | 'defense' | 'performance'; title: string; metrics: Metric[] }

export const NOT_AVAILABLE = 'N/A';

export function formatMetric(value: number | null | undefined, kind: MetricKind): string {
  if (value == null || !Number.isFinite(value)) return NOT_AVAILABLE;
  if (kind === 'count') return Math.round(value).toLocaleString('en-US');
  if (kind === 'percent') return `${(Math.abs(value) <= 1 ? value * 100 : value).toFixed(1)}%`;
  return value.toFixed(1);
}

const PASSING: MetricSection = {
  id: 'passing', title: 'Passing Efficiency', metrics: [
    { key: 'qbr', label: 'QBR', kind: 'decimal' },
    { key: 'completionPercentage', label: 'Completion %', kind: 'percent' },
    { key: 'yardsPerAttempt', label: 'Yards per Attempt', kind: 'decimal' },
    { key: 'passerRating', label: 'Passer Rating', kind: 'decimal' },
    { key: 'redZoneEfficiency', label: 'Red Zone Efficiency', kind: 'percent' },
  ],
};
const RUSHING: MetricSection = {
  id: 'rushing', title: 'Rushing Analytics', metrics: [
    { key: 'yardsPerCarry', label: 'Yards per Carry', kind: 'decimal' },
    { key: 'yardsAfterContact', label: 'Yards After Contact', kind: 'decimal' },
    { key: 'brokenTackles', label: 'Broken Tackles', kind: 'count' },
  ],
};
const RECEIVING: MetricSection = {
  id: 'receiving', title: 'Receiving Metrics', metrics: [
    { key: 'yardsAfterCatch', label: 'Yards After Catch', kind: 'decimal' },
    { key: 'targetShare', label: 'Target Share', kind: 'percent' },
    { key: 'catchRate', label: 'Catch Rate', kind: 'percent' },
    { key: 'separationDistance', label: 'Avg. Separation (yds)', kind: 'decimal' },
  ],
};
const DEFENSE: MetricSection = {
  id: 'defense', title: 'Defensive Analytics', metrics: [
    { key: 'tackleEfficiency', label: 'Tackle Efficiency', kind: 'percent' },
    { key: 'passRushWinRate', label: 'Pass Rush Win Rate', kind: 'percent' },
    { key: 'coverageRating', label: 'Coverage Rating', kind: 'decimal' },
  ],
};
const PERFORMANCE: MetricSection = {
  id: 'performance', title: 'Performance Metrics', metrics: [
    { key: 'snapCount', label: 'Snap Count', kind: 'count' },
    { key: 'snapPercentage', label: 'Snap %', kind: 'percent' },
    { key: 'fantasyPoints', label: 'Fantasy Points', kind: 'decimal' },
    { key: 'fantasyPointsPerGame', label: 'Fantasy Points per Game', kind: 'decimal' },
  ],
};

const RUSHERS = new Set(['RB', 'FB']);
const RECEIVERS = new Set(['WR', 'TE']);
const DEFENDERS = new Set(['DE', 'DT', 'LB', 'CB', 'S', 'DL', 'DB', 'EDGE']);

/** The sections a position shows: its own (if it has one), and always Performance Metrics last. */
export function advancedSections(position: string | null): MetricSection[] {
  const code = positionCode(position);
  const own = code === 'QB' ? PASSING : RUSHERS.has(code) ? RUSHING : RECEIVERS.has(code) ? RECEIVING : DEFENDERS.has(code) ? DEFENSE : null;
  return own ? [own, PERFORMANCE] : [PERFORMANCE];
}

/** The section's metrics the provider has a number for (the others are left out, not shown as 'N/A'). */
export const knownMetrics = (stats: PlayerAdvancedStats, section: MetricSection): Metric[] =>
  section.metrics.filter((m) => stats[m.key] != null && Number.isFinite(stats[m.key]));

/** Nothing to show: every metric of the position's sections is missing. */
export const hasAnyMetric = (stats: PlayerAdvancedStats, sections: MetricSection[]) =>
  sections.some((s) => s.metrics.some((m) => stats[m.key] != null));

// ---------------------------------------------------------------- seasons

/** The season named when nothing the app has loaded says which season is being played. */
export const FALLBACK_SEASON = 2025;

/** The season being played or next played: the newest season among the upcoming games. */
export function currentSeason(games: readonly { season: number | null }[] | undefined): number {
  const seasons = (games ?? []).map((g) => g.season).filter((s): s is number => s !== null);
  return seasons.length ? Math.max(...seasons) : FALLBACK_SEASON;
}
