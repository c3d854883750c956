import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { Badge, Button, Card, theme } from '@gg/ui';
import { usePlays } from '../api/get-game-data';
import { isLive, statusBadge, weekLabel, winner } from '../format';
import { OddsBox } from './odds-box';
import { TeamMark } from './team-mark';

const Row = styled.div<{ dim?: boolean }>(({ dim }) => ({
  display: 'flex', alignItems: 'center', gap: theme.space(1.5), minHeight: 44, opacity: dim ? 0.6 : 1,
  '& .name': { flex: 1, fontWeight: theme.font.weight.medium, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .score': { fontSize: theme.font.size.xl, fontWeight: theme.font.weight.bold, fontVariantNumeric: 'tabular-nums', minWidth: '2ch', textAlign: 'right' },
}));
const Meta = styled.p({ margin: `${theme.space(1)} 0`, color: theme.color.textMuted, fontSize: theme.font.size.sm });
const LatestPlay = styled.div({
  borderLeft: `3px solid ${theme.color.accent}`, padding: `${theme.space(0.5)} ${theme.space(1)}`, margin: `${theme.space(1)} 0`,
  background: theme.color.surfaceAlt, borderRadius: theme.radius.sm, fontSize: theme.font.size.sm,
});

function LatestPlayBox({ game }: { game: Game }) {
  // spec: plays polled every 10 s, the last item shown as the latest play; the pushed scoreboard
  // can be newer than the last poll, so its latest play wins and the poll only adds the clock
  const { data } = usePlays(game.id);
  const latest = data?.[data.length - 1];
  const text = game.lastPlay ?? latest?.description;
  if (!text) return null;
  const sameAsPolled = latest && latest.description === text;
  return (
    <LatestPlay>
      <strong>Latest play{sameAsPolled ? ` · Q${latest.quarter} ${latest.clock}` : ''}</strong>
      <div>{text}</div>
    </LatestPlay>
  );
}

/** Spec §2.3 game card: teams, scores (hidden when scheduled), status badge, week, venue, broadcast, odds, latest play. */
export function GameCard({ game, onViewDetails }: { game: Game; onViewDetails: (id: string) => void }) {
  const badge = statusBadge(game);
  const showScores = game.status !== 'scheduled';
  const won = winner(game);
  const live = isLive(game);
  return (
    <Card as="article" aria-label={`${game.awayTeam} at ${game.homeTeam}`} data-game-id={game.id}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 4 }}>
        <Badge tone={badge.tone}>{live ? <span aria-hidden="true">●</span> : null}{badge.label}</Badge>
        {live && game.statusDetail ? <span style={{ fontSize: theme.font.size.sm, fontWeight: 600 }}>{game.statusDetail}</span> : null}
      </div>
      {/* live scores are announced politely when they change */}
      <div aria-live={live ? 'polite' : undefined} aria-atomic="true">
        <Row dim={won === 'home'}>
          <TeamMark logo={game.awayTeamLogo} abbreviation={game.awayTeamAbbreviation} />
          <span className="name">{game.awayTeam}{won === 'away' ? <Badge tone="success" style={{ marginLeft: 8 }}>W</Badge> : null}</span>
          {showScores ? <span className="score">{game.awayScore}</span> : null}
        </Row>
        <Row dim={won === 'away'}>
          <TeamMark logo={game.homeTeamLogo} abbreviation={game.homeTeamAbbreviation} />
          <span className="name">{game.homeTeam}{won === 'home' ? <Badge tone="success" style={{ marginLeft: 8 }}>W</Badge> : null}</span>
          {showScores ? <span className="score">{game.homeScore}</span> : null}
        </Row>
      </div>
      <Meta>{[weekLabel(game), game.venue, game.broadcast].filter(Boolean).join(' · ')}</Meta>
      {live ? <LatestPlayBox game={game} /> : null}
      {game.status !== 'final' ? <OddsBox game={game} /> : null}
      <Button variant="secondary" style={{ width: '100%', marginTop: 8 }} onClick={() => onViewDetails(game.id)}>View Details</Button>
    </Card>
  );
}
