import { createAppConfig } from '@gg/federation/webpack';

// The pages this remote exposes come from the federation catalog (see src/exposed-pages.ts).
export default createAppConfig({ kind: 'remote', name: 'learn', dir: __dirname });
