import type { DiagramHotspot } from '@gg/contracts';
import { createContext } from 'react';

/** Which hotspots a drawing has, which one is selected, and how to select one. */
export interface HotspotState {
  hotspots: DiagramHotspot[];
  selectedId: string | null;
  onSelect: (hotspot: DiagramHotspot) => void;
}
export const HotspotContext = createContext<HotspotState | null>(null);
