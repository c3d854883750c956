import { diagramColors } from '../theme/diagram-colors';
import { renderWithProviders } from '../testing';
import { FIELD, Field, opp, own } from './field';

const viewBox = (svg: SVGSVGElement) => svg.getAttribute('viewBox')!.split(' ').map(Number);

describe('Field', () => {
  it('is drawn to scale in yards: 120 × 53⅓ with end zones 0–10 and 110–120', () => {
    const { container } = renderWithProviders(<Field />);
    const svg = container.querySelector('svg')!;
    const [x, y, w, h] = viewBox(svg);
    expect([x, y, w]).toEqual([0, 0, 120]);
    expect(h).toBeCloseTo(160 / 3, 5);
    const endZones = [...svg.querySelectorAll('rect')].filter((r) => r.getAttribute('fill') === diagramColors.endZone && r.getAttribute('width') === '10');
    expect(endZones.map((r) => r.getAttribute('x'))).toEqual(['0', '110']);
    expect(FIELD.goalLeft).toBe(10);
    expect(FIELD.goalRight).toBe(110);
    // hashes are as wide apart as the goalposts: 18 ft 6 in
    expect((FIELD.hashBottom - FIELD.hashTop) * 3).toBeCloseTo(18.5, 5);
  });

  it('numbers the field 10 20 30 40 50 40 30 20 10 on both sides', () => {
    const { container } = renderWithProviders(<Field />);
    const numbers = [...container.querySelectorAll('text')].map((t) => t.textContent);
    const row = ['10', '20', '30', '40', '50', '40', '30', '20', '10'];
    expect(numbers.filter((n) => /^\d+$/.test(n ?? ''))).toEqual(row.flatMap((n) => [n, n]));
  });

  it('crops to an x (and y) range without changing scale, plus an optional apron', () => {
    const { container } = renderWithProviders(<Field crop={[60, 100]} yCrop={[5, 45]} pad={{ top: 3, right: 2 }} />);
    expect(viewBox(container.querySelector('svg')!)).toEqual([60, 2, 42, 43]);
  });

  it('maps yard lines for an offense driving right', () => {
    expect(own(30)).toBe(40);
    expect(opp(20)).toBe(90);
  });

  it('draws children on top and never lets the turf catch taps', () => {
    const { container } = renderWithProviders(
      <Field>
        <circle data-testid="marker" cx={50} cy={20} r={1} />
      </Field>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.lastElementChild).toContainElement(container.querySelector('[data-testid="marker"]') as HTMLElement);
    expect(svg.querySelector('g[aria-hidden="true"]')).toHaveAttribute('pointer-events', 'none');
  });
});
