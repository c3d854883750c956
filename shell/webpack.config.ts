import { createAppConfig } from '@gg/federation/webpack';
import { createServerConfig } from '@gg/federation/webpack/server';

const options = { kind: 'host', name: 'shell', title: 'Gridiron Guide', dir: __dirname, serviceWorker: './src/service-worker/sw.ts' } as const;
// the browser build, and the server build the gateway renders first screens with (src/server)
export default [createAppConfig(options), createServerConfig(options)];
