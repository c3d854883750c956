import styled from '@emotion/styled';
import type { Penalty } from '@gg/contracts';
import { Badge, Card, theme, Tooltip } from '@gg/ui';

const Head = styled.div({ display: 'flex', alignItems: 'center', gap: theme.space(1), flexWrap: 'wrap' });
const Yards = styled.span({ fontWeight: theme.font.weight.bold, color: theme.color.accent });

/** Spec §2.10: name, yardage + "yards", "Auto" badge when automatic, description, "Referee signal:". */
export function PenaltyCard({ penalty }: { penalty: Penalty }) {
  return (
    <Card as="article" aria-labelledby={`penalty-${penalty.id}`}>
      <Head>
        <h3 id={`penalty-${penalty.id}`} style={{ marginRight: 'auto' }}>{penalty.name}</h3>
        {/* 0-yard fouls (spot fouls, loss of down) would read "0 yards": say what they cost instead */}
        <Yards>{penalty.yardage > 0 ? `${penalty.yardage} yards` : 'No yardage'}</Yards>
        {penalty.automatic ? (
          <Tooltip content="Automatic first down: the offended team gets a new set of downs whatever the distance.">
            {/* focusable so keyboard users get the explanation too */}
            <Badge tone="chrome" tabIndex={0} aria-label="Auto: automatic first down">Auto</Badge>
          </Tooltip>
        ) : null}
      </Head>
      <p style={{ margin: `${theme.space(1)} 0` }}>{penalty.description}</p>
      <p style={{ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm }}>
        <strong>Referee signal:</strong> {penalty.signal}
      </p>
    </Card>
  );
}
