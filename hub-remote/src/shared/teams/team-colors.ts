/** Team colours from data: cleaned before they reach a style, and the ink that reads on them. */

/**
 * Team colours arrive as hex, sometimes without the leading '#': it is added. Anything that is not
 * a 3- or 6-digit hex colour is dropped (it never reaches a style).
 */
export function normalizeHex(value: string | null | undefined): string | null {
  const raw = value?.trim() ?? '';
  const hex = raw.startsWith('#') ? raw.slice(1) : raw;
  return /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex) ? `#${hex.toLowerCase()}` : null;
}

/** How a colour is written for people: '#E31837'. */
export const hexLabel = (hex: string) => hex.toUpperCase();

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance (WCAG) of a normalized hex colour. */
export function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * Text on a team colour: whichever ink contrasts more. The light ink is white and the dark ink is
 * the navy chrome colour (luminance about 0.015), so both contrast equally at a luminance of 0.21.
 */
export const INK_CROSSOVER = 0.21;
export const inkOn = (hex: string): 'dark' | 'light' => (luminance(hex) > INK_CROSSOVER ? 'dark' : 'light');

/** The luminance of the dark ink (the navy chrome colour, #0b1f44). */
const DARK_INK_LUMINANCE = 0.0139;
/** Small text needs 4.5:1 against its background. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The contrast ratio (WCAG) of the better ink on a team colour. */
export function bestInkContrast(hex: string): number {
  const l = luminance(hex);
  return inkOn(hex) === 'light' ? 1.05 / (l + 0.05) : (l + 0.05) / (DARK_INK_LUMINANCE + 0.05);
}

/**
 * Whether a team's abbreviation can be written on its colour: mid-tone colours (Chargers blue,
 * Dolphins aqua, Panthers blue) reach 4.5:1 with neither ink, so the colour goes into a ring
 * around a plain mark instead.
 */
export const canWriteOn = (hex: string) => bestInkContrast(hex) >= MIN_TEXT_CONTRAST;
