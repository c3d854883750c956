import { Global, css } from '@emotion/react';
import { cssVariables, theme } from './tokens';

/** Made once: the theme is one object, so the page's root CSS is the same in every render. */
const ROOT_STYLES = css`
  :root { ${cssVariables('light')} color-scheme: light; }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme='light']) { ${cssVariables('dark')} color-scheme: dark; }
  }
  :root[data-theme='dark'] { ${cssVariables('dark')} color-scheme: dark; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font.family};
    font-size: 16px;
    line-height: ${theme.font.lineHeight};
    background: ${theme.color.bg};
    color: ${theme.color.text};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${theme.color.link}; }
  h1, h2, h3, h4 { line-height: 1.25; margin: 0; }
  button, input, select { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
  .gg-visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); clip-path: inset(50%); white-space: nowrap; border: 0;
  }
`;

/**
 * Root CSS: colour variables for both modes, base type, focus ring, reduced motion.
 * `.gg-visually-hidden` is read out, not shown. Absolutely placed, it is laid out against its
 * nearest positioned ancestor: a box that scrolls sideways must be positioned itself
 * (position: relative), or the text escapes it and widens the page.
 */
export function GlobalStyles() {
  return <Global styles={ROOT_STYLES} />;
}
