import styled from '@emotion/styled';
import { themed, themedBy } from '../theme/themed';

export const Card = styled.div(themed(({ theme }) => ({
  background: theme.color.surface,
  color: theme.color.text,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  padding: theme.space(2),
})));

export const Stack = styled.div<{ gap?: number }>(themedBy<{ gap?: number }>({ gap: true }, ({ theme, gap = 2 }) => ({ display: 'grid', gap: theme.space(gap) })));

/** Page body: phone-first padding, centred and capped on wide screens. */
export const Page = styled.main(themed(({ theme }) => ({
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: `${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`,
  display: 'grid',
  // one column that may shrink below its content's width, so a wide table scrolls inside its card
  // instead of pushing the whole page sideways
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space(2),
  [theme.breakpoint.tablet]: { padding: `${theme.space(3)} ${theme.space(3)} ${theme.space(5)}` },
  [theme.breakpoint.desktop]: { maxWidth: theme.layout.desktopMaxWidth },
})));

/**
 * A list of cards: one column on phones, two from tablet width. Columns may shrink below a card's
 * widest content (long names wrap inside it), so a card never pushes the page sideways.
 */
export const CardGrid = styled.ul(themed(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space(1.5),
  [theme.breakpoint.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space(2) },
})));
