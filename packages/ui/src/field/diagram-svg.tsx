import styled from '@emotion/styled';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { themed } from '../theme/themed';

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

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const RootSvg = styled.svg(themed(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  fontFamily: theme.font.family,
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
})));

/**
 * The root <svg> of every diagram, labelled by the figure around it (`labelledBy`: its caption's id).
 * It is a labelled group rather than role="img": an image's children are presentational, so
 * Chromium would hide the hotspot buttons from screen readers.
 */
export function DiagramSvg({ viewBox, labelledBy, children }: { viewBox: ViewBox; labelledBy?: string; children: ReactNode }) {
  const scale = useMemo(() => scaleForWidth(viewBox.width), [viewBox.width]);
  return (
    <RootSvg
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      role="group"
      aria-labelledby={labelledBy}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
    >
      <ScaleContext.Provider value={scale}>{children}</ScaleContext.Provider>
    </RootSvg>
  );
}
