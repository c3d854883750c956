import styled from '@emotion/styled';
import { useSyncExternalStore } from 'react';
import type { EventStream } from './event-stream';
import { themed } from '@gg/ui';

/** Whether `stream` is reconnecting after its server went silent (false when this component does not want the stream). */
export function useStreamStalled<Events>(stream: EventStream<Events>, enabled = true): boolean {
  const stalled = useSyncExternalStore(stream.subscribeStatus, stream.stalled, () => false);
  return enabled && stalled;
}

const Status = styled.span(themed(({ theme }) => ({
  color: theme.color.text, fontWeight: theme.font.weight.semibold,
  '&:not(:empty)::before': { content: '" · "', fontWeight: theme.font.weight.regular },
})));

/**
 * A polite status line (inline, beside the screen's update line) while the live stream reconnects
 * after its server went silent. The region is always there and empty otherwise, so a screen reader
 * announces the words when they appear, once.
 */
export function StreamStalledNotice({ stalled }: { stalled: boolean }) {
  return <Status role="status">{stalled ? 'Live updates paused: reconnecting…' : ''}</Status>;
}
