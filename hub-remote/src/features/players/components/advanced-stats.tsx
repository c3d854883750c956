import styled from '@emotion/styled';
import type { Player } from '@gg/contracts';
import { Badge, Button, themed } from '@gg/ui';
import { HttpError } from '@gg/data';
import { useUpcomingGames } from '../../../shared/api/get-upcoming-games';
import { usePlayerAdvancedStats } from '../api/get-player-advanced-stats';
import { advancedSections, currentSeason, formatMetric, hasAnyMetric, knownMetrics } from '../format';
import { Section, Sections, StatGrid, TabSkeleton } from './profile-parts';

const Top = styled.div(themed(({ theme }) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1), flexWrap: 'wrap' })));

const None = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.textMuted })));

const Unavailable = styled.div(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(1), justifyItems: 'center', textAlign: 'center', padding: `${theme.space(3)} ${theme.space(2)}`,
  color: theme.color.textMuted,
  '& h3': { fontSize: theme.font.size.md, color: theme.color.text },
  '& p': { margin: 0 },
})));

/**
 * No advanced numbers (the call failed, or none of the position's metrics is known). The season
 * named is the one being played or next played, read from the upcoming games (2025 without them).
 */
function AdvancedUnavailable({ player, onRetry }: { player: Player; onRetry?: () => void }) {
  const upcoming = useUpcomingGames();
  return (
    <Unavailable>
      <h3>Advanced stats not available for {player.name}</h3>
      <p>These stats will be updated during the {currentSeason(upcoming.data)} season</p>
      {onRetry ? <Button variant="secondary" onClick={onRetry}>Try again</Button> : null}
    </Unavailable>
  );
}

/**
 * The Advanced Stats tab: the position's own section (Passing Efficiency, Rushing Analytics,
 * Receiving Metrics or Defensive Analytics) and always Performance Metrics. Only the numbers the
 * provider has are shown (a grid of 'N/A' tiles tells a fan nothing); a section with none says so
 * in a sentence. The badge names the season the numbers are for.
 */
export function AdvancedStats({ player }: { player: Player }) {
  const query = usePlayerAdvancedStats(player.id);
  const sections = advancedSections(player.position);
  if (query.isPending) return <TabSkeleton label="Loading advanced stats" />;
  if (query.isError) {
    // only a failure that asking again could fix offers a retry (a 404 means there are no numbers)
    const final = query.error instanceof HttpError && query.error.status < 500;
    return <AdvancedUnavailable player={player} onRetry={final ? undefined : () => void query.refetch()} />;
  }
  const stats = query.data;
  // null: the service has no advanced numbers for this player
  if (!stats || !hasAnyMetric(stats, sections)) return <AdvancedUnavailable player={player} />;
  return (
    <Sections>
      <Top>
        <h3>Advanced Stats</h3>
        <Badge tone="info">{stats.season} Season</Badge>
      </Top>
      {sections.map((section) => {
        const known = knownMetrics(stats, section);
        return (
          <Section key={section.id}>
            <h4>{section.title}</h4>
            {known.length > 0 ? (
              <StatGrid>
                {known.map((m) => <div key={m.key}><dt>{m.label}</dt><dd>{formatMetric(stats[m.key], m.kind)}</dd></div>)}
              </StatGrid>
            ) : (
              <None>No {section.title.toLowerCase()} recorded for {player.name} in {stats.season}.</None>
            )}
          </Section>
        );
      })}
    </Sections>
  );
}
