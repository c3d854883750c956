import { createAppConfig } from '@gg/federation/webpack';

export default createAppConfig({
  kind: 'remote',
  name: 'learn',
  dir: __dirname,
  exposes: {
    './home-page': './src/exposes/home-page.tsx',
    './rules-page': './src/exposes/rules-page.tsx',
    './rule-detail-page': './src/exposes/rule-detail-page.tsx',
    './glossary-page': './src/exposes/glossary-page.tsx',
  },
});
