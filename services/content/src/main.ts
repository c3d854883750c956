import './tracing'; // first: traces (when configured) must see express and node:http loaded
import { loadConfig, metricsPort, port, serve } from '@gg/service-kit';
import { z } from 'zod';
import { createContentApp } from './app';

const config = loadConfig(z.object({ PORT: port(4001), METRICS_PORT: metricsPort() }));
serve(createContentApp(), { port: config.PORT, name: 'content service', metricsPort: config.METRICS_PORT });
