import styled from '@emotion/styled';
import type { BettingOdds, Game, Play } from '@gg/contracts';
import { Badge, Button, Card, EmptyState, ErrorState, LoadingText, Tabs, TabsContent, TabsList, TabsTrigger, theme } from '@gg/ui';
import { useLiveData, useOdds } from '../api/get-game-data';
import { signed, updatedLabel } from '../format';

const Header = styled.div({ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: theme.space(1), textAlign: 'center', margin: `${theme.space(1)} 0 ${theme.space(2)}` });
const Score = styled.div({ '& strong': { display: 'block', fontSize: theme.font.size.xxl, fontVariantNumeric: 'tabular-nums' } });
const List = styled.ol({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(1) });
const PlayItem = styled.li({ display: 'grid', gridTemplateColumns: '28px 1fr', gap: theme.space(1), padding: theme.space(1), borderRadius: theme.radius.sm, background: theme.color.surfaceAlt });
const Small = styled.span({ color: theme.color.textMuted, fontSize: theme.font.size.xs });

function PlayIcon({ type }: { type: string }) {
  const kind = /pass|interception|sack/i.test(type) ? 'pass' : /rush/i.test(type) ? 'rush' : 'other';
  return <span aria-hidden="true" title={kind} style={{ fontSize: 20 }}>{kind === 'pass' ? '🎯' : kind === 'rush' ? '🏃' : '🏈'}</span>;
}

function LiveFeed({ plays, updated }: { plays: Play[]; updated: string | null }) {
  if (plays.length === 0) return <EmptyState title="No play-by-play data available" />;
  return (
    <>
      <p style={{ margin: '0 0 8px' }}><Small>{updatedLabel(updated)}</Small></p>
      <List aria-label="Plays, newest first">
        {[...plays].reverse().map((p) => (
          <PlayItem key={p.id}>
            <PlayIcon type={p.playType} />
            <div>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
                <strong>Q{p.quarter} {p.clock}</strong>
                <Small>{p.playType}</Small>
                {p.yards !== 0 ? <Small>{signed(p.yards)} yds</Small> : null}
                {p.scoringPlay ? <Badge tone="success">Scoring play</Badge> : null}
                {p.turnover ? <Badge tone="live">Turnover</Badge> : null}
                {p.penalty ? <Badge tone="warning">Penalty</Badge> : null}
              </div>
              <div>{p.description}</div>
              <Small>Score {p.awayScore}–{p.homeScore}</Small>
            </div>
          </PlayItem>
        ))}
      </List>
    </>
  );
}

function OddsTable({ odds, game }: { odds: BettingOdds[]; game: Game }) {
  if (odds.length === 0) {
    return <EmptyState title="No betting odds available for this game" text="Odds may not exist for preseason games." />;
  }
  const away = game.awayTeamAbbreviation ?? 'Away';
  const home = game.homeTeamAbbreviation ?? 'Home';
  return (
    <>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: theme.font.size.sm }}>
          <caption className="gg-visually-hidden">Betting odds by provider</caption>
          <thead><tr style={{ textAlign: 'left' }}><th>Provider</th><th>Spread ({away}/{home})</th><th>O/U</th><th>Moneyline ({away}/{home})</th></tr></thead>
          <tbody>
            {odds.map((o) => (
              <tr key={o.id} style={{ borderTop: `1px solid ${theme.color.border}` }}>
                <td style={{ padding: '8px 4px' }}>{o.provider}</td>
                <td>{signed(o.awayTeamSpread) ?? '—'} / {signed(o.homeTeamSpread) ?? '—'}</td>
                <td>{o.overUnder ?? '—'}</td>
                <td>{signed(o.awayTeamMoneyline) ?? '—'} / {signed(o.homeTeamMoneyline) ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl style={{ fontSize: theme.font.size.xs, color: theme.color.textMuted, marginTop: 12 }}>
        <dt style={{ fontWeight: 700 }}>Spread</dt><dd style={{ margin: '0 0 4px' }}>Points the favourite (negative number) must win by for a bet on it to pay.</dd>
        <dt style={{ fontWeight: 700 }}>Moneyline</dt><dd style={{ margin: '0 0 4px' }}>A bet on who wins: −150 means stake 150 to win 100; +130 means stake 100 to win 130.</dd>
        <dt style={{ fontWeight: 700 }}>O/U</dt><dd style={{ margin: 0 }}>Over/under: the expected combined points of both teams.</dd>
      </dl>
    </>
  );
}

function Analytics({ plays }: { plays: Play[] }) {
  if (plays.length === 0) return <EmptyState title="No data available" />;
  const byType = [...plays.reduce((m, p) => m.set(p.playType, (m.get(p.playType) ?? 0) + 1), new Map<string, number>())].sort((a, b) => b[1] - a[1]);
  const events = [
    ['Scoring plays', plays.filter((p) => p.scoringPlay).length],
    ['Turnovers', plays.filter((p) => p.turnover).length],
    ['Penalties', plays.filter((p) => p.penalty).length],
    ['Total plays', plays.length],
  ] as const;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <section aria-labelledby="breakdown-h">
        <h4 id="breakdown-h">Play breakdown</h4>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {byType.map(([type, n]) => (
            <li key={type} style={{ display: 'flex', justifyContent: 'space-between', padding: '4px 0', borderBottom: `1px solid ${theme.color.border}` }}><span>{type}</span><strong>{n}</strong></li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="events-h">
        <h4 id="events-h">Game events</h4>
        <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 8, margin: 0 }}>
          {events.map(([label, n]) => <div key={label}><dt style={{ color: theme.color.textMuted, fontSize: theme.font.size.xs }}>{label}</dt><dd style={{ margin: 0, fontSize: theme.font.size.xl, fontWeight: 700 }}>{n}</dd></div>)}
        </dl>
      </section>
    </div>
  );
}

/** Spec §2.2: 'Game Detail - Advanced Analytics', Close, header with scores and status, three tabs. */
export function GameDetailPanel({ game, onClose }: { game: Game; onClose: () => void }) {
  const live = useLiveData(game.id);
  const needOdds = live.isSuccess && live.data.bettingOdds.length === 0;
  const odds = useOdds(game.id, needOdds);
  const bettingOdds = live.data?.bettingOdds.length ? live.data.bettingOdds : (odds.data ?? []);
  return (
    <Card as="section" aria-labelledby="game-detail-title" style={{ borderTop: `4px solid ${theme.color.accent}` }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <h2 id="game-detail-title" style={{ fontSize: theme.font.size.lg }}>Game Detail - Advanced Analytics</h2>
        <Button variant="secondary" size="sm" onClick={onClose}>Close</Button>
      </div>
      <Header>
        <Score><span>{game.awayTeam}</span><strong>{game.awayScore}</strong></Score>
        <Badge tone={game.status === 'live' || game.status === 'in_progress' ? 'live' : 'chrome'}>{(game.statusDetail ?? game.status).toUpperCase()}</Badge>
        <Score><span>{game.homeTeam}</span><strong>{game.homeScore}</strong></Score>
      </Header>
      {live.isPending ? <LoadingText>Loading game data...</LoadingText>
        : live.isError ? <ErrorState error={live.error} onRetry={() => void live.refetch()} />
        : (
          <Tabs defaultValue="feed">
            <TabsList aria-label="Game detail">
              <TabsTrigger value="feed">Live Feed</TabsTrigger>
              <TabsTrigger value="odds">Betting Odds</TabsTrigger>
              <TabsTrigger value="analytics">Game Analytics</TabsTrigger>
            </TabsList>
            {live.data.stale ? <p role="status" style={{ color: theme.color.warning }}>Showing the last data received; the provider is not answering right now.</p> : null}
            <TabsContent value="feed" style={{ marginTop: 12 }}><LiveFeed plays={live.data.playByPlay} updated={live.data.lastUpdated} /></TabsContent>
            <TabsContent value="odds" style={{ marginTop: 12 }}><OddsTable odds={bettingOdds} game={game} /></TabsContent>
            <TabsContent value="analytics" style={{ marginTop: 12 }}><Analytics plays={live.data.playByPlay} /></TabsContent>
          </Tabs>
        )}
    </Card>
  );
}
