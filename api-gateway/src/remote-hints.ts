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

/** The `<link rel="preload">` for the entry of the page the path opens, from the page's own remote list; '' when it opens none. */
export function pageEntryHint(pathname: string, remotes: RemoteList): string {
  const page = remotePageFor(pathname);
  const entry = page && remotes.remotes.find((r) => r.name === page.remote)?.entry;
  return entry ? `<link rel="preload" as="script" href="${escapeAttr(entry)}">` : '';
}
