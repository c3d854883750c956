/**
 * The live-scores stream (/api/scores/stream), one connection per page whichever hub screens use it.
 * On connect it sends a `snapshot` of the whole slate; then a `game` event each time the scoreboard
 * poll sees a game change (score, status, latest play, clock, or a new game). The payloads are the
 * sports service's own types from @gg/contracts (types only: the page carries no schema library).
 */
import type { ScoresStreamEvents } from '@gg/contracts';
import { createEventStream, type StreamStatus } from './event-stream';
import { useStreamStalled } from './stream-stalled-notice';
import { useEventStream, useStreamConnection, useStreamEvent } from './use-event-stream';

export const SCORES_STREAM_URL = '/api/scores/stream';

export const scoresStream = createEventStream<ScoresStreamEvents>({ url: SCORES_STREAM_URL, events: ['snapshot', 'game'] });

/** Connects to the scores stream while mounted and enabled; returns its status. */
export const useScoresStream = (enabled = true): StreamStatus => useEventStream(scoresStream, enabled);

/** Whether the scores stream is reconnecting after its server went silent (for StreamStalledNotice). */
export const useScoresStreamStalled = (enabled = true): boolean => useStreamStalled(scoresStream, enabled);

/** Connects to the scores stream while mounted and enabled, for a view that does not show its status. */
export const useScoresStreamConnection = (enabled = true): void => useStreamConnection(scoresStream, enabled);

export function useScoresStreamEvent<K extends keyof ScoresStreamEvents>(type: K, handler: (data: ScoresStreamEvents[K]) => void): void {
  useStreamEvent(scoresStream, type, handler);
}
