import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { Badge, Button, Card, preloadOnIntent, themed, themedBy } from '@gg/ui';
import { useQueryClient } from '@gg/data';
import { memo } from 'react';
import { SpoilerCover } from '@gg/preferences/settings';
import { isStreamDown, useStreamStatus } from '../../../shared/live-stream/stream-status';
import { useGameSpoiler } from '../../../shared/spoilers/use-game-spoiler';
import { prefetchLiveData } from '../api/get-live-data';
import { usePlays } from '../api/get-plays';
import { useDelayedPlays } from '../broadcast-delayed';
import { isFinalGame, isLiveGame, isScheduledGame } from '@gg/contracts/game-status';
import { statusBadge, weekLabel, winner } from '../format';
import { OddsBox } from './odds-box';
import { KickoffTime } from '../../../shared/format/kickoff-time';
import { TeamMark } from '../../../shared/teams/team-mark';
import { FavoriteStar } from '../../../shared/teams/favorite-star';
import { isFavorite, useFavoriteTeamIds } from '../../../shared/teams/favorite-teams';
import { preloadGameDetailPanel } from './lazy-game-detail-panel';
import { LiveSituation } from '../situation/live-situation';

/**
 * A card off screen is skipped (style, layout, paint) until scrolled near: opening a game adds its
 * panel's styles to the page, which restyles every element that is not skipped. About a card's
 * height stands in for it meanwhile. Not a live card: its situation makes it about twice that tall,
 * and a stand-in that short for a card in the first screen moves everything below it when drawn.
 *
 * The card styles its parts itself rather than each being a styled element: a scoreboard draws its
 * cards by the dozen, and each styled element is style work of its own in every server render and
 * hydration.
 *
 * The loser of a final is dimmed by colour and the score's weight, which keeps its text readable
 * (opacity would not); the winner carries the 'W'. The name's weight and the score column's width
 * stay the same either way, so a name wraps the same before and after a spoiler-safe reveal.
 */
const GameArticle = styled(Card)(themed(({ theme }) => ({
  contentVisibility: 'auto', containIntrinsicHeight: `auto ${theme.space(37)}`, '&[data-live]': { contentVisibility: 'visible' },
  '& .card-top': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: theme.space(1), marginBottom: theme.space(0.5) },
  '& .card-status': { fontSize: theme.font.size.sm, fontWeight: theme.font.weight.semibold },
  '& .team-row': { display: 'flex', alignItems: 'center', gap: theme.space(1.5), minHeight: theme.touchTarget, color: theme.color.text },
  '& .team-row[data-dim]': { color: theme.color.textMuted },
  // a long name ("New England Patriots") wraps: a fan reads the whole name, and the card still fits a 360 px phone
  '& .team-row .name': { flex: 1, fontWeight: theme.font.weight.medium, minWidth: 0, overflowWrap: 'anywhere' },
  '& .team-row .score': { fontSize: theme.font.size.xl, fontWeight: theme.font.weight.bold, fontVariantNumeric: 'tabular-nums', minWidth: theme.space(4), textAlign: 'right' },
  '& .team-row[data-dim] .score': { fontWeight: theme.font.weight.regular },
  '& .win-badge': { marginLeft: theme.space(1) },
  // the 'W' badge's room, kept empty: see Outcome
  '& .win-room': { visibility: 'hidden' },
  '& .card-meta': { margin: `${theme.space(1)} 0`, color: theme.color.textMuted, fontSize: theme.font.size.sm },
  '& .latest-play': {
    borderLeft: `3px solid ${theme.color.accent}`, padding: `${theme.space(0.5)} ${theme.space(1)}`, margin: `${theme.space(1)} 0`,
    background: theme.color.surfaceAlt, borderRadius: theme.radius.sm, fontSize: theme.font.size.sm,
  },
  // a hidden play's words keep their room under the note
  '& .unseen': { position: 'relative' },
  '& .unseen > .words': { visibility: 'hidden' },
  '& .unseen > .note': { position: 'absolute', inset: 0, overflow: 'hidden' },
  '& .details-button': { width: '100%', marginTop: theme.space(1) },
})));
/**
 * While spoiler-safe mode covers the game, the names stop short of the reveal button over the score
 * column; the room stays after a reveal, so the names wrap the same and revealing moves nothing.
 */
const REVEAL_WIDTH = '5.75rem';
/** The score column and the gap before it lie under the button already. */
const ScoreCover = styled(SpoilerCover, { shouldForwardProp: (prop) => prop !== 'guarded' })<{ guarded: boolean }>(themedBy<{ guarded: boolean }>({ guarded: true }, ({ theme, guarded }) => (
  guarded ? { '& .name': { paddingRight: `calc(${REVEAL_WIDTH} - ${theme.space(5.5)})` } } : {}
)));
/** The play's words out of sight and out of the accessibility tree, their room kept (a reveal moves nothing). */
function HiddenPlayText({ text }: { text: string }) {
  return <div className="unseen"><div className="words" aria-hidden="true">{text}</div><em className="note">Hidden while spoiler-safe is on</em></div>;
}

function LatestPlayBox({ game, hidden }: { game: Game; hidden: boolean }) {
  // The scoreboard row (pushed or polled) names the latest play. The game's plays are polled every
  // 10 s only when the stream is down; otherwise whatever the cache holds (the open game's feed)
  // just adds the quarter and clock when it has the same play.
  const polling = isStreamDown(useStreamStatus());
  const data = useDelayedPlays(game.id, usePlays(game.id, { enabled: polling, poll: polling }).data); // held back as the feed is
  const latest = data?.data[data.data.length - 1];
  const text = game.lastPlay ?? latest?.description;
  if (!text) return null;
  // a play can name the score ("touchdown, 21-17"): spoiler-safe keeps the words' room, not the words
  if (hidden) return <div className="latest-play"><strong>Latest play</strong><HiddenPlayText text={text} /></div>;
  const sameAsListed = latest && latest.description === text;
  return (
    <div className="latest-play">
      <strong>Latest play{sameAsListed ? ` · Q${latest.quarter} ${latest.clock}` : ''}</strong>
      <div>{text}</div>
    </div>
  );
}

/**
 * 'W' on the winner of a final (a tie has none), and the result in words for screen readers. While
 * spoiler-safe mode covers the game (`keepRoom`), both names keep the badge's room, empty, so the
 * names wrap the same before and after a reveal and nothing moves.
 */
function Outcome({ won, side, keepRoom }: { won: 'home' | 'away' | null; side: 'home' | 'away'; keepRoom: boolean }) {
  if (won === side) return <Badge className="win-badge" tone="success"><span aria-hidden="true">W</span><span className="gg-visually-hidden">Winner</span></Badge>;
  const room = keepRoom ? <Badge className="win-badge win-room" tone="success" aria-hidden="true">W</Badge> : null;
  return won === null ? room : <><span className="gg-visually-hidden"> (lost)</span>{room}</>;
}

/**
 * A game: teams, scores (hidden until kickoff), status, week, venue, broadcast, odds until final,
 * latest play while live, a star beside a favorite team. Memoized: opening a game's panel, or a push about another game,
 * re-renders no card but the changed one (pushes keep the other games' objects as they were).
 */
export const GameCard = memo(function GameCard({ game, onViewDetails }: { game: Game; onViewDetails: (id: string) => void }) {
  const badge = statusBadge(game);
  const showScores = !isScheduledGame(game);
  const spoiler = useGameSpoiler(game);
  const client = useQueryClient();
  const won = spoiler.hidden ? null : winner(game);
  const keepRoom = spoiler.guarded && isFinalGame(game);
  const live = isLiveGame(game);
  const more = [weekLabel(game), game.venue, game.broadcast].filter(Boolean).join(' · ');
  const favorites = useFavoriteTeamIds();
  const star = (teamId: string | null | undefined) => (isFavorite(favorites, teamId) ? <> <FavoriteStar /></> : null);
  const score = (value: number) => <span className="score" aria-hidden={spoiler.hidden || undefined}>{spoiler.hidden ? '–' : value}</span>;
  return (
    <GameArticle as="article" aria-label={`${game.awayTeam} at ${game.homeTeam}`} data-game-id={game.id} data-live={live || undefined}>
      <div className="card-top">
        <Badge tone={badge.tone}>{live ? <span aria-hidden="true">●</span> : null}{badge.label ?? <KickoffTime iso={game.gameDate} />}</Badge>
        {live && game.statusDetail ? <span className="card-status">{game.statusDetail}</span> : null}
      </div>
      {/* live scores are announced politely when they change; hidden scores are not announced at all */}
      <ScoreCover guarded={spoiler.guarded && showScores} covered={spoiler.hidden && showScores} label={spoiler.label} onReveal={spoiler.reveal} text="Reveal" placement="end" endWidth={REVEAL_WIDTH}>
        <div aria-live={live && !spoiler.hidden ? 'polite' : undefined} aria-atomic="true">
          <div className="team-row" data-dim={won === 'home' || undefined}>
            <TeamMark logo={game.awayTeamLogo} abbreviation={game.awayTeamAbbreviation} teamId={game.awayTeamId} />
            <span className="name">{game.awayTeam}{star(game.awayTeamId)}<Outcome won={won} side="away" keepRoom={keepRoom} /></span>
            {showScores ? score(game.awayScore) : null}
          </div>
          <div className="team-row" data-dim={won === 'away' || undefined}>
            <TeamMark logo={game.homeTeamLogo} abbreviation={game.homeTeamAbbreviation} teamId={game.homeTeamId} />
            <span className="name">{game.homeTeam}{star(game.homeTeamId)}<Outcome won={won} side="home" keepRoom={keepRoom} /></span>
            {showScores ? score(game.homeScore) : null}
          </div>
        </div>
      </ScoreCover>
      {/* a final says when it was played */}
      <p className="card-meta">{isFinalGame(game) ? <><KickoffTime iso={game.gameDate} dayOnly />{more ? ' · ' : ''}</> : null}{more}</p>
      <LiveSituation game={game} hidden={spoiler.hidden} />
      {live ? <LatestPlayBox game={game} hidden={spoiler.hidden} /> : null}
      {!isFinalGame(game) ? <OddsBox game={game} /> : null}
      <Button
        className="details-button" data-view-details variant="secondary" {...preloadOnIntent(preloadGameDetailPanel)}
        // the finger is down: the game's data is asked for now, not in the tap's own task
        onPointerDown={() => { preloadGameDetailPanel(); prefetchLiveData(client, game.id); }}
        onClick={() => onViewDetails(game.id)}
      >View Details</Button>
    </GameArticle>
  );
});
