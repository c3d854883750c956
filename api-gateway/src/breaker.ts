/**
 * A small circuit breaker per upstream target. It opens after `failures` consecutive failures (no
 * connection, a timeout, or a 500/502/503/504 answer, except a 503 with Retry-After, which is a
 * working service saying "not ready"; a 4xx is the client's problem and counts as a success) that
 * came from at least `clients` distinct clients: what one client alone can make fail (a request
 * that trips a bug, its own bad network) must not cut every other fan off.
 * While open, the upstream's readiness is asked every `probeEveryMs` (see `watchReadiness`) and
 * the breaker closes as soon as it answers; after `openMs` without that, one request is let
 * through to try it (half-open). While every target of a service is open, the gateway answers 503
 * at once with Retry-After.
 */
export interface BreakerOptions {
  failures: number;
  /** Distinct clients among the consecutive failures (capped at `failures`). */
  clients: number;
  openMs: number;
  now?: () => number;
}

/**
 * How long a refused client is told to wait, at most: short, since a service that is back closes
 * the breaker within a readiness check; growing with the outage, so thousands of viewers of a
 * service out for minutes do not ask every second.
 */
const RETRY_HINT_MAX_MS = 5_000;

export class Breaker {
  private consecutive = 0;
  /** The clients among the consecutive failures (no more are kept than it takes to open). */
  private readonly failedClients = new Set<string>();
  private openedAt = 0;
  /** When the outage began (the first opening since it was last closed), for the retry hint. */
  private trippedAt = 0;
  private probing = false;
  private readonly failures: number;
  private readonly clients: number;
  private readonly openMs: number;
  private readonly now: () => number;
  private readonly openListeners = new Set<() => void>();

  constructor({ failures, clients, openMs, now = () => Date.now() }: BreakerOptions) {
    this.failures = failures;
    this.clients = Math.min(clients, failures);
    this.openMs = openMs;
    this.now = now;
  }

  /** Whether enough failures from enough clients have opened it (open or half-open). */
  private tripped(): boolean {
    return this.consecutive >= this.failures && this.failedClients.size >= this.clients;
  }

  /** Whether a request may be sent now. Half-open lets exactly one probe through. */
  allow(): boolean {
    if (!this.tripped()) return true;
    if (this.now() - this.openedAt < this.openMs) return false;
    if (this.probing) return false;
    this.probing = true;
    return true;
  }

  success(): void { this.close(); }

  /** The upstream says it can serve (its readiness check answered): requests go to it again. */
  ready(): void { this.close(); }

  /** The request ended without a verdict on the service (the client left, the body was too large or too slow): free the probe slot. */
  cancelled(): void { this.probing = false; }

  /** A failure the service is responsible for, on a request from `client` (its address, as the rate limits key it). */
  failure(client: string): void {
    const wasTripped = this.tripped();
    this.consecutive++;
    if (this.failedClients.size < this.clients) this.failedClients.add(client);
    this.probing = false;
    if (!this.tripped()) return;
    this.openedAt = this.now();
    if (wasTripped) return; // a half-open probe failed: open again, same outage
    this.trippedAt = this.openedAt;
    for (const listener of this.openListeners) listener();
  }

  /** Calls `listener` each time the breaker opens after being closed. */
  onOpen(listener: () => void): () => void {
    this.openListeners.add(listener);
    return () => { this.openListeners.delete(listener); };
  }

  /** Whether requests are being kept from the target now (open, and not yet time to probe it). */
  isOpen(): boolean {
    return this.tripped() && this.now() - this.openedAt < this.openMs;
  }

  /** Open or half-open: the upstream has not yet shown it is back. */
  isTripped(): boolean { return this.tripped(); }

  /** When to come back: by the half-open probe at the latest, sooner early in an outage (see RETRY_HINT_MAX_MS). */
  retryAfterSeconds(): number {
    const now = this.now();
    const untilProbe = this.openMs - (now - this.openedAt);
    const hint = Math.min(RETRY_HINT_MAX_MS, Math.max(1_000, (now - this.trippedAt) / 2));
    return Math.max(1, Math.ceil(Math.min(untilProbe, hint) / 1000));
  }

  private close(): void {
    this.consecutive = 0;
    this.failedClients.clear();
    this.probing = false;
  }
}

/** How long one readiness check may take before it counts as "not ready". */
export const READY_CHECK_TIMEOUT_MS = 1_000;

/**
 * While `breaker` is open (or half-open), asks `isReady` every `everyMs` (one check at a time) and
 * closes it on the first yes: a replica that comes back gets its traffic within a check, not at
 * the end of the open period. Returns a function that stops watching.
 */
export function watchReadiness(breaker: Breaker, isReady: () => Promise<boolean>, everyMs: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const check = async () => {
    timer = undefined;
    if (stopped || !breaker.isTripped()) return;
    const ready = await isReady().catch(() => false);
    if (stopped || !breaker.isTripped()) return;
    if (ready) { breaker.ready(); return; }
    schedule();
  };
  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(() => { void check(); }, everyMs);
    timer.unref();
  };
  const off = breaker.onOpen(schedule);
  return () => { stopped = true; off(); clearTimeout(timer); };
}
