import { FieldMarkerSchema } from '@gg/contracts';
import { fieldMarkers } from '../../test/fixtures';
import { areaForMarker, categoryLook, closestMarkerDistance, MARKER_CATEGORIES, MARKER_DOT_PX, MARKER_HIT_PX } from './field-geometry';

describe('field geometry with the content API\'s marker data', () => {
  it('uses the API\'s answer shape for the 8 markers', () => {
    expect(FieldMarkerSchema.array().length(8).safeParse(fieldMarkers).success).toBe(true);
  });

  it('keeps every 44 px touch target apart on a 390 px phone (the field runs edge to edge there)', () => {
    expect(fieldMarkers).toHaveLength(8);
    expect(closestMarkerDistance(fieldMarkers, 390)).toBeGreaterThanOrEqual(MARKER_HIT_PX);
  });

  it('never lets the visible dots touch, even on a 320 px screen', () => {
    expect(closestMarkerDistance(fieldMarkers, 320)).toBeGreaterThan(MARKER_DOT_PX + 8);
  });

  it('knows the area every real marker describes', () => {
    for (const marker of fieldMarkers) expect(areaForMarker(marker.id)).toBeDefined();
    expect(areaForMarker('red-zone')).toEqual({ kind: 'band', from: 90, to: 110 });
    expect(areaForMarker('unknown')).toBeUndefined();
  });

  it('names and shapes each category (colour is never alone)', () => {
    expect(Object.values(MARKER_CATEGORIES).map((c) => c.label)).toEqual(['Scoring', 'Field Position', 'Boundaries']);
    expect(new Set(Object.values(MARKER_CATEGORIES).map((c) => c.shape)).size).toBe(3);
    expect(categoryLook('something-new').label).toBe('something-new');
  });
});
