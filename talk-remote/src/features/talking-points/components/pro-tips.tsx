import styled from '@emotion/styled';
import { Card, themed } from '@gg/ui';
import { useId } from 'react';

/** Five habits that get a newcomer through a football conversation; static, the same for everyone. */
export const PRO_TIPS = [
  { lead: 'Ask, don’t tell.', text: '“What did you make of that last drive?” gets a fan talking, and you learn something whichever way they answer.' },
  { lead: 'Know the record and the standings.', text: 'Your local team’s record (say 8–3) and where it sits in its division carry most small talk. Check both before game day.' },
  { lead: 'Learn the quarterbacks first.', text: 'The quarterback handles the ball on nearly every offensive play, so most talk about a game comes back to him. Know your team’s and this week’s opponent’s.' },
  { lead: 'Fantasy football opens doors.', text: '“How’s your fantasy team doing?” works with a lot of fans all season long. Let them tell you about their lineup.' },
  { lead: 'Say you’re still learning.', text: 'Fans like explaining a rule or a penalty. Asking why a flag was thrown beats guessing, and it keeps the conversation going.' },
] as const;

const Tips = styled.ol(themed(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1.5),
  margin: `${theme.space(1.5)} 0 0`,
  paddingLeft: theme.space(2.5),
  '& strong': { display: 'block' },
  '& li::marker': { fontWeight: theme.font.weight.bold, color: theme.color.textMuted },
})));

const Title = styled.h2(themed(({ theme }) => ({ fontSize: theme.font.size.lg })));
const TipText = styled.span(themed(({ theme }) => ({ color: theme.color.textMuted })));

export function ProTips() {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <Title id={titleId}>Pro Tips for NFL Conversations</Title>
      <Tips>
        {PRO_TIPS.map((tip) => (
          <li key={tip.lead}>
            <strong>{tip.lead}</strong> <TipText>{tip.text}</TipText>
          </li>
        ))}
      </Tips>
    </Card>
  );
}
