import { createServiceApp } from '@gg/service-kit';
import { loadContent, type ContentRepository } from './data-access/content-repository';
import { createContentDomain } from './domain/content';
import { createSearch } from './domain/search';
import { contentRouter } from './entry-points/routes';

export function createContentApp(repo: ContentRepository = loadContent()) {
  return createServiceApp({ name: 'content', routers: [contentRouter(createContentDomain(repo), createSearch(repo))] });
}
