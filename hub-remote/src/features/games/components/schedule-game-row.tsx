import styled from '@emotion/styled';
import type { Game, Team } from '@gg/contracts';
import { Badge, Button, Card } from '@gg/ui';
import { Link } from '@gg/router';
import { SpoilerCover } from '@gg/preferences/settings';
import { KickoffTime } from '../../../shared/format/kickoff-time';
import { WeatherStrip } from '../../../shared/format/weather-strip';
import { TeamMark } from '../../../shared/teams/team-mark';
import { FavoriteStar } from '../../../shared/teams/favorite-star';
import { isFavorite } from '../../../shared/teams/favorite-teams';
import { useGameSpoiler } from '../../../shared/spoilers/use-game-spoiler';
import { isLiveGame } from '@gg/contracts/game-status';
import { winner } from '../format';
import { scheduleStatus, teamIdFor } from '../schedule';

const Row = styled(Card)(({ theme }) => ({ display: 'grid', gap: theme.space(1), padding: theme.space(1.5) }));
/**
 * One line, whatever the clock says: a live game's clock changes width every few seconds, and a
 * row that wrapped when it grew moved the whole list below it. The kickoff gives way (cut short
 * with an ellipsis on a narrow phone; screen readers still read all of it); the status never wraps.
 */
const Top = styled.div(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: theme.space(1) }));
const When = styled.span(({ theme }) => ({ fontSize: theme.font.size.sm, fontWeight: theme.font.weight.semibold, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }));
const StatusLine = styled.span(({ theme }) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space(1), fontSize: theme.font.size.sm, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }));
const Teams = styled.div({ display: 'grid' });
/**
 * The loser is dimmed in colour and the score's weight (never by opacity alone); the winner carries
 * the 'W'. The name's weight and the score column's width stay the same either way, so a name wraps
 * the same before and after a spoiler-safe reveal.
 */
const TeamLine = styled('div', { shouldForwardProp: (prop) => prop !== 'lost' })<{ lost: boolean }>(({ theme, lost }) => ({
  display: 'flex', alignItems: 'center', gap: theme.space(1.5), minHeight: theme.touchTarget,
  color: lost ? theme.color.textMuted : theme.color.text,
  '& .name': { flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: theme.space(1), fontWeight: theme.font.weight.semibold },
  '& .score': { fontSize: theme.font.size.xl, fontWeight: lost ? theme.font.weight.regular : theme.font.weight.bold, fontVariantNumeric: 'tabular-nums', minWidth: theme.space(4), textAlign: 'right' },
}));
const TeamLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex', alignItems: 'center', minHeight: theme.touchTarget, minWidth: 0, color: 'inherit',
  textDecorationColor: theme.color.border, textUnderlineOffset: '0.2em', overflowWrap: 'anywhere',
}));
/**
 * While spoiler-safe mode covers the game, the names stop short of the reveal button over the score
 * column and wrap (never cut short); the room stays after a reveal, so revealing moves nothing.
 */
const REVEAL_WIDTH = '5.75rem';
const TeamsCover = styled(SpoilerCover, { shouldForwardProp: (prop) => prop !== 'guarded' })<{ guarded: boolean }>(({ theme, guarded }) => ({
  // a long name must wrap inside the column, not widen the row past the screen
  minWidth: 0,
  '& > div': { gridTemplateColumns: 'minmax(0, 1fr)' },
  // the score column and the gap before it lie under the button already
  ...(guarded ? { '& .name': { paddingRight: `calc(${REVEAL_WIDTH} - ${theme.space(5.5)})` } } : {}),
}));
/** The 'W' badge's room, kept empty on both names while spoiler-safe mode covers a final: a reveal then moves nothing. */
const WinRoom = styled(Badge)({ visibility: 'hidden' });
const Meta = styled.p(({ theme }) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm }));

const STATUS_TONE = { Live: 'live', Final: 'strong', Scheduled: 'neutral', Postponed: 'warning', Canceled: 'warning', Delayed: 'warning' } as const;

function TeamName({ game, side, teams }: { game: Game; side: 'away' | 'home'; teams: readonly Team[] | undefined }) {
  const name = side === 'away' ? game.awayTeam : game.homeTeam;
  const id = teamIdFor(game, side, teams);
  return id ? <TeamLink to={`/team/${id}`}>{name}</TeamLink> : <span>{name}</span>;
}

/**
 * One game of the schedule: kickoff ('Today'/'Tomorrow'/date and local time), status, both teams
 * linking to their pages, scores once the game has started ('W' on the winner of a final; a tie has
 * none), broadcast and venue, the weather strip, and 'View Live' while it is being played; a star
 * beside a favorite team.
 */
export function ScheduleGameRow({ game, teams, favorites = [], onViewLive }: {
  game: Game; teams: readonly Team[] | undefined; favorites?: readonly string[]; onViewLive: (gameId: string) => void;
}) {
  const status = scheduleStatus(game);
  const live = isLiveGame(game);
  const showScores = live || status === 'Final';
  const spoiler = useGameSpoiler(game);
  const won = spoiler.hidden ? null : winner(game);
  const keepRoom = spoiler.guarded && status === 'Final';
  const side = (s: 'away' | 'home') => {
    const lost = won !== null && won !== s;
    return (
      <TeamLine lost={lost}>
        <TeamMark logo={s === 'away' ? game.awayTeamLogo : game.homeTeamLogo} abbreviation={s === 'away' ? game.awayTeamAbbreviation : game.homeTeamAbbreviation} teamId={s === 'away' ? game.awayTeamId : game.homeTeamId} />
        <span className="name">
          <TeamName game={game} side={s} teams={teams} />
          {isFavorite(favorites, s === 'away' ? game.awayTeamId : game.homeTeamId) ? <FavoriteStar /> : null}
          {won === s ? <Badge tone="success"><span aria-hidden="true">W</span><span className="gg-visually-hidden">Winner</span></Badge>
            : keepRoom ? <WinRoom tone="success" aria-hidden="true">W</WinRoom> : null}
          {lost ? <span className="gg-visually-hidden">Lost</span> : null}
        </span>
        {showScores ? <span className="score" aria-hidden={spoiler.hidden || undefined}>{spoiler.hidden ? '–' : s === 'away' ? game.awayScore : game.homeScore}</span> : null}
      </TeamLine>
    );
  };
  return (
    <Row as="article" aria-label={`${game.awayTeam} at ${game.homeTeam}`} data-game-id={game.id}>
      <Top>
        <When><KickoffTime iso={game.gameDate} /></When>
        <StatusLine>
          {live && game.statusDetail ? <span>{game.statusDetail}</span> : null}
          <Badge tone={STATUS_TONE[status]}>{live ? <span aria-hidden="true">●</span> : null}{status}</Badge>
        </StatusLine>
      </Top>
      <TeamsCover guarded={spoiler.guarded && showScores} covered={spoiler.hidden && showScores} label={spoiler.label} onReveal={spoiler.reveal} text="Reveal" placement="end" endWidth={REVEAL_WIDTH}>
        <Teams>{side('away')}{side('home')}</Teams>
      </TeamsCover>
      <Meta>{[game.broadcast ?? 'Network TBD', game.venue].filter(Boolean).join(' · ')}</Meta>
      <WeatherStrip game={game} />
      {live ? <Button onClick={() => onViewLive(game.id)}>View Live</Button> : null}
    </Row>
  );
}
