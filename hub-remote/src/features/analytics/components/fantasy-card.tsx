import styled from '@emotion/styled';
import type { FantasyAdvice, Game } from '@gg/contracts';
import { Badge, Card, Skeleton, type BadgeTone, themed } from '@gg/ui';
import { useId } from 'react';
import { hasWeather } from '../../../shared/format/weather';
import { WeatherStrip } from '../../../shared/format/weather-strip';
import { BASIS_LABEL } from '../insights';
import { GameHeading } from './game-heading';
import type { InsightState } from './prediction-card';

const Box = styled(Card)(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1.5), alignContent: 'start' })));
const Top = styled.div(themed(({ theme }) => ({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: theme.space(1) })));
const Advice = styled.p({ margin: 0 });
const Details = styled.dl(themed(({ theme }) => ({
  display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: theme.space(1.5), rowGap: theme.space(0.5), margin: 0, fontSize: theme.font.size.sm,
  '& dt': { color: theme.color.textMuted },
  '& dd': { margin: 0 },
})));
const Small = styled.p(themed(({ theme }) => ({ margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted })));

/** The label is always written out; the tone only echoes it. */
const MATCHUP_TONE: Record<FantasyAdvice['matchup'], BadgeTone> = { 'Close Game': 'info', Balanced: 'neutral', Mismatch: 'warning' };

/**
 * One upcoming game for fantasy players: the matchup label and the advice as the service sends them,
 * with kickoff, network, venue and the weather that matters for kickers and passers.
 */
export function FantasyCard({ game, advice, state }: { game: Game; advice: FantasyAdvice | undefined; state: InsightState }) {
  const id = useId();
  return (
    <Box as="article" aria-labelledby={id}>
      <Top>
        <GameHeading game={game} id={id} withBroadcast={false} />
        {state === 'ready' && advice ? <Badge tone={MATCHUP_TONE[advice.matchup]}>{advice.matchup}</Badge> : null}
      </Top>
      {state === 'loading' ? <Skeleton height="72px" aria-hidden="true" />
        : state === 'failed' ? <Small>Fantasy advice unavailable right now.</Small>
        : advice ? <><Advice>{advice.advice}</Advice><Small>Based on: {BASIS_LABEL[advice.basis]}.</Small></>
        : <Small>No fantasy read for this game yet.</Small>}
      <Details>
        <dt>Network</dt><dd>{game.broadcast ?? 'Network TBD'}</dd>
        <dt>Venue</dt><dd>{game.venue ?? 'Venue TBD'}</dd>
      </Details>
      {hasWeather(game) ? <WeatherStrip game={game} /> : <Small>No forecast yet.</Small>}
    </Box>
  );
}
