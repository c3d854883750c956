import styled from '@emotion/styled';
import { diagramColors } from '@gg/ui';
import { useContext, type KeyboardEvent, type ReactNode } from 'react';
import { useScale } from '@gg/ui/field';
import { HotspotContext } from './context';

/** The outline of a hotspot, in drawing units: a box or a circle around its shapes. */
export type HotspotArea = { x: number; y: number; w: number; h: number } | { cx: number; cy: number; r: number };

/** Hit areas are grown to at least this many design pixels so small shapes stay easy to tap. */
const MIN_HIT_PX = 40;

/**
 * Rings show on hover, keyboard focus (dashed) and selection; while another hotspot is selected
 * this one is dimmed. `focusDash` is in drawing units, so the dashes look the same at any zoom.
 */
const HotspotGroup = styled('g', { shouldForwardProp: (prop) => prop !== 'dimmed' && prop !== 'focusDash' })<{ dimmed: boolean; focusDash: string }>(({ dimmed, focusDash }) => ({
  transition: 'opacity 150ms ease',
  opacity: dimmed ? 0.55 : 1,
  '& [role="button"]': { cursor: 'pointer', outline: 'none' },
  '& .gg-ring': { opacity: 0, transition: 'opacity 120ms ease' },
  '&:hover .gg-ring-hover': { opacity: 0.7 },
  '& [role="button"]:focus-visible .gg-ring': { opacity: 1 },
  '& [role="button"]:focus-visible .gg-ring-front': { strokeDasharray: focusDash },
  '& [aria-pressed="true"] .gg-ring': { opacity: 1 },
  '&:focus-within, &:hover': { opacity: 1 },
}));

export interface HotspotProps {
  /** The hotspot id in this diagram's data (kebab-case). */
  id: string;
  /**
   * Outline used for the focus ring, the selection ring and (grown if small) the hit area.
   * A list when the hotspot's shapes sit in more than one place (e.g. two markers).
   */
  area: HotspotArea | HotspotArea[];
  children: ReactNode;
}

/**
 * One tappable, focusable element of a diagram: the shapes it wraps, an invisible larger hit
 * area, a focus ring for keyboard users and a ring when selected. Name, colour and the select
 * handler come from the diagram (HotspotContext), so the legend always matches the shape.
 */
export function Hotspot({ id, area, children }: HotspotProps) {
  const state = useContext(HotspotContext);
  const { px } = useScale();
  if (!state) throw new Error('Hotspot must be drawn inside a rule diagram');
  const hotspot = state.hotspots.find((h) => h.id === id);
  if (!hotspot) throw new Error(`Unknown hotspot "${id}"`);
  const selected = state.selectedId === id;
  const dimmed = state.selectedId !== null && !selected;

  const select = () => state.onSelect(hotspot);
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'Spacebar') {
      event.preventDefault(); // Space would scroll the page
      select();
    }
  };

  const gap = px(4);
  const ringWidth = px(2.5);
  const areas = Array.isArray(area) ? area : [area];
  const rings = areas.map((a, i) => {
    if ('r' in a) return <circle key={i} cx={a.cx} cy={a.cy} r={a.r + gap} />;
    return <rect key={i} x={a.x - gap} y={a.y - gap} width={a.w + 2 * gap} height={a.h + 2 * gap} rx={px(5)} />;
  });
  const hits = areas.map((a, i) => {
    if ('r' in a) return <circle key={i} cx={a.cx} cy={a.cy} r={Math.max(a.r, px(MIN_HIT_PX / 2))} />;
    const hw = Math.max(a.w, px(MIN_HIT_PX));
    const hh = Math.max(a.h, px(MIN_HIT_PX));
    return <rect key={i} x={a.x + a.w / 2 - hw / 2} y={a.y + a.h / 2 - hh / 2} width={hw} height={hh} />;
  });

  // The drawing and the button are siblings: the drawing's own labels ("4th & 6 at the 30", "K")
  // are art, and the button's name is the hotspot's name, so what a voice-control user says to
  // press it is what the legend and the panel call it.
  return (
    <HotspotGroup dimmed={dimmed} focusDash={`${px(6)} ${px(4)}`}>
      <g aria-hidden="true" pointerEvents="none" data-hotspot-art={id}>{children}</g>
      <g role="button" tabIndex={0} aria-label={hotspot.name} aria-pressed={selected} data-hotspot-id={id} onClick={select} onKeyDown={onKeyDown}>
        <title>{hotspot.name}</title>
        {/* invisible hit area over the drawing, grown so small shapes stay easy to tap */}
        <g fill="transparent" stroke="none" pointerEvents="all">{hits}</g>
        <g className="gg-ring gg-ring-hover" fill="none" pointerEvents="none" stroke={diagramColors.clock} strokeWidth={ringWidth * 2.2}>
          {rings}
        </g>
        <g className="gg-ring gg-ring-front" fill="none" pointerEvents="none" stroke={diagramColors.highlight} strokeWidth={ringWidth}>
          {rings}
        </g>
      </g>
    </HotspotGroup>
  );
}
