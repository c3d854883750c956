import { Button, preloadOnIntent, type ButtonVariant } from '@gg/ui';
import { preloadToasts } from '@gg/ui/toast';

/** The toast that answers the press is fetched while the finger is still on the button. */
const toastIntent = preloadOnIntent(preloadToasts);

/**
 * A button that asks the provider for fresh data. While it runs it says so ("Refreshing..."), is
 * marked busy for screen readers and takes no second press: a sign at once, however long the
 * provider takes; the toast then says how it went.
 */
export function RefreshButton({ label, busyLabel = 'Refreshing...', pending, onClick, variant, size }: {
  label: string; busyLabel?: string; pending: boolean; onClick: () => void; variant?: ButtonVariant; size?: 'md' | 'sm';
}) {
  return (
    <Button type="button" variant={variant} size={size} {...toastIntent} onClick={onClick} disabled={pending} aria-busy={pending}>
      {pending ? busyLabel : label}
    </Button>
  );
}
