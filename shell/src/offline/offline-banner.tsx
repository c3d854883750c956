import styled from '@emotion/styled';
import { WarningIcon, useOnline, themed } from '@gg/ui';

const Bar = styled.p(themed(({ theme }) => ({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(1),
  padding: `${theme.space(1)} ${theme.space(2)}`,
  background: theme.color.surfaceAlt,
  color: theme.color.text,
  borderBottom: `1px solid ${theme.color.border}`,
  fontSize: theme.font.size.sm,
  textAlign: 'center',
  '& svg': { flexShrink: 0, color: theme.color.warning },
})));

/**
 * Says so when the device has no connection, on every page: what still works (the learning area,
 * from the service worker's cache) and what needs the network. The status region stays mounted so
 * screen readers announce the change.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : (
        <Bar>
          <WarningIcon size={20} />
          <span><strong>You&apos;re offline.</strong> Rules, the glossary and search still work; scores and the hub need a connection.</span>
        </Bar>
      )}
    </div>
  );
}
