import './tracing'; // first: traces (when configured) must see express and node:http loaded
import { loadConfig, metricsPort, port, serve } from '@gg/service-kit';
import { z } from 'zod';
import { createContentApp } from './app';
import { loadContent } from './data-access/content-repository';
import { SEARCH_TIME_SHARE } from './domain/search';

const config = loadConfig(z.object({
  PORT: port(4001),
  METRICS_PORT: metricsPort(),
  SEARCH_TIME_SHARE: z.coerce.number().gt(0).max(1).default(SEARCH_TIME_SHARE),
}));
serve(createContentApp(loadContent(), { searchTimeShare: config.SEARCH_TIME_SHARE }), { port: config.PORT, name: 'content service', metricsPort: config.METRICS_PORT });
