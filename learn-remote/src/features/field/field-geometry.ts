import type { FieldMarker } from '@gg/contracts';
import { diagramColors } from '@gg/ui';

/** A field drawn to scale: 120 yards long including both 10-yard end zones, 53⅓ yards wide. */
export const FIELD_LENGTH = 120;
export const FIELD_WIDTH = 160 / 3;
export const END_ZONE = 10;
/** Inbounds lines (hash marks) sit 70 ft 9 in from each sideline. */
export const HASH_FROM_SIDELINE = (70 + 9 / 12) / 3;

/**
 * Each marker's touch target (a circle: theme.touchTarget) and the dot drawn at its centre
 * (theme.space(3)), in px for the spacing arithmetic below.
 */
export const MARKER_HIT_PX = 44;
export const MARKER_DOT_PX = 24;

export type MarkerCategory = FieldMarker['category'];
export type MarkerShape = 'circle' | 'diamond' | 'square';

/**
 * How each category looks. The shape differs as well as the colour, and the legend names each
 * one, so colour never carries the meaning alone.
 */
export const MARKER_CATEGORIES: Record<MarkerCategory, { label: string; color: string; shape: MarkerShape }> = {
  scoring: { label: 'Scoring', color: diagramColors.scoring, shape: 'circle' },
  'field-position': { label: 'Field Position', color: diagramColors.zone, shape: 'diamond' },
  boundaries: { label: 'Boundaries', color: diagramColors.neutral, shape: 'square' },
};

export const categoryLook = (category: string) =>
  MARKER_CATEGORIES[category as MarkerCategory] ?? { label: category, color: diagramColors.neutral, shape: 'circle' as const };

/** The part of the field a marker is about, in yards, shaded when it is selected. */
export type FieldArea =
  | { kind: 'band'; from: number; to: number } // across the field, between two yard positions
  | { kind: 'yard-line'; at: number }
  | { kind: 'sideline'; at: number }; // 0 = top, FIELD_WIDTH = bottom

/** Known marker ids -> the area they describe (x runs left to right, the offense's direction). */
const AREAS: Record<string, FieldArea> = {
  'own-end-zone': { kind: 'band', from: 0, to: END_ZONE },
  'own-20': { kind: 'yard-line', at: END_ZONE + 20 },
  midfield: { kind: 'yard-line', at: FIELD_LENGTH / 2 },
  'red-zone': { kind: 'band', from: FIELD_LENGTH - END_ZONE - 20, to: FIELD_LENGTH - END_ZONE },
  'goal-line': { kind: 'yard-line', at: FIELD_LENGTH - END_ZONE },
  'opponent-end-zone': { kind: 'band', from: FIELD_LENGTH - END_ZONE, to: FIELD_LENGTH },
  'home-sideline': { kind: 'sideline', at: 0 },
  'visitor-sideline': { kind: 'sideline', at: FIELD_WIDTH },
};

export const areaForMarker = (markerId: string): FieldArea | undefined => AREAS[markerId];

/**
 * Smallest centre-to-centre distance (px) between any two markers on a field drawn `widthPx`
 * wide. At least MARKER_HIT_PX means no two touch targets overlap.
 */
export function closestMarkerDistance(markers: readonly Pick<FieldMarker, 'position'>[], widthPx: number): number {
  const heightPx = (widthPx * FIELD_WIDTH) / FIELD_LENGTH;
  let best = Infinity;
  markers.forEach((a, i) => {
    for (const b of markers.slice(i + 1)) {
      const dx = ((a.position.left - b.position.left) / 100) * widthPx;
      const dy = ((a.position.top - b.position.top) / 100) * heightPx;
      best = Math.min(best, Math.hypot(dx, dy));
    }
  });
  return best;
}
