/**
 * Every route of the site and the remote page that renders it. The table lives in the federation
 * catalog (the gateway reads it too, to hint each page's code in the HTML); it is checked there
 * against the pages each remote exposes.
 */
export { REMOTE_ROUTES, routeBasesOf, type RemoteRouteDef } from '@gg/routes';
