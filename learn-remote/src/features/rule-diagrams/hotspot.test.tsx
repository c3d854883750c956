import { diagramColors } from '@gg/ui';
import { renderWithProviders } from '@gg/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { Canvas } from './canvas';
import { HotspotContext } from './context';
import { Hotspot } from './hotspot';

const spot = { id: 'tiny-thing', name: 'Tiny thing', description: 'Small but tappable.', color: diagramColors.flag };

function renderSpot(onSelect = jest.fn(), selectedId: string | null = null) {
  renderWithProviders(
    <HotspotContext.Provider value={{ hotspots: [spot], selectedId, onSelect }}>
      <Canvas height={100}>
        <Hotspot id="tiny-thing" area={{ cx: 50, cy: 50, r: 3 }}>
          <circle cx={50} cy={50} r={3} fill={spot.color} />
        </Hotspot>
      </Canvas>
    </HotspotContext.Provider>,
  );
  return { onSelect, el: screen.getByRole('button', { name: 'Tiny thing' }) };
}

describe('Hotspot', () => {
  it('is a focusable toggle button named after the hotspot, with a hover title', () => {
    const { el } = renderSpot();
    expect(el.tagName.toLowerCase()).toBe('g');
    expect(el).toHaveAttribute('tabindex', '0');
    expect(el).toHaveAttribute('aria-pressed', 'false');
    expect(el.querySelector('title')).toHaveTextContent('Tiny thing');
  });

  it('grows the invisible hit area of small shapes to at least 40 design pixels', () => {
    const { el } = renderSpot();
    const hit = el.querySelector('g[pointer-events="all"] circle')!;
    expect(Number(hit.getAttribute('r'))).toBeGreaterThanOrEqual(20);
  });

  it('selects on click, Enter and Space (not on other keys)', () => {
    const { el, onSelect } = renderSpot();
    fireEvent.click(el);
    fireEvent.keyDown(el, { key: 'Enter' });
    fireEvent.keyDown(el, { key: ' ' });
    fireEvent.keyDown(el, { key: 'a' });
    expect(onSelect).toHaveBeenCalledTimes(3);
    expect(onSelect).toHaveBeenCalledWith(spot);
  });

  it('reports the selected state', () => {
    const { el } = renderSpot(jest.fn(), 'tiny-thing');
    expect(el).toHaveAttribute('aria-pressed', 'true');
  });
});
