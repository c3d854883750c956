import styled from '@emotion/styled';
import { Button, themed } from '@gg/ui';
import { updateViewingPreferences } from '@gg/preferences';

const Box = styled.div(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(1), justifyItems: 'start', padding: theme.space(1.5), borderRadius: theme.radius.sm, background: theme.color.surfaceAlt,
  '& p': { margin: 0, color: theme.color.textMuted },
})));

/** Odds are off until the fan asks: one tap turns them on for this device (the settings sheet turns them off). */
export function OddsOff() {
  return (
    <Box>
      <p>Betting odds are hidden. Turn them on to see sportsbooks’ spreads, totals and moneylines.</p>
      <Button variant="secondary" onClick={() => updateViewingPreferences({ showOdds: true })}>Show betting odds</Button>
    </Box>
  );
}
