import { loadConfig, port, serve } from '@gg/service-kit';
import { z } from 'zod';
import { createContentApp } from './app';

const config = loadConfig(z.object({ PORT: port(4001) }));
serve(createContentApp(), { port: config.PORT, name: 'content service' });
