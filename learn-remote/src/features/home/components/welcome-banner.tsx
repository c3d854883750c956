import styled from '@emotion/styled';
import { themed } from '@gg/ui';

const Banner = styled.section(themed(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  gap: theme.space(1),
  padding: `${theme.space(3)} ${theme.space(2.5)}`,
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.chrome,
  color: theme.color.chromeText,
  '& h1': { position: 'relative', fontSize: theme.font.size.xxl, letterSpacing: '-0.01em', maxWidth: '16ch' },
  '& p': { position: 'relative', margin: 0, maxWidth: '34ch', color: theme.color.chromeMuted, fontSize: theme.font.size.md },
  [theme.breakpoint.tablet]: { padding: `${theme.space(4)} ${theme.space(4)}`, '& h1': { fontSize: `calc(${theme.font.size.xxl} * 1.25)`, maxWidth: 'none' } },
})));

const StripesSvg = styled.svg(themed(({ theme }) => ({ position: 'absolute', top: 0, right: 0, height: '100%', width: '70%', color: theme.color.chromeText, opacity: 0.1 })));

/** Faint yard lines and numbers fading in from the right edge: a field seen from above. */
function FieldStripes() {
  return (
    <StripesSvg aria-hidden="true" focusable="false" viewBox="0 0 200 120" preserveAspectRatio="xMaxYMid slice">
      <defs>
        <linearGradient id="gg-welcome-fade" x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="currentColor" stopOpacity="0" />
          <stop offset="0.55" stopColor="currentColor" stopOpacity="1" />
        </linearGradient>
        <mask id="gg-welcome-mask">
          <rect width="200" height="120" fill="url(#gg-welcome-fade)" />
        </mask>
      </defs>
      <g mask="url(#gg-welcome-mask)" stroke="currentColor" fill="currentColor">
        {[20, 60, 100, 140, 180].map((x) => <line key={x} x1={x} x2={x} y1="0" y2="120" strokeWidth="3" />)}
        {[40, 80, 120, 160].map((x) => <line key={x} x1={x} x2={x} y1="0" y2="120" strokeWidth="1.5" />)}
        {[10, 30, 50, 70, 90, 110, 130, 150, 170, 190].map((x) => <line key={x} x1={x} x2={x} y1="44" y2="50" strokeWidth="1.5" />)}
      </g>
    </StripesSvg>
  );
}

/** Welcome banner: holds the home page's only h1. */
export function WelcomeBanner() {
  return (
    <Banner aria-labelledby="welcome-heading">
      <FieldStripes />
      <h1 id="welcome-heading">Welcome to the NFL!</h1>
      <p>Your guide to American football, from the basic rules to advanced strategies.</p>
    </Banner>
  );
}
