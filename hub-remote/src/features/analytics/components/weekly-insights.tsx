import styled from '@emotion/styled';
import { themed } from '@gg/ui';

const Tips = styled.ul(themed(({ theme }) => ({
  listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(1.5),
  [theme.breakpoint.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
})));
const Tip = styled.li(themed(({ theme }) => ({
  padding: theme.space(1.5), borderRadius: theme.radius.md, background: theme.color.surfaceAlt, display: 'grid', gap: theme.space(0.5),
  '& h4': { fontSize: theme.font.size.md },
  '& p': { margin: 0 },
})));

/** Two fixed tips that help a newcomer follow this week's games. */
export const WEEKLY_TIPS = [
  {
    title: 'Check the injury report before kickoff',
    text: 'Teams list players as Out, Doubtful or Questionable. A starting quarterback who is Out changes a game more than anything else, and it matters for your fantasy lineup too.',
  },
  {
    title: 'Read the point spread',
    text: 'The spread is how many points the favorite is expected to win by. Under 3 points is close to a coin flip; 7 or more means the favorite should win by about a touchdown.',
  },
] as const;

export function WeeklyInsights() {
  return (
    <Tips>
      {WEEKLY_TIPS.map((tip) => (
        <Tip key={tip.title}><h4>{tip.title}</h4><p>{tip.text}</p></Tip>
      ))}
    </Tips>
  );
}
