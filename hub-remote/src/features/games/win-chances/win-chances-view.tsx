/**
 * The home team's chance to win over the game, as a line drawn by hand in SVG (one path, two tints,
 * a few marks: a chart library would be most of this chunk's weight for that), with the chance now
 * in words and the whole chart as text for screen readers. Loaded with the Game Analytics tab.
 */
import styled from '@emotion/styled';
import type { Game, Play } from '@gg/contracts';
import { isFinalGame } from '@gg/contracts/game-status';
import { winChanceSentence, type WinChanceTeams } from '@gg/contracts/win-probability';
import { useQueryClient, useQuery } from '@gg/data';
import { useTeams } from '@gg/data/queries';
import { useId, useMemo } from 'react';
import { useScoresStreamEvent } from '../../../shared/live-stream/scores-stream';
import { normalizeHex } from '../../../shared/teams/team-colors';
import { liveDataQuery } from '../api/get-live-data';
import { nickname } from '../situation/situation-words';
import { CHART_HEIGHT, CHART_WIDTH, chartSeconds, linePath, periodMarks, xOf, yOf } from './chart-geometry';
import { biggestSwings, describeWinChances, pointsOnShownPlays, swingSentence } from './win-chance-summary';
import { ChancesSection, PLOT_STEPS, WinChancesRoom } from './win-chances-room';
import { themed } from '@gg/ui';

const Now = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.text, fontSize: theme.font.size.md, fontWeight: theme.font.weight.bold })));
const Plain = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm })));
const Figure = styled.figure(themed(({ theme }) => ({
  margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: theme.space(1),
  '& figcaption': { gridColumn: '1 / -1', marginTop: theme.space(0.5), color: theme.color.textMuted, fontSize: theme.font.size.xs },
})));
/** The y-axis words: the home team at the top, even in the middle, the visitors at the bottom. */
const Axis = styled.div(themed(({ theme }) => ({
  height: theme.space(PLOT_STEPS), display: 'flex', flexDirection: 'column', justifyContent: 'space-between',
  fontSize: theme.font.size.xs, color: theme.color.textMuted, textAlign: 'right', lineHeight: 1,
  '& strong': { color: theme.color.text, display: 'inline-flex', alignItems: 'center', gap: theme.space(0.5) },
})));
const Swatch = styled('span', { shouldForwardProp: (prop) => prop !== 'fill' })<{ fill: string | null }>(({ theme, fill }) => ({
  width: theme.space(1), height: theme.space(1), borderRadius: theme.radius.xs, background: fill ?? theme.color.border, border: `1px solid ${theme.color.border}`,
}));
const Plot = styled.div(themed(({ theme }) => ({
  position: 'relative', height: theme.space(PLOT_STEPS), borderRadius: theme.radius.sm, background: theme.color.surfaceAlt, overflow: 'hidden',
  '& svg': { display: 'block', width: '100%', height: '100%' },
  '& .wp-home': { fill: theme.color.primary },
  '& .wp-away': { fill: theme.color.textMuted },
  '& .wp-even': { stroke: theme.color.textMuted, strokeDasharray: '4 4' },
  '& .wp-period': { stroke: theme.color.border },
  '& .wp-line': { stroke: theme.color.text, fill: 'none' },
  '& .wp-now': { stroke: theme.color.accent },
})));
const Periods = styled.div(themed(({ theme }) => ({
  gridColumn: 2, position: 'relative', height: theme.space(3), fontSize: theme.font.size.xs, color: theme.color.textMuted,
})));
const PeriodLabel = styled('span', { shouldForwardProp: (prop) => prop !== 'at' })<{ at: number }>(({ theme, at }) => ({
  position: 'absolute', top: theme.space(0.5), left: `${at * 100}%`, transform: 'translateX(-50%)',
}));

/** Tints of the two halves: the team's own colour when it has one, else a theme colour (classes above). */
const TINT_OPACITY = 0.16;

interface TeamSide { label: string; color: string | null }

/**
 * The open game's win chances. Its live data (which carries the series) is read again after each
 * play the stream announces, the way the panel re-reads its plays: no timer of its own.
 */
export function WinChancesView({ game, plays }: { game: Game; plays: readonly Play[] }) {
  const client = useQueryClient();
  const live = useQuery(liveDataQuery(game.id));
  useScoresStreamEvent('game', (change) => {
    if (change.gameId === game.id && change.changes.includes('play')) {
      void client.fetchQuery({ ...liveDataQuery(game.id), staleTime: 0 }).catch(() => {}); // a failed read keeps the chart shown
    }
  });
  const colors = useTeams().data;
  const series = live.data?.winProbability;
  const points = useMemo(() => pointsOnShownPlays(series ?? [], plays), [series, plays]);
  const descriptionId = useId();

  if (live.isPending) return <WinChancesRoom hidden={false} />;
  const side = (id: string | null, abbreviation: string | null, name: string): TeamSide =>
    ({ label: abbreviation ?? nickname(name), color: normalizeHex(colors?.find((t) => t.id === id)?.primaryColor) });
  const home = side(game.homeTeamId, game.homeTeamAbbreviation, game.homeTeam);
  const away = side(game.awayTeamId, game.awayTeamAbbreviation, game.awayTeam);
  const teams: WinChanceTeams = { home: home.label, away: away.label };

  if (points.length === 0) {
    return (
      <ChancesSection aria-labelledby="win-chances-title" data-win-chances="none">
        <h3 id="win-chances-title">Win chances</h3>
        <Now>No win chances from the data provider for this game</Now>
        <Plain>
          {/* before the first play (pregame, or just kicked off) there is nothing to have yet */}
          {plays.length > 0
            ? 'When the provider sends them, the chances show here after each play.'
            : 'When the provider has them, the chances start with the first play.'}
        </Plain>
      </ChancesSection>
    );
  }

  const final = isFinalGame(game);
  const last = points.at(-1)!;
  const swing = final ? biggestSwings(points, 1)[0] : undefined;
  const total = chartSeconds(points);
  return (
    <ChancesSection aria-labelledby="win-chances-title" data-win-chances={points.length}>
      <h3 id="win-chances-title">Win chances</h3>
      {/* a finished game's story is its biggest swing; a live one's is the chance now */}
      <Now>{final ? (swing ? `Biggest swing: ${swingSentence(swing, teams)}` : `At kickoff: ${winChanceSentence(teams, points[0]!.homeWinProbability)}`) : winChanceSentence(teams, last.homeWinProbability)}</Now>
      <Figure>
        <Axis aria-hidden="true">
          <strong><Swatch fill={home.color} />{home.label}</strong>
          <span>even</span>
          <strong><Swatch fill={away.color} />{away.label}</strong>
        </Axis>
        <Plot role="img" aria-label={`Chart of ${home.label}'s chance to win over the game`} aria-describedby={descriptionId}>
          <svg viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect className={home.color ? undefined : 'wp-home'} x="0" y="0" width={CHART_WIDTH} height={CHART_HEIGHT / 2} fillOpacity={TINT_OPACITY} {...(home.color ? { fill: home.color } : {})} />
            <rect className={away.color ? undefined : 'wp-away'} x="0" y={CHART_HEIGHT / 2} width={CHART_WIDTH} height={CHART_HEIGHT / 2} fillOpacity={TINT_OPACITY} {...(away.color ? { fill: away.color } : {})} />
            {periodMarks(total).slice(1).map((m) => (
              <line key={m.label} className="wp-period" x1={m.start * CHART_WIDTH} x2={m.start * CHART_WIDTH} y1="0" y2={CHART_HEIGHT} vectorEffect="non-scaling-stroke" />
            ))}
            <line className="wp-even" x1="0" x2={CHART_WIDTH} y1={CHART_HEIGHT / 2} y2={CHART_HEIGHT / 2} vectorEffect="non-scaling-stroke" />
            <path className="wp-line" d={linePath(points, total)} strokeWidth="2" strokeLinejoin="round" vectorEffect="non-scaling-stroke" data-points={points.length} />
            {/* a zero-length round-capped stroke stays a round dot however the box is stretched */}
            <path className={final ? 'wp-line' : 'wp-now'} d={`M${xOf(last, total)} ${yOf(last.homeWinProbability)}l0 0`} strokeWidth="8" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
          </svg>
        </Plot>
        <span aria-hidden="true" />
        <Periods aria-hidden="true">
          {periodMarks(total).map((m) => <PeriodLabel key={m.label} at={m.middle}>{m.label}</PeriodLabel>)}
        </Periods>
        <figcaption>
          The line is {home.label}&apos;s chance to win after each play: above the middle {home.label} is more likely to win, below it {away.label}. From the data provider&apos;s win-probability model.
        </figcaption>
      </Figure>
      <p id={descriptionId} className="gg-visually-hidden">{describeWinChances(points, teams, { final })}</p>
    </ChancesSection>
  );
}
