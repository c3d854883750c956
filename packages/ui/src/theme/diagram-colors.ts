// A file of its own: the field (@gg/ui/field, an entry point apart) reads these without the whole theme.

/**
 * Fixed colours for field and rule diagrams (the same in light and dark: a field is green in both).
 * Hotspot colours are part of each diagram's data (the legend dot must match the shape), so they
 * come from this table, never from literals in a remote.
 */
export const diagramColors = {
  grass: '#2e7d32',
  grassStripe: '#388e3c',
  endZone: '#1b5e20',
  line: '#ffffff',
  offense: '#1565c0',
  defense: '#c62828',
  ball: '#8d4a1c',
  kicker: '#6a1b9a',
  official: '#212121',
  flag: '#f9a825',
  highlight: '#ffca28',
  scoring: '#ef6c00',
  neutral: '#546e7a',
  clock: '#0b1f44',
  chain: '#ff7043',
  goalpost: '#fdd835',
  zone: '#00acc1',
} as const;
export type DiagramColorName = keyof typeof diagramColors;
