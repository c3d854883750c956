import { loadConfig, serve } from '@gg/service-kit';
import { createTalkApp } from './app';
import { TalkConfigSchema } from './config';
import { openTalkingPointStore } from './data-access/talking-point-store';

const config = loadConfig(TalkConfigSchema);
const store = openTalkingPointStore(config.TALK_DB);
serve(createTalkApp({ store }), { port: config.PORT, name: 'talk service', onShutdown: () => store.close() });
