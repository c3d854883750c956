/**
 * The router's own URL matcher, for code that needs a route's params outside a rendered tree (the
 * server renderer, the gateway). A separate entry point, not part of the shared facade: the pages
 * never need it, so the browser's first load does not pay for it.
 */
export { matchPath } from 'react-router';
export type { PathMatch } from 'react-router';
