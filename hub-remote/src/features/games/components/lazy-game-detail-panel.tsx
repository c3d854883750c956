import { Card, lazyWithPreload, Skeleton } from '@gg/ui';
import { Suspense, type ComponentProps } from 'react';
import type { DetailTab, GameDetailPanel } from './game-detail-panel';

export type { DetailTab };

/**
 * The panel (tabs, play feed, penalty help) is kept out of the scores screens' first load: most
 * visits look at the scores and never open a game. Its code is fetched ahead, though, when the
 * page is idle or a fan reaches for "View Details" (pointer over, finger down, focus), so the tap
 * shows the panel at once instead of a placeholder.
 */
const Panel = lazyWithPreload(() => import('./game-detail-panel').then((m) => m.GameDetailPanel));

export const preloadGameDetailPanel = Panel.preload;
/** For usePreloadWhenIdle (a list kept at module level). */
export const GAME_DETAIL_PANEL_CODE = [Panel.preload];

/** The panel's shape while its code loads (only when the fan was quicker than the preload). */
function PanelLoading() {
  return (
    <Card role="status" aria-busy="true">
      <span className="gg-visually-hidden">Loading game details...</span>
      <Skeleton height="22rem" radius="md" aria-hidden="true" />
    </Card>
  );
}

export function LazyGameDetailPanel(props: ComponentProps<typeof GameDetailPanel>) {
  return <Suspense fallback={<PanelLoading />}><Panel {...props} /></Suspense>;
}
