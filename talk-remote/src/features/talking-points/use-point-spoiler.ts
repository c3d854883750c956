import type { TalkingPoint } from '@gg/contracts';
import { useViewingPreferences } from '@gg/preferences';
import { useReveal } from '@gg/preferences/settings';
import { useTeams } from '@gg/data/queries';
import { isPointHidden } from './spoilers';

/** Whether this talking point is hidden as a result (spoiler-safe mode), and its reveal. */
export function usePointSpoiler(point: TalkingPoint): { hidden: boolean; reveal: () => void } {
  const prefs = useViewingPreferences();
  const teams = useTeams({ enabled: !prefs.spoilerSafe.everything && prefs.spoilerSafe.teamIds.length > 0 });
  const [revealed, reveal] = useReveal(`talking-point:${point.id}`);
  return { hidden: !revealed && isPointHidden(point, prefs, teams.data), reveal };
}
