import type { FieldMarker } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

export const fetchFieldMarkers = (signal?: AbortSignal) => getJson<FieldMarker[]>('/api/field-markers', { signal });
export const fieldMarkersQuery = () => queryOptions({ queryKey: ['/api/field-markers'], queryFn: ({ signal }) => fetchFieldMarkers(signal) });
export const useFieldMarkers = () => useQuery(fieldMarkersQuery());
