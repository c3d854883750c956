import { Card, Skeleton } from '@gg/ui';
import { lazy, Suspense, type ComponentProps } from 'react';

const load = () => import('./game-detail-panel');
const GameDetailPanel = lazy(() => load().then((m) => ({ default: m.GameDetailPanel })));

/**
 * Starts loading the panel's code before it is needed (a finger on "View Details"), so the tap
 * rarely waits for it. The panel (tabs, play feed, penalty help) is kept out of the scores
 * screens' first load: most visits look at the scores and never open a game.
 */
export const preloadGameDetailPanel = () => { void load().catch(() => {}); };

/** The panel's shape while its code loads the first time. */
function PanelLoading() {
  return (
    <Card role="status" aria-busy="true">
      <span className="gg-visually-hidden">Loading game details...</span>
      <Skeleton height="22rem" radius="md" aria-hidden="true" />
    </Card>
  );
}

export function LazyGameDetailPanel(props: ComponentProps<typeof GameDetailPanel>) {
  return <Suspense fallback={<PanelLoading />}><GameDetailPanel {...props} /></Suspense>;
}
