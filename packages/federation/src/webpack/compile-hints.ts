/**
 * V8's explicit compile hint for the scripts a page runs, nearly whole, as it starts. A script whose
 * first line is `//# allFunctionsCalledOnLoad` is compiled eagerly as it downloads, off the main
 * thread. Without it each function is compiled on the main thread the first time it runs: on a slow
 * phone that made the start-up tasks about twice as long (bench/first-load-tasks.ts). Only for
 * files run on load (compiling code that never runs would cost memory and background time), and
 * only the large ones: a small file compiles in no time, and each hint costs ~28 bytes gzip.
 */
import { Compilation, sources, type Compiler } from 'webpack';
import { startupScriptFiles } from './startup-hints';

const PLUGIN = 'EagerCompileHints';
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Minified size from which a file gets the hint (React DOM, the router, React Query, the federation runtime, remote entries). */
export const MIN_HINTED_BYTES = 24 * 1024;

const scripts = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.js'));

/** The host's files run as the page starts: its entry (main.js) and what the bootstrap import needs. */
export function hostStartupFiles(compilation: Compilation, bootstrapRequest: string): string[] {
  const entry = [...compilation.entrypoints.values()].flatMap((e) => scripts(e.getFiles()));
  return [...new Set([...entry, ...startupScriptFiles(compilation, bootstrapRequest)])];
}

/** A remote's entry (remoteEntry.js, run when the host first needs the remote) and each exposed page's own chunks. */
export function remotePageFiles(compilation: Compilation, containerName: string): string[] {
  const container = compilation.entrypoints.get(containerName);
  if (!container) throw new Error(`${PLUGIN}: no entry named "${containerName}" (the federation container)`);
  const exposes = [...container.getChildren()].flatMap((group) => group.chunks.flatMap((chunk) => scripts(chunk.files)));
  return [...new Set([...scripts(container.getFiles()), ...exposes])];
}

export class EagerCompileHints {
  constructor(private readonly filesOf: (compilation: Compilation) => string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // after minification (which would drop the comment), before source maps and content hashes
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const file of this.filesOf(compilation)) {
          const asset = compilation.getAsset(file);
          if (asset && asset.source.size() >= MIN_HINTED_BYTES) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}
