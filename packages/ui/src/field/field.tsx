import { useMemo, type ReactNode } from 'react';
import { diagramColors } from '../theme/diagram-colors';
import { DiagramSvg, scaleForWidth, type ViewBox } from './diagram-svg';

/**
 * Field geometry in yards, the unit of every field diagram. The field is drawn horizontally:
 * x runs 0–120 from the left end line to the right end line (end zones 0–10 and 110–120),
 * y runs 0–53⅓ from the top sideline to the bottom one. Unless a diagram says otherwise, the
 * offense drives to the right, so its own goal line is x = 10 and the opponent's is x = 110.
 */
export const FIELD = {
  length: 120,
  width: 160 / 3,
  goalLeft: 10,
  goalRight: 110,
  midY: 80 / 3,
  /** Inbound lines (hash marks): 70 ft 9 in from each sideline. */
  hashTop: 70.75 / 3,
  hashBottom: 160 / 3 - 70.75 / 3,
  /** Goalpost uprights stand 18 ft 6 in apart, centred — exactly as wide as the hashes. */
  uprightTop: 160 / 3 / 2 - 18.5 / 6,
  uprightBottom: 160 / 3 / 2 + 18.5 / 6,
} as const;

/** A football is 11 inches long; the neutral zone between the two lines of scrimmage is that wide. */
export const BALL_LENGTH = 11 / 36;

/** x of the offense's own n-yard line (offense driving right). */
export const own = (n: number) => FIELD.goalLeft + n;
/** x of the opponent's n-yard line (offense driving right). */
export const opp = (n: number) => FIELD.goalRight - n;

export interface FieldProps {
  /** x range in yards to show (zoom in while staying to scale). Default: the whole 120 yards. */
  crop?: [number, number];
  /** y range in yards to show. Default: sideline to sideline. */
  yCrop?: [number, number];
  /** Extra yards of out-of-bounds apron around the shown range (for goalposts, sideline crews…). */
  pad?: Partial<Record<'top' | 'right' | 'bottom' | 'left', number>>;
  /** Yard-line numbers (10 20 30 40 50 40 30 20 10). */
  numbers?: boolean;
  /** Draw the goalposts at both end lines (diagrams that make a goalpost tappable draw their own). */
  goalposts?: boolean;
  /** Words painted in the left and right end zones. */
  endZoneText?: [string | undefined, string | undefined];
  /** The id of the caption that names the drawing. */
  labelledBy?: string;
  children?: ReactNode;
}

const YARD_NUMBERS = [10, 20, 30, 40, 50, 40, 30, 20, 10];

/** A football field to scale (120 × 53⅓ yards) with the diagram's shapes drawn on top. */
export function Field({ crop = [0, FIELD.length], yCrop = [0, FIELD.width], pad = {}, numbers = true, goalposts = true, endZoneText, labelledBy, children }: FieldProps) {
  const viewBox: ViewBox = useMemo(() => {
    const left = pad.left ?? 0;
    const top = pad.top ?? 0;
    return {
      x: crop[0] - left,
      y: yCrop[0] - top,
      width: crop[1] - crop[0] + left + (pad.right ?? 0),
      height: yCrop[1] - yCrop[0] + top + (pad.bottom ?? 0),
    };
  }, [crop, yCrop, pad.left, pad.top, pad.right, pad.bottom]);

  return (
    <DiagramSvg viewBox={viewBox} labelledBy={labelledBy}>
      <FieldSurface viewBox={viewBox} numbers={numbers} goalposts={goalposts} endZoneText={endZoneText} />
      {children}
    </DiagramSvg>
  );
}

/** The turf, paint and posts. Separate so it renders once per diagram and never catches clicks. */
function FieldSurface({ viewBox, numbers, goalposts, endZoneText }: { viewBox: ViewBox; numbers: boolean; goalposts: boolean; endZoneText?: [string | undefined, string | undefined] }) {
  const { px } = scaleForWidth(viewBox.width);
  const W = FIELD.width;
  const lineW = Math.max(0.12, px(1.1));
  // Real numbers are 2 yards tall; on a wide view they are enlarged just enough to stay legible.
  const numberSize = Math.max(2, px(12));
  const tick = 2 / 3; // inbound and sideline ticks are 2 ft long
  const x0 = Math.max(0, Math.floor(viewBox.x));
  const x1 = Math.min(FIELD.length, Math.ceil(viewBox.x + viewBox.width));

  const stripes: ReactNode[] = [];
  for (let x = FIELD.goalLeft; x < FIELD.goalRight; x += 5) {
    if (((x - FIELD.goalLeft) / 5) % 2 === 1) stripes.push(<rect key={x} x={x} y={0} width={5} height={W} fill={diagramColors.grassStripe} />);
  }

  const ticks: string[] = [];
  for (let x = Math.max(x0, 11); x <= Math.min(x1, 109); x += 1) {
    if ((x - FIELD.goalLeft) % 5 === 0) continue;
    ticks.push(
      `M${x} 0.3v${tick}`,
      `M${x} ${W - 0.3 - tick}v${tick}`,
      `M${x} ${FIELD.hashTop - tick}v${tick}`,
      `M${x} ${FIELD.hashBottom}v${tick}`,
    );
  }
  const yardLines: string[] = [];
  for (let x = FIELD.goalLeft + 5; x < FIELD.goalRight; x += 5) yardLines.push(`M${x} 0V${W}`);

  return (
    <g aria-hidden="true" pointerEvents="none">
      {/* apron (out of bounds) behind everything */}
      <rect x={viewBox.x} y={viewBox.y} width={viewBox.width} height={viewBox.height} fill={diagramColors.endZone} />
      <rect x={FIELD.goalLeft} y={0} width={100} height={W} fill={diagramColors.grass} />
      {stripes}
      <rect x={0} y={0} width={FIELD.goalLeft} height={W} fill={diagramColors.endZone} />
      <rect x={FIELD.goalRight} y={0} width={FIELD.goalLeft} height={W} fill={diagramColors.endZone} />
      {endZoneText?.map((text, i) => {
        // centred in the part of the end zone that is shown
        const cy = Math.max(0, viewBox.y) / 2 + Math.min(W, viewBox.y + viewBox.height) / 2;
        return text ? (
          <text
            key={i}
            x={i === 0 ? 5 : 115}
            y={cy}
            transform={`rotate(${i === 0 ? -90 : 90} ${i === 0 ? 5 : 115} ${cy})`}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={Math.max(3, px(13))}
            fontWeight={800}
            letterSpacing={px(1)}
            fill={diagramColors.line}
            fillOpacity={0.55}
          >
            {text}
          </text>
        ) : null;
      })}
      <path d={yardLines.join('')} stroke={diagramColors.line} strokeWidth={lineW} strokeOpacity={0.9} />
      <path d={ticks.join('')} stroke={diagramColors.line} strokeWidth={lineW * 0.8} strokeOpacity={0.75} />
      {/* goal lines, a little wider than yard lines; the 2-yard try marks */}
      <path d={`M${FIELD.goalLeft} 0V${W}M${FIELD.goalRight} 0V${W}`} stroke={diagramColors.line} strokeWidth={lineW * 1.6} />
      <path d={`M12 ${FIELD.midY - 0.5}v1M108 ${FIELD.midY - 0.5}v1`} stroke={diagramColors.line} strokeWidth={lineW} />
      {numbers ? <YardNumbers size={numberSize} /> : null}
      <rect x={0} y={0} width={FIELD.length} height={W} fill="none" stroke={diagramColors.line} strokeWidth={lineW * 2.2} />
      {goalposts ? (
        <>
          <GoalpostShape side="left" />
          <GoalpostShape side="right" />
        </>
      ) : null}
    </g>
  );
}

function YardNumbers({ size }: { size: number }) {
  // Tops of the numbers sit 9 yards from each sideline. On a real field the far-side numbers
  // read upside down; here both rows read upright, which newcomers find easier.
  const bottomBaseline = FIELD.width - 9 + size * 0.78;
  const topBaseline = 9;
  const arrow = size * 0.32;
  return (
    <g fill={diagramColors.line} fillOpacity={0.85} fontWeight={700} fontSize={size} textAnchor="middle" letterSpacing={size * 0.28}>
      {YARD_NUMBERS.map((n, i) => {
        const x = FIELD.goalLeft + 10 * (i + 1);
        // the arrow beside each number points to the nearer goal line
        const dir = i < 4 ? -1 : i > 4 ? 1 : 0;
        const ax = x + dir * size * 1.05;
        return (
          <g key={x}>
            <text x={x + size * 0.14} y={bottomBaseline}>{n}</text>
            <text x={x + size * 0.14} y={topBaseline}>{n}</text>
            {dir !== 0 ? (
              <>
                <path d={`M${ax} ${bottomBaseline - size * 0.36}l${-dir * arrow} ${-arrow * 0.5}v${arrow}z`} transform={`translate(${dir * arrow} 0)`} />
                <path d={`M${ax} ${topBaseline - size * 0.36}l${-dir * arrow} ${-arrow * 0.5}v${arrow}z`} transform={`translate(${dir * arrow} 0)`} />
              </>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

/**
 * A goalpost seen from above: the crossbar stands over the end line between the uprights, the
 * gooseneck reaches back out of bounds to its base.
 */
export function GoalpostShape({ side, color = diagramColors.goalpost, width = 0.45 }: { side: 'left' | 'right'; color?: string; width?: number }) {
  const x = side === 'left' ? 0 : FIELD.length;
  const back = side === 'left' ? -2 : 2;
  return (
    <g stroke={color} strokeLinecap="round" fill="none">
      <path d={`M${x} ${FIELD.uprightTop}V${FIELD.uprightBottom}`} strokeWidth={width} />
      <path d={`M${x} ${FIELD.midY}h${back}`} strokeWidth={width * 0.9} />
      <circle cx={x} cy={FIELD.uprightTop} r={width * 0.9} fill={color} stroke="none" />
      <circle cx={x} cy={FIELD.uprightBottom} r={width * 0.9} fill={color} stroke="none" />
    </g>
  );
}
