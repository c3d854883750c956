/**
 * `@gg/preferences/settings`: the game-day settings sheet and the button that opens it (with the
 * teams a fan can pick), the cover that hides a result until tapped and the session's reveals. Any
 * app can use them; each reads and writes the one store of `@gg/preferences`. The words that give a
 * result away are an entry of their own (`@gg/preferences/result-words`): only pages with news or
 * talking points read text for results, and a schedule's first load need not carry them.
 */
export { GameDaySettings, type GameDaySettingsProps } from './game-day-settings';
// the sheet itself is loaded by GameDaySettings on the first tap (kept out of a page's first load)
export type { TeamOption } from './game-day-settings-sheet';
export { useTeamChoices } from './team-choices';
export { SpoilerCover, HiddenIcon, type SpoilerCoverProps } from './spoiler-cover';
export { useReveal, isRevealed, revealSpoiler, resetRevealedSpoilers } from './reveal-store';
// The broadcast delay's steps and words are the sheet's alone (it imports them itself): exported
// here, every first load with a settings button carried them.
