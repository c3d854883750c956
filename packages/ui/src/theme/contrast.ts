/**
 * WCAG contrast from the palette, for tests: which token a rendered element's colour is (Emotion
 * writes `var(--gg-<token>)`), and the contrast ratio of two tokens in a mode. Not used by pages.
 */
import { palette, type ColorName } from './tokens';

export type ColorMode = keyof typeof palette;

/** 'var(--gg-surface-alt)' -> 'surfaceAlt'. */
export function tokenOf(cssValue: string): ColorName {
  const m = /var\(--gg-([a-z-]+)\)/.exec(cssValue);
  if (!m) throw new Error(`not a theme color: ${JSON.stringify(cssValue)}`);
  const name = m[1]!.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  if (!(name in palette.light)) throw new Error(`unknown theme color ${name}`);
  return name as ColorName;
}

/** WCAG relative luminance of an opaque #rrggbb colour. */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not an opaque #rrggbb color: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two tokens in a mode, to two decimals (1 to 21). */
export function contrastRatio(mode: ColorMode, a: ColorName, b: ColorName): number {
  const [hi, lo] = [luminance(palette[mode][a]), luminance(palette[mode][b])].sort((x, y) => y - x);
  return Math.round(((hi! + 0.05) / (lo! + 0.05)) * 100) / 100;
}
