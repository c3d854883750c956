import './tracing'; // first: traces (when configured) must see express and node:http loaded
import { loadConfig, serve } from '@gg/service-kit';
import { createTalkApp } from './app';
import { TalkConfigSchema } from './config';
import { createSportsClient } from './data-access/sports-client';
import { openTalkingPointStore } from './data-access/talking-point-store';

const config = loadConfig(TalkConfigSchema);
const store = openTalkingPointStore(config.TALK_DB);
const sports = createSportsClient({ baseUrl: config.SPORTS_URL, timeoutMs: config.SPORTS_TIMEOUT_MS });
const talk = createTalkApp({ store, sports });
serve(talk.app, {
  port: config.PORT,
  metricsPort: config.METRICS_PORT,
  name: 'talk service',
  onShutdown: async () => {
    await talk.stop(); // timers, the live stream, a run in progress
    store.close();
  },
});
talk.start({ refreshMs: config.TALK_REFRESH_MS, debounceMs: config.TALK_STREAM_DEBOUNCE_MS, streamUrl: `${sports.baseUrl}/api/scores/stream` });
