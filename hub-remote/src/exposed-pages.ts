/**
 * The pages this remote exposes to the shell, one per entry of the federation catalog. The type
 * check fails here when a page is renamed, removed or stops default-exporting a component; the
 * webpack build exposes exactly these files (`./src/exposes/<page>.tsx`).
 */
import type { ExposedPages } from '@gg/routes';

export const exposedPages = {
  'hub-page': () => import('./exposes/hub-page'),
  'team-page': () => import('./exposes/team-page'),
  'live-scores-page': () => import('./exposes/live-scores-page'),
  'standings-page': () => import('./exposes/standings-page'),
  'injuries-page': () => import('./exposes/injuries-page'),
} satisfies ExposedPages<'hub'>;
