import styled from '@emotion/styled';
import { ButtonLink, themed } from '@gg/ui';
import { ArrowRight, LogoMark } from './icons';

const Strip = styled.div(themed(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1.5),
  padding: `${theme.space(1.5)} ${theme.space(2)}`,
  background: theme.color.surface,
  color: theme.color.text,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
})));

/** Styled like a heading, but not one: the page's only h1 is the welcome banner. */
const Title = styled.p(themed(({ theme }) => ({
  margin: 0,
  fontSize: theme.font.size.xl,
  fontWeight: theme.font.weight.bold,
  lineHeight: 1.2,
  letterSpacing: '-0.01em',
})));

const Caption = styled.p(themed(({ theme }) => ({ margin: 0, fontSize: theme.font.size.xs, color: theme.color.textMuted })));
const TitleBlock = styled.div({ minWidth: 0, flex: 1 });

/** Home header: logo, the title "NFL Hub" and a button to /nfl-hub. */
export function HomeHeader() {
  return (
    <Strip data-testid="home-header">
      <LogoMark />
      <TitleBlock>
        <Title>NFL Hub</Title>
        <Caption>Scores &amp; standings</Caption>
      </TitleBlock>
      <ButtonLink to="/nfl-hub" size="sm">
        NFL Hub
        <ArrowRight size={16} />
      </ButtonLink>
    </Strip>
  );
}
