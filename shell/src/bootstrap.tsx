import { remotePageFor, renderedUrlOf } from '@gg/routes';
import { RENDERED_QUERIES_ID, type RenderedQuery } from '@gg/first-screen';
import { type QueryClient, createQueryClient, seedServerRendered } from '@gg/data';
import { applyColorMode, storedColorMode } from '@gg/ui';
import { startTransition } from 'react';
import { App } from './app/app';
import { rememberTimeZone, renderedClock } from './app/time-zone';
import { whenIdle } from './app/when-idle';
import { preloadRemotePage } from './federation/remote-route';
import { rememberForServer } from './layout/color-mode';
import { connectRemotes } from './federation/remotes';
import { registerServiceWorker } from './offline/register-service-worker';

/**
 * Lets the browser paint, and answer a tap, between start-up steps that each run a lot of code:
 * on a slow phone one step after another in a single task blocks the page for a third of a second.
 */
const nextTask = () => new Promise<void>((resolve) => { setTimeout(resolve, 0); });

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
 * never cached with another page's HTML: that is rendered afresh, not hydrated. The server renders
 * a page with only the query parameters it reads, so only those are compared.
 */
const renderedHere = (root: HTMLElement) =>
  root.hasChildNodes() && root.dataset.renderedUrl === renderedUrlOf(`${location.pathname}${location.search}`);

async function start() {
  // An explicit light/dark choice wins over the system setting (and over a stale cookie), and goes
  // to the cookie so the next page comes drawn in it.
  const chosen = storedColorMode();
  applyColorMode(chosen);
  rememberForServer(chosen);
  // what the server wrote the page's dates with (and, rarely, the code for that zone) comes meanwhile
  const clock = renderedClock();
  const remotes = await connectRemotes();
  // the page of this URL starts loading now, beside the shell's start-up, not when React gets to it
  const page = remotePageFor(location.pathname);
  if (page) preloadRemotePage(page);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  // React DOM is in this file's chunk ("eager"): imported here, it runs in a task of its own
  // instead of with this module and the app's (the app stays static, bundled as one module)
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const queryClient = createQueryClient();
  // A transition lets React yield to the browser every few milliseconds while it renders (or
  // hydrates) the first screen, instead of one long task that blocks taps on a slow phone.
  if (renderedHere(root)) {
    seedRenderedQueries(queryClient);
    const renderClock = await clock;
    startTransition(() => { hydrateRoot(root, <App queryClient={queryClient} renderClock={renderClock} />); });
  } else {
    root.replaceChildren();
    const app = createRoot(root);
    startTransition(() => app.render(<App queryClient={queryClient} />));
  }
  whenIdle(rememberTimeZone); // for the next page the server renders
  registerServiceWorker(remotes); // waits for the load event and an idle moment
}

void start();
