import { createAppConfig } from '@gg/federation/webpack';

export default createAppConfig({ kind: 'host', name: 'shell', title: 'Gridiron Guide', dir: __dirname, serviceWorker: './src/service-worker/sw.ts' });
