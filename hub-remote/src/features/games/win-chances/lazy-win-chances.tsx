/**
 * The win chances in the game panel. The chart's code (drawing, words, text alternative) loads when
 * the Game Analytics tab first opens, or earlier once the open panel is idle (WIN_CHANCES_CODE);
 * spoiler-safe mode never loads it: the room says the chances are hidden.
 */
import type { Game, Play } from '@gg/contracts';
import { lazyWithPreload } from '@gg/ui';
import { Suspense } from 'react';
import { WinChancesRoom } from './win-chances-room';

const View = lazyWithPreload(() => import('./win-chances-view').then((m) => m.WinChancesView));

/** For usePreloadWhenIdle in the panel (a list kept at module level). */
export const WIN_CHANCES_CODE = [View.preload];

/** `plays`: the plays the feed shows (behind the broadcast, held back with it); `hidden`: spoiler-safe covers the game. */
export function LazyWinChances({ game, plays, hidden }: { game: Game; plays: readonly Play[]; hidden: boolean }) {
  // the chance gives the score away: who leads, by how much, who just scored
  if (hidden) return <WinChancesRoom hidden />;
  return <Suspense fallback={<WinChancesRoom hidden={false} />}><View game={game} plays={plays} /></Suspense>;
}
