import { RENDERED_QUERIES_ID, type RenderedQuery } from '@gg/federation/first-screen';
import type { QueryClient } from '@gg/query';
import { applyColorMode, createQueryClient, seedServerRendered, storedColorMode } from '@gg/ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { connectRemotes } from './federation/remotes';
import { registerServiceWorker } from './offline/register-service-worker';

/**
 * The answers the server rendered the page with, so the first render here matches its HTML and
 * asks for nothing again. Unreadable data is ignored: the page then fetches as usual.
 */
function seedRenderedQueries(queryClient: QueryClient): void {
  const block = document.getElementById(RENDERED_QUERIES_ID)?.textContent;
  if (!block) return;
  try {
    seedServerRendered(queryClient, JSON.parse(block) as RenderedQuery[]);
  } catch (err) {
    console.warn('Rendered queries unusable', err);
  }
}

/**
 * Whether #root holds this page as the server rendered it. The offline worker may answer a page it
 * never cached with another page's HTML: that is rendered afresh, not hydrated.
 */
const renderedHere = (root: HTMLElement) =>
  root.hasChildNodes() && root.dataset.renderedUrl === `${location.pathname}${location.search}`;

async function start() {
  // An explicit light/dark choice wins over the system setting from the first frame.
  applyColorMode(storedColorMode());
  const remotes = await connectRemotes();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  const queryClient = createQueryClient();
  // A transition lets React yield to the browser every few milliseconds while it renders (or
  // hydrates) the first screen, instead of one long task that blocks taps on a slow phone.
  if (renderedHere(root)) {
    seedRenderedQueries(queryClient);
    startTransition(() => { hydrateRoot(root, <App queryClient={queryClient} />); });
  } else {
    root.replaceChildren();
    const app = createRoot(root);
    startTransition(() => app.render(<App queryClient={queryClient} />));
  }
  registerServiceWorker(remotes); // waits for the load event and an idle moment
}

void start();
