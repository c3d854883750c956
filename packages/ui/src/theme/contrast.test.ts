/**
 * Non-text contrast (WCAG 2.2, 1.4.11), computed from the palette in both modes for the colours the
 * controls really use: a selected tab or segment must stand 3:1 against its unselected neighbours,
 * and a filled control or mark (a primary button, a jersey or rank badge) 3:1 against the card or
 * page it sits on. Text on those fills needs 4.5:1 (1.4.3).
 */
import { BUTTON_COLORS } from '../components/button';
import { TAB_COLORS } from '../components/tabs';
import { palette, type ColorName } from './tokens';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const MODES = ['light', 'dark'] as const;
const ratio = (mode: (typeof MODES)[number], a: ColorName, b: ColorName) => Math.round(contrast(palette[mode][a], palette[mode][b]) * 100) / 100;

describe.each(MODES)('%s mode', (mode) => {
  it('a selected tab or segment stands 3:1 against the unselected ones beside it (they show the track)', () => {
    expect(ratio(mode, TAB_COLORS.selected, TAB_COLORS.track)).toBeGreaterThanOrEqual(3);
  });

  it('tab labels are readable, selected or not', () => {
    expect(ratio(mode, TAB_COLORS.selectedText, TAB_COLORS.selected)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(mode, TAB_COLORS.text, TAB_COLORS.track)).toBeGreaterThanOrEqual(4.5);
  });

  it('a primary button (the home "NFL Hub" button, a pressed toggle) shows its edge on a card and on the page', () => {
    const fill = BUTTON_COLORS.primary.background;
    expect(ratio(mode, fill, 'surface')).toBeGreaterThanOrEqual(3);
    expect(ratio(mode, fill, 'bg')).toBeGreaterThanOrEqual(3);
    expect(ratio(mode, BUTTON_COLORS.primary.text, fill)).toBeGreaterThanOrEqual(4.5);
  });

  it('a pressed toggle (primary) stands 3:1 against the unpressed ones (secondary) beside it', () => {
    expect(ratio(mode, BUTTON_COLORS.primary.background, BUTTON_COLORS.secondary.background)).toBeGreaterThanOrEqual(3);
  });

  it('marks filled like a primary button (jersey and rank badges) stand 3:1 on a card and on the track of a tab list', () => {
    const fill = BUTTON_COLORS.primary.background;
    expect(ratio(mode, fill, 'surface')).toBeGreaterThanOrEqual(3);
    expect(ratio(mode, fill, 'surfaceAlt')).toBeGreaterThanOrEqual(3);
  });
});
