import { ServerBuildKeySchema } from '@gg/federation/static-server';
import { FACING_FANS, metricsPort, port } from '@gg/service-kit';
import path from 'node:path';
import { z } from 'zod';

const url = z.string().url();
const urlList = z.string().transform((s, ctx) => {
  const list = s.split(',').map((x) => x.trim()).filter(Boolean);
  for (const item of list) if (!url.safeParse(item).success) ctx.addIssue({ code: 'custom', message: `"${item}" is not a URL` });
  if (list.length === 0) ctx.addIssue({ code: 'custom', message: 'at least one URL is required' });
  return list;
});

export const GatewayConfigSchema = z.object({
  PORT: port(8080),
  METRICS_PORT: metricsPort(),
  CONTENT_URL: url.default('http://127.0.0.1:4001'),
  /** Comma-separated sports replicas; requests are spread across them. */
  SPORTS_URLS: urlList.default(['http://127.0.0.1:4002']),
  TALK_URL: url.default('http://127.0.0.1:4003'),
  SHELL_DIST: z.string().default(path.resolve(__dirname, '../../shell/dist')),
  /** Exact number of proxies in front of the gateway (0 locally), so rate limits key on the real client IP. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /**
   * Requests a minute per client IP. Generous, because a stadium or an office shares one address
   * (a fan's pages make about 20 requests a minute); the calls that cost something have their own.
   */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(6_000),
  /** POST …/refresh calls a minute per client IP (each may make the service call its provider). */
  REFRESH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(12),
  /** Largest request body the gateway forwards. */
  MAX_BODY_BYTES: z.coerce.number().int().min(0).default(64 * 1024),
  /**
   * Live streams held at once from one client address (as the rate limits count it). A fan's page
   * holds one; a stadium or an office shares an address. Past it the stream is refused with 429 and
   * the page polls instead.
   */
  MAX_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).default(200),
  /**
   * Live streams held at once in all (two file handles each). Unset: derived from the process's
   * open-files limit (see stream-limits.ts), so streams are refused before the handles run out.
   */
  MAX_STREAMS: z.coerce.number().int().min(0).optional(),
  /**
   * Consecutive failures (no connection, timeout, 5xx answer) that open a service's breaker, and
   * from how many distinct client addresses among them (at most BREAKER_FAILURES): what one client
   * alone makes fail must not cut every fan off.
   */
  BREAKER_FAILURES: z.coerce.number().int().min(1).default(5),
  BREAKER_MIN_CLIENTS: z.coerce.number().int().min(1).default(2),
  /**
   * While a breaker is open the upstream's /readyz is asked every BREAKER_PROBE_MS, and the
   * breaker closes on its first 200; after BREAKER_OPEN_MS without one, a request is let through
   * to try it.
   */
  BREAKER_PROBE_MS: z.coerce.number().int().min(50).default(500),
  BREAKER_OPEN_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * Whether pages are sent with their first screen rendered on the server (the shell's server
   * build with the route's remote page and its data), and how long that may take before the page
   * goes out for the browser to render instead.
   */
  FIRST_SCREEN_RENDER: z.enum(['on', 'off']).default('on'),
  FIRST_SCREEN_DEADLINE_MS: z.coerce.number().int().min(50).max(10_000).default(1_000),
  /** Renders at once; past it a page goes out at once for the browser to render (rendering is CPU work). */
  FIRST_SCREEN_MAX_RENDERS: z.coerce.number().int().min(1).max(256).default(8),
  /**
   * Renders one client address may start a minute (as the rate limits count addresses). Fans share
   * the kept pages, so a fan's pages rarely need a render of their own; a stadium or an office
   * shares an address. Past it that address's pages not kept go out for the browser to render.
   */
  FIRST_SCREEN_RENDERS_PER_CLIENT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * Share of the last second the gateway's event loop was busy past which renders run one at a
   * time, the other pages not kept going out for the browser to render, so renders cannot starve
   * kept pages, /api and health checks. 1: renders never give way.
   */
  FIRST_SCREEN_BUSY_SHARE: z.coerce.number().min(0.1).max(1).default(0.5),
  /** Rendered pages kept, compressed: at most this many, in at most this many megabytes. */
  FIRST_SCREEN_CACHE_ENTRIES: z.coerce.number().int().min(1).default(2_000),
  FIRST_SCREEN_CACHE_MB: z.coerce.number().positive().default(64),
  /**
   * How long a rendered page is served as is: seconds where the data is live (scores, standings,
   * talking points), minutes on the learning pages; then it is served while one render replaces it
   * for the *_STALE_MS after that. A live page is kept stale for seconds only: on a quiet server
   * the first fan after a pause would otherwise get scores a minute old, and the page would
   * rearrange itself (a game moved from Live to Final) as soon as the fresh data came.
   */
  FIRST_SCREEN_LIVE_FRESH_MS: z.coerce.number().int().min(0).default(5_000),
  FIRST_SCREEN_LIVE_STALE_MS: z.coerce.number().int().min(0).default(15_000),
  /**
   * Whether the gateway follows the sports service's live-score stream, so a live page drawn before
   * a game kicked off or ended is rendered again at once rather than served for the rest of its
   * freshness (off: live pages are fresh by age alone).
   */
  FIRST_SCREEN_FOLLOW_SCORES: z.enum(['on', 'off']).default('on'),
  FIRST_SCREEN_REFERENCE_FRESH_MS: z.coerce.number().int().min(0).default(300_000),
  FIRST_SCREEN_REFERENCE_STALE_MS: z.coerce.number().int().min(0).default(3_600_000),
  /**
   * The key in the URL of each remote's server build (`<remote>/server/<key>/remoteEntry.js`); the
   * remotes' static servers are given the same and answer 404 on any other /server path, so only
   * the gateway gets server code. Unset: pages whose remote code cannot be loaded go out for the
   * browser to render.
   */
  SERVER_BUILD_KEY: ServerBuildKeySchema.optional(),
  /** Whether the shell's source maps are served (off: 404). The shell's server build never is. */
  SERVE_SOURCE_MAPS: z.enum(['on', 'off']).default('off'),
  /** The release store (see @gg/releases): which version of each remote visitors get. Default: `.releases/` in the repository. */
  RELEASES_DIR: z.string().min(1).optional(),
  /** How often the release pointers are read: a promote, canary or rollback reaches this gateway within it. */
  RELEASE_CHECK_MS: z.coerce.number().int().min(50).default(2_000),
  /** How often each remote's server container is checked for a redeploy and for answering at all. */
  REMOTE_CHECK_MS: z.coerce.number().int().min(100).default(5_000),
  /** Multiplies every route's timeout (tests shorten it). */
  TIMEOUT_SCALE: z.coerce.number().positive().default(1),
  /**
   * How long a client may take to send a request's headers (from its connection, or from the
   * request's first byte on a kept-alive one), and the whole request with its body. Sized for a
   * phone on a crowded stadium network: a request's headers are one or two packets, which arrive
   * within a few seconds even after two lost packets (TCP retries after 1 s, then 2 s, then 4 s),
   * so 10 s; a body is at most MAX_BODY_BYTES (64 KB), a few seconds at a congested uplink's
   * 100 kbit/s, so 30 s. Neither bounds an answer: a live stream stays open.
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(FACING_FANS.headersTimeoutMs),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(FACING_FANS.requestTimeoutMs),
  /**
   * How long an idle connection is kept for the client's next request. Facing fans: 15 s, which
   * covers the play-by-play poll (every 10 s) and a tap to the next page; past it a connection is
   * cheaper to open again than to hold for everyone. Behind a proxy (TRUST_PROXY_HOPS > 0): 65 s,
   * longer than a load balancer's usual idle timeout (60 s), so the proxy never sends a request on
   * a connection the gateway is closing.
   */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  /**
   * Connections one address may hold open at once; the next one gets 429 and is closed. Fans
   * share addresses (a stadium's or a carrier's NAT; the general rate limit is sized for about 300
   * behind one), and each holds one or two: its live stream and a kept-alive connection. So 600.
   * Counted on the connection's own address, so only when the gateway faces clients directly
   * (TRUST_PROXY_HOPS = 0, unless set explicitly): behind a proxy every connection is the proxy's.
   * 0 turns it off.
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).optional(),
}).refine((c) => c.REQUEST_TIMEOUT_MS >= c.HEADERS_TIMEOUT_MS, {
  path: ['REQUEST_TIMEOUT_MS'],
  message: 'must be at least HEADERS_TIMEOUT_MS (the headers are part of the request)',
});

export type GatewayConfig = z.infer<typeof GatewayConfigSchema>;
