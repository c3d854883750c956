import styled from '@emotion/styled';
import { Link } from '@gg/router';
import { ArrowRight } from './icons';
import { themed } from '@gg/ui';

const Anchor = styled(Link)(themed(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(0.5),
  minHeight: theme.touchTarget,
  padding: `0 ${theme.space(1)}`,
  marginRight: `-${theme.space(1)}`,
  borderRadius: theme.radius.sm,
  color: theme.color.link,
  fontWeight: theme.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { textDecoration: 'underline' },
})));

export function ViewAllLink({ to }: { to: string }) {
  return (
    <Anchor to={to}>
      View All
      <ArrowRight size={16} />
    </Anchor>
  );
}
