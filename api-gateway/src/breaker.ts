/**
 * A small circuit breaker per upstream target. After `failures` consecutive failures (no connection,
 * a timeout, or a 500/502/503/504 answer, except a 503 with Retry-After, which is a working service
 * saying "not ready"; a 4xx is the client's problem and counts as a success)
 * the target is skipped for `openMs`; then one request is let through to probe it (half-open).
 * While every target of a service is open, the gateway answers 503 at once with Retry-After.
 */
export class Breaker {
  private consecutive = 0;
  private openedAt = 0;
  private probing = false;

  constructor(private readonly failures: number, private readonly openMs: number, private readonly now = () => Date.now()) {}

  /** Whether a request may be sent now. Half-open lets exactly one probe through. */
  allow(): boolean {
    if (this.consecutive < this.failures) return true;
    if (this.now() - this.openedAt < this.openMs) return false;
    if (this.probing) return false;
    this.probing = true;
    return true;
  }

  success(): void { this.consecutive = 0; this.probing = false; }

  /** The request ended without a verdict on the service (the client left, the body was too large): free the probe slot. */
  cancelled(): void { this.probing = false; }

  failure(): void {
    this.consecutive++;
    this.probing = false;
    if (this.consecutive >= this.failures) this.openedAt = this.now();
  }

  /** Whether requests are being kept from the target now (open, and not yet time to probe it). */
  isOpen(): boolean {
    return this.consecutive >= this.failures && this.now() - this.openedAt < this.openMs;
  }

  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.openMs - (this.now() - this.openedAt)) / 1000));
  }
}
