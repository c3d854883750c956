/**
 * Builds the app in the current folder: `tsx ../packages/federation/src/webpack/build.ts`.
 * Each app's webpack.config.ts default-exports a Configuration made by createAppConfig.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';

async function main() {
  const configPath = path.resolve(process.cwd(), 'webpack.config.ts');
  const mod = (await import(pathToFileURL(configPath).href)) as { default: Configuration | { default: Configuration } };
  const config = ('default' in mod.default ? mod.default.default : mod.default) as Configuration;
  const started = Date.now();
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(config, (err, result) => (err || !result ? reject(err ?? new Error('no stats')) : resolve(result)));
  });
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const w of info.warnings ?? []) console.warn(`warning: ${w.message}`);
  if (stats.hasErrors()) {
    for (const e of info.errors ?? []) console.error(e.message);
    process.exit(1);
  }
  console.log(`built ${config.output?.uniqueName ?? path.basename(process.cwd())} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err) => { console.error(err); process.exit(1); });
