import type { DiagramHotspot } from '@gg/contracts';
import type { ComponentType } from 'react';
import { Canvas } from './canvas';
import { HotspotContext } from './context';
import { Field, type FieldProps } from './field';
import type { DiagramDrawingProps, RuleDiagram } from './types';

export interface DiagramDefinition {
  ruleId: string;
  title: string;
  hotspots: DiagramHotspot[];
  note?: string;
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

/** Turns a diagram's data and art into a RuleDiagram whose Drawing takes the standard props. */
export function defineDiagram({ ruleId, title, hotspots, note, field, canvas, Art }: DiagramDefinition): RuleDiagram {
  function Drawing({ selectedId, onSelect }: DiagramDrawingProps) {
    return (
      <HotspotContext.Provider value={{ hotspots, selectedId, onSelect }}>
        {canvas ? (
          <Canvas width={canvas.width} height={canvas.height}>
            <Art />
          </Canvas>
        ) : (
          <Field {...field}>
            <Art />
          </Field>
        )}
      </HotspotContext.Provider>
    );
  }
  Drawing.displayName = `RuleDiagram(${ruleId})`;
  return note ? { ruleId, title, hotspots, note, Drawing } : { ruleId, title, hotspots, Drawing };
}
