import styled from '@emotion/styled';
import { UpdatedTime } from './updated-time';
import { themed } from '@gg/ui';

const Note = styled.p(themed(({ theme }) => ({
  margin: 0, padding: theme.space(1), borderRadius: theme.radius.sm, border: `1px solid ${theme.color.warning}`,
  color: theme.color.text, background: theme.color.surfaceAlt, fontSize: theme.font.size.sm,
})));

/** When the provider is down the last good data is shown, and the screen says so. */
export function StaleNotice({ stale, updatedAt }: { stale: boolean; updatedAt: string | null }) {
  if (!stale) return null;
  return <Note role="status">⚠ Scores may be out of date: the data provider is not answering. <UpdatedTime at={updatedAt} />.</Note>;
}
