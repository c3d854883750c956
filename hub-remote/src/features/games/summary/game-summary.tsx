/**
 * A finished game's summary, the panel's first tab for a final: the points by quarter, how each
 * score came (grouped by quarter, with the running score), the team statistics side by side and
 * each team's leaders. Loaded with the tab, not with the panel. In spoiler-safe mode it stays
 * behind the score's own cover (it would tell the result) and is not on the page until revealed.
 */
import styled from '@emotion/styled';
import type { Game, GameLeader, GameSummary, ScoringPlay } from '@gg/contracts';
import { EmptyState, ErrorState, themed } from '@gg/ui';
import { SpoilerCover } from '@gg/preferences/settings';
import { useGameSpoiler } from '../../../shared/spoilers/use-game-spoiler';
import { isNotFinalYet, useGameSummary } from '../api/get-game-summary';
import { nickname } from '../situation/situation-words';
import { SummaryShape } from './summary-shape';
import { isEmptySummary, periodHeading, periodName, SCORING_TYPE_LABEL, STAT_ROWS } from './summary-words';

const Sections = styled.div(themed(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(3) })));
const Section = styled.section(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(1),
  '& h3': { fontSize: theme.font.size.md },
  '& h4': { fontSize: theme.font.size.sm, color: theme.color.textMuted, fontWeight: theme.font.weight.semibold },
})));

/** Tables in the summary: numbers in tabular figures, rows ruled, cells with room for a thumb. */
const Table = styled.table(themed(({ theme }) => ({
  width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums',
  // on a wide screen a few numbers spread over the whole panel are hard to follow across
  [theme.breakpoint.tablet]: { maxWidth: theme.layout.dialogMaxWidth },
  '& th, & td': { padding: `${theme.space(0.75)} ${theme.space(0.5)}`, borderBottom: `1px solid ${theme.color.border}` },
  '& thead th': { fontSize: theme.font.size.sm, color: theme.color.textMuted, fontWeight: theme.font.weight.semibold },
})));
/** Points by quarter: team, one narrow column per period, the total. */
const LineTable = styled(Table)(themed(({ theme }) => ({
  '& th, & td': { textAlign: 'center' },
  '& tbody th': { textAlign: 'left' },
  '& .total': { fontWeight: theme.font.weight.bold },
})));
/** Team statistics: a team's number either side, the statistic and what it counts in the middle. */
const StatsTable = styled(Table)(themed(({ theme }) => ({
  tableLayout: 'fixed',
  '& .side': { width: '22%', textAlign: 'center', fontWeight: theme.font.weight.semibold },
  '& tbody th': { textAlign: 'center', fontWeight: theme.font.weight.medium },
  '& .hint': { display: 'block', color: theme.color.textMuted, fontSize: theme.font.size.xs, fontWeight: theme.font.weight.regular },
})));

const PlayList = styled.ol(themed(({ theme }) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(1) })));
const PlayItem = styled.li(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(0.25), padding: theme.space(1), borderRadius: theme.radius.sm, background: theme.color.surfaceAlt,
  '& .meta': { display: 'flex', flexWrap: 'wrap', gap: theme.space(1), alignItems: 'baseline' },
  '& .kind': { fontWeight: theme.font.weight.semibold },
  '& .small': { color: theme.color.textMuted, fontSize: theme.font.size.sm },
  '& .score': { fontVariantNumeric: 'tabular-nums', fontSize: theme.font.size.sm },
  '& .scorer': { fontWeight: theme.font.weight.bold },
})));
const Quiet = styled.p(themed(({ theme }) => ({ color: theme.color.textMuted, fontSize: theme.font.size.sm, margin: 0 })));

const LeaderGroups = styled.div(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(2),
  [theme.breakpoint.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
})));
const LeaderList = styled.dl(themed(({ theme }) => ({
  margin: 0, display: 'grid', gap: theme.space(1),
  '& dt': { color: theme.color.textMuted, fontSize: theme.font.size.xs, textTransform: 'uppercase', letterSpacing: '0.04em' },
  '& dd': { margin: 0 },
  '& .line': { display: 'block', color: theme.color.textMuted, fontSize: theme.font.size.sm, fontVariantNumeric: 'tabular-nums' },
})));
interface Sides { away: string; home: string; awayId: string | null; homeId: string | null }

const sidesOf = (game: Game): Sides => ({
  away: game.awayTeamAbbreviation ?? nickname(game.awayTeam),
  home: game.homeTeamAbbreviation ?? nickname(game.homeTeam),
  awayId: game.awayTeamId,
  homeId: game.homeTeamId,
});

const teamOf = (teamId: string | null, sides: Sides) => (teamId === null ? null : teamId === sides.awayId ? sides.away : teamId === sides.homeId ? sides.home : null);

function LineScoreTable({ lineScore, sides }: { lineScore: NonNullable<GameSummary['lineScore']>; sides: Sides }) {
  const periods = lineScore.away.map((_, i) => i + 1);
  const total = (points: number[]) => points.reduce((a, b) => a + b, 0);
  return (
    <LineTable aria-labelledby="summary-points-h">
      <thead>
        <tr>
          <th scope="col"><span className="gg-visually-hidden">Team</span></th>
          {/* short on screen, said in full */}
          {periods.map((p) => <th key={p} scope="col"><span aria-hidden="true">{periodHeading(p)}</span><span className="gg-visually-hidden">{periodName(p)}</span></th>)}
          <th scope="col"><span aria-hidden="true">T</span><span className="gg-visually-hidden">Total</span></th>
        </tr>
      </thead>
      <tbody>
        {([['away', lineScore.away], ['home', lineScore.home]] as const).map(([side, points]) => (
          <tr key={side}>
            <th scope="row">{sides[side]}</th>
            {points.map((n, i) => <td key={i}>{n}</td>)}
            <td className="total">{total(points)}</td>
          </tr>
        ))}
      </tbody>
    </LineTable>
  );
}

function ScoringPlayRow({ play, sides }: { play: ScoringPlay; sides: Sides }) {
  const scorer = teamOf(play.teamId, sides);
  const scoredAway = play.teamId !== null && play.teamId === sides.awayId;
  const scoredHome = play.teamId !== null && play.teamId === sides.homeId;
  return (
    <PlayItem>
      <div className="meta">
        <span className="kind">{scorer ? `${scorer} ` : ''}{SCORING_TYPE_LABEL[play.type]}</span>
        {play.clock ? <span className="small">{play.clock} left</span> : null}
      </div>
      <div>{play.description}</div>
      <div className="score">
        <span className="gg-visually-hidden">Score after the play: </span>
        <span className={scoredAway ? 'scorer' : undefined}>{sides.away} {play.awayScore}</span>
        {' – '}
        <span className={scoredHome ? 'scorer' : undefined}>{sides.home} {play.homeScore}</span>
      </div>
    </PlayItem>
  );
}

/** Every regulation quarter, and each overtime period that had a score, in order. */
function ScoringSummary({ plays, sides }: { plays: ScoringPlay[]; sides: Sides }) {
  if (plays.length === 0) return <Quiet>Neither team scored.</Quiet>;
  const periods = [...new Set([1, 2, 3, 4, ...plays.map((p) => p.quarter)])].sort((a, b) => a - b);
  return (
    <>
      {periods.map((period) => {
        const inPeriod = plays.filter((p) => p.quarter === period);
        const headingId = `summary-period-${period}`;
        return (
          <section key={period} aria-labelledby={headingId}>
            <h4 id={headingId}>{periodName(period)}</h4>
            {inPeriod.length === 0 ? <Quiet>No points</Quiet> : (
              <PlayList aria-labelledby={headingId}>{inPeriod.map((p) => <ScoringPlayRow key={p.id} play={p} sides={sides} />)}</PlayList>
            )}
          </section>
        );
      })}
    </>
  );
}

function TeamStatsTable({ stats, sides }: { stats: NonNullable<GameSummary['teamStats']>; sides: Sides }) {
  const rows = STAT_ROWS.map((row) => ({ row, away: row.show(stats.away), home: row.show(stats.home) })).filter((r) => r.away !== null || r.home !== null);
  if (rows.length === 0) return null;
  return (
    <StatsTable>
      <caption className="gg-visually-hidden">Team statistics, {sides.away} and {sides.home}</caption>
      <thead>
        <tr>
          <th scope="col" className="side">{sides.away}</th>
          <th scope="col">Statistic</th>
          <th scope="col" className="side">{sides.home}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ row, away, home }) => (
          <tr key={row.key}>
            <td className="side">{away ?? '—'}</td>
            <th scope="row">{row.label}<span className="hint">{row.hint}</span></th>
            <td className="side">{home ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </StatsTable>
  );
}

const CATEGORY_LABEL: Record<GameLeader['category'], string> = { passing: 'Passing', rushing: 'Rushing', receiving: 'Receiving' };

function Leaders({ leaders, sides, game }: { leaders: GameLeader[]; sides: Sides; game: Game }) {
  const groups = [
    { key: 'away', title: game.awayTeam, list: leaders.filter((l) => l.teamId !== null && l.teamId === sides.awayId) },
    { key: 'home', title: game.homeTeam, list: leaders.filter((l) => l.teamId !== null && l.teamId === sides.homeId) },
    { key: 'game', title: 'Game leaders', list: leaders.filter((l) => teamOf(l.teamId, sides) === null) },
  ].filter((g) => g.list.length > 0);
  return (
    <LeaderGroups>
      {groups.map((group) => (
        <div key={group.key}>
          <h4>{group.title}</h4>
          <LeaderList>
            {group.list.map((l) => (
              <div key={`${l.category}-${l.athlete}`}>
                <dt>{CATEGORY_LABEL[l.category]}</dt>
                <dd>{l.athlete}{group.key === 'game' && teamOf(l.teamId, sides) ? `, ${teamOf(l.teamId, sides)}` : ''}<span className="line">{l.displayValue}</span></dd>
              </div>
            ))}
          </LeaderList>
        </div>
      ))}
    </LeaderGroups>
  );
}

export function SummaryContent({ summary, game }: { summary: GameSummary; game: Game }) {
  if (isEmptySummary(summary)) return <EmptyState level={3} title="No summary from the data provider for this game" text="The plays are one tab away." />;
  const sides = sidesOf(game);
  return (
    <Sections>
      {summary.lineScore ? (
        <Section aria-labelledby="summary-points-h">
          <h3 id="summary-points-h">Points by quarter</h3>
          <LineScoreTable lineScore={summary.lineScore} sides={sides} />
        </Section>
      ) : null}
      {summary.scoringPlays ? (
        <Section aria-labelledby="summary-scoring-h">
          <h3 id="summary-scoring-h">Scoring summary</h3>
          <ScoringSummary plays={summary.scoringPlays} sides={sides} />
        </Section>
      ) : null}
      {summary.teamStats ? (
        <Section aria-labelledby="summary-stats-h">
          <h3 id="summary-stats-h">Team statistics</h3>
          <TeamStatsTable stats={summary.teamStats} sides={sides} />
        </Section>
      ) : null}
      {summary.leaders.length > 0 ? (
        <Section aria-labelledby="summary-leaders-h">
          <h3 id="summary-leaders-h">Leaders</h3>
          <Leaders leaders={summary.leaders} sides={sides} game={game} />
        </Section>
      ) : null}
    </Sections>
  );
}

function LoadedSummary({ game }: { game: Game }) {
  const query = useGameSummary(game.id);
  if (query.isPending) return <SummaryShape busy />;
  if (query.isError) {
    return isNotFinalYet(query.error)
      ? <EmptyState level={3} title="The summary comes at the final whistle" text="The data provider does not have this game as final yet." />
      : <ErrorState level={3} title="Could not load the game summary" error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <SummaryContent summary={query.data} game={game} />;
}

export function GameSummaryView({ game }: { game: Game }) {
  const spoiler = useGameSpoiler(game);
  if (spoiler.hidden) {
    // the summary is neither asked for nor on the page until the fan reveals the score
    return (
      <SpoilerCover covered label={spoiler.label} onReveal={spoiler.reveal} text="Summary hidden · Tap to reveal">
        <SummaryShape busy={false} />
      </SpoilerCover>
    );
  }
  return <LoadedSummary game={game} />;
}
