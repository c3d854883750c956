/**
 * The teams a fan can pick for spoiler-safe mode ("the teams I choose"), by full name in
 * alphabetical order, or undefined until they are read. `enabled: false` waits: the settings
 * button passes `enabled` only once a fan presses it, as most fans never pick teams.
 */
import { useTeams } from '@gg/data/queries';
import { compareText } from '@gg/ui';
import { useMemo } from 'react';
import type { TeamOption } from './game-day-settings-sheet';

export function useTeamChoices({ enabled = true }: { enabled?: boolean } = {}): readonly TeamOption[] | undefined {
  const teams = useTeams({ enabled });
  return useMemo(() => teams.data?.map((t) => ({ id: t.id, name: t.displayName })).sort((a, b) => compareText(a.name, b.name)), [teams.data]);
}
