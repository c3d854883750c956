import { useNow, useTimeZone } from '@gg/ui';
import { updatedLabel } from '../format';

/** 'Updated 2 min ago', 'Updated 1:05 PM': how fresh the data is, as a <time> element in the page's zone. */
export function UpdatedTime({ at }: { at: string | null }) {
  const zone = useTimeZone();
  const now = useNow();
  const label = updatedLabel(at, zone, now);
  return at ? <time dateTime={at}>{label}</time> : <>{label}</>;
}
