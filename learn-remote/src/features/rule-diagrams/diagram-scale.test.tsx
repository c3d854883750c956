/**
 * The distances the diagrams write on the field are the distances they draw: a "10 yards" bracket
 * spans 10 yards of the field (every field diagram is drawn in yards). Iterates over the registry.
 */
import { renderWithProviders } from '@gg/ui/testing';
import { ruleDiagrams } from './registry';

/** The distance a measure's label states, or null when it names a place ("the 20 to the goal line"). */
function statedYards(label: string): number | null {
  const text = label.replace(/−/g, '-').trim();
  if (/^[+-]?\d+$/.test(text)) return Math.abs(Number(text));
  if (/^\d+( \+ \d+)+$/.test(text)) return text.split(' + ').reduce((sum, n) => sum + Number(n), 0);
  const yards = /(\d+)\s*(?:yards?|yds?)\b/.exec(text);
  return yards ? Number(yards[1]) : null;
}

describe('statedYards', () => {
  it('reads the distance a label states', () => {
    expect(statedYards('10 yards')).toBe(10);
    expect(statedYards('−9 yards')).toBe(9);
    expect(statedYards('+15')).toBe(15);
    expect(statedYards('6 yds')).toBe(6);
    expect(statedYards('7 + 30 + 10')).toBe(47);
    expect(statedYards('at least 10 yards')).toBe(10);
    expect(statedYards('the 20 to the goal line')).toBeNull();
  });
});

const measures = Object.values(ruleDiagrams).flatMap((diagram) => {
  const { Drawing } = diagram;
  const { container, unmount } = renderWithProviders(<Drawing selectedId={null} onSelect={() => {}} />);
  const found = [...container.querySelectorAll('[data-measure-yards]')].map((el) => ({
    ruleId: diagram.ruleId,
    label: el.textContent ?? '',
    drawn: Number(el.getAttribute('data-measure-yards')),
  }));
  unmount();
  return found;
});

describe('measured distances', () => {
  it('finds the measures of the field diagrams', () => {
    expect(measures.length).toBeGreaterThan(10);
  });

  it.each(measures.filter((m) => statedYards(m.label) !== null).map((m) => [m.ruleId, m.label, m] as const))('%s: “%s” spans that many yards', (_ruleId, label, measure) => {
    expect(measure.drawn).toBeCloseTo(statedYards(label)!, 1);
  });
});
