/**
 * A small circuit breaker per upstream target. After `failures` consecutive connection failures
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

  failure(): void {
    this.consecutive++;
    this.probing = false;
    if (this.consecutive >= this.failures) this.openedAt = this.now();
  }

  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.openMs - (this.now() - this.openedAt)) / 1000));
  }
}
