import type { DiagramHotspot } from '@gg/contracts';
import type { ComponentType } from 'react';

/** What every diagram drawing receives: which hotspot is selected, and how to select one. */
export interface DiagramDrawingProps {
  selectedId: string | null;
  onSelect: (hotspot: DiagramHotspot) => void;
}

/**
 * How many players of each side a diagram draws when it is not 11 v 11, and why: a close-up that
 * cuts the rest out of the frame, a scoreboard, or a penalty for the wrong number on the field.
 */
export interface PlayerCount {
  offense: number;
  defense: number;
  reason: string;
}

/**
 * Where the teams line up for the moment the diagram starts from, in yards with the offense (or
 * the kicking team) driving right: no offensive player past `offense`, no defender short of
 * `defense`. For a snap both run through the ball (its back end and its front end); for a
 * kickoff they are the two teams' restraining lines.
 */
export interface Lineup {
  kind: 'scrimmage' | 'free-kick';
  offense: number;
  defense: number;
  /** Players across their line in a diagram about exactly that foul, and why. */
  across?: { offense: number; defense: number; reason: string };
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
  /** Unset: 11 players a side. */
  players?: PlayerCount;
  /** Unset: the diagram shows no lineup (a clock, a scoreboard, the moment after a play). */
  lineup?: Lineup;
}
