import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { diagramColors as c, themed } from '@gg/ui';
import type { ReactElement, ReactNode } from 'react';
import { categoryEmoji } from '../category-emoji';

/** Size of the illustration tile (56 px), shared with the card's layout and its loading skeleton so nothing shifts. */
export const illustrationSize = (theme: Theme) => theme.space(7);

const GrassTile = styled.svg(themed(({ theme }) => ({
  display: 'block',
  flexShrink: 0,
  width: illustrationSize(theme),
  height: illustrationSize(theme),
  borderRadius: theme.radius.md,
})));

/**
 * Small drawings on a patch of field grass: the same green in light and dark mode (fields are
 * green in both), so the fixed diagram colours read on every theme.
 */
function Grass({ children, title }: { children: ReactNode; title: string }) {
  return (
    <GrassTile viewBox="0 0 56 56" aria-hidden="true" focusable="false" data-illustration={title}>
      <rect width="56" height="56" fill={c.grass} />
      <path d="M0 14h56v14H0zM0 42h56v14H0z" fill={c.grassStripe} />
      {children}
    </GrassTile>
  );
}

/** X-and-O play: three blockers and a receiver's route with an arrow. */
const Offense = () => (
  <Grass title="offense">
    <path d="M43 37V24c0-7-5-11-14-11.5" fill="none" stroke={c.line} strokeWidth="2.5" strokeLinecap="round" />
    <path d="M22 12.5l7.5-4.2v8.4z" fill={c.line} />
    <path d="M9 45.5h38" stroke={c.line} strokeWidth="1.5" strokeOpacity="0.6" />
    {[13, 28, 43].map((x) => <circle key={x} cx={x} cy={43} r="5.5" fill={c.offense} stroke={c.line} strokeWidth="2" />)}
  </Grass>
);

/** A shield with the defenders' X marks. */
const Defense = () => (
  <Grass title="defense">
    <path d="M28 8l15 5.5v11c0 10-6.5 17-15 21.5-8.5-4.5-15-11.5-15-21.5v-11z" fill={c.defense} stroke={c.line} strokeWidth="2" strokeLinejoin="round" />
    <path d="M21 19l6 6M27 19l-6 6M29 27l6 6M35 27l-6 6" stroke={c.line} strokeWidth="2.5" strokeLinecap="round" />
  </Grass>
);

/** A goalpost and the ball's arc through it. */
const SpecialTeams = () => (
  <Grass title="special-teams">
    <path d="M8 47C14 26 26 14 38 11" fill="none" stroke={c.line} strokeWidth="2" strokeDasharray="3 3" strokeLinecap="round" />
    <path d="M32 48V33M22 33h20M22 33V10M42 33V10" fill="none" stroke={c.goalpost} strokeWidth="3" strokeLinecap="round" />
    <ellipse cx="40" cy="12" rx="6" ry="3.8" transform="rotate(-30 40 12)" fill={c.ball} stroke={c.line} strokeWidth="1.2" />
  </Grass>
);

/** The official's yellow flag. */
const Penalties = () => (
  <Grass title="penalties">
    <path d="M17 10v38" stroke={c.line} strokeWidth="2.5" strokeLinecap="round" />
    <path d="M18 11c7-3 12 3 22-1v19c-10 4-15-2-22 1z" fill={c.flag} stroke={c.line} strokeWidth="1.5" strokeLinejoin="round" />
    <path d="M18 20c7-3 12 3 22-1" fill="none" stroke={c.official} strokeWidth="1.5" opacity="0.35" />
  </Grass>
);

/** A stopwatch: the game clock. */
const GameFlow = () => (
  <Grass title="game-flow">
    <path d="M24 9h8M28 9v5" stroke={c.line} strokeWidth="3" strokeLinecap="round" />
    <circle cx="28" cy="32" r="16" fill={c.line} stroke={c.clock} strokeWidth="2.5" />
    <path d="M28 32V21M28 32l7 5" stroke={c.clock} strokeWidth="2.5" strokeLinecap="round" />
    <path d="M28 16.5v2M43.5 32h-2M28 47.5v-2M12.5 32h2" stroke={c.clock} strokeWidth="1.5" strokeLinecap="round" />
    <circle cx="28" cy="32" r="1.8" fill={c.defense} />
  </Grass>
);

const DRAWINGS: Record<string, () => ReactElement> = {
  offense: Offense,
  defense: Defense,
  'special-teams': SpecialTeams,
  penalties: Penalties,
  'game-flow': GameFlow,
};

export const hasIllustration = (categoryId: string) => Object.hasOwn(DRAWINGS, categoryId);

const EmojiTile = styled.span(themed(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: illustrationSize(theme),
  height: illustrationSize(theme),
  borderRadius: theme.radius.md,
  background: theme.color.surfaceAlt,
  fontSize: theme.font.size.xxl,
  lineHeight: 1,
})));

/**
 * The picture of a category: its own drawing for the five known ids, otherwise an emoji chosen
 * by name. Decorative: the name beside it says what it is.
 */
export function CategoryIllustration({ id, name }: { id: string; name: string }) {
  const Drawing = DRAWINGS[id];
  if (Drawing) return <Drawing />;
  return <EmojiTile aria-hidden="true" data-illustration="emoji">{categoryEmoji(name)}</EmojiTile>;
}
