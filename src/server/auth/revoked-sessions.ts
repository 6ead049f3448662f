/**
 * Sessions (refresh-token families) this process has seen revoked, so their access tokens stop
 * working at once instead of at expiry. An entry is kept as long as an access token of the
 * family can still be valid. Other processes behind a load balancer learn nothing of it; there
 * the access token's short lifetime is the bound.
 */
export class RevokedSessions {
  private readonly until = new Map<string, number>();

  constructor(private readonly keepMs: number) {}

  add(sessionId: string, nowMs: number): void {
    this.until.set(sessionId, nowMs + this.keepMs);
    if (this.until.size % 256 === 0) this.sweep(nowMs);
  }

  has(sessionId: string, nowMs: number): boolean {
    const until = this.until.get(sessionId);
    if (until === undefined) return false;
    if (until > nowMs) return true;
    this.until.delete(sessionId);
    return false;
  }

  private sweep(nowMs: number): void {
    for (const [id, until] of this.until) if (until <= nowMs) this.until.delete(id);
  }
}
