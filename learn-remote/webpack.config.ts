import { createAppConfig } from '@gg/federation/webpack';
import { createServerConfig } from '@gg/federation/webpack/server';

// The pages this remote exposes come from the federation catalog (see src/exposed-pages.ts); the
// server build exposes the same pages to the gateway's server rendering.
const options = { kind: 'remote', name: 'learn', dir: __dirname } as const;
export default [createAppConfig(options), createServerConfig(options)];
