/**
 * Every diagram without a mouse: Tab reaches each hotspot of the drawing, a screen reader hears it
 * as a named toggle button, and Enter or Space opens its explanation in the live panel.
 * Iterates over the registry, so a new diagram is checked without being listed.
 */
import { renderWithProviders } from '@gg/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAllDiagrams } from './diagram-loader';
import { RuleDiagramCard } from './rule-diagram-card';
import { ruleDiagrams } from './registry';

beforeAll(() => loadAllDiagrams());

const diagrams = Object.values(ruleDiagrams).map((d) => [d.ruleId, d] as const);

describe.each(diagrams)('the %s diagram from the keyboard', (ruleId, diagram) => {
  it('reaches every hotspot with Tab, each a named toggle button, and opens it with Enter or Space', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RuleDiagramCard ruleId={ruleId} ruleTitle="A rule" />);
    const figure = screen.getByRole('group', { name: diagram.title });
    const panel = screen.getByTestId('diagram-panel');
    expect(panel).toHaveAttribute('aria-live', 'polite');

    // Tab walks the drawing's hotspots first (the legend repeats them afterwards)
    const reached: string[] = [];
    for (let i = 0; i < diagram.hotspots.length; i++) {
      await user.tab();
      const focused = document.activeElement!;
      expect(figure).toContainElement(focused as HTMLElement);
      reached.push(focused.getAttribute('aria-label') ?? '');
    }
    expect([...reached].sort()).toEqual(diagram.hotspots.map((h) => h.name).sort());

    // what a screen reader announces: the name, the role, and whether it is pressed
    for (const hotspot of diagram.hotspots) expect(within(figure).getByRole('button', { name: hotspot.name, pressed: false })).toBeInTheDocument();

    // Enter and Space open the explanation in the live panel (alternately, over every hotspot)
    for (const [i, hotspot] of diagram.hotspots.entries()) {
      within(figure).getByRole('button', { name: hotspot.name }).focus();
      await user.keyboard(i % 2 === 0 ? '{Enter}' : ' ');
      expect(within(panel).getByRole('heading', { name: hotspot.name })).toBeInTheDocument();
      expect(within(panel).getByText(hotspot.description)).toBeInTheDocument();
      expect(within(figure).getByRole('button', { name: hotspot.name, pressed: true })).toHaveFocus();
    }
  });
});
