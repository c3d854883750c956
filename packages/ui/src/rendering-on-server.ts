import { useSyncExternalStore } from 'react';

/**
 * True while the gateway's renderer draws a page (Node, no window), false in the browser. A
 * function, not a constant, so a test can draw one copy of a component as the server would.
 */
export const renderingOnServer = (): boolean => typeof window === 'undefined';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once hydrated (and at once in a render the browser does alone). */
export const useHydrated = (): boolean => useSyncExternalStore(noSubscription, () => true, () => false);
