import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { Badge, Button, Card } from '@gg/ui';
import { memo } from 'react';
import { SpoilerCover } from '@gg/ui/viewing-settings';
import { isStreamDown, useStreamStatus } from '../../../shared/live-stream/stream-status';
import { useGameSpoiler } from '../../../shared/spoilers/use-game-spoiler';
import { usePlays } from '../api/get-plays';
import { useDelayedPlays } from '../broadcast-delayed';
import { isFinal, isLive, statusBadge, weekLabel, winner } from '../format';
import { OddsBox } from './odds-box';
import { KickoffTime } from '../../../shared/format/kickoff-time';
import { TeamMark } from '../../../shared/teams/team-mark';
import { preloadGameDetailPanel } from './lazy-game-detail-panel';

const Top = styled.div(({ theme }) => ({
  display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: theme.space(1), marginBottom: theme.space(0.5),
}));
const StatusDetail = styled.span(({ theme }) => ({ fontSize: theme.font.size.sm, fontWeight: theme.font.weight.semibold }));
/** The loser of a final is dimmed by colour and weight, which keeps its text readable (opacity would not); the winner carries the 'W'. */
const Row = styled('div', { shouldForwardProp: (prop) => prop !== 'dim' })<{ dim: boolean }>(({ theme, dim }) => ({
  display: 'flex', alignItems: 'center', gap: theme.space(1.5), minHeight: theme.touchTarget, color: dim ? theme.color.textMuted : theme.color.text,
  '& .name': { flex: 1, fontWeight: dim ? theme.font.weight.regular : theme.font.weight.medium, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .score': { fontSize: theme.font.size.xl, fontWeight: dim ? theme.font.weight.regular : theme.font.weight.bold, fontVariantNumeric: 'tabular-nums', minWidth: '2ch', textAlign: 'right' },
}));
const WinBadge = styled(Badge)(({ theme }) => ({ marginLeft: theme.space(1) }));
const Meta = styled.p(({ theme }) => ({ margin: `${theme.space(1)} 0`, color: theme.color.textMuted, fontSize: theme.font.size.sm }));
const LatestPlay = styled.div(({ theme }) => ({
  borderLeft: `3px solid ${theme.color.accent}`, padding: `${theme.space(0.5)} ${theme.space(1)}`, margin: `${theme.space(1)} 0`,
  background: theme.color.surfaceAlt, borderRadius: theme.radius.sm, fontSize: theme.font.size.sm,
}));
/**
 * A card off screen is skipped (style, layout, paint) until scrolled near: opening a game adds its
 * panel's styles to the page, which restyles every element that is not skipped. About a card's
 * height stands in for it meanwhile.
 */
const GameArticle = styled(Card)(({ theme }) => ({ contentVisibility: 'auto', containIntrinsicHeight: `auto ${theme.space(37)}` }));
/** While the scores are hidden, the names stop short of the reveal button that covers the score column. */
const REVEAL_WIDTH = '5.75rem';
const ScoreCover = styled(SpoilerCover)({ '&[data-spoiler="hidden"] .name': { paddingRight: REVEAL_WIDTH } });
const Unseen = styled.div({
  position: 'relative',
  '& > .words': { visibility: 'hidden' },
  '& > .note': { position: 'absolute', inset: 0, overflow: 'hidden' },
});
/** The play's words out of sight and out of the accessibility tree, their room kept (a reveal moves nothing). */
function HiddenPlayText({ text }: { text: string }) {
  return <Unseen><div className="words" aria-hidden="true">{text}</div><em className="note">Hidden while spoiler-safe is on</em></Unseen>;
}
const DetailsButton = styled(Button)(({ theme }) => ({ width: '100%', marginTop: theme.space(1) }));

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
  if (hidden) return <LatestPlay><strong>Latest play</strong><HiddenPlayText text={text} /></LatestPlay>;
  const sameAsListed = latest && latest.description === text;
  return (
    <LatestPlay>
      <strong>Latest play{sameAsListed ? ` · Q${latest.quarter} ${latest.clock}` : ''}</strong>
      <div>{text}</div>
    </LatestPlay>
  );
}

/** 'W' on the winner of a final (a tie has none), and the result in words for screen readers. */
function Outcome({ won, side }: { won: 'home' | 'away' | null; side: 'home' | 'away' }) {
  if (won === null) return null;
  if (won !== side) return <span className="gg-visually-hidden"> (lost)</span>;
  return <WinBadge tone="success"><span aria-hidden="true">W</span><span className="gg-visually-hidden">Winner</span></WinBadge>;
}

/**
 * A game: teams, scores (hidden until kickoff), status, week, venue, broadcast, odds until final,
 * latest play while live. Memoized: opening a game's panel, or a push about another game,
 * re-renders no card but the changed one (pushes keep the other games' objects as they were).
 */
export const GameCard = memo(function GameCard({ game, onViewDetails }: { game: Game; onViewDetails: (id: string) => void }) {
  const badge = statusBadge(game);
  const showScores = game.status !== 'scheduled';
  const spoiler = useGameSpoiler(game);
  const won = spoiler.hidden ? null : winner(game);
  const live = isLive(game);
  const more = [weekLabel(game), game.venue, game.broadcast].filter(Boolean).join(' · ');
  const score = (value: number) => <span className="score" aria-hidden={spoiler.hidden || undefined}>{spoiler.hidden ? '–' : value}</span>;
  return (
    <GameArticle as="article" aria-label={`${game.awayTeam} at ${game.homeTeam}`} data-game-id={game.id}>
      <Top>
        <Badge tone={badge.tone}>{live ? <span aria-hidden="true">●</span> : null}{badge.label ?? <KickoffTime iso={game.gameDate} />}</Badge>
        {live && game.statusDetail ? <StatusDetail>{game.statusDetail}</StatusDetail> : null}
      </Top>
      {/* live scores are announced politely when they change; hidden scores are not announced at all */}
      <ScoreCover covered={spoiler.hidden && showScores} label={spoiler.label} onReveal={spoiler.reveal} text="Reveal" placement="end" endWidth={REVEAL_WIDTH}>
        <div aria-live={live && !spoiler.hidden ? 'polite' : undefined} aria-atomic="true">
          <Row dim={won === 'home'}>
            <TeamMark logo={game.awayTeamLogo} abbreviation={game.awayTeamAbbreviation} teamId={game.awayTeamId} />
            <span className="name">{game.awayTeam}<Outcome won={won} side="away" /></span>
            {showScores ? score(game.awayScore) : null}
          </Row>
          <Row dim={won === 'away'}>
            <TeamMark logo={game.homeTeamLogo} abbreviation={game.homeTeamAbbreviation} teamId={game.homeTeamId} />
            <span className="name">{game.homeTeam}<Outcome won={won} side="home" /></span>
            {showScores ? score(game.homeScore) : null}
          </Row>
        </div>
      </ScoreCover>
      {/* a final says when it was played */}
      <Meta>{isFinal(game) ? <><KickoffTime iso={game.gameDate} dayOnly />{more ? ' · ' : ''}</> : null}{more}</Meta>
      {live ? <LatestPlayBox game={game} hidden={spoiler.hidden} /> : null}
      {game.status !== 'final' ? <OddsBox game={game} /> : null}
      <DetailsButton variant="secondary" onPointerDown={preloadGameDetailPanel} onFocus={preloadGameDetailPanel} onClick={() => onViewDetails(game.id)}>View Details</DetailsButton>
    </GameArticle>
  );
});
