import styled from '@emotion/styled';
import { hexLabel, type TeamColor } from '../format';
import { themed } from '@gg/ui';

const List = styled.ul(themed(({ theme }) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(1) })));

const Item = styled.li(themed(({ theme }) => ({
  display: 'inline-flex', alignItems: 'center', gap: theme.space(1), fontSize: theme.font.size.sm, color: theme.color.textMuted,
  '& strong': { color: theme.color.text, fontWeight: theme.font.weight.medium, fontVariantNumeric: 'tabular-nums' },
})));

/** A square of a team colour (from data); the border keeps white and black visible in both themes. */
export const Swatch = styled('span', { shouldForwardProp: (prop) => prop !== 'fill' })<{ fill: string }>(({ theme, fill }) => ({
  width: theme.size.icon, height: theme.size.icon, flex: `0 0 ${theme.size.icon}`, borderRadius: theme.radius.xs,
  background: fill, border: `1px solid ${theme.color.border}`,
}));

/** Team colours as swatches, each named and written out ("Primary #E31837"), never colour alone. */
export function TeamColors({ colors, label = 'Team colors' }: { colors: TeamColor[]; label?: string }) {
  if (colors.length === 0) return null;
  return (
    <List aria-label={label}>
      {colors.map((c) => (
        <Item key={c.name}>
          <Swatch aria-hidden="true" fill={c.hex} />
          {c.name} <strong>{hexLabel(c.hex)}</strong>
        </Item>
      ))}
    </List>
  );
}
