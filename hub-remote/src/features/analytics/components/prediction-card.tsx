import styled from '@emotion/styled';
import type { Game, Prediction } from '@gg/contracts';
import { Card, Skeleton, themed } from '@gg/ui';
import { useId } from 'react';
import { WeatherStrip } from '../../../shared/format/weather-strip';
import { chanceInWords } from '../chance-words';
import { BASIS_LABEL, clampConfidence, winShares } from '../insights';
import { GameHeading } from './game-heading';

const Box = styled(Card)(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1.5), alignContent: 'start' })));
const Shares = styled.ul(themed(({ theme }) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(0.75) })));
/** The percentage and, beside it, the same chance in words ("about 7 in 10") for fans new to percentages. */
const Share = styled.li(themed(({ theme }) => ({
  display: 'grid', gridTemplateColumns: `${theme.space(6)} minmax(0, 1fr) ${theme.space(5)} ${theme.space(12)}`, alignItems: 'center', gap: theme.space(1), fontSize: theme.font.size.sm,
  '& > span:first-of-type': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& strong': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& .chance-words': { color: theme.color.textMuted, fontSize: theme.font.size.xs, lineHeight: 1.3 },
})));
const Track = styled.span(themed(({ theme }) => ({ height: theme.space(1), borderRadius: theme.radius.pill, background: theme.color.surfaceAlt, overflow: 'hidden' })));
/** The bar only illustrates the percentage written beside it. */
const Fill = styled('span', { shouldForwardProp: (prop) => prop !== 'share' })<{ share: number }>(({ theme, share }) => ({
  display: 'block', height: '100%', width: `${share}%`, borderRadius: theme.radius.pill, background: theme.color.info,
}));
const Facts = styled.dl(themed(({ theme }) => ({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space(1), margin: 0,
  '& dt': { color: theme.color.textMuted, fontSize: theme.font.size.xs },
  '& dd': { margin: 0, fontWeight: theme.font.weight.bold, fontVariantNumeric: 'tabular-nums' },
})));
const Source = styled.p(themed(({ theme }) => ({ margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted, '& strong': { color: theme.color.text } })));
const Unavailable = styled.p(themed(({ theme }) => ({ margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted })));

export type InsightState = 'loading' | 'failed' | 'ready';

function Numbers({ game, prediction }: { game: Game; prediction: Prediction }) {
  const shares = winShares(prediction);
  const away = game.awayTeamAbbreviation ?? game.awayTeam;
  const home = game.homeTeamAbbreviation ?? game.homeTeam;
  const scores = prediction.predictedAwayScore !== null && prediction.predictedHomeScore !== null
    ? `${away} ${prediction.predictedAwayScore} – ${home} ${prediction.predictedHomeScore}` : 'Not available';
  return (
    <>
      <Shares aria-label="Win probability">
        {([[away, shares.away], [home, shares.home]] as const).map(([team, share]) => (
          <Share key={team}><span>{team}</span><Track aria-hidden="true"><Fill share={share} /></Track><strong>{share}%</strong><span className="chance-words">{chanceInWords(share)}</span></Share>
        ))}
      </Shares>
      <Facts>
        <div><dt>Predicted score</dt><dd>{scores}</dd></div>
        <div><dt>Confidence</dt><dd>{clampConfidence(prediction.confidence)}/10</dd></div>
      </Facts>
    </>
  );
}

/**
 * One upcoming game's prediction: both teams' win probability, the predicted score and the
 * confidence (5–9 of 10), with the service's own sentence on where the numbers come from. Without a
 * real basis no numbers are shown: a 50–50 from no data would look like a forecast.
 */
export function PredictionCard({ game, prediction, state }: { game: Game; prediction: Prediction | undefined; state: InsightState }) {
  const id = useId();
  let body;
  if (state === 'loading') body = <Skeleton height="144px" aria-hidden="true" />; // the room the numbers will take
  else if (state === 'failed') body = <Unavailable>Prediction unavailable right now.</Unavailable>;
  else if (!prediction) body = <Unavailable>No prediction for this game yet.</Unavailable>;
  else {
    body = (
      <>
        {prediction.basis === 'none' ? <Unavailable>Not enough data to predict this game yet.</Unavailable> : <Numbers game={game} prediction={prediction} />}
        <Source>Where the numbers come from: <strong>{BASIS_LABEL[prediction.basis]}</strong>. {prediction.explanation}</Source>
      </>
    );
  }
  return (
    <Box as="article" aria-labelledby={id}>
      <GameHeading game={game} id={id} />
      {body}
      <WeatherStrip game={game} compact />
    </Box>
  );
}
