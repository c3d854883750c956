/**
 * Drawing parts shared by the rule diagrams. Sizes (text, markers, strokes) are in design pixels
 * and converted with useScale(), so parts look the same on a whole-field view and a close-up.
 * Colours come from diagramColors only.
 */
import styled from '@emotion/styled';
import { diagramColors } from '@gg/ui';
import { useEffect, useId, useRef, useState, type ReactNode, type SVGProps } from 'react';
import { useScale } from '@gg/ui/field';

export type Pt = readonly [number, number];
const C = diagramColors;

/** Rough width of bold system-font text, used to size pills and bubbles. */
export const textWidth = (text: string, size: number) => {
  let em = 0;
  for (const ch of text) em += ch === ' ' ? 0.34 : /[A-Z0-9&+?=]/.test(ch) ? 0.74 : /[ilj.,:'’!|]/.test(ch) ? 0.32 : /[mw]/.test(ch) ? 0.92 : 0.63;
  return em * size;
};

/**
 * Text that must fit a box: if the browser's font renders it wider than `max` (fonts differ
 * between phones), it is squeezed to fit instead of spilling out of its pill.
 */
export function FitText({ max, children, ...rest }: { max: number; children: string } & SVGProps<SVGTextElement>) {
  const ref = useRef<SVGTextElement>(null);
  const [fit, setFit] = useState<number | undefined>(undefined);
  // Measured once the browser has laid the drawing out: measuring during React's commit forced that
  // layout inside its task (a 150 ms task on a slow phone); a squeeze, rarely needed, follows a frame later.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.getComputedTextLength !== 'function') return;
    const length = el.getComputedTextLength();
    setFit(length > max ? max : undefined);
  }, [max, children]);
  return (
    <text ref={ref} {...rest} textLength={fit} lengthAdjust={fit ? 'spacingAndGlyphs' : undefined}>
      {children}
    </text>
  );
}

interface LabelProps {
  x: number;
  y: number;
  children: ReactNode;
  /** Font size in design pixels. */
  size?: number;
  anchor?: 'start' | 'middle' | 'end';
  color?: string;
  weight?: number;
  /** A dark outline behind the letters so white text reads on grass. */
  halo?: boolean;
  rotate?: number;
}

/** Text placed on the drawing, legible on grass thanks to a dark halo. */
export function Label({ x, y, children, size = 12, anchor = 'middle', color = C.line, weight = 700, halo = true, rotate }: LabelProps) {
  const { px } = useScale();
  return (
    <text
      x={x}
      y={y}
      fontSize={px(size)}
      fontWeight={weight}
      textAnchor={anchor}
      dominantBaseline="central"
      fill={color}
      stroke={halo ? C.clock : undefined}
      strokeWidth={halo ? px(3.2) : undefined}
      strokeOpacity={halo ? 0.8 : undefined}
      strokeLinejoin="round"
      paintOrder="stroke"
      transform={rotate ? `rotate(${rotate} ${x} ${y})` : undefined}
    >
      {children}
    </text>
  );
}

interface PillProps {
  x: number;
  y: number;
  text: string;
  size?: number;
  bg?: string;
  fg?: string;
  anchor?: 'start' | 'middle' | 'end';
  /** Outline colour (e.g. the hotspot colour) so a pill can belong to a hotspot. */
  border?: string;
}

/** A rounded label on a solid background (TV-graphic style). Returns its box for hotspot areas. */
export function Pill({ x, y, text, size = 12, bg = C.clock, fg = C.line, anchor = 'middle', border }: PillProps) {
  const { px } = useScale();
  const box = pillBox({ x, y, text, size, anchor }, px);
  return (
    <g>
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={box.h / 2} fill={bg} stroke={border ?? C.line} strokeWidth={px(border ? 2 : 1.2)} strokeOpacity={border ? 1 : 0.85} />
      <FitText max={box.w - px(size * 0.9)} x={box.x + box.w / 2} y={y} fontSize={px(size)} fontWeight={700} textAnchor="middle" dominantBaseline="central" fill={fg}>
        {text}
      </FitText>
    </g>
  );
}

export function pillBox({ x, y, text, size = 12, anchor = 'middle' }: Pick<PillProps, 'x' | 'y' | 'text' | 'size' | 'anchor'>, px: (n: number) => number) {
  const w = px(textWidth(text, size) + size * 1.2);
  const h = px(size * 1.75);
  const left = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
  return { x: left, y: y - h / 2, w, h };
}

/** Same as pillBox, for use where the scale is read by the caller. */
export function usePillBox(props: Pick<PillProps, 'x' | 'y' | 'text' | 'size' | 'anchor'>) {
  const { px } = useScale();
  return pillBox(props, px);
}

interface PlayerProps {
  x: number;
  y: number;
  team: 'offense' | 'defense';
  /** Up to 2–3 letters drawn inside the marker (QB, CB…). */
  label?: string;
  /** Override the team colour (e.g. the kicker). */
  color?: string;
  /** Radius in design pixels. */
  r?: number;
  /**
   * Faded, and not counted among the 22: a player's earlier spot (he is drawn again where he is
   * now), or another moment shown beside the play (the next play's punter, another case).
   */
  ghost?: boolean;
  /**
   * Drawn where the play has taken him, not where he lined up (a receiver downfield, a tackler),
   * so the lineup checks skip him. A ghost at a spot other than his starting one is `moved` too.
   */
  moved?: boolean;
}

/**
 * A player marker: offense are circles ("O"), defense rounded squares with an X when they have
 * no label, so the two sides differ in shape and not only in colour.
 */
export function Player({ x, y, team, label, color, r = 9, ghost, moved }: PlayerProps) {
  const { px } = useScale();
  const rr = px(r);
  const fill = color ?? (team === 'offense' ? C.offense : C.defense);
  const common = { fill, stroke: C.line, strokeWidth: px(1.6), opacity: ghost ? 0.45 : 1 } as const;
  const text = label ? (
    <text x={x} y={y} fontSize={px(Math.max(8.5, label.length > 2 ? r * 0.8 : r * 1.02))} fontWeight={800} textAnchor="middle" dominantBaseline="central" fill={C.line} opacity={ghost ? 0.6 : 1}>
      {label}
    </text>
  ) : null;
  // Hidden from screen readers: a figure full of "WR", "QB", "TE" says nothing; the caption and
  // the hotspot buttons describe it. The data attributes say who is drawn, for the tests that
  // count each side and check where the players stand.
  const data = { 'aria-hidden': true, 'data-player': team, 'data-ghost': ghost ? '' : undefined, 'data-moved': moved ? '' : undefined };
  if (team === 'offense') {
    return (
      <g {...data}>
        <circle cx={x} cy={y} r={rr} {...common} />
        {text}
      </g>
    );
  }
  const s = rr * 0.9;
  return (
    <g {...data}>
      <rect x={x - s} y={y - s} width={2 * s} height={2 * s} rx={s * 0.45} {...common} />
      {text ?? <path d={`M${x - s * 0.45} ${y - s * 0.45}L${x + s * 0.45} ${y + s * 0.45}M${x + s * 0.45} ${y - s * 0.45}L${x - s * 0.45} ${y + s * 0.45}`} stroke={C.line} strokeWidth={px(2.2)} strokeLinecap="round" opacity={ghost ? 0.6 : 1} />}
    </g>
  );
}

/** The football: a brown oval with white laces. Size in design pixels (length). */
export function Ball({ x, y, angle = 0, size = 13 }: { x: number; y: number; angle?: number; size?: number }) {
  const { px } = useScale();
  const rx = px(size / 2);
  const ry = rx * 0.62;
  return (
    <g transform={`rotate(${angle} ${x} ${y})`}>
      <ellipse cx={x} cy={y} rx={rx} ry={ry} fill={C.ball} stroke={C.line} strokeWidth={px(1.2)} />
      <path d={`M${x - rx * 0.38} ${y}h${rx * 0.76}M${x - rx * 0.2} ${y - ry * 0.3}v${ry * 0.6}M${x} ${y - ry * 0.3}v${ry * 0.6}M${x + rx * 0.2} ${y - ry * 0.3}v${ry * 0.6}`} stroke={C.line} strokeWidth={px(1)} strokeLinecap="round" />
    </g>
  );
}

interface ArrowProps {
  from: Pt;
  to: Pt;
  /** Control point of a quadratic curve (omit for a straight arrow). */
  via?: Pt;
  color: string;
  /** Stroke width in design pixels. */
  width?: number;
  dashed?: boolean;
  head?: boolean;
  /** A thin dark outline under the stroke so light colours read on grass. */
  outline?: boolean;
}

/** A route, run, kick or movement. The arrowhead is drawn as a shape (no marker ids to clash). */
export function Arrow({ from, to, via, color, width = 2.5, dashed, head = true, outline = true }: ArrowProps) {
  const { px } = useScale();
  const w = px(width);
  const headLen = px(width * 3.4 + 3);
  const base = via ?? from;
  const dx = to[0] - base[0];
  const dy = to[1] - base[1];
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const end: Pt = head ? [to[0] - ux * headLen * 0.8, to[1] - uy * headLen * 0.8] : to;
  const d = via ? `M${from[0]} ${from[1]}Q${via[0]} ${via[1]} ${end[0]} ${end[1]}` : `M${from[0]} ${from[1]}L${end[0]} ${end[1]}`;
  const nx = -uy;
  const ny = ux;
  const hb: Pt = [to[0] - ux * headLen, to[1] - uy * headLen];
  const headPath = `M${to[0]} ${to[1]}L${hb[0] + nx * headLen * 0.55} ${hb[1] + ny * headLen * 0.55}L${hb[0] - nx * headLen * 0.55} ${hb[1] - ny * headLen * 0.55}Z`;
  const dash = dashed ? `${px(width * 2.4)} ${px(width * 1.8)}` : undefined;
  return (
    <g strokeLinecap="round" strokeLinejoin="round">
      {outline ? <path d={d} fill="none" stroke={C.clock} strokeOpacity={0.55} strokeWidth={w + px(2)} strokeDasharray={dash} /> : null}
      <path d={d} fill="none" stroke={color} strokeWidth={w} strokeDasharray={dash} />
      {head ? <path d={headPath} fill={color} stroke={outline ? C.clock : color} strokeOpacity={outline ? 0.55 : 1} strokeWidth={px(1)} /> : null}
    </g>
  );
}

/** A multi-leg route (e.g. a receiver's cut) ending in an arrowhead. */
export function Route({ points, color, width = 2.5, dashed }: { points: Pt[]; color: string; width?: number; dashed?: boolean }) {
  const { px } = useScale();
  if (points.length < 2) return null;
  const legs = points.slice(0, -1);
  const last = points[points.length - 1] as Pt;
  const prev = points[points.length - 2] as Pt;
  const d = legs.map((p, i) => `${i === 0 ? 'M' : 'L'}${p[0]} ${p[1]}`).join('');
  const dash = dashed ? `${px(width * 2.4)} ${px(width * 1.8)}` : undefined;
  return (
    <g strokeLinecap="round" strokeLinejoin="round">
      {legs.length > 1 ? (
        <>
          <path d={`${d}L${prev[0]} ${prev[1]}`} fill="none" stroke={C.clock} strokeOpacity={0.55} strokeWidth={px(width + 2)} strokeDasharray={dash} />
          <path d={`${d}L${prev[0]} ${prev[1]}`} fill="none" stroke={color} strokeWidth={px(width)} strokeDasharray={dash} />
        </>
      ) : null}
      <Arrow from={prev} to={last} color={color} width={width} dashed={dashed} />
    </g>
  );
}

/** A yellow penalty flag lying on the field. Size in design pixels. */
export function Flag({ x, y, size = 12 }: { x: number; y: number; size?: number }) {
  const { px } = useScale();
  const s = px(size);
  return (
    <g transform={`rotate(-12 ${x} ${y})`}>
      <path d={`M${x - s / 2} ${y - s / 2}h${s}v${s}h${-s}z`} fill={C.flag} stroke={C.clock} strokeWidth={px(1.2)} strokeLinejoin="round" />
      <path d={`M${x - s * 0.15} ${y - s * 0.55}q${s * 0.15} ${-s * 0.35} ${s * 0.4} ${-s * 0.3}`} fill="none" stroke={C.flag} strokeWidth={px(2)} strokeLinecap="round" />
    </g>
  );
}

/** An official: a white disc with black stripes (the zebra shirt). */
export function Official({ x, y, r = 9 }: { x: number; y: number; r?: number }) {
  const { px } = useScale();
  const id = useId().replace(/:/g, '');
  const rr = px(r);
  const stripe = (rr * 2) / 5;
  return (
    <g>
      <clipPath id={`zebra-${id}`}>
        <circle cx={x} cy={y} r={rr} />
      </clipPath>
      <circle cx={x} cy={y} r={rr} fill={C.line} />
      <g clipPath={`url(#zebra-${id})`} fill={C.official}>
        <rect x={x - rr + stripe * 0.5} y={y - rr} width={stripe * 0.75} height={rr * 2} />
        <rect x={x - stripe * 0.375} y={y - rr} width={stripe * 0.75} height={rr * 2} />
        <rect x={x + rr - stripe * 1.25} y={y - rr} width={stripe * 0.75} height={rr * 2} />
      </g>
      <circle cx={x} cy={y} r={rr} fill="none" stroke={C.official} strokeWidth={px(1.6)} />
    </g>
  );
}

/** A shaded area of the field (zone, box) with a dashed edge; `hatch` stripes it instead of tinting. */
export function Zone({ x, y, w, h, color, opacity = 0.28, dashed = true, rx = 0, hatch }: { x: number; y: number; w: number; h: number; color: string; opacity?: number; dashed?: boolean; rx?: number; hatch?: boolean }) {
  const { px } = useScale();
  const id = `hatch-${useId().replace(/:/g, '')}`;
  if (hatch) {
    const gap = px(9);
    return (
      <g>
        <pattern id={id} patternUnits="userSpaceOnUse" width={gap} height={gap} patternTransform="rotate(45)">
          <rect x={0} y={0} width={px(3)} height={gap} fill={color} fillOpacity={opacity} />
        </pattern>
        <rect x={x} y={y} width={w} height={h} rx={rx} fill={`url(#${id})`} stroke={color} strokeWidth={px(2.5)} strokeDasharray={dashed ? `${px(6)} ${px(4)}` : undefined} />
      </g>
    );
  }
  return (
    <rect
      x={x}
      y={y}
      width={w}
      height={h}
      rx={rx}
      fill={color}
      fillOpacity={opacity}
      stroke={color}
      strokeWidth={px(2)}
      strokeDasharray={dashed ? `${px(6)} ${px(4)}` : undefined}
    />
  );
}

/** A line across the field at x (line of scrimmage, line to gain…). */
export function FieldLine({ x, color, y0 = 0, y1 = 160 / 3, width = 3.5, dashed }: { x: number; color: string; y0?: number; y1?: number; width?: number; dashed?: boolean }) {
  const { px } = useScale();
  return (
    <g>
      <path d={`M${x} ${y0}V${y1}`} stroke={C.clock} strokeOpacity={0.35} strokeWidth={px(width + 2)} strokeDasharray={dashed ? `${px(8)} ${px(5)}` : undefined} />
      <path d={`M${x} ${y0}V${y1}`} stroke={color} strokeWidth={px(width)} strokeDasharray={dashed ? `${px(8)} ${px(5)}` : undefined} />
    </g>
  );
}

/** A measured distance: a line with end ticks and a label in the middle ("10 yards"). */
export function Measure({ x0, x1, y, text, color = C.line, size = 11 }: { x0: number; x1: number; y: number; text: string; color?: string; size?: number }) {
  const { px } = useScale();
  const t = px(5);
  const mid = (x0 + x1) / 2;
  const gapW = px(textWidth(text, size) + 8) / 2;
  return (
    <g stroke={color} strokeWidth={px(1.8)} strokeLinecap="round" data-measure-yards={Math.abs(x1 - x0)}>
      <path d={`M${x0} ${y - t}v${2 * t}M${x1} ${y - t}v${2 * t}M${x0} ${y}H${mid - gapW}M${mid + gapW} ${y}H${x1}`} />
      <Label x={mid} y={y} size={size} color={color}>
        {text}
      </Label>
    </g>
  );
}

/** A rounded panel (scoreboard, clock). */
export function Panel({ x, y, w, h, color = C.clock, border = C.line, rx }: { x: number; y: number; w: number; h: number; color?: string; border?: string; rx?: number }) {
  const { px } = useScale();
  return <rect x={x} y={y} width={w} height={h} rx={rx ?? px(8)} fill={color} stroke={border} strokeWidth={px(1.5)} />;
}

const DigitsText = styled.text({ fontVariantNumeric: 'tabular-nums' });

/** Digits on a clock or scoreboard, with fixed-width numerals so they do not jiggle. */
export function Digits({ x, y, text, size = 28, color = C.highlight, anchor = 'middle' }: { x: number; y: number; text: string; size?: number; color?: string; anchor?: 'start' | 'middle' | 'end' }) {
  const { px } = useScale();
  return (
    <DigitsText x={x} y={y} fontSize={px(size)} fontWeight={800} textAnchor={anchor} dominantBaseline="central" fill={color} letterSpacing={px(size * 0.04)}>
      {text}
    </DigitsText>
  );
}

/** A speech bubble with a tail pointing at (tx, ty). */
export function Bubble({ x, y, text, tail, size = 12, bg = C.line, fg = C.clock, border = C.clock }: { x: number; y: number; text: string; tail: Pt; size?: number; bg?: string; fg?: string; border?: string }) {
  const { px } = useScale();
  const w = px(textWidth(text, size) + size * 1.4);
  const h = px(size * 2);
  const left = x - w / 2;
  const top = y - h / 2;
  const bx = Math.min(Math.max(tail[0], left + px(10)), left + w - px(10));
  const by = tail[1] > y ? top + h : top;
  return (
    <g>
      <path d={`M${bx - px(6)} ${by}L${tail[0]} ${tail[1]}L${bx + px(6)} ${by}Z`} fill={bg} stroke={border} strokeWidth={px(1.5)} strokeLinejoin="round" />
      <rect x={left} y={top} width={w} height={h} rx={px(8)} fill={bg} stroke={border} strokeWidth={px(1.5)} />
      <path d={`M${bx - px(5)} ${by}H${bx + px(5)}`} stroke={bg} strokeWidth={px(2.5)} />
      <FitText max={w - px(size)} x={x} y={y} fontSize={px(size)} fontWeight={700} textAnchor="middle" dominantBaseline="central" fill={fg}>
        {text}
      </FitText>
    </g>
  );
}

/** Short arcs beside a player: he moved (a flinch, a jump). */
export function MotionMarks({ x, y, dir = -1, color = C.highlight }: { x: number; y: number; dir?: 1 | -1; color?: string }) {
  const { px } = useScale();
  const r1 = px(13);
  const r2 = px(17);
  const arc = (r: number) => `M${x + dir * r * 0.5} ${y - r * 0.87}A${r} ${r} 0 0 ${dir === 1 ? 1 : 0} ${x + dir * r * 0.5} ${y + r * 0.87}`;
  return <path d={`${arc(r1)}${arc(r2)}`} fill="none" stroke={color} strokeWidth={px(2)} strokeLinecap="round" />;
}

/** A check mark or a cross in a small disc: allowed / not allowed (never colour alone). */
export function Verdict({ x, y, ok, r = 8 }: { x: number; y: number; ok: boolean; r?: number }) {
  const { px } = useScale();
  const rr = px(r);
  return (
    <g>
      <circle cx={x} cy={y} r={rr} fill={ok ? C.grassStripe : C.defense} stroke={C.line} strokeWidth={px(1.5)} />
      <path
        d={ok ? `M${x - rr * 0.45} ${y}l${rr * 0.32} ${rr * 0.35}l${rr * 0.6} ${-rr * 0.7}` : `M${x - rr * 0.38} ${y - rr * 0.38}l${rr * 0.76} ${rr * 0.76}M${x + rr * 0.38} ${y - rr * 0.38}l${-rr * 0.76} ${rr * 0.76}`}
        fill="none"
        stroke={C.line}
        strokeWidth={px(2)}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A small starburst: contact (a hit, a block). Size in design pixels. */
export function Burst({ x, y, size = 14, color = C.highlight }: { x: number; y: number; size?: number; color?: string }) {
  const { px } = useScale();
  const outer = px(size / 2);
  const inner = outer * 0.45;
  const pts: string[] = [];
  for (let i = 0; i < 16; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / 8;
    pts.push(`${x + r * Math.cos(a)},${y + r * Math.sin(a)}`);
  }
  return <polygon points={pts.join(' ')} fill={color} stroke={C.clock} strokeWidth={px(1)} strokeLinejoin="round" />;
}
