// `npm run build:servers`: every server process compiled to one CommonJS file, so production runs
// `node build/servers/<name>/main.js` instead of TypeScript through tsx.
//
// - The workspace packages (@gg/*, TypeScript) are bundled in; every other package stays a
//   `require` resolved at run time from node_modules: native modules (better-sqlite3) cannot be
//   bundled, and OpenTelemetry instruments only modules loaded through `require`.
// - A package the source finds in its own workspace's node_modules (a version other than the one at
//   the root) is required by its path from the output, so the compiled file gets the same version.
// - Bundled code sees `__dirname` and `__filename` of its source file, resolved at run time from
//   the compiled file's place (build/servers/<name>/ is three levels under the repository's root).
//   So every path a source takes relative to itself (a remote's dist, fixtures, default data files,
//   the shell's builds) points to the same file compiled as from source, here or in an image that
//   keeps the repository's layout.
import { build, transform } from 'esbuild';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { PROCESSES } = require('../packages/dev-stack/src/apps.cjs');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVERS_DIR = 'build/servers';

/** The gateway's canary renderer runs in a worker thread from a script of its own, written beside the gateway's main.js. */
const EXTRA_FILES = { gateway: { 'render-worker.js': 'api-gateway/src/render-worker.ts' } };

/**
 * What is built: for each process (the same list the launcher starts), the files written to
 * build/servers/<name>/ and the source each is compiled from. `main.js` is the one to run.
 * @type {{ name: string, files: Record<string, string> }[]}
 */
export const SERVER_BUILDS = PROCESSES.map((p) => ({ name: p.name, files: { 'main.js': p.script, ...(EXTRA_FILES[p.name] ?? {}) } }));

/** Repository-relative path of a process's file to run, as an image's CMD names it. */
export const mainFileOf = (name) => `${SERVERS_DIR}/${name}/main.js`;

const BUILTINS = new Set(builtinModules);
const isBuiltin = (spec) => spec.startsWith('node:') || BUILTINS.has(spec.split('/')[0]);
const packageNameOf = (spec) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
const toPosix = (p) => p.split(path.sep).join('/');

/** The folder of an installed package as Node finds it from `fromDir`: the nearest node_modules up the tree. */
function findPackageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return null;
  }
}

/** Keeps third-party packages out of the bundle, each required where the source would have found it. */
function externalPackages(outDir) {
  return {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@gg/')) return undefined; // workspace TypeScript: bundled
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const name = packageNameOf(args.path);
        const dir = findPackageDir(name, args.resolveDir);
        if (!dir) return { errors: [{ text: `package "${name}" is not installed (imported by ${path.relative(ROOT, args.importer)})` }] };
        if (dir === path.join(ROOT, 'node_modules', name)) return { path: args.path, external: true };
        const fromOutput = toPosix(path.relative(outDir, dir)) + args.path.slice(name.length);
        return { path: fromOutput.startsWith('.') ? fromOutput : `./${fromOutput}`, external: true };
      });
    },
  };
}

/** The compiled file's own folder: the repository's root is three levels up from build/servers/<name>/. */
const ROOT_AT_RUN_TIME = '__gg_repository_root';
const BANNER = `const ${ROOT_AT_RUN_TIME} = require("node:path").resolve(__dirname, "../../..");`;

/** Gives each workspace source that uses `__dirname`/`__filename` the values it has when run from source. */
function sourcePaths() {
  return {
    name: 'source-paths',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!/\b__(dirname|filename)\b/.test(source)) return undefined;
        const relativeFile = toPosix(path.relative(ROOT, args.path));
        const ext = path.extname(args.path).slice(1);
        const loader = ext.replace(/^[cm]/, '');
        const { code } = await transform(source, {
          loader,
          sourcefile: args.path,
          define: { __dirname: '__gg_source_dir', __filename: '__gg_source_file' },
        });
        const prelude = [
          `const __gg_source_file = require("node:path").join(${ROOT_AT_RUN_TIME}, ${JSON.stringify(relativeFile)});`,
          'const __gg_source_dir = require("node:path").dirname(__gg_source_file);',
        ].join('\n');
        return { contents: `${prelude}\n${code}`, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/** Builds every server (or the named ones) into build/servers/<name>/; returns the files written. */
export async function buildServers({ only } = {}) {
  const wanted = SERVER_BUILDS.filter((s) => !only || only.includes(s.name));
  const written = [];
  for (const server of wanted) {
    const outDir = path.join(ROOT, SERVERS_DIR, server.name);
    rmSync(outDir, { recursive: true, force: true });
    await build({
      absWorkingDir: ROOT,
      entryPoints: Object.entries(server.files).map(([out, src]) => ({ out: out.replace(/\.js$/, ''), in: src })),
      outdir: outDir,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      sourcemap: 'linked',
      keepNames: true,
      logLevel: 'warning',
      banner: { js: BANNER },
      plugins: [externalPackages(outDir), sourcePaths()],
    });
    written.push(...Object.keys(server.files).map((f) => `${SERVERS_DIR}/${server.name}/${f}`));
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const started = Date.now();
  const written = await buildServers({ only: only.length ? only : undefined });
  console.log(`${written.length} server files in ${SERVERS_DIR}/ (${Date.now() - started} ms):\n  ${written.join('\n  ')}`);
}
