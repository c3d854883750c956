import { createAppConfig } from '@gg/federation/webpack';

export default createAppConfig({
  kind: 'remote',
  name: 'hub',
  dir: __dirname,
  exposes: {
    './hub-page': './src/exposes/hub-page.tsx',
    './team-page': './src/exposes/team-page.tsx',
    './live-scores-page': './src/exposes/live-scores-page.tsx',
    './standings-page': './src/exposes/standings-page.tsx',
    './injuries-page': './src/exposes/injuries-page.tsx',
  },
});
