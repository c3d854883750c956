import styled from '@emotion/styled';
import type { FieldMarker } from '@gg/contracts';
import { Badge, Card, diagramColors, ErrorState, LoadingText, themed } from '@gg/ui';
import { useState, type ReactNode } from 'react';
import { useFieldMarkers } from '../api/get-field-markers';
import {
  areaForMarker,
  categoryLook,
  FIELD_LENGTH,
  FIELD_WIDTH,
  MARKER_CATEGORIES,
  MARKER_DOT_PX,
  type MarkerShape,
} from '../field-geometry';
import { FieldDiagram } from './field-diagram';

const FIELD_PROMPT = 'Tap any marker to learn about that area of the field';

const Layout = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1.5) })));

/**
 * The green around the playing surface. On phones the field runs edge to edge (the page's side
 * padding is given back) so the eight 44 px touch targets stay apart at 390 px; above that it
 * sits in a rounded frame.
 */
const Stage = styled.div(themed(({ theme }) => ({
  position: 'relative',
  background: diagramColors.endZone,
  padding: `${theme.space(3)} 0`,
  margin: `0 calc(-1 * ${theme.space(2)})`,
  overflow: 'hidden',
  [theme.breakpoint.tablet]: {
    margin: 0,
    padding: theme.space(3),
    borderRadius: theme.radius.md,
  },
})));

const Surface = styled.div({
  position: 'relative',
  width: '100%',
  aspectRatio: `${FIELD_LENGTH} / ${FIELD_WIDTH}`,
});

/** Centred on the marker's spot, given as left/top percentages of the field. */
const MarkerButton = styled('button', { shouldForwardProp: (prop) => prop !== 'at' })<{ at: FieldMarker['position'] }>(({ theme, at }) => ({
  position: 'absolute',
  left: `${at.left}%`,
  top: `${at.top}%`,
  // the 44 px touch target (MARKER_HIT_PX in the spacing checks)
  width: theme.touchTarget,
  height: theme.touchTarget,
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 0,
  // round, so the touch target is a 44 px circle (browsers hit-test the rounded shape)
  borderRadius: '50%',
  background: 'transparent',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible > span': { outline: `3px solid ${theme.color.focus}`, outlineOffset: theme.space(0.25) },
  '@media (hover: hover)': { '&:hover > span': { transform: 'scale(1.12)' } },
  '&[aria-pressed="true"] > span': { transform: 'scale(1.3)' },
}));

const Dot = styled.span(themed(({ theme }) => ({
  display: 'block',
  // 24 px (MARKER_DOT_PX in the spacing checks)
  width: theme.space(3),
  height: theme.space(3),
  borderRadius: '50%',
  transition: 'transform 140ms ease',
  '& svg': { display: 'block', overflow: 'visible' },
})));

/** The marker's symbol: colour AND shape say its category. */
function MarkerSymbol({ shape, color, size = MARKER_DOT_PX, selected = false }: { shape: MarkerShape; color: string; size?: number; selected?: boolean }) {
  const stroke = { fill: color, stroke: diagramColors.line, strokeWidth: selected ? 3 : 2 };
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {/* selected: a white halo (the yellow ring is keyboard focus, the global convention) */}
      {selected ? <circle cx="12" cy="12" r="14.5" fill="none" stroke={diagramColors.line} strokeWidth="3" strokeOpacity="0.9" /> : null}
      {shape === 'circle' ? <circle cx="12" cy="12" r="10" {...stroke} /> : null}
      {shape === 'diamond' ? <path d="M12 1.5L22.5 12 12 22.5 1.5 12z" strokeLinejoin="round" {...stroke} /> : null}
      {shape === 'square' ? <rect x="2.5" y="2.5" width="19" height="19" rx="4" {...stroke} /> : null}
    </svg>
  );
}

const Legend = styled.ul(themed(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space(0.5)} ${theme.space(2)}`,
  fontSize: theme.font.size.sm,
  color: theme.color.textMuted,
  '& li': { display: 'inline-flex', alignItems: 'center', gap: theme.space(1), minHeight: theme.space(3) },
})));

const LegendRow = styled.div(themed(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: theme.space(1) })));

const Direction = styled.p(themed(({ theme }) => ({
  margin: 0,
  fontSize: theme.font.size.sm,
  color: theme.color.textMuted,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1),
})));

const Details = styled(Card)(themed(({ theme }) => ({
  display: 'grid',
  // room for the two-line prompt (plus padding and border), so loading -> prompt does not move what follows
  minHeight: `calc(2 * ${theme.font.lineHeight}em + ${theme.space(4)} + ${theme.space(0.25)})`,
  alignContent: 'center',
  gap: theme.space(1),
  '& h3': { fontSize: theme.font.size.xl },
  '& h4': { fontSize: theme.font.size.sm, textTransform: 'uppercase', letterSpacing: '0.06em', color: theme.color.textMuted, marginTop: theme.space(1) },
  '& p': { margin: 0 },
})));

const Prompt = styled.p(themed(({ theme }) => ({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1.5),
  color: theme.color.textMuted,
})));

const Chips = styled.ul(themed(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(1),
  '& li': {
    padding: `${theme.space(0.75)} ${theme.space(1.5)}`,
    borderRadius: theme.radius.md, // not a pill: a long scenario wraps onto two lines
    background: theme.color.surfaceAlt,
    border: `1px solid ${theme.color.border}`,
    fontSize: theme.font.size.sm,
    lineHeight: 1.35,
  },
})));

const TapIconSvg = styled.svg({ flexShrink: 0 });

const TapIcon = () => (
  <TapIconSvg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d="M9 11V5.5a1.5 1.5 0 0 1 3 0V11m0-1.5a1.5 1.5 0 0 1 3 0V11m0-.5a1.5 1.5 0 0 1 3 0v4.5a6 6 0 0 1-6 6h-.5a6 6 0 0 1-4.9-2.6L4.3 15a1.5 1.5 0 0 1 2.4-1.8L9 15.5" />
    <path d="M6.5 4.5L5 3M14.5 4.5L16 3M10.5 1.5V.5" />
  </TapIconSvg>
);

const DetailsHead = styled.div(themed(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(1) })));

function MarkerDetails({ marker }: { marker: FieldMarker }) {
  const look = categoryLook(marker.category);
  return (
    <>
      <DetailsHead>
        <h3>{marker.name}</h3>
        <Badge>
          <MarkerSymbol shape={look.shape} color={look.color} size={12} />
          {look.label}
        </Badge>
      </DetailsHead>
      <p>{marker.description}</p>
      {marker.examples.length > 0 ? (
        <>
          <h4>Common Scenarios</h4>
          <Chips>
            {marker.examples.map((example) => <li key={example}>{example}</li>)}
          </Chips>
        </>
      ) : null}
    </>
  );
}

/**
 * The home screen's interactive field: eight markers placed by their left/top percentages; tapping one (or Enter/Space on it) shows its details, tapping another
 * replaces them. Nothing is selected at first.
 */
export function InteractiveField() {
  const query = useFieldMarkers();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const markers = query.data ?? [];
  const selected = markers.find((m) => m.id === selectedId) ?? null;

  let panel: ReactNode;
  if (query.isError) panel = <ErrorState title="Couldn't load the field markers" error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.isPending) panel = <LoadingText>Loading field markers...</LoadingText>;
  else if (markers.length === 0) panel = <Prompt>No field markers available</Prompt>;
  else if (selected) panel = <MarkerDetails marker={selected} />;
  else panel = <Prompt><TapIcon />{FIELD_PROMPT}</Prompt>;

  return (
    <Layout>
      <Stage>
        <Surface>
          <FieldDiagram highlight={selected ? areaForMarker(selected.id) : undefined} />
          {markers.length > 0 ? (
            <div role="group" aria-label="Field markers">
              {markers.map((marker) => {
                const look = categoryLook(marker.category);
                const isSelected = marker.id === selectedId;
                return (
                  <MarkerButton
                    key={marker.id}
                    type="button"
                    aria-label={marker.name}
                    aria-pressed={isSelected}
                    data-category={marker.category}
                    at={marker.position}
                    onClick={() => setSelectedId(marker.id)}
                  >
                    <Dot>
                      <MarkerSymbol shape={look.shape} color={look.color} selected={isSelected} />
                    </Dot>
                  </MarkerButton>
                );
              })}
            </div>
          ) : null}
        </Surface>
      </Stage>

      <LegendRow>
        <Legend aria-label="Marker categories">
          {Object.entries(MARKER_CATEGORIES).map(([key, look]) => (
            <li key={key}>
              <MarkerSymbol shape={look.shape} color={look.color} size={16} />
              {look.label}
            </li>
          ))}
        </Legend>
        <Direction>
          Offense drives
          <svg width="28" height="12" viewBox="0 0 28 12" aria-label="left to right" role="img">
            <path d="M1 6h24M20 1.5L25.5 6 20 10.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Direction>
      </LegendRow>

      <Details aria-live="polite" data-testid="field-details">
        {panel}
      </Details>
    </Layout>
  );
}
