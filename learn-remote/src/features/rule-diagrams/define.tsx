import type { DiagramHotspot } from '@gg/contracts';
import { useContext, type ComponentType } from 'react';
import { Canvas } from './canvas';
import { FrameContext, HotspotContext } from './context';
import { BALL_LENGTH, Field, type FieldProps } from '@gg/ui/field';
import type { DiagramDrawingProps, Lineup, PlayerCount, RuleDiagram } from './types';

export interface DiagramDefinition {
  ruleId: string;
  title: string;
  hotspots: DiagramHotspot[];
  note?: string;
  players?: PlayerCount;
  lineup?: Lineup;
  /** Draw on a field (to scale, optionally cropped)… */
  field?: Omit<FieldProps, 'children'>;
  /** …or on a plain canvas measured in design pixels (356 wide by default). */
  canvas?: { width?: number; height: number };
  /**
   * The shapes, drawn inside the field or canvas (so useScale() sees its units). Its
   * <Hotspot id> elements find their data, selection and handler through context.
   */
  Art: ComponentType;
}

/** The lineup of a snap at x, on a view too wide to show the ball's length: one line for both teams. */
export const scrimmage = (x: number): Lineup => ({ kind: 'scrimmage', offense: x, defense: x });

/** The lineup of a snap in a close-up: each team's line runs through its own end of the ball at x. */
export const neutralZone = (x: number, across?: Lineup['across']): Lineup => ({
  kind: 'scrimmage',
  offense: x - BALL_LENGTH / 2,
  defense: x + BALL_LENGTH / 2,
  ...(across ? { across } : {}),
});

/** Turns a diagram's data and art into a RuleDiagram whose Drawing takes the standard props. */
export function defineDiagram({ ruleId, title, hotspots, note, players, lineup, field, canvas, Art }: DiagramDefinition): RuleDiagram {
  function Drawing({ selectedId, onSelect }: DiagramDrawingProps) {
    const { labelledBy } = useContext(FrameContext);
    return (
      <HotspotContext.Provider value={{ hotspots, selectedId, onSelect }}>
        {canvas ? (
          <Canvas width={canvas.width} height={canvas.height} labelledBy={labelledBy}>
            <Art />
          </Canvas>
        ) : (
          <Field {...field} labelledBy={labelledBy}>
            <Art />
          </Field>
        )}
      </HotspotContext.Provider>
    );
  }
  Drawing.displayName = `RuleDiagram(${ruleId})`;
  return { ruleId, title, hotspots, Drawing, ...(note ? { note } : {}), ...(players ? { players } : {}), ...(lineup ? { lineup } : {}) };
}
