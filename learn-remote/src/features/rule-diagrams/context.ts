import type { DiagramHotspot } from '@gg/contracts';
import { createContext, useContext } from 'react';

/**
 * Width in CSS pixels a diagram is designed for: the figure runs edge to edge inside a card on a
 * 390 px phone (390 − 2 × 16 px page padding − 2 × 1 px border). Text and marker sizes are given
 * in "design pixels" at this width and converted into the drawing's own units (yards on a field),
 * so a 12 px label stays 12 px whether the diagram shows the whole field or a 12-yard close-up.
 */
export const DESIGN_WIDTH_PX = 356;

export interface DiagramScale {
  /** Converts design pixels into drawing units (yards for a field). */
  px: (n: number) => number;
}

export const ScaleContext = createContext<DiagramScale>({ px: (n) => n });
export const useScale = () => useContext(ScaleContext);

export function scaleForWidth(viewBoxWidth: number): DiagramScale {
  const unit = viewBoxWidth / DESIGN_WIDTH_PX;
  return { px: (n: number) => n * unit };
}

/** How the card labels the drawing's root <svg> (set by RuleDiagramCard, read by Field/Canvas). */
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
