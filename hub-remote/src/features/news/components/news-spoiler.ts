import type { NewsItem } from '@gg/contracts';
import { useParams } from '@gg/router';
import { useViewingPreferences } from '@gg/preferences';
import { useReveal } from '@gg/preferences/settings';
import { useTeams } from '@gg/data/queries';
import { newsRevealsResult } from '../../../shared/spoilers/news-spoilers';

/**
 * Whether this article's headline is hidden as a result (spoiler-safe mode), and its reveal. On a
 * team page (/team/:teamId) the news is that team's own, so any result in it is theirs. The team
 * names are needed only for chosen teams; the list is cached for the whole hub.
 */
export function useNewsSpoiler(item: NewsItem): { hidden: boolean; reveal: () => void } {
  const prefs = useViewingPreferences();
  const { teamId } = useParams();
  const needsNames = !prefs.spoilerSafe.everything && prefs.spoilerSafe.teamIds.length > 0;
  const teams = useTeams({ enabled: needsNames });
  const [revealed, reveal] = useReveal(`news:${item.id}`);
  const hidden = !revealed && newsRevealsResult(item, prefs, { teams: teams.data, pageTeamId: teamId });
  return { hidden, reveal };
}
