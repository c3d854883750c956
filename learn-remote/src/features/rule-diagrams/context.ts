import type { DiagramHotspot } from '@gg/contracts';
import { createContext } from 'react';

/** How the card labels the drawing's root <svg> (set by RuleDiagramCard, passed on by each drawing). */
export interface FrameLabel {
  labelledBy?: string;
}
export const FrameContext = createContext<FrameLabel>({});

/** Which hotspots a drawing has, which one is selected, and how to select one. */
export interface HotspotState {
  hotspots: DiagramHotspot[];
  selectedId: string | null;
  onSelect: (hotspot: DiagramHotspot) => void;
}
export const HotspotContext = createContext<HotspotState | null>(null);
