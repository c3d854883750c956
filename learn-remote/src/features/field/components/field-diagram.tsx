import styled from '@emotion/styled';
import { diagramColors as c } from '@gg/ui';
import { memo } from 'react';
import { END_ZONE, FIELD_LENGTH, FIELD_WIDTH, HASH_FROM_SIDELINE, type FieldArea } from '../field-geometry';

const GOAL_LEFT = END_ZONE;
const GOAL_RIGHT = FIELD_LENGTH - END_ZONE;
const range = (from: number, to: number, step: number) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

// One path for all the one-yard ticks: along both sidelines and on both rows of hash marks.
const TICK = 2 / 3; // 2 ft
const HASH_ROWS = [1, HASH_FROM_SIDELINE, FIELD_WIDTH - HASH_FROM_SIDELINE - TICK, FIELD_WIDTH - 1 - TICK];
const TICKS = range(GOAL_LEFT + 1, GOAL_RIGHT - 1, 1)
  .filter((x) => x % 5 !== 0)
  .flatMap((x) => HASH_ROWS.map((y) => `M${x} ${y.toFixed(2)}v${TICK.toFixed(2)}`))
  .join('');

/** Yard numbers every 10 yards, counting up to 50 then down, with the arrow toward the nearer goal. */
const NUMBERS = range(GOAL_LEFT + 10, GOAL_RIGHT - 10, 10).map((x) => ({ x, label: String(Math.min(x - GOAL_LEFT, GOAL_RIGHT - x)) }));
const NUMBER_SIZE = 3.6;
const NUMBER_ROWS = [9, FIELD_WIDTH - 9];

/** Fills the marker layer's box; the markers sit on top of it. */
const FieldSvg = styled.svg({ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' });

function Highlight({ area }: { area: FieldArea }) {
  const common = { fill: c.highlight, stroke: c.highlight, 'data-testid': 'field-highlight' } as const;
  switch (area.kind) {
    case 'band':
      return <rect {...common} x={area.from} y={0} width={area.to - area.from} height={FIELD_WIDTH} fillOpacity={0.3} strokeWidth={0.5} />;
    case 'yard-line':
      return <rect {...common} x={area.at - 0.6} y={0} width={1.2} height={FIELD_WIDTH} strokeWidth={0} />;
    case 'sideline':
      return <rect {...common} x={0} y={area.at === 0 ? 0 : FIELD_WIDTH - 1.2} width={FIELD_LENGTH} height={1.2} strokeWidth={0} />;
  }
}

/**
 * The field, drawn to scale in yards (120 × 53⅓): striped grass, darker end zones, a yard line
 * every 5 yards, numbers every 10, hash marks and goalposts. Purely a picture; the markers on
 * top of it are the interactive part.
 */
export const FieldDiagram = memo(function FieldDiagram({ highlight }: { highlight?: FieldArea }) {
  return (
    <FieldSvg
      viewBox={`0 0 ${FIELD_LENGTH} ${FIELD_WIDTH}`}
      role="img"
      aria-label="Football field drawn to scale: 100 yards between the goal lines, a 10-yard end zone at each end, 53⅓ yards wide"
    >
      <rect width={FIELD_LENGTH} height={FIELD_WIDTH} fill={c.grass} />
      {range(GOAL_LEFT, GOAL_RIGHT - 10, 10).map((x) => (
        <rect key={x} x={x + 5} y={0} width={5} height={FIELD_WIDTH} fill={c.grassStripe} />
      ))}
      <rect x={0} y={0} width={END_ZONE} height={FIELD_WIDTH} fill={c.endZone} />
      <rect x={GOAL_RIGHT} y={0} width={END_ZONE} height={FIELD_WIDTH} fill={c.endZone} />

      {highlight ? <Highlight area={highlight} /> : null}

      <g stroke={c.line} strokeOpacity={0.9}>
        {range(GOAL_LEFT + 5, GOAL_RIGHT - 5, 5).map((x) => (
          <line key={x} x1={x} x2={x} y1={0} y2={FIELD_WIDTH} strokeWidth={0.3} />
        ))}
        <line x1={GOAL_LEFT} x2={GOAL_LEFT} y1={0} y2={FIELD_WIDTH} strokeWidth={0.6} strokeOpacity={1} />
        <line x1={GOAL_RIGHT} x2={GOAL_RIGHT} y1={0} y2={FIELD_WIDTH} strokeWidth={0.6} strokeOpacity={1} />
        <path d={TICKS} strokeWidth={0.2} />
      </g>

      <g fill={c.line} fillOpacity={0.85} fontSize={NUMBER_SIZE} fontWeight={700} textAnchor="middle" fontFamily="inherit">
        {NUMBER_ROWS.map((y) =>
          NUMBERS.map(({ x, label }) => (
            <g key={`${x}-${y}`}>
              <text x={x} y={y + NUMBER_SIZE * 0.35}>{label}</text>
              {label !== '50' ? (
                // small triangle on the goal side of the number, pointing at the nearer goal line
                <path d={x < FIELD_LENGTH / 2 ? `M${x - 4.6} ${y}l1.2 -0.8v1.6z` : `M${x + 4.6} ${y}l-1.2 -0.8v1.6z`} />
              ) : null}
            </g>
          )),
        )}
      </g>

      {/* goalposts stand on the end lines, centred between the hash marks */}
      <g stroke={c.goalpost} strokeWidth={0.8} strokeLinecap="round">
        <line x1={0.5} x2={0.5} y1={HASH_FROM_SIDELINE} y2={FIELD_WIDTH - HASH_FROM_SIDELINE} />
        <line x1={FIELD_LENGTH - 0.5} x2={FIELD_LENGTH - 0.5} y1={HASH_FROM_SIDELINE} y2={FIELD_WIDTH - HASH_FROM_SIDELINE} />
      </g>

      {/* sidelines and end lines */}
      <rect x={0.3} y={0.3} width={FIELD_LENGTH - 0.6} height={FIELD_WIDTH - 0.6} fill="none" stroke={c.line} strokeWidth={0.6} />
    </FieldSvg>
  );
});
