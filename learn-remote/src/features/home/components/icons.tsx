import styled from '@emotion/styled';
import { diagramColors as c, themed } from '@gg/ui';

/** Decorative icons for the home screen (the text beside each one carries the meaning). */
const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const LogoSvg = styled.svg(themed(({ theme }) => ({ display: 'block', flexShrink: 0, borderRadius: theme.radius.sm })));
/** An icon beside text in a flex row: keeps its size when the text wraps. */
const InlineSvg = styled.svg({ flexShrink: 0 });

/** The logo mark: a football on a patch of striped grass. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <LogoSvg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" fill={c.grass} />
      <path d="M10 0h5v40h-5zM25 0h5v40h-5z" fill={c.grassStripe} />
      <path d="M5 20h30" stroke={c.line} strokeWidth="1.5" strokeOpacity="0.7" />
      <ellipse cx="20" cy="20" rx="13" ry="8" transform="rotate(-35 20 20)" fill={c.ball} stroke={c.line} strokeWidth="1.5" />
      <path d="M15.5 24.5l9-9M16.8 19.8l3.4 3.4M19.2 17.4l3.4 3.4M21.6 15l2.6 2.6" stroke={c.line} strokeWidth="1.6" strokeLinecap="round" />
    </LogoSvg>
  );
}

/** An open rule book. */
export const RulebookIcon = () => (
  <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...line}>
    <path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5z" />
    <path d="M12 6.5v13" />
    <path d="M6.5 9h3M6.5 12h3M14.5 9h3M14.5 12h3" strokeWidth="1.6" />
  </svg>
);

/** A scoreboard with a live bar chart. */
export const ScoreboardIcon = () => (
  <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...line}>
    <rect x="3" y="4" width="18" height="13" rx="2" />
    <path d="M8 21h8M12 17v4" />
    <path d="M7.5 13.5v-3M11 13.5V8M14.5 13.5v-4M18 13.5v-6" strokeWidth="1.8" />
  </svg>
);

export const ArrowRight = ({ size = 18 }: { size?: number }) => (
  <InlineSvg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...line} strokeWidth={2.2}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </InlineSvg>
);

export const ChevronRight = () => (
  <InlineSvg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...line} strokeWidth={2.2}>
    <path d="M9 6l6 6-6 6" />
  </InlineSvg>
);
