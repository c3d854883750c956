/**
 * Non-text contrast (WCAG 2.2, 1.4.11), from the palette in both modes, for the colours the
 * components really draw with (read from the rendered elements): a selected tab must stand 3:1
 * against the unselected ones beside it, a pressed toggle against the unpressed ones, and a filled
 * control (a primary button such as the home "NFL Hub" button) against the card or page it sits on.
 * Their text needs 4.5:1 (1.4.3).
 */
import { screen } from '@testing-library/react';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { Tabs, TabsList, TabsTrigger } from '../components/tabs';
import { renderWithProviders } from '../testing';
import { contrastRatio, tokenOf } from './contrast';

const bg = (el: HTMLElement) => tokenOf(getComputedStyle(el).background);
const ink = (el: HTMLElement) => tokenOf(getComputedStyle(el).color);

function renderTabs() {
  renderWithProviders(
    <Tabs defaultValue="standings">
      <TabsList aria-label="Sections">
        <TabsTrigger value="schedule">Schedule</TabsTrigger>
        <TabsTrigger value="standings">Standings</TabsTrigger>
      </TabsList>
    </Tabs>,
  );
  // an unselected tab is transparent: it shows the track
  return { track: bg(screen.getByRole('tablist')), selected: screen.getByRole('tab', { selected: true }), unselected: screen.getByRole('tab', { selected: false }) };
}

describe.each(['light', 'dark'] as const)('%s mode', (mode) => {
  it('a selected tab stands 3:1 against the unselected ones beside it, and every tab label is readable', () => {
    const { track, selected, unselected } = renderTabs();
    expect(contrastRatio(mode, bg(selected), track)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(mode, ink(selected), bg(selected))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(mode, ink(unselected), track)).toBeGreaterThanOrEqual(4.5);
  });

  it('a primary button shows its edge on a card and on the page, with readable text', () => {
    renderWithProviders(<Button>NFL Hub</Button>);
    const button = screen.getByRole('button');
    for (const under of ['surface', 'bg', 'surfaceAlt'] as const) expect(contrastRatio(mode, bg(button), under)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(mode, ink(button), bg(button))).toBeGreaterThanOrEqual(4.5);
  });

  it('a pressed toggle (primary) stands 3:1 against the unpressed ones (secondary) beside it', () => {
    renderWithProviders(<><Button aria-pressed="true">AFC</Button><Button variant="secondary" aria-pressed="false">NFC</Button></>);
    expect(contrastRatio(mode, bg(screen.getByRole('button', { name: 'AFC' })), bg(screen.getByRole('button', { name: 'NFC' })))).toBeGreaterThanOrEqual(3);
  });
});

describe.each(['light', 'dark'] as const)('%s mode: strong badges', (mode) => {
  it("a strong badge (Final, a winning streak, 'Loss of down') shows its shape on a card and on the page, with readable text", () => {
    renderWithProviders(<Badge tone="strong">FINAL</Badge>);
    const badge = screen.getByText('FINAL');
    for (const under of ['surface', 'bg', 'surfaceAlt'] as const) expect(contrastRatio(mode, bg(badge), under)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(mode, ink(badge), bg(badge))).toBeGreaterThanOrEqual(4.5);
  });
});
