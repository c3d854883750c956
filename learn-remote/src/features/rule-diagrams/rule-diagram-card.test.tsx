import { diagramColors } from '@gg/ui';
import { renderWithProviders } from '@gg/ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loadAllDiagrams } from './diagram-loader';
import { DIAGRAM_HINT_REST, NO_DIAGRAM_TEXT, RuleDiagramCard } from './rule-diagram-card';
import { diagramFor } from './registry';

// the drawings load on demand; loaded up front here, each card renders at once (loading: its own test file)
beforeAll(() => loadAllDiagrams());
import { DIAGRAM_RULE_IDS } from './test/diagram-rule-ids';

// the hint without its first word, which depends on the pointer (its own test file)
const HINT = DIAGRAM_HINT_REST;

function renderCard(ruleId: string, ruleTitle = 'A rule') {
  return renderWithProviders(<RuleDiagramCard ruleId={ruleId} ruleTitle={ruleTitle} />);
}

/** The same card receiving a new ruleId, as on the rule screen when Previous/Next is used. */
function RuleSwitcher({ ids }: { ids: string[] }) {
  const [index, setIndex] = useState(0);
  const ruleId = ids[index % ids.length]!;
  return (
    <>
      <button type="button" onClick={() => setIndex((i) => i + 1)}>
        Next rule
      </button>
      <RuleDiagramCard ruleId={ruleId} ruleTitle={ruleId} />
    </>
  );
}

/** The drawing's root <svg> (labelled by the figure caption) and its hotspot buttons. */
function drawing() {
  const figure = document.querySelector('figure');
  if (!figure) throw new Error('no figure');
  const svg = figure.querySelector('svg');
  if (!svg) throw new Error('no svg');
  return { figure, svg };
}

function hotspotEl(id: string) {
  const el = drawing().svg.querySelector<SVGGElement>(`[data-hotspot-id="${id}"]`);
  if (!el) throw new Error(`hotspot ${id} not drawn`);
  return el;
}

/** The drawing of a hotspot (its shapes and labels), drawn beside its button. */
function hotspotArt(id: string) {
  const el = drawing().svg.querySelector<SVGGElement>(`[data-hotspot-art="${id}"]`);
  if (!el) throw new Error(`hotspot ${id} has no drawing`);
  return el;
}

const panel = () => screen.getByTestId('diagram-panel');

describe('RuleDiagramCard', () => {
  describe.each(DIAGRAM_RULE_IDS)('%s', (ruleId) => {
    const diagram = diagramFor(ruleId)!;

    it('renders the card, the labelled figure, the hint and every hotspot as a focusable button', () => {
      renderCard(ruleId);
      expect(screen.getByRole('heading', { name: 'Interactive Diagram' })).toBeInTheDocument();
      expect(screen.getByText(HINT)).toBeInTheDocument();
      const { figure, svg } = drawing();
      // the svg is named by the figure caption (the diagram title)
      const labelledBy = svg.getAttribute('aria-labelledby');
      expect(labelledBy).toBeTruthy();
      expect(document.getElementById(labelledBy!)).toHaveTextContent(diagram.title);
      expect(within(figure).getByRole('group', { name: diagram.title })).toBe(svg);

      const buttons = svg.querySelectorAll('[role="button"]');
      expect(buttons).toHaveLength(diagram.hotspots.length);
      for (const hotspot of diagram.hotspots) {
        const el = within(figure).getByRole('button', { name: hotspot.name });
        expect(el).toBe(hotspotEl(hotspot.id));
        expect(el).toHaveAttribute('tabindex', '0');
        expect(el).toHaveAttribute('aria-pressed', 'false');
        expect(el.querySelector('title')).toHaveTextContent(hotspot.name);
      }
    });

    it('draws each hotspot in its own colour, so the legend dot matches the shape', () => {
      renderCard(ruleId);
      for (const hotspot of diagram.hotspots) {
        const painted = [...hotspotArt(hotspot.id).querySelectorAll('*')].some((node) =>
          [node.getAttribute('fill'), node.getAttribute('stroke')].some((c) => c?.toLowerCase() === hotspot.color.toLowerCase()),
        );
        expect({ hotspot: hotspot.id, painted }).toEqual({ hotspot: hotspot.id, painted: true });
      }
    });

    it('shows name, description and Close for a clicked hotspot; Close clears it', async () => {
      const user = userEvent.setup();
      renderCard(ruleId);
      const hotspot = diagram.hotspots[diagram.hotspots.length - 1]!;
      await user.click(hotspotEl(hotspot.id));
      expect(within(panel()).getByRole('heading', { name: hotspot.name })).toBeInTheDocument();
      expect(within(panel()).getByText(hotspot.description)).toBeInTheDocument();
      expect(screen.queryByText(HINT)).not.toBeInTheDocument();
      expect(hotspotEl(hotspot.id)).toHaveAttribute('aria-pressed', 'true');

      await user.click(within(panel()).getByRole('button', { name: 'Close' }));
      expect(screen.getByText(HINT)).toBeInTheDocument();
      expect(within(panel()).queryByText(hotspot.description)).not.toBeInTheDocument();
      expect(hotspotEl(hotspot.id)).toHaveAttribute('aria-pressed', 'false');
    });
  });

  describe('selection behaviour', () => {
    const ruleId = 'down-system';
    const diagram = diagramFor(ruleId)!;
    const [first, second] = diagram.hotspots as [(typeof diagram.hotspots)[0], (typeof diagram.hotspots)[0]];

    it('shows the hint until a hotspot is chosen, and again after Close and after a rule change', async () => {
      const user = userEvent.setup();
      renderWithProviders(<RuleSwitcher ids={[ruleId, 'touchdown']} />);
      expect(within(panel()).getByText(HINT)).toBeInTheDocument();

      await user.click(hotspotEl(first.id));
      expect(within(panel()).queryByText(HINT)).not.toBeInTheDocument();
      expect(within(panel()).getByRole('heading', { name: first.name })).toBeInTheDocument();

      await user.click(within(panel()).getByRole('button', { name: 'Close' }));
      expect(within(panel()).getByText(HINT)).toBeInTheDocument();
      expect(within(panel()).queryByRole('heading', { name: first.name })).not.toBeInTheDocument();

      await user.click(hotspotEl(second.id));
      expect(within(panel()).queryByText(HINT)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next rule' }));
      expect(within(panel()).getByText(HINT)).toBeInTheDocument();
    });

    it('has a live panel with a colour dot in the hotspot colour', async () => {
      const user = userEvent.setup();
      renderCard(ruleId);
      expect(panel()).toHaveAttribute('aria-live', 'polite');
      await user.click(hotspotEl(first.id));
      const dot = panel().querySelector('[aria-hidden="true"]');
      expect(dot).toHaveStyle({ background: first.color });
      expect(Object.values(diagramColors)).toContain(first.color);
    });

    it('selects with Enter and with Space from the keyboard, and Tab reaches the hotspots', async () => {
      const user = userEvent.setup();
      renderCard(ruleId);
      await user.tab();
      expect(hotspotEl(diagram.hotspots[0]!.id)).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(within(panel()).getByRole('heading', { name: diagram.hotspots[0]!.name })).toBeInTheDocument();

      await user.tab();
      expect(hotspotEl(diagram.hotspots[1]!.id)).toHaveFocus();
      await user.keyboard(' ');
      expect(within(panel()).getByRole('heading', { name: diagram.hotspots[1]!.name })).toBeInTheDocument();
    });

    it('replaces the selection when another hotspot is chosen', async () => {
      const user = userEvent.setup();
      renderCard(ruleId);
      await user.click(hotspotEl(first.id));
      await user.click(hotspotEl(second.id));
      expect(within(panel()).getByRole('heading', { name: second.name })).toBeInTheDocument();
      expect(within(panel()).queryByText(first.description)).not.toBeInTheDocument();
      expect(hotspotEl(first.id)).toHaveAttribute('aria-pressed', 'false');
    });

    it('Close returns focus to the hotspot', async () => {
      const user = userEvent.setup();
      renderCard(ruleId);
      hotspotEl(second.id).focus();
      await user.keyboard('{Enter}');
      await user.click(within(panel()).getByRole('button', { name: 'Close' }));
      expect(hotspotEl(second.id)).toHaveFocus();
    });

    it('Escape clears the selection', async () => {
      const user = userEvent.setup();
      renderCard(ruleId);
      hotspotEl(first.id).focus();
      await user.keyboard('{Enter}');
      expect(within(panel()).getByText(first.description)).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.getByText(HINT)).toBeInTheDocument();
      expect(hotspotEl(first.id)).toHaveFocus();
    });

    it('lists every hotspot in a legend whose buttons select it too', async () => {
      const user = userEvent.setup();
      renderCard(ruleId);
      const legend = screen.getByRole('list', { name: 'Diagram key' });
      const items = within(legend).getAllByRole('button');
      expect(items.map((b) => b.textContent)).toEqual(diagram.hotspots.map((h) => h.name));
      await user.click(within(legend).getByRole('button', { name: second.name }));
      expect(within(panel()).getByText(second.description)).toBeInTheDocument();
      expect(within(legend).getByRole('button', { name: second.name })).toHaveAttribute('aria-pressed', 'true');
      expect(hotspotEl(second.id)).toHaveAttribute('aria-pressed', 'true');
      // Close hands focus back to the legend button it came from
      await user.click(within(panel()).getByRole('button', { name: 'Close' }));
      expect(within(legend).getByRole('button', { name: second.name })).toHaveFocus();
    });

    it('clears the selection when the rule changes (same card, new ruleId)', async () => {
      const user = userEvent.setup();
      renderWithProviders(<RuleSwitcher ids={[ruleId, 'touchdown']} />);
      await user.click(hotspotEl(first.id));
      expect(within(panel()).getByText(first.description)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Next rule' }));
      expect(screen.getByText(HINT)).toBeInTheDocument();
      expect(screen.queryByText(first.description)).not.toBeInTheDocument();
      expect(drawing().svg.querySelectorAll('[aria-pressed="true"]')).toHaveLength(0);
      expect(within(drawing().figure).getByRole('button', { name: diagramFor('touchdown')!.hotspots[0]!.name })).toBeInTheDocument();

      // select on the new rule, then go back: still nothing selected
      await user.click(hotspotEl('end-zone'));
      await user.click(screen.getByRole('button', { name: 'Next rule' }));
      expect(screen.getByText(HINT)).toBeInTheDocument();
      expect(drawing().svg.querySelectorAll('[aria-pressed="true"]')).toHaveLength(0);
    });
  });

  describe('rules without a diagram', () => {
    it('shows a sensible fallback card', () => {
      renderCard('line-of-scrimmage', 'Line of Scrimmage');
      expect(screen.getByRole('heading', { name: 'Interactive Diagram' })).toBeInTheDocument();
      expect(screen.getByText(NO_DIAGRAM_TEXT, { exact: false })).toBeInTheDocument();
      expect(document.querySelector('svg[role="group"]')).toBeNull();
      expect(screen.queryByText(HINT)).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('switches between a diagram and the fallback without errors', async () => {
      const user = userEvent.setup();
      renderWithProviders(<RuleSwitcher ids={['sack', 'no-such-rule']} />);
      expect(screen.getByText(HINT)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next rule' }));
      expect(screen.getByText(NO_DIAGRAM_TEXT, { exact: false })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next rule' }));
      expect(screen.getByText(HINT)).toBeInTheDocument();
    });
  });
});

/**
 * The facts each diagram must state (numbers, distances, 2025 rule changes). Checked against what a person can read: the card's text
 * (drawing labels included) plus each hotspot's description as shown in the panel after tapping
 * its legend entry.
 */
const FACTS: Record<(typeof DIAGRAM_RULE_IDS)[number], RegExp[]> = {
  'down-system': [/1st and 10 at the team’s own 30/, /10 yards/, /four downs/i],
  touchdown: [/6 points/, /end zone is 10 yards deep/],
  'field-goal': [/3 points/, /47-yard/],
  'two-point-conversion': [/2 points/, /2-yard line/, /1 point/],
  'red-zone-offense': [/red zone runs from the opponent’s 20-yard line to the goal line/i, /end zone is only 10 yards deep/, /goal to go/i],
  'play-action': [/fake handoff/i, /1 yard downfield/],
  'snap-count': [/cadence/i, /false start, which costs 5 yards/, /silent count/i],
  'forward-pass': [/one is allowed per play/, /behind the line of scrimmage/, /5 yards from the spot of the pass and loss of down/, /lateral/i],
  'audible-hot-route': [/play clock/i, /15 seconds/, /hot route/i],
  'pass-interference': [/automatic first down/, /spot of the foul/i, /1-yard line/],
  interception: [/6 points/, /pick six/i, /own 20/],
  'safety-scoring': [/2 points/, /free-kick from its own 20-yard line/],
  'offensive-formation': [/at least seven players on the line/, /No more than four/, /5-yard illegal formation/, /11 personnel/],
  'intentional-grounding': [/10 yards/, /loss of down/, /safety/],
  'holding-defense': [/5 yards/, /automatic first down/],
  offside: [/5 yards/, /5-yard penalty/, /free play/i],
  'fumble-recovery': [/live ball/i, /touchdown/, /out of bounds/],
  sack: [/behind the line of scrimmage/, /safety/, /clock keeps running/i],
  'punt-rules': [/15 yards back/, /touchback/i, /own 20/, /fair catch/i],
  'kickoff-rules': [
    /kicks off from a tee at his own 35-yard line/,
    /receiving team’s 40/,
    /setup zone, between their own 35 and 30/,
    /between the receiving 20 and the goal line/,
    /touchback at the receiving 35/,
    /no fair catch on kickoffs/i,
    /2025/,
  ],
  'fair-catch': [/waves one hand/, /15-yard/, /not on kickoffs/],
  'onside-kick': [/at least 10 yards/, /behind in the score/],
  'blocked-kick': [/either team may recover/, /touchdown/, /roughing the kicker/],
  'personal-foul': [/15 yards/, /automatic first down/, /wrist/],
  'false-start-vs-neutral': [/5 yards, replay the down/, /Neutral zone infraction/i, /5 yards on the defense/],
  'delay-game': [/5 yards/, /40 seconds/, /25 seconds/, /down is replayed/],
  unsportsmanlike: [/15 yards/, /taunting/i, /ejected/],
  'game-time': [/game clock shows the time left in the quarter/, /play clock shows 15/, /four 15-minute quarters/, /Halftime/],
  overtime: [/10-minute period/, /both teams get a possession/i, /coin-toss winner/, /sudden death/i, /at the 25/, /2025/, /touchback .*35/],
  timeouts: [/Timeouts stop the clock/, /2 remaining/, /three timeouts per half/],
  'two-minute-warning': [/automatic timeout in each half/, /2:00/],
  'coin-toss': [/coin-toss winner chooses to receive or kick, or which end to defend/, /defer/i],
  'change-possession': [/kicks off/, /turnover on downs/, /own 20/],
};

describe('facts stated by the diagrams', () => {
  it('covers every diagram id', () => {
    expect(Object.keys(FACTS).sort()).toEqual([...DIAGRAM_RULE_IDS].sort());
  });

  it.each(DIAGRAM_RULE_IDS)('%s states its facts', (ruleId) => {
    renderCard(ruleId);
    const diagram = diagramFor(ruleId)!;
    const card = screen.getByRole('region', { name: 'Interactive Diagram' });
    const seen: string[] = [card.textContent ?? ''];
    const legend = within(card).getByRole('list', { name: 'Diagram key' });
    for (const hotspot of diagram.hotspots) {
      act(() => fireEvent.click(within(legend).getByRole('button', { name: hotspot.name })));
      seen.push(panel().textContent ?? '');
    }
    const text = seen.join('\n');
    for (const fact of FACTS[ruleId]) expect(text).toMatch(fact);
  });

  it('game-time draws a play clock showing 15', () => {
    renderCard('game-time');
    expect(hotspotArt('play-clock')).toHaveTextContent('15');
    expect(hotspotArt('game-clock')).toHaveTextContent('7:42');
  });

  it('timeouts draws the example team with 2 remaining', () => {
    renderCard('timeouts');
    expect(hotspotArt('timeouts-left')).toHaveTextContent('2 remaining');
  });

  it('kickoff and overtime show a visible note about what changed', () => {
    renderCard('kickoff-rules');
    expect(screen.getByRole('complementary', { name: 'What changed' })).toHaveTextContent(/2025.*35/);
  });

  it('overtime says what changed, in the note and in the drawing', () => {
    renderCard('overtime');
    expect(screen.getByRole('complementary', { name: 'What changed' })).toHaveTextContent(/2025/);
    expect(drawing().svg).toHaveTextContent(/sudden death at the 25 \(changed 2025\)/);
  });
});
