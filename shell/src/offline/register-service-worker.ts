/**
 * Registers the site's service worker (offline learning area), once the first screen is up and the
 * page is idle, so it never competes with the first load. Only a production build served by the
 * gateway registers it: the gateway serves /sw.js and inlines the remote list (#gg-remotes); a
 * development build or a copy of the shell on a plain static host does not.
 */
import type { RemoteList } from '@gg/contracts';
import { whenIdle } from '../app/when-idle';

/** The remotes whose pages work offline (their code is cached by the worker). */
export const OFFLINE_REMOTES: readonly string[] = ['learn'];

/** `/sw.js?remote=<entry URL>`: the worker learns from its own URL which remote code to keep. */
export function serviceWorkerUrl(remotes: RemoteList): string {
  const params = new URLSearchParams();
  for (const r of remotes.remotes) if (OFFLINE_REMOTES.includes(r.name)) params.append('remote', r.entry);
  return `/sw.js?${params}`;
}

export function canRegister(env: { production: boolean; navigator: Navigator; location: Location; document: Document }): boolean {
  return env.production
    && 'serviceWorker' in env.navigator
    && /^https?:$/.test(env.location.protocol)
    && env.document.getElementById('gg-remotes') !== null;
}

export function registerServiceWorker(remotes: RemoteList): void {
  if (!canRegister({ production: process.env.NODE_ENV === 'production', navigator, location, document })) return;
  const register = () => {
    navigator.serviceWorker.register(serviceWorkerUrl(remotes), { scope: '/' }).catch((err: unknown) => {
      console.warn('Offline support is unavailable', err);
    });
  };
  whenIdle(register);
}
