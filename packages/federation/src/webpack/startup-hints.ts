/**
 * Preload hints in the host's index.html for the files its first render needs. Left alone, the
 * browser learns of them one round late: main.js must run before it asks for the bootstrap chunk
 * and the shared modules (React DOM, the router, React Query, Emotion, the UI kit). The hints let
 * a phone fetch them beside main.js.
 *
 * The list comes from the build's chunk graph, not from a hand-kept table: the chunks of the
 * bootstrap import, then, for every shared module those chunks consume, the chunks of the host's
 * own copy (under the 'loaded-first' strategy the host's copy is the one used), and so on for what
 * those consume. A module only imported later (e.g. the toast UI) is not in it. The host's chunks
 * are same-origin, so the hint needs no CORS mode, as the runtime's own script tags have none.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';

const PLUGIN = 'StartupPreloadHints';

interface ProvideShared extends Module { _name: string }
interface ConsumeShared extends Module { options: { shareKey: string } }
const isProvideShared = (m: Module): m is ProvideShared => m.type === 'provide-module';
const isConsumeShared = (m: Module): m is ConsumeShared => m.type === 'consume-shared-module';

/** The script files (in load order of discovery) the host needs before its first render. */
export function startupScriptFiles(compilation: Compilation, bootstrapRequest: string): string[] {
  const { chunkGraph } = compilation;
  const providers = new Map<string, ProvideShared>();
  for (const m of compilation.modules) if (isProvideShared(m)) providers.set(m._name, m);

  const bootstrap = compilation.chunkGroups.find((g) => g.origins.some((o) => o.request === bootstrapRequest));
  if (!bootstrap) throw new Error(`${PLUGIN}: no chunk group is imported as "${bootstrapRequest}"`);

  const groups: ChunkGroup[] = [bootstrap];
  const seenGroups = new Set<ChunkGroup>(groups);
  const chunks = new Set<Chunk>();
  for (const group of groups) { // grows while it is walked
    for (const chunk of group.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
        if (!isConsumeShared(m)) continue;
        for (const block of providers.get(m.options.shareKey)?.blocks ?? []) {
          const group = chunkGraph.getBlockChunkGroup(block);
          if (group && !seenGroups.has(group)) { seenGroups.add(group); groups.push(group); }
        }
      }
    }
  }
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
}

export class StartupPreloadHints {
  constructor(private readonly options: { bootstrapRequest: string; publicPath: string }) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const links = startupScriptFiles(compilation, this.options.bootstrapRequest).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: this.options.publicPath + file }),
        );
        // after main.js's own tag, so the file that runs first is asked for first
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
