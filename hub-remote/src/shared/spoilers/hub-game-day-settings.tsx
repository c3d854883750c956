import { GameDaySettings } from '@gg/ui/viewing-settings';
import { useMemo, useState } from 'react';
import { useTeams } from '@gg/queries';
import { compareText } from '@gg/ui';

/**
 * The game-day settings button for hub screens. The team list (for "the teams I choose") is asked
 * for when the sheet first opens, or taken from the cache when another part of the page has it.
 */
export function HubGameDaySettings() {
  const [opened, setOpened] = useState(false);
  const teams = useTeams({ enabled: opened });
  const options = useMemo(
    () => teams.data?.map((t) => ({ id: t.id, name: t.displayName })).sort((a, b) => compareText(a.name, b.name)),
    [teams.data],
  );
  return <GameDaySettings teams={options} onOpen={() => setOpened(true)} />;
}
