import { createAppConfig } from '@gg/federation/webpack';

export default createAppConfig({
  kind: 'remote',
  name: 'talk',
  dir: __dirname,
  exposes: { './water-cooler-page': './src/exposes/water-cooler-page.tsx' },
});
