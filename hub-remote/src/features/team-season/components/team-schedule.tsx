import styled from '@emotion/styled';
import type { TeamSeason, TeamSeasonGame } from '@gg/contracts';
import { isCalledOffStatus, isDelayedStatus, isLiveStatus } from '@gg/contracts/game-status';
import { SpoilerCover } from '@gg/preferences/settings';
import { Link } from '@gg/router';
import { Badge, ButtonLink, Card, EmptyState, ErrorState, themed } from '@gg/ui';
import { KickoffTime } from '../../../shared/format/kickoff-time';
import { useTeamSeason } from '../api/get-team-season';
import { opponentLine, resultLine, resultWords, scheduleTitle, weekRows } from '../format';
import { useSeasonGameSpoiler } from '../season-spoilers';
import { ScheduleSkeleton } from './schedule-skeleton';
import { TeamLeaders } from './team-leaders';

const Section = styled.section(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1.5) })));
const Heading = styled.h2(themed(({ theme }) => ({ margin: 0, fontSize: theme.font.size.lg })));
const Note = styled.p(themed(({ theme }) => ({ margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted })));

/** The next game stands out by a thicker accent edge and its words, never by colour alone. */
const NextCard = styled(Card)(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(1), padding: theme.space(2),
  borderLeft: `${theme.space(0.75)} solid ${theme.color.link}`,
  '& .matchup': { fontSize: theme.font.size.lg, fontWeight: theme.font.weight.semibold, overflowWrap: 'anywhere' },
  '& .meta': { color: theme.color.textMuted, fontSize: theme.font.size.sm },
})));

const List = styled.ol({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

/**
 * One week: its number and day, the opponent (linked to its page), and the result or the kickoff.
 * Three columns at every width; the middle one gives way (wraps), the result never does.
 */
const Row = styled('li', { shouldForwardProp: (p) => p !== 'next' })<{ next: boolean }>(({ theme, next }) => ({
  display: 'grid', gridTemplateColumns: `${theme.space(11)} minmax(0, 1fr) auto`, alignItems: 'center', gap: theme.space(1),
  minHeight: theme.space(7), padding: `${theme.space(0.5)} ${theme.space(1)}`,
  borderBottom: `1px solid ${theme.color.border}`,
  borderLeft: `${theme.space(0.5)} solid ${next ? theme.color.link : 'transparent'}`,
  background: next ? theme.color.surfaceAlt : 'transparent',
  '& .when': { display: 'grid', fontSize: theme.font.size.sm },
  '& .week': { fontWeight: theme.font.weight.semibold },
  '& .day': { color: theme.color.textMuted, fontSize: theme.font.size.xs },
  '& .opponent': { display: 'grid', minWidth: 0, overflowWrap: 'anywhere' },
  '& .kickoff': { color: theme.color.textMuted, fontSize: theme.font.size.sm },
  '& .outcome': { justifySelf: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: theme.font.weight.semibold },
}));

const OpponentLink = styled(Link)(themed(({ theme }) => ({
  display: 'inline-flex', alignItems: 'center', minHeight: theme.touchTarget, color: 'inherit', fontWeight: theme.font.weight.semibold,
  textDecorationColor: theme.color.border, textUnderlineOffset: '0.2em',
})));

/** The result's room: "W 27–20" at most, kept while covered so a reveal moves nothing. */
const RESULT_WIDTH = '6.5rem';
const ResultCover = styled(SpoilerCover)({ minWidth: RESULT_WIDTH, textAlign: 'right' });

const RESULT_TONE = { W: 'success', L: 'neutral', T: 'info' } as const;

function Opponent({ game }: { game: TeamSeasonGame }) {
  const text = opponentLine(game);
  const words = `${game.homeAway === 'home' ? 'against' : 'at'} ${game.opponent.name}`;
  // the short form for the eye, the full name for a screen reader (an aria-label would hide the visible words)
  const content = <><span aria-hidden="true">{text}</span><span className="gg-visually-hidden">{words}</span></>;
  return game.opponent.id ? <OpponentLink to={`/team/${game.opponent.id}`}>{content}</OpponentLink> : <span>{content}</span>;
}

/** The right-hand column: the result of a final, "Live" while on, the state of a called-off game, else nothing. */
function Outcome({ teamId, game }: { teamId: string; game: TeamSeasonGame }) {
  const spoiler = useSeasonGameSpoiler(teamId, game);
  if (isLiveStatus(game.status)) return <Badge tone="live"><span aria-hidden="true">●</span>Live</Badge>;
  if (isCalledOffStatus(game.status) || isDelayedStatus(game.status)) return <Badge tone="warning">{game.statusDetail ?? game.status}</Badge>;
  const line = resultLine(game);
  if (!line || !game.result) return null;
  return (
    <ResultCover covered={spoiler.hidden} label={`Reveal result: ${opponentLine(game)}`} onReveal={spoiler.reveal} text="Reveal" placement="full">
      {spoiler.hidden ? <span aria-hidden="true">–</span> : (
        <span>
          <Badge tone={RESULT_TONE[game.result]} aria-hidden="true">{game.result}</Badge>{' '}
          <span aria-hidden="true">{line.slice(2)}</span>
          <span className="gg-visually-hidden">{resultWords(game)}</span>
        </span>
      )}
    </ResultCover>
  );
}

function WeekLabel({ game }: { game: TeamSeasonGame }) {
  return (
    <span className="when">
      <span className="week">{game.week !== null ? `${game.seasonType === 3 ? 'Post' : 'Wk'} ${game.week}` : '—'}</span>
      <span className="day"><KickoffTime iso={game.gameDate} dayOnly /></span>
    </span>
  );
}

function GameRow({ teamId, game, next }: { teamId: string; game: TeamSeasonGame; next: boolean }) {
  const unplayed = game.result === null && !isLiveStatus(game.status);
  return (
    <Row next={next} aria-current={next ? 'true' : undefined} data-game-id={game.gameId}>
      <WeekLabel game={game} />
      <span className="opponent">
        <Opponent game={game} />
        {next ? <span className="gg-visually-hidden">Next game</span> : null}
        {unplayed && !isCalledOffStatus(game.status) ? <span className="kickoff"><KickoffTime iso={game.gameDate} /></span> : null}
      </span>
      <span className="outcome"><Outcome teamId={teamId} game={game} /></span>
    </Row>
  );
}

/** The first game not over yet, with its kickoff in the fan's zone (the league's next season when this one is done). */
function NextGame({ game, season }: { game: TeamSeasonGame; season: number | null }) {
  const live = isLiveStatus(game.status);
  const laterSeason = season !== null && new Date(game.gameDate).getUTCFullYear() > season + 1;
  return (
    <NextCard as="section" aria-labelledby="next-game-title">
      <Heading id="next-game-title">{live ? 'On now' : 'Next game'}</Heading>
      <span className="matchup">{game.homeAway === 'home' ? 'vs' : 'at'} {game.opponent.name}{game.neutralSite ? ' (neutral site)' : ''}</span>
      {live ? (
        <ButtonLink to="/live-scores">Follow on Live Scores</ButtonLink>
      ) : (
        <span><KickoffTime iso={game.gameDate} /></span>
      )}
      <span className="meta">{[game.week !== null ? `Week ${game.week}` : null, game.broadcast, game.venue, laterSeason ? 'next season' : null].filter(Boolean).join(' · ')}</span>
    </NextCard>
  );
}

export function SeasonGames({ teamId, season }: { teamId: string; season: TeamSeason }) {
  const rows = weekRows(season);
  const nextId = season.nextGame?.gameId;
  return (
    <Section aria-labelledby="season-games-title">
      <Heading id="season-games-title">{scheduleTitle(season.season)}</Heading>
      {season.completeness.schedule === 'partial' ? <Note>{season.notes.find((n) => /schedule/i.test(n)) ?? 'Only some of this season’s games are listed.'}</Note> : null}
      <List>
        {rows.map((row) => row.kind === 'bye' ? (
          <Row key={`bye-${row.week}`} next={false}>
            <span className="when"><span className="week">Wk {row.week}</span></span>
            <span className="opponent">Bye week</span>
            <span className="outcome" aria-hidden="true">—</span>
          </Row>
        ) : (
          <GameRow key={row.game.gameId} teamId={teamId} game={row.game} next={row.game.gameId === nextId} />
        ))}
      </List>
    </Section>
  );
}

/**
 * The Schedule tab: the next game first (its kickoff in the fan's zone), this season's games by
 * week with results and the bye, then the season leaders. Results follow spoiler-safe mode; a
 * live game says it is on and sends the fan to Live Scores, where the broadcast delay applies.
 */
export function TeamSchedule({ teamId, teamName }: { teamId: string; teamName: string }) {
  const query = useTeamSeason(teamId);
  const { season } = query;
  if (query.isError && !season) return <ErrorState title="The schedule could not be loaded" error={query.error} onRetry={() => void query.refetch()} />;
  if (!season) return <ScheduleSkeleton />;
  return (
    <Section>
      {season.nextGame ? <NextGame game={season.nextGame} season={season.season} /> : null}
      {season.games.length === 0 ? (
        <EmptyState title="No games listed" text={`No games are listed for ${teamName} this season yet.`} />
      ) : (
        <SeasonGames teamId={teamId} season={season} />
      )}
      <TeamLeaders teamId={teamId} teamName={teamName} season={season} />
    </Section>
  );
}
