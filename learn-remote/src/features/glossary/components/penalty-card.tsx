import styled from '@emotion/styled';
import type { Penalty } from '@gg/contracts';
import { Badge, Card, themed } from '@gg/ui';
import { Tooltip } from '@gg/ui/tooltip';

const Head = styled.div(themed(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space(1), flexWrap: 'wrap' })));
const Name = styled.h3({ marginRight: 'auto' });
const Yards = styled.span(themed(({ theme }) => ({ fontWeight: theme.font.weight.bold, color: theme.color.accent })));
const Description = styled.p(themed(({ theme }) => ({ margin: `${theme.space(1)} 0` })));
const Signal = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm })));

/** A penalty: name, its yardage ("5 yards"), an "Auto" badge for an automatic first down, description and referee signal. */
export function PenaltyCard({ penalty }: { penalty: Penalty }) {
  return (
    <Card as="article" aria-labelledby={`penalty-${penalty.id}`}>
      <Head>
        <Name id={`penalty-${penalty.id}`}>{penalty.name}</Name>
        {/* 0-yard fouls (spot fouls, loss of down) would read "0 yards": say what they cost instead */}
        <Yards>{penalty.yardage > 0 ? `${penalty.yardage} yards` : 'No yardage'}</Yards>
        {penalty.automatic ? (
          <Tooltip content="Automatic first down: the offended team gets a new set of downs whatever the distance.">
            {/* focusable so keyboard users get the explanation too */}
            <Badge tone="strong" tabIndex={0} aria-label="Auto: automatic first down">Auto</Badge>
          </Tooltip>
        ) : null}
      </Head>
      <Description>{penalty.description}</Description>
      <Signal>
        <strong>Referee signal:</strong> {penalty.signal}
      </Signal>
    </Card>
  );
}
