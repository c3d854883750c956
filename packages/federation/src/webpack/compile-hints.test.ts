import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Compilation, type Configuration } from 'webpack';
import { COMPILE_HINT, EagerCompileHints, hostStartupFiles, MIN_HINTED_BYTES, remotePageFiles } from './compile-hints';

// A module that stays about `bytes` long after minification: distinct strings, all of them used.
const bigModule = (name: string, bytes: number) =>
  `export const ${name} = [${Array.from({ length: Math.ceil(bytes / 12) }, (_, i) => `'${name}${i}'`).join(',')}];\n`;

let dir: string;

async function build(entry: Configuration['entry'], filesOf: (compilation: Compilation) => string[]) {
  const out = path.join(dir, 'dist');
  await rm(out, { recursive: true, force: true });
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry,
    devtool: 'source-map',
    output: { path: out, filename: '[name].js', chunkFilename: '[name].js' },
    plugins: [new EagerCompileHints(filesOf)],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
  const files = (await readdir(out)).filter((f) => f.endsWith('.js'));
  return Object.fromEntries(await Promise.all(files.map(async (f) => [f, await readFile(path.join(out, f), 'utf8')] as const)));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'compile-hints-'));
  await writeFile(path.join(dir, 'main.js'), "import(/* webpackChunkName: 'boot' */ './bootstrap').then((m) => m.start());\n");
  await writeFile(path.join(dir, 'bootstrap.js'), [
    "import { startWords } from './start-words';",
    "export function start() { console.log(startWords.join()); import(/* webpackChunkName: 'later' */ './later').then((m) => console.log(m.laterWords.join())); }",
  ].join('\n'));
  // stands in for a federation container: its own code, and its pages loaded from it on demand
  await writeFile(path.join(dir, 'remote-entry.js'), "import { startWords } from './start-words';\nconsole.log(startWords.join());\nimport(/* webpackChunkName: 'later' */ './later');\n");
  await writeFile(path.join(dir, 'start-words.js'), bigModule('startWords', MIN_HINTED_BYTES + 4096));
  await writeFile(path.join(dir, 'later.js'), bigModule('laterWords', MIN_HINTED_BYTES + 4096));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('eager compile hints', () => {
  it("go on the host's large start-up files only, survive minification, and shift the source map by their line", async () => {
    const files = await build({ main: './main.js' }, (compilation) => hostStartupFiles(compilation, './bootstrap'));
    expect(files['boot.js']!.startsWith(COMPILE_HINT)).toBe(true);
    expect(files['boot.js']!.length).toBeGreaterThan(MIN_HINTED_BYTES);
    // main.js runs first but is small here: compiling it lazily costs nothing worth the bytes
    expect(files['main.js']!.startsWith(COMPILE_HINT)).toBe(false);
    // only imported later: left to compile when it runs
    expect(files['later.js']!.startsWith(COMPILE_HINT)).toBe(false);
    expect(files['later.js']!).not.toContain('allFunctionsCalledOnLoad');

    const map = JSON.parse(await readFile(path.join(dir, 'dist', 'boot.js.map'), 'utf8')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true); // the hint's line maps to nothing; the code below it keeps its mappings
  });

  it("go on a remote's entry and its exposed pages' chunks", async () => {
    const files = await build({ learn: './remote-entry.js' }, (compilation) => remotePageFiles(compilation, 'learn'));
    expect(files['learn.js']!.startsWith(COMPILE_HINT)).toBe(true);
    expect(files['later.js']!.startsWith(COMPILE_HINT)).toBe(true);
  });

  it('name the missing entry when the container is not in the build', async () => {
    await expect(build({ main: './main.js' }, (compilation) => remotePageFiles(compilation, 'learn'))).rejects.toThrow(/no entry named "learn"/);
  });
});
