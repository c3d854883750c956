/**
 * The pages this remote exposes to the shell, one per entry of the federation catalog. The type
 * check fails here when a page is renamed, removed or stops default-exporting a component; the
 * webpack build exposes exactly these files (`./src/exposes/<page>.tsx`).
 */
import type { ExposedPages } from '@gg/routes';

export const exposedPages = {
  'home-page': () => import('./exposes/home-page'),
  'rules-page': () => import('./exposes/rules-page'),
  'rule-detail-page': () => import('./exposes/rule-detail-page'),
  'glossary-page': () => import('./exposes/glossary-page'),
} satisfies ExposedPages<'learn'>;
