/**
 * The first screen of a page, rendered on the server by the shell's server build
 * (shell/dist/server/render.js) and written into the HTML the gateway serves, so a phone paints
 * the page's content and data before any JavaScript has run. The shell's build is loaded, never
 * imported: the gateway knows the renderer's contract (@gg/federation/first-screen), not the shell.
 *
 * Rendering is an enhancement: no renderer, a failure or a late render all give the page the
 * browser renders itself, as before.
 */
import { serverEntryOf, type FirstScreen, type RenderFirstScreen } from '@gg/federation/first-screen';
import type { RemoteList } from '@gg/contracts';
import type { Logger } from '@gg/service-kit';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const GRACE_MS = 100;

export interface FirstScreenOptions {
  shellDist: string;
  remotes: RemoteList;
  deadlineMs: number;
  logger?: Pick<Logger, 'warn'>;
}

/** `clock`: the zone and time the page is rendered with (the fan's zone, from the cookie). */
export type FirstScreenFor = (url: string, apiOrigin: string, clock?: { timeZone: string; now: number }) => Promise<FirstScreen | null>;

/** The renderer in the shell's server build, or null when the build has none. */
export function loadRenderer(shellDist: string, logger?: Pick<Logger, 'warn'>): RenderFirstScreen | null {
  const file = path.join(shellDist, 'server', 'render.js');
  if (!existsSync(file)) return null;
  try {
    const mod = createRequire(__filename)(file) as { renderFirstScreen?: RenderFirstScreen };
    return typeof mod.renderFirstScreen === 'function' ? mod.renderFirstScreen : null;
  } catch (err) {
    logger?.warn({ err }, 'the shell\'s server build could not be loaded; pages are rendered in the browser');
    return null;
  }
}

export function createFirstScreen({ shellDist, remotes, deadlineMs, logger }: FirstScreenOptions): FirstScreenFor {
  let renderer: RenderFirstScreen | null | undefined; // loaded on the first page, not at start
  const serverRemotes = remotes.remotes.map((r) => ({ name: r.name, entry: serverEntryOf(r.entry) }));
  return async (url, apiOrigin, clock) => {
    renderer ??= loadRenderer(shellDist, logger);
    if (!renderer) return null;
    // the renderer keeps its own deadline; this one holds even if it does not
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), deadlineMs + GRACE_MS); });
    try {
      return await Promise.race([renderer({ url, remotes: serverRemotes, apiOrigin, deadlineMs, ...clock }), late]);
    } catch (err) {
      logger?.warn({ err, url }, 'first screen not rendered');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
