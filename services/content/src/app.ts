import { createServiceApp } from '@gg/service-kit';
import { loadContent, type ContentRepository } from './data-access/content-repository';
import { createContentDomain } from './domain/content';
import { createSearch } from './domain/search';
import { contentRouter } from './entry-points/routes';

export interface ContentAppOptions {
  /** Of each second, at most this much (0 to 1) goes to searching; past it /api/search answers 503 with Retry-After. */
  searchTimeShare?: number;
}

export function createContentApp(repo: ContentRepository = loadContent(), { searchTimeShare }: ContentAppOptions = {}) {
  const search = createSearch(repo, { timeShare: searchTimeShare });
  return createServiceApp({ name: 'content', routers: [contentRouter(createContentDomain(repo), search)] });
}
