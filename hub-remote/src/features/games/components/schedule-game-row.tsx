import styled from '@emotion/styled';
import type { Game, Team } from '@gg/contracts';
import { Badge, Button, Card, themed, themedBy } from '@gg/ui';
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

/**
 * The row styles its parts itself rather than each being a styled element: the schedule draws its
 * rows by the dozen, and each styled element is style work of its own in every server render and
 * hydration.
 *
 * The top line stays one line, whatever the clock says: a live game's clock changes width every
 * few seconds, and a row that wrapped when it grew moved the whole list below it. The kickoff gives
 * way (cut short with an ellipsis on a narrow phone; screen readers still read all of it); the
 * status never wraps.
 *
 * The loser is dimmed in colour and the score's weight (never by opacity alone); the winner carries
 * the 'W'. The name's weight and the score column's width stay the same either way, so a name wraps
 * the same before and after a spoiler-safe reveal.
 */
const Row = styled(Card)(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(1), padding: theme.space(1.5),
  '& .row-top': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: theme.space(1) },
  '& .row-when': { fontSize: theme.font.size.sm, fontWeight: theme.font.weight.semibold, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .row-status': { display: 'inline-flex', alignItems: 'center', gap: theme.space(1), fontSize: theme.font.size.sm, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& .row-teams': { display: 'grid' },
  '& .team-line': { display: 'flex', alignItems: 'center', gap: theme.space(1.5), minHeight: theme.touchTarget, color: theme.color.text },
  '& .team-line[data-lost]': { color: theme.color.textMuted },
  '& .name': { flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: theme.space(1), fontWeight: theme.font.weight.semibold },
  '& .score': { fontSize: theme.font.size.xl, fontWeight: theme.font.weight.bold, fontVariantNumeric: 'tabular-nums', minWidth: theme.space(4), textAlign: 'right' },
  '& .team-line[data-lost] .score': { fontWeight: theme.font.weight.regular },
  '& .team-link': {
    display: 'inline-flex', alignItems: 'center', minHeight: theme.touchTarget, minWidth: 0, color: 'inherit',
    textDecorationColor: theme.color.border, textUnderlineOffset: '0.2em', overflowWrap: 'anywhere',
  },
  '& .row-meta': { margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm },
})));
/**
 * While spoiler-safe mode covers the game, the names stop short of the reveal button over the score
 * column and wrap (never cut short); the room stays after a reveal, so revealing moves nothing.
 */
const REVEAL_WIDTH = '5.75rem';
const TeamsCover = styled(SpoilerCover, { shouldForwardProp: (prop) => prop !== 'guarded' })<{ guarded: boolean }>(themedBy<{ guarded: boolean }>({ guarded: true }, ({ theme, guarded }) => ({
  // a long name must wrap inside the column, not widen the row past the screen
  minWidth: 0,
  '& > div': { gridTemplateColumns: 'minmax(0, 1fr)' },
  // the score column and the gap before it lie under the button already
  ...(guarded ? { '& .name': { paddingRight: `calc(${REVEAL_WIDTH} - ${theme.space(5.5)})` } } : {}),
})));
/** The 'W' badge's room, kept empty on both names while spoiler-safe mode covers a final: a reveal then moves nothing. */
const WinRoom = styled(Badge)({ visibility: 'hidden' });

const STATUS_TONE = { Live: 'live', Final: 'strong', Scheduled: 'neutral', Postponed: 'warning', Canceled: 'warning', Delayed: 'warning' } as const;

function TeamName({ game, side, teams }: { game: Game; side: 'away' | 'home'; teams: readonly Team[] | undefined }) {
  const name = side === 'away' ? game.awayTeam : game.homeTeam;
  const id = teamIdFor(game, side, teams);
  return id ? <Link className="team-link" to={`/team/${id}`}>{name}</Link> : <span>{name}</span>;
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
      <div className="team-line" data-lost={lost || undefined}>
        <TeamMark logo={s === 'away' ? game.awayTeamLogo : game.homeTeamLogo} abbreviation={s === 'away' ? game.awayTeamAbbreviation : game.homeTeamAbbreviation} teamId={s === 'away' ? game.awayTeamId : game.homeTeamId} />
        <span className="name">
          <TeamName game={game} side={s} teams={teams} />
          {isFavorite(favorites, s === 'away' ? game.awayTeamId : game.homeTeamId) ? <FavoriteStar /> : null}
          {won === s ? <Badge tone="success"><span aria-hidden="true">W</span><span className="gg-visually-hidden">Winner</span></Badge>
            : keepRoom ? <WinRoom tone="success" aria-hidden="true">W</WinRoom> : null}
          {lost ? <span className="gg-visually-hidden">Lost</span> : null}
        </span>
        {showScores ? <span className="score" aria-hidden={spoiler.hidden || undefined}>{spoiler.hidden ? '–' : s === 'away' ? game.awayScore : game.homeScore}</span> : null}
      </div>
    );
  };
  return (
    <Row as="article" aria-label={`${game.awayTeam} at ${game.homeTeam}`} data-game-id={game.id}>
      <div className="row-top">
        <span className="row-when"><KickoffTime iso={game.gameDate} /></span>
        <span className="row-status">
          {live && game.statusDetail ? <span>{game.statusDetail}</span> : null}
          <Badge tone={STATUS_TONE[status]}>{live ? <span aria-hidden="true">●</span> : null}{status}</Badge>
        </span>
      </div>
      <TeamsCover guarded={spoiler.guarded && showScores} covered={spoiler.hidden && showScores} label={spoiler.label} onReveal={spoiler.reveal} text="Reveal" placement="end" endWidth={REVEAL_WIDTH}>
        <div className="row-teams">{side('away')}{side('home')}</div>
      </TeamsCover>
      <p className="row-meta">{[game.broadcast ?? 'Network TBD', game.venue].filter(Boolean).join(' · ')}</p>
      <WeatherStrip game={game} />
      {live ? <Button onClick={() => onViewLive(game.id)}>View Live</Button> : null}
    </Row>
  );
}
