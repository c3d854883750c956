import { GameDaySettings, useTeamChoices } from '@gg/preferences/settings';

/**
 * The game-day settings button for hub screens. The team list (for "the teams I choose") is asked
 * for when the sheet first opens, or taken from the cache when another part of the page has it.
 */
export function HubGameDaySettings() {
  return <GameDaySettings useTeamChoices={useTeamChoices} />;
}
