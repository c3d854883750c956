import type { DiagramHotspot } from '@gg/contracts';
import type { ComponentType } from 'react';

/** What every diagram drawing receives: which hotspot is selected, and how to select one. */
export interface DiagramDrawingProps {
  selectedId: string | null;
  onSelect: (hotspot: DiagramHotspot) => void;
}

/** One rule's diagram: its hotspots (data) and the SVG that draws them. */
export interface RuleDiagram {
  ruleId: string;
  /** Accessible name of the figure, e.g. "Diagram of a 1st and 10 at the 30". */
  title: string;
  hotspots: DiagramHotspot[];
  Drawing: ComponentType<DiagramDrawingProps>;
  /**
   * A visible "what changed" note shown under the figure when the drawing shows a rule that
   * differs from what many fans (and older descriptions) remember, e.g. overtime or kickoffs.
   */
  note?: string;
}
