/** Display rules for injuries: status groups, severity, sort orders and labels. Pure, so they are tested on their own. */
import type { Injury } from '@gg/contracts';
import { compareText, monthDay } from '@gg/ui';

/** How many cards of a status group are shown before "Show more" (a season's report runs to hundreds). */
export const INJURY_PAGE_SIZE = 20;

export type StatusKey = 'out' | 'doubtful' | 'questionable' | 'probable' | 'injured-reserve' | 'suspended' | 'day-to-day';

/** Grouping and severity order: out, doubtful, questionable, probable, then the other statuses. */
export const STATUS_ORDER: readonly StatusKey[] = ['out', 'doubtful', 'questionable', 'probable', 'injured-reserve', 'suspended', 'day-to-day'];

export const STATUS_LABELS: Record<StatusKey, string> = {
  out: 'Out', doubtful: 'Doubtful', questionable: 'Questionable', probable: 'Probable',
  'injured-reserve': 'Injured Reserve', suspended: 'Suspended', 'day-to-day': 'Day-To-Day',
};

const isStatusKey = (value: unknown): value is StatusKey => typeof value === 'string' && (STATUS_ORDER as readonly string[]).includes(value);

/** The group a card goes in: an unknown or missing status is grouped as questionable. */
export const groupStatus = (injury: Pick<Injury, 'status'>): StatusKey => (isStatusKey(injury.status) ? injury.status : 'questionable');

/** What the status badge says: the status, or that it is not known (the card still sits with the questionable ones). */
export const statusLabel = (injury: Pick<Injury, 'status'>): string => (isStatusKey(injury.status) ? STATUS_LABELS[injury.status] : 'Status unknown');

/** Severity rank for sorting: the known statuses in order, an unknown or missing status last of all. */
export const severityRank = (injury: Pick<Injury, 'status'>): number => (isStatusKey(injury.status) ? STATUS_ORDER.indexOf(injury.status) : STATUS_ORDER.length);

export const SORTS = [
  { value: 'team-asc', label: 'Team A → Z' },
  { value: 'team-desc', label: 'Team Z → A' },
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'severity', label: 'By Severity' },
] as const;
export type InjurySort = (typeof SORTS)[number]['value'];
export const DEFAULT_SORT: InjurySort = 'team-asc';
export const isInjurySort = (value: string): value is InjurySort => SORTS.some((s) => s.value === value);

const time = (iso: string | null): number | null => {
  const t = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(t) ? null : t;
};
const text = (s: string | null) => s ?? '';
const byTeam = (a: Injury, b: Injury) => compareText(text(a.teamName), text(b.teamName));
const byPlayer = (a: Injury, b: Injury) => compareText(text(a.playerName), text(b.playerName));
/** Dated reports first, in the given direction; undated ones at the end either way. */
const byDate = (direction: 1 | -1) => (a: Injury, b: Injury) => {
  const ta = time(a.dateReported);
  const tb = time(b.dateReported);
  if (ta === null || tb === null) return ta === tb ? 0 : ta === null ? 1 : -1;
  return (ta - tb) * direction;
};

const COMPARE: Record<InjurySort, (a: Injury, b: Injury) => number> = {
  'team-asc': (a, b) => byTeam(a, b) || byPlayer(a, b),
  'team-desc': (a, b) => byTeam(b, a) || byPlayer(a, b),
  newest: (a, b) => byDate(-1)(a, b) || byTeam(a, b) || byPlayer(a, b),
  oldest: (a, b) => byDate(1)(a, b) || byTeam(a, b) || byPlayer(a, b),
  severity: (a, b) => severityRank(a) - severityRank(b) || byDate(-1)(a, b) || byTeam(a, b) || byPlayer(a, b),
};

export function sortInjuries(injuries: readonly Injury[], sort: InjurySort): Injury[] {
  return [...injuries].sort(COMPARE[sort]);
}

export interface StatusGroup { status: StatusKey; injuries: Injury[] }

/**
 * ESPN's "listed on the report but active" entry (INJURY_STATUS_ACTIVE, no status), which the hub
 * asks for with includeGeneric=true. It is not an injury (often it is team news: a contract, a
 * signing), so it is never grouped or counted with the injuries.
 */
export const isTeamNote = (injury: Pick<Injury, 'status' | 'injuryType'>): boolean => injury.status === null && injury.injuryType === 'INJURY_STATUS_ACTIVE';

/** The team notes worth showing (they say something or name someone), newest first. */
export function teamNotes(injuries: readonly Injury[]): Injury[] {
  return sortInjuries(injuries.filter((i) => isTeamNote(i) && Boolean(i.description?.trim() || i.playerName)), 'newest');
}

/**
 * Cards grouped by status in severity order (empty groups left out), each group in the chosen order.
 * Team notes are left out: they are not injuries.
 */
export function groupInjuries(injuries: readonly Injury[], sort: InjurySort): StatusGroup[] {
  const sorted = sortInjuries(injuries.filter((i) => !isTeamNote(i)), sort);
  return STATUS_ORDER
    .map((status) => ({ status, injuries: sorted.filter((i) => groupStatus(i) === status) }))
    .filter((g) => g.injuries.length > 0);
}

/** ESPN's "on the report but playing" entry is not an injury type a fan would recognise. */
export function injuryTypeLabel(type: string | null): string | null {
  if (!type) return null;
  return type === 'INJURY_STATUS_ACTIVE' ? 'Listed on Injury Report' : type;
}

/** The day a report was filed, in the page's time zone; null when missing or unreadable. */
export function reportedDate(iso: string | null, zone: string): string | null {
  const t = time(iso);
  return t === null ? null : monthDay(new Date(t), zone, true);
}

/**
 * Expected return: a calendar day ('2025-08-01') is that day wherever the reader is; a timestamp is
 * shown as a day in the page's zone; anything else (e.g. 'Week 3') as written. `dateTime` is set
 * when it is a date.
 */
export function expectedReturn(value: string | null, zone: string): { label: string; dateTime?: string } | null {
  const raw = value?.trim();
  if (!raw) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const t = day ? Date.parse(`${raw}T00:00:00Z`) : /^\d{4}-\d{2}-\d{2}T/.test(raw) ? Date.parse(raw) : Number.NaN;
  // a calendar day is read at midnight UTC, so written in UTC it is that same day
  return Number.isNaN(t) ? { label: raw } : { label: monthDay(new Date(t), day ? 'UTC' : zone, true), dateTime: raw };
}
