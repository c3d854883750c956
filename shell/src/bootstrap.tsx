import { applyColorMode, createQueryClient, storedColorMode } from '@gg/ui';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { connectRemotes } from './federation/remotes';
import { registerServiceWorker } from './offline/register-service-worker';

async function start() {
  // An explicit light/dark choice wins over the system setting from the first frame.
  applyColorMode(storedColorMode());
  const remotes = await connectRemotes();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  const app = createRoot(root);
  // A transition lets React yield to the browser every few milliseconds while it renders the
  // first screen, instead of one long task that blocks taps on a slow phone.
  startTransition(() => app.render(<App queryClient={createQueryClient()} />));
  registerServiceWorker(remotes); // waits for the load event and an idle moment
}

void start();
