/**
 * Builds the app in the current folder: `tsx ../packages/federation/src/webpack/build.ts`.
 * Each app's webpack.config.ts default-exports its Configurations made by createAppConfig (the
 * browser build) and createServerConfig (the server build); they are built one after the other,
 * browser first, so the second does not compete with the first for this machine's memory.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';

type ConfigExport = Configuration | Configuration[];

async function build(config: Configuration): Promise<void> {
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
  const label = `${config.output?.uniqueName ?? path.basename(process.cwd())}${config.name ? ` (${config.name})` : ''}`;
  console.log(`built ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const configPath = path.resolve(process.cwd(), 'webpack.config.ts');
  const mod = (await import(pathToFileURL(configPath).href)) as { default: ConfigExport | { default: ConfigExport } };
  const exported = (!Array.isArray(mod.default) && 'default' in mod.default ? mod.default.default : mod.default) as ConfigExport;
  for (const config of Array.isArray(exported) ? exported : [exported]) await build(config);
}

main().catch((err) => { console.error(err); process.exit(1); });
