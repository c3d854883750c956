import type { Player } from '@gg/contracts';
import { ErrorState } from '@gg/ui';
import { HttpError } from '@gg/data';
import { STATS_SEASON, usePlayerStats } from '../api/get-player-stats';
import { SEASON_STAT_GROUPS, statValue, visibleStatGroups } from '../format';
import { Section, Sections, StatGrid, TabSkeleton } from './profile-parts';

/**
 * The Season Stats tab: '<season> Season Statistics' (the season the numbers are for), then
 * Passing, Rushing, Receiving and Defense, each with its non-zero stats (at most six); a group of
 * zeros is hidden, and a season without any numbers says so.
 */
export function SeasonStats({ player }: { player: Player }) {
  const query = usePlayerStats(player.id);
  if (query.isPending) return <TabSkeleton label="Loading season statistics" />;
  // a 404 is the service saying it has no numbers for this player: that is "no stats", not a failure
  const noLine = query.isError && query.error instanceof HttpError && query.error.status === 404;
  if (query.isError && !noLine) return <ErrorState level={3} title="Could not load season statistics" error={query.error} onRetry={() => void query.refetch()} />;
  const stats = query.data ?? null;
  const season = stats?.season ?? STATS_SEASON;
  const groups = stats ? visibleStatGroups(stats, SEASON_STAT_GROUPS) : [];
  return (
    <Section>
      <h3>{season} Season Statistics</h3>
      {groups.length === 0 ? (
        <p>No {season} statistics recorded for {player.name}.</p>
      ) : (
        <Sections>
          {groups.map((group) => (
            <Section key={group.title}>
              <h4>{group.title}</h4>
              <StatGrid>
                {group.stats.map((s) => <div key={s.label}><dt>{s.label}</dt><dd>{statValue(s.value)}</dd></div>)}
              </StatGrid>
            </Section>
          ))}
        </Sections>
      )}
    </Section>
  );
}
