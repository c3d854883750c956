import { applyColorMode, createQueryClient, storedColorMode } from '@gg/ui';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { connectRemotes } from './federation/remotes';

async function start() {
  // An explicit light/dark choice wins over the system setting from the first frame.
  applyColorMode(storedColorMode());
  await connectRemotes();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(<App queryClient={createQueryClient()} />);
}

void start();
