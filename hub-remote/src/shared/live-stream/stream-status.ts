/**
 * The stream's status for a whole screen: the page that connects provides it, and the queries below
 * decide from it whether to poll. Without a provider the status is 'off', so a component used
 * elsewhere polls as if there were no stream.
 */
import { createContext, useContext } from 'react';
import type { StreamStatus } from './event-stream';

export const StreamStatusContext = createContext<StreamStatus>('off');
export const useStreamStatus = () => useContext(StreamStatusContext);

/**
 * Interval polling that the stream makes redundant runs while this is false. Arming the interval
 * while the stream is still connecting costs nothing: it is cleared as soon as the stream opens.
 */
export const isStreamUp = (status: StreamStatus) => status === 'open';

/**
 * A fallback request that would go out at once (a query not loaded yet) is made only when the
 * stream is known not to deliver (dropped, never connected, switched off), not while its first
 * connection is still being made.
 */
export const isStreamDown = (status: StreamStatus) => status === 'down' || status === 'off';
