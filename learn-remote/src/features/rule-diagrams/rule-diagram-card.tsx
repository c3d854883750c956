import styled from '@emotion/styled';
import type { DiagramHotspot } from '@gg/contracts';
import { Button, Card, ErrorState, Skeleton, themed } from '@gg/ui';
import { startTransition, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { FrameContext } from './context';
import { hasDiagram, loadDiagram, loadedDiagram } from './diagram-loader';
import type { RuleDiagram } from './types';

/** The hint after its first word, which depends on the pointer (see PointerVerb). */
export const DIAGRAM_HINT_REST = 'on any colored element in the diagram to learn more about it';
export const NO_DIAGRAM_TEXT = 'No diagram for this rule yet — the description above covers it.';

const Head = styled.div(themed(({ theme }) => ({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: theme.space(1), flexWrap: 'wrap', marginBottom: theme.space(1.5) })));
const Heading = styled.h2(themed(({ theme }) => ({ fontSize: theme.font.size.lg })));
const NoDiagramText = styled.p(themed(({ theme }) => ({ margin: `${theme.space(1)} 0 0`, color: theme.color.textMuted, fontSize: theme.font.size.sm })));

/** The drawing runs edge to edge in the card (the card's padding is 16 px): more room on a phone. */
const Figure = styled.figure(themed(({ theme }) => ({
  margin: `0 calc(-1 * ${theme.space(2)})`,
  // 640 px: on wide screens the figure stays about phone-sized instead of filling the page
  '& svg': { maxWidth: theme.space(80), margin: '0 auto' },
  '& figcaption': { padding: `${theme.space(1)} ${theme.space(2)} 0`, color: theme.color.textMuted, fontSize: theme.font.size.sm, textAlign: 'center' },
})));

const Note = styled.aside(themed(({ theme }) => ({
  marginTop: theme.space(1.5),
  padding: theme.space(1.5),
  borderLeft: `4px solid ${theme.color.info}`,
  borderRadius: theme.radius.sm,
  background: theme.color.surfaceAlt,
  fontSize: theme.font.size.sm,
  '& strong': { display: 'block' },
})));

const Panel = styled.div(themed(({ theme }) => ({
  marginTop: theme.space(1.5),
  minHeight: theme.space(9),
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surfaceAlt,
  padding: theme.space(1.5),
  display: 'grid',
  alignContent: 'center',
})));

const Hint = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm, display: 'flex', gap: theme.space(1), alignItems: 'center' })));

const Detail = styled.div(themed(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  columnGap: theme.space(1.5),
  alignItems: 'start',
  '& h3': { fontSize: theme.font.size.md, lineHeight: 1.35 },
  '& p': { gridColumn: '2 / 4', margin: `${theme.space(0.5)} 0 0`, fontSize: theme.font.size.md },
})));

const Dot = styled('span', { shouldForwardProp: (prop) => prop !== 'dotColor' })<{ dotColor: string }>(({ theme, dotColor }) => ({
  display: 'inline-block',
  flex: 'none',
  width: theme.space(1.75),
  height: theme.space(1.75),
  marginTop: theme.space(0.25),
  borderRadius: '50%',
  background: dotColor,
  boxShadow: `0 0 0 2px ${theme.color.surface}, 0 0 0 3px ${theme.color.border}`,
}));

const LegendList = styled.ul(themed(({ theme }) => ({ listStyle: 'none', margin: `${theme.space(1.5)} 0 0`, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(1) })));

const LegendButton = styled.button(themed(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1),
  minHeight: theme.touchTarget,
  padding: `0 ${theme.space(1.5)}`,
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  color: theme.color.text,
  fontSize: theme.font.size.sm,
  fontWeight: theme.font.weight.medium,
  cursor: 'pointer',
  '& > span:first-of-type': { marginTop: 0 },
  '&[aria-pressed="true"]': { borderColor: theme.color.text, background: theme.color.surfaceAlt, fontWeight: theme.font.weight.bold },
  '&:hover': { background: theme.color.surfaceAlt },
})));

const TapIconSvg = styled.svg({ flex: 'none' });

/**
 * A screen you touch and cannot hover (a phone, a tablet): "Tap" there, "Click" with a mouse or
 * trackpad. Decided by CSS alone, both words in the markup: the server cannot know the pointer,
 * and this way the server's HTML, the first browser render and hydration all agree, with no
 * script and no second render.
 */
export const TOUCH_SCREEN = '(hover: none) and (pointer: coarse)';
const MouseWord = styled.span({ [`@media ${TOUCH_SCREEN}`]: { display: 'none' } });
const TouchWord = styled.span({ display: 'none', [`@media ${TOUCH_SCREEN}`]: { display: 'inline' } });

function PointerVerb() {
  return (
    <>
      <MouseWord data-pointer="mouse">Click</MouseWord>
      <TouchWord data-pointer="touch">Tap</TouchWord>
    </>
  );
}

interface Selection {
  id: string;
  /** Where it was chosen from, so Close and Escape can hand focus back to that control. */
  source: 'drawing' | 'legend';
}

/** The rule's diagram with tappable hotspots and a key, or a short fallback card when it has none. */
export function RuleDiagramCard({ ruleId, ruleTitle }: { ruleId: string; ruleTitle: string }) {
  // Keyed by rule so moving to another rule always starts with nothing selected.
  return hasDiagram(ruleId) ? <LoadingDiagramCard key={ruleId} ruleId={ruleId} /> : <NoDiagramCard ruleTitle={ruleTitle} />;
}

/** Reserves the figure's room while the drawing's code loads, so nothing below it jumps. */
const FigurePlaceholder = styled(Skeleton)({ aspectRatio: '356 / 300', height: 'auto' });

/**
 * Whether the element is on screen or about to be: on a phone the diagram sits below the article,
 * and its drawing's code (the largest part of a rule page's) is not worth fetching for a fan who
 * reads the article and leaves. The first scroll or key press counts too (the fan is heading
 * down), so the drawing is usually in before the card is. Where the browser cannot tell, it counts.
 */
function useSeen(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const see = () => setSeen(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) see();
    }, { rootMargin: '0px 0px 50px 0px' });
    observer.observe(element);
    window.addEventListener('scroll', see, { passive: true, once: true });
    window.addEventListener('keydown', see, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', see);
      window.removeEventListener('keydown', see);
    };
  }, [ref, seen]);
  return seen;
}

function LoadingDiagramCard({ ruleId }: { ruleId: string }) {
  const headingId = useId();
  const card = useRef<HTMLDivElement | null>(null);
  const [diagram, setDiagram] = useState(() => loadedDiagram(ruleId));
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const seen = useSeen(card);

  useEffect(() => {
    if (diagram || !seen) return;
    let current = true;
    // a transition: the drawing is rendered in slices React yields between, not one long task
    loadDiagram(ruleId).then((loaded) => { if (current) startTransition(() => setDiagram(loaded)); }, (error: unknown) => { if (current) setFailure(error ?? new Error('failed')); });
    return () => { current = false; };
  }, [ruleId, diagram, attempt, seen]);

  if (diagram) return <DiagramCard diagram={diagram} />;
  return (
    <Card as="section" ref={card} aria-labelledby={headingId} aria-busy={!failure}>
      <Heading id={headingId}>Interactive Diagram</Heading>
      {failure ? (
        <ErrorState level={3} title="The diagram could not be loaded" error={failure} onRetry={() => { setFailure(null); setAttempt((n) => n + 1); }} />
      ) : (
        <FigurePlaceholder role="img" aria-label="Loading the diagram" radius="md" />
      )}
    </Card>
  );
}

function NoDiagramCard({ ruleTitle }: { ruleTitle: string }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>Interactive Diagram</Heading>
      <NoDiagramText>
        {NO_DIAGRAM_TEXT}
        <span className="gg-visually-hidden"> ({ruleTitle})</span>
      </NoDiagramText>
    </Card>
  );
}

function DiagramCard({ diagram }: { diagram: RuleDiagram }) {
  const headingId = useId();
  const captionId = useId();
  const figureRef = useRef<HTMLElement>(null);
  const legendRef = useRef<HTMLUListElement>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const selected = selection ? diagram.hotspots.find((h) => h.id === selection.id) ?? null : null;

  // Belt and braces: if the diagram object changes under the same card, drop the selection.
  useEffect(() => setSelection(null), [diagram]);

  const onSelectFromDrawing = useCallback((hotspot: DiagramHotspot) => setSelection({ id: hotspot.id, source: 'drawing' }), []);

  const clear = useCallback(() => {
    if (!selection) return;
    const scope = selection.source === 'legend' ? legendRef.current : figureRef.current;
    const origin = scope?.querySelector<HTMLElement | SVGElement>(`[data-hotspot-id="${selection.id}"]`);
    origin?.focus();
    setSelection(null);
  }, [selection]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && selection) {
      event.stopPropagation();
      clear();
    }
  };

  const { Drawing } = diagram;
  return (
    <Card as="section" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <Head>
        <Heading id={headingId}>Interactive Diagram</Heading>
      </Head>
      <Figure ref={figureRef}>
        <FrameContext.Provider value={{ labelledBy: captionId }}>
          <Drawing selectedId={selection?.id ?? null} onSelect={onSelectFromDrawing} />
        </FrameContext.Provider>
        <figcaption id={captionId}>{diagram.title}</figcaption>
      </Figure>
      {diagram.note ? (
        <Note aria-label="What changed">
          <strong>What changed</strong>
          {diagram.note}
        </Note>
      ) : null}
      <Panel aria-live="polite" data-testid="diagram-panel">
        {selected ? (
          <Detail>
            <Dot dotColor={selected.color} aria-hidden="true" />
            <h3>{selected.name}</h3>
            <Button variant="secondary" size="sm" onClick={clear}>
              Close
            </Button>
            <p>{selected.description}</p>
          </Detail>
        ) : (
          <Hint>
            <TapIcon />
            <span>
              <PointerVerb /> {DIAGRAM_HINT_REST}
            </span>
          </Hint>
        )}
      </Panel>
      <LegendList ref={legendRef} aria-label="Diagram key">
        {diagram.hotspots.map((h) => (
          <li key={h.id}>
            <LegendButton type="button" data-hotspot-id={h.id} aria-pressed={selection?.id === h.id} onClick={() => setSelection({ id: h.id, source: 'legend' })}>
              <Dot dotColor={h.color} aria-hidden="true" />
              {h.name}
            </LegendButton>
          </li>
        ))}
      </LegendList>
    </Card>
  );
}

function TapIcon() {
  return (
    <TapIconSvg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M9 11V5.5a1.5 1.5 0 0 1 3 0V11m0-1.5a1.5 1.5 0 0 1 3 0V11m0-.5a1.5 1.5 0 0 1 3 0V15a6 6 0 0 1-6 6h-.7a6 6 0 0 1-4.7-2.3L4 15.5a1.6 1.6 0 0 1 2.4-2.1L9 15" />
    </TapIconSvg>
  );
}
