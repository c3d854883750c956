import { loadConfig, serve } from '@gg/service-kit';
import { createSportsApp } from './app';
import { SportsConfigSchema } from './config';
import { createRecordedProvider } from './data-access/providers/recorded-provider';

const config = loadConfig(SportsConfigSchema);
if (config.PROVIDER === 'espn') {
  throw new Error('PROVIDER=espn is not available yet; use the default recorded provider');
}
serve(createSportsApp({ provider: createRecordedProvider() }), { port: config.PORT, name: 'sports service' });
