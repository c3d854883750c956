import { lazyWithPreload } from '@gg/ui';
import { Suspense, type ComponentProps } from 'react';
import type { GameSummaryView } from './game-summary';
import { SummaryShape } from './summary-shape';

/**
 * The summary's code (tables, words) loads when a final game's panel opens, not with the panel:
 * a live game's panel never needs it.
 */
const Summary = lazyWithPreload(() => import('./game-summary').then((m) => m.GameSummaryView));

export function LazyGameSummary(props: ComponentProps<typeof GameSummaryView>) {
  return <Suspense fallback={<SummaryShape busy />}><Summary {...props} /></Suspense>;
}
