import styled from '@emotion/styled';
import { useViewingPreferences } from '@gg/preferences';
import { themed } from '@gg/ui';

const Note = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm })));

/**
 * Says why live scores lag while the fan is behind the broadcast. Plain text, never announced: it
 * changes only when the fan changes the setting.
 */
export function BroadcastDelayNote() {
  const seconds = useViewingPreferences().broadcastDelaySeconds;
  if (seconds === 0) return null;
  return <Note>Delayed {seconds} s to match your broadcast</Note>;
}
