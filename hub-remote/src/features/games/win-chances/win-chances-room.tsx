/**
 * The win chances' room at the top of the Game Analytics tab, the same whether the chart is drawn,
 * its code or data still loading, or hidden by spoiler-safe mode: nothing below it moves when the
 * chart arrives or a fan reveals the game. Light on purpose: it ships with the game panel.
 */
import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { Skeleton, themed } from '@gg/ui';

/** The chart's plot height: tall enough to read a swing at 360 px, short enough to leave the analytics in view. */
export const PLOT_STEPS = 18;

export const ChancesSection = styled.section(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(1), marginBottom: theme.space(2),
  '& h3': { fontSize: theme.font.size.md },
})));

/** One line of words (the chance now, a caption) keeps a line's height before its words arrive. */
export const lineHeight = (size: string) => `calc(${size} * 1.5)`;

/** The plot and the quarter labels under it. */
const PlotRoom = styled(Skeleton)(themed(({ theme }) => ({ height: theme.space(PLOT_STEPS + 3) })));
/** Where the chart's caption goes: three lines on a phone, one from tablet width. */
const CaptionRoom = styled(Skeleton)(themed(({ theme }) => ({
  height: `calc(3 * ${lineHeight(theme.font.size.xs)})`,
  [theme.breakpoint.tablet]: { height: lineHeight(theme.font.size.xs) },
})));
const Note = styled.em(themed(({ theme }) => ({ fontSize: theme.font.size.sm })));

/** Where the chart will be: its shape while it loads, or a note while spoiler-safe mode hides it. */
export function WinChancesRoom({ hidden }: { hidden: boolean }) {
  const theme = useTheme();
  return (
    <ChancesSection aria-labelledby="win-chances-title" data-win-chances-room>
      <h3 id="win-chances-title">Win chances</h3>
      {hidden
        ? <Note>Win chances hidden while spoiler-safe is on (they give the score away)</Note>
        : <Skeleton width="22ch" height={lineHeight(theme.font.size.md)} aria-hidden="true" />}
      <PlotRoom aria-hidden="true" />
      <CaptionRoom aria-hidden="true" />
    </ChancesSection>
  );
}
