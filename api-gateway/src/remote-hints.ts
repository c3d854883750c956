/**
 * Preload hints for the page a URL opens. Left alone, a phone fetches the page's code one step at
 * a time: HTML → shell → remote entry → page chunk. The gateway knows from the URL which remote
 * page will render (the federation catalog) and, from that remote's mf-manifest.json, which files
 * hold it, so it names them in the HTML and the browser fetches them beside the shell's own.
 *
 * Manifests are read in the background and kept for a short while: a remote deployed on its own
 * is picked up within `ttlMs`, and an unreachable remote costs no waiting (the page is served
 * without its hints, and its fallback takes over as before).
 */
import { remotePageFor, type RemoteName } from '@gg/federation/catalog';
import type { RemoteList } from '@gg/contracts';

interface ExposeAssets { name: string; path?: string; assets?: { js?: { sync?: string[] } } }
interface Manifest { exposes?: ExposeAssets[] }

interface Cached { manifest: Manifest | null; fetchedAt: number; loading: Promise<void> | null }

export interface RemoteHintsOptions {
  ttlMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  onError?: (remote: string, err: unknown) => void;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function createRemoteHints(remotes: RemoteList, { ttlMs = 30_000, timeoutMs = 1_500, fetchImpl = fetch, onError }: RemoteHintsOptions = {}) {
  const entries = new Map(remotes.remotes.map((r) => [r.name, r.entry]));
  const cache = new Map<string, Cached>();

  const load = (name: string, entry: string): Promise<void> => {
    const cached = cache.get(name) ?? { manifest: null, fetchedAt: 0, loading: null };
    cache.set(name, cached);
    cached.loading ??= (async () => {
      try {
        const res = await fetchImpl(new URL('mf-manifest.json', entry), { signal: AbortSignal.timeout(timeoutMs) });
        if (!res.ok) throw new Error(`mf-manifest.json answered ${res.status}`);
        cached.manifest = (await res.json()) as Manifest;
      } catch (err) {
        onError?.(name, err); // keep the last manifest read, if any
      } finally {
        cached.fetchedAt = Date.now();
        cached.loading = null;
      }
    })();
    return cached.loading;
  };

  /** Reads every remote's manifest now (at start, so the first visitors get hints too). */
  const refreshAll = () => Promise.all([...entries].map(([name, entry]) => load(name, entry)));

  /** `<link rel="preload">` tags for the page the path opens; '' when it opens none or nothing is known yet. */
  const hintsFor = (pathname: string): string => {
    const page = remotePageFor(pathname);
    const entry = page && entries.get(page.remote satisfies RemoteName);
    if (!page || !entry) return '';
    const cached = cache.get(page.remote);
    if (!cached || Date.now() - cached.fetchedAt >= ttlMs) void load(page.remote, entry);
    // The runtime loads a remote's entry without CORS mode and its chunks with it (webpack's
    // crossOriginLoading): each hint must match, or the browser downloads the file twice.
    const links = [`<link rel="preload" as="script" href="${escapeAttr(entry)}">`];
    const expose = cached?.manifest?.exposes?.find((e) => e.name === page.expose || e.path === `./${page.expose}`);
    for (const file of expose?.assets?.js?.sync ?? []) {
      links.push(`<link rel="preload" as="script" href="${escapeAttr(new URL(file, entry).href)}" crossorigin="anonymous">`);
    }
    return links.join('');
  };

  return { hintsFor, refreshAll };
}

export type RemoteHints = ReturnType<typeof createRemoteHints>;
