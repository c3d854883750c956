import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { EventStream, StreamStatus } from './event-stream';

/**
 * Keeps `stream` connected while the component is mounted and `enabled`, and returns its status
 * ('off' when this component does not want it, whoever else is connected).
 */
export function useEventStream<Events>(stream: EventStream<Events>, enabled = true): StreamStatus {
  useStreamConnection(stream, enabled);
  const status = useSyncExternalStore(stream.subscribeStatus, stream.status, stream.status);
  return enabled ? status : 'off';
}

/**
 * Keeps `stream` connected while mounted and `enabled`, for a component that does not show its
 * status: it is not rendered again each time the status changes (twice as the page opens).
 */
export function useStreamConnection<Events>(stream: EventStream<Events>, enabled = true): void {
  useEffect(() => (enabled ? stream.connect() : undefined), [stream, enabled]);
}

/** Calls `handler` with each `type` event of `stream` while mounted (always the latest handler). */
export function useStreamEvent<Events, K extends keyof Events>(stream: EventStream<Events>, type: K, handler: (data: Events[K]) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => stream.on(type, (data) => onEvent(data)), [stream, type]);
}
