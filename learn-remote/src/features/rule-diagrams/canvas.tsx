import styled from '@emotion/styled';
import { diagramColors } from '@gg/ui';
import { useContext, useMemo, type ReactNode } from 'react';
import { FrameContext, ScaleContext, scaleForWidth } from './context';

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const RootSvg = styled.svg(({ theme }) => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  fontFamily: theme.font.family,
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
}));

/**
 * The root <svg> of every diagram. It is a labelled group rather than role="img": an image's
 * children are presentational, so Chromium would hide the hotspot buttons from screen readers.
 */
export function DiagramSvg({ viewBox, children }: { viewBox: ViewBox; children: ReactNode }) {
  const { labelledBy } = useContext(FrameContext);
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

/**
 * A plain drawing surface for diagrams that are not a field (clocks, scoreboards). Its units are
 * design pixels: a canvas 356 wide draws 1 unit = 1 CSS px on a phone.
 */
export function Canvas({ width = 356, height, children }: { width?: number; height: number; children: ReactNode }) {
  // Same striped turf as the field diagrams, so every diagram shares one look: a field is green.
  const stripes: ReactNode[] = [];
  for (let x = 0; x < width; x += 64) stripes.push(<rect key={x} x={x + 32} y={0} width={32} height={height} fill={diagramColors.grassStripe} />);
  return (
    <DiagramSvg viewBox={{ x: 0, y: 0, width, height }}>
      <g aria-hidden="true" pointerEvents="none">
        <rect x={0} y={0} width={width} height={height} fill={diagramColors.grass} />
        {stripes}
      </g>
      {children}
    </DiagramSvg>
  );
}
