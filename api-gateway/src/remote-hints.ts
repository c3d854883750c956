/**
 * A preload hint for the remote entry of the page a URL opens. Left alone, a phone finds that
 * file only after the shell has run; the gateway knows from the URL (the federation catalog) which
 * remote will render, so it names the entry in the HTML and the browser fetches it beside the
 * shell's own files.
 *
 * Only the entry is hinted, not the page's chunks: the runtime loads the entry without CORS mode
 * and Chromium retries it normally after a failure, but a failed CORS-mode preload of a chunk (its
 * remote down at that moment) made the later load of that chunk fail without a request, so the
 * fallback's Retry could not recover the area until a reload (failure-modes e2e).
 */
import { remotePageFor } from '@gg/routes';
import type { RemoteList } from '@gg/contracts';
import { escapeAttr } from './static-shell';

export function createRemoteHints(remotes: RemoteList) {
  const entries = new Map(remotes.remotes.map((r) => [r.name, r.entry]));
  /** The `<link rel="preload">` for the page the path opens; '' when it opens none. */
  const hintsFor = (pathname: string): string => {
    const page = remotePageFor(pathname);
    const entry = page && entries.get(page.remote);
    return entry ? `<link rel="preload" as="script" href="${escapeAttr(entry)}">` : '';
  };
  return { hintsFor };
}

export type RemoteHints = ReturnType<typeof createRemoteHints>;
