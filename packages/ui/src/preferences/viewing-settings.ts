/**
 * `@gg/ui/viewing-settings`: the game-day settings sheet and the button that opens it, the cover
 * that hides a result until tapped, the session's reveals, and the words that give a result away.
 * Any app can use them; each reads and writes the one store of `@gg/ui/viewing-preferences`.
 */
export { GameDaySettings, type GameDaySettingsProps } from './game-day-settings';
// the sheet itself is loaded by GameDaySettings on the first tap (kept out of a page's first load)
export type { TeamOption } from './game-day-settings-sheet';
export { SpoilerCover, HiddenIcon, type SpoilerCoverProps } from './spoiler-cover';
export { useReveal, isRevealed, revealSpoiler, resetRevealedSpoilers } from './reveal-store';
export { statesResult, mentionsAny, revealsResult } from './result-words';
export { BROADCAST_DELAY_STEPS, delayInWords, nearestDelayStep } from './broadcast-delay';
