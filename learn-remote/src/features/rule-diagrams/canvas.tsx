import { diagramColors } from '@gg/ui';
import { DiagramSvg } from '@gg/ui/field';
import type { ReactNode } from 'react';

/**
 * A plain drawing surface for diagrams that are not a field (clocks, scoreboards). Its units are
 * design pixels: a canvas 356 wide draws 1 unit = 1 CSS px on a phone.
 */
export function Canvas({ width = 356, height, labelledBy, children }: { width?: number; height: number; labelledBy?: string; children: ReactNode }) {
  // Same striped turf as the field diagrams, so every diagram shares one look: a field is green.
  const stripes: ReactNode[] = [];
  for (let x = 0; x < width; x += 64) stripes.push(<rect key={x} x={x + 32} y={0} width={32} height={height} fill={diagramColors.grassStripe} />);
  return (
    <DiagramSvg viewBox={{ x: 0, y: 0, width, height }} labelledBy={labelledBy}>
      <g aria-hidden="true" pointerEvents="none">
        <rect x={0} y={0} width={width} height={height} fill={diagramColors.grass} />
        {stripes}
      </g>
      {children}
    </DiagramSvg>
  );
}
