import { REMOTE_CATALOG, isRemoteName } from '@gg/federation/catalog';
import { Button, EmptyState, useOnline } from '@gg/ui';
import { createContext, useContext, useEffect, useRef, type ComponentType } from 'react';

/** Set by RemoteRoute: how to try loading this area again. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

const areaName = (remote: string) => (isRemoteName(remote) ? REMOTE_CATALOG[remote].area : 'This area');

export function RemoteUnavailable({ remote }: { remote: string }) {
  const retry = useContext(RemoteRetryContext);
  const online = useOnline();
  // an area that failed for want of a connection loads by itself once the connection is back
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) retry?.();
  }, [online, retry]);
  return (
    <div role="alert" data-testid="remote-fallback">
      {/* the fallback stands in for the whole page, so it carries the page's one h1 */}
      {online ? (
        <EmptyState
          level={1}
          title={`${areaName(remote)} is unavailable right now`}
          text="The rest of the site still works. Check your connection and try again."
          action={retry ? <Button onClick={retry}>Retry</Button> : null}
        />
      ) : (
        <EmptyState
          level={1}
          title="You're offline"
          text={`${areaName(remote)} needs a connection. Rules, the glossary and search still work offline.`}
          action={retry ? <Button onClick={retry}>Retry</Button> : null}
        />
      )}
    </div>
  );
}

export function makeUnavailableModule(id: string, error: unknown): { default: ComponentType } {
  const remote = id.split('/')[0] ?? 'unknown';
  console.warn(`Remote module ${id} unavailable`, error);
  const Fallback = () => <RemoteUnavailable remote={remote} />;
  return { default: Fallback };
}
