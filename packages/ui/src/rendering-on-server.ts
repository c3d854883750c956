/**
 * True while the gateway's renderer draws a page (Node, no window), false in the browser. A
 * function, not a constant, so a test can draw one copy of a component as the server would.
 */
export const renderingOnServer = (): boolean => typeof window === 'undefined';
