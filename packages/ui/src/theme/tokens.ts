/**
 * Design tokens. Colours are CSS custom properties so light/dark switch without re-rendering and
 * the first paint already follows the system setting. Every remote reads colours from here only.
 */
export const palette = {
  light: {
    bg: '#f4f6fa',
    surface: '#ffffff',
    surfaceAlt: '#eef1f7',
    text: '#0f1a2e',
    textMuted: '#4a5671',
    border: '#d5dbe6',
    chrome: '#0b1f44', // deep navy: header, bottom nav
    chromeText: '#ffffff',
    chromeMuted: '#b6c3dd',
    chromeField: 'rgba(255, 255, 255, 0.12)', // search field and borders on the navy chrome
    chromeBorder: 'rgba(255, 255, 255, 0.08)',
    // filled controls on a page: primary buttons, the selected tab or segment, jersey and rank badges
    primary: '#0b1f44',
    primaryText: '#ffffff',
    accent: '#c8102e', // the single red: live and destructive
    accentText: '#ffffff',
    link: '#1d4ed8',
    focus: '#f5b400',
    success: '#1e7a3c',
    warning: '#9a5b00',
    info: '#1d4ed8',
    field: '#2e7d32',
    fieldDark: '#1b5e20',
    fieldLine: '#ffffff',
    endZone: '#1b4d2a',
    skeleton: '#e3e8f0',
    overlay: 'rgba(8, 16, 34, 0.55)',
  },
  dark: {
    bg: '#0a1020',
    surface: '#131c31',
    surfaceAlt: '#1b2640',
    text: '#eef2fb',
    textMuted: '#a9b5cf',
    border: '#2a3755',
    chrome: '#0b1a3a',
    chromeText: '#ffffff',
    chromeMuted: '#9fb0d3',
    chromeField: 'rgba(255, 255, 255, 0.12)',
    chromeBorder: 'rgba(255, 255, 255, 0.08)',
    // navy would vanish on the dark navy cards (1.0:1): a light blue fill with dark text stands out
    primary: '#7aa2f7',
    primaryText: '#0a1020',
    accent: '#ff4d5e',
    accentText: '#0a1020',
    link: '#8fb4ff',
    focus: '#ffcc33',
    success: '#5fd38a',
    warning: '#ffb547',
    info: '#8fb4ff',
    field: '#2e7d32',
    fieldDark: '#1b5e20',
    fieldLine: '#ffffff',
    endZone: '#1b4d2a',
    skeleton: '#222e4a',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
} as const;

export type ColorName = keyof typeof palette.light;

export { diagramColors, type DiagramColorName } from './diagram-colors';

const cssVar = (name: ColorName) => `var(--gg-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})`;

export function cssVariables(mode: 'light' | 'dark'): string {
  return Object.entries(palette[mode])
    .map(([name, value]) => `${cssVar(name as ColorName).slice(4, -1)}: ${value};`)
    .join('\n');
}

export const theme = {
  color: Object.fromEntries(Object.keys(palette.light).map((k) => [k, cssVar(k as ColorName)])) as Record<ColorName, string>,
  /** 8 px grid: space(1) = 8px. */
  space: (n: number) => `${n * 8}px`,
  radius: { xs: '4px', sm: '8px', md: '12px', lg: '16px', pill: '999px' },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: 1.5,
  },
  shadow: {
    card: '0 1px 2px rgba(15, 26, 46, 0.08), 0 2px 8px rgba(15, 26, 46, 0.06)',
    raised: '0 4px 16px rgba(15, 26, 46, 0.18)',
  },
  touchTarget: '44px',
  /**
   * maxWidth caps the content column on phones and tablets; from the desktop breakpoint the header
   * and pages share the wider desktopMaxWidth, where pages set their cards in columns.
   */
  layout: { maxWidth: '960px', desktopMaxWidth: '1120px', headerHeight: '56px', bottomNavHeight: '64px', toastMaxWidth: '420px', popoverMaxWidth: '260px', dialogMaxWidth: '560px' },
  /** Square sizes for marks and icons (team logos, checkboxes, play icons). */
  size: { icon: '20px', mark: '36px', markLarge: '64px', avatar: '72px' },
  /** Layouts change with CSS media queries only: the server renders one page for every width. */
  breakpoint: { tablet: '@media (min-width: 640px)', desktop: '@media (min-width: 1024px)' },
} as const;

export type AppTheme = typeof theme;

// Every styled component in every app gets the typed theme.
declare module '@emotion/react' {
  export interface Theme extends AppTheme {}
}
