/**
 * How the gateway's server treats connections (see the config's HEADERS_TIMEOUT_MS,
 * REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS and MAX_CONNECTIONS_PER_ADDRESS for the numbers and why):
 * a silent or slow client is closed in seconds, not the minute and a half Node's and the
 * services' settings allowed, and one address holds a bounded share of the open files.
 */
import { FACING_FANS, type ConnectionPolicy } from '@gg/service-kit';
import type { GatewayConfig } from './config';
import { clientKey } from './rate-limit';

/** Idle keep-alive facing fans, and behind a proxy (above a load balancer's usual 60 s idle timeout). */
const KEEP_ALIVE_DIRECT_MS = FACING_FANS.keepAliveTimeoutMs;
const KEEP_ALIVE_PROXIED_MS = 65_000;
const CONNECTIONS_PER_ADDRESS = FACING_FANS.maxConnectionsPerAddress;

/** `onRefused`: told of each connection refused over the per-address cap (the app's `refusedConnection`, for its metrics). */
export function connectionPolicy(config: GatewayConfig, { onRefused }: { onRefused?: () => void } = {}): ConnectionPolicy {
  const proxied = config.TRUST_PROXY_HOPS > 0;
  return {
    headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS ?? (proxied ? KEEP_ALIVE_PROXIED_MS : KEEP_ALIVE_DIRECT_MS),
    // a socket's address is the proxy's when there is one: counting those would cap every fan together
    maxConnectionsPerAddress: config.MAX_CONNECTIONS_PER_ADDRESS ?? (proxied ? 0 : CONNECTIONS_PER_ADDRESS),
    // IPv6 by /56, as the rate limits count it
    addressKey: clientKey,
    onRefused,
  };
}
