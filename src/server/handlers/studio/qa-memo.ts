/**
 * The studio's QA results kept between calls. The QA check of every screen takes seconds, and
 * the definitions change only with a publish, a rollback or a changed file; a result is kept
 * with the fingerprint of what it checked and reused while the fingerprint is the same. The
 * fingerprint, not a publish event, decides: the portal runs several server processes and a
 * publish on one of them must not leave another serving a stale report. A publish or rollback
 * also clears this process's results, so their memory goes at once.
 */
export class FingerprintMemo<T> {
  private entry: { fingerprint: string; value: Promise<T> } | undefined;

  /** The result for the fingerprint: the kept one, or (once, however many calls wait) a new one. */
  get(fingerprint: string, compute: () => T | Promise<T>): Promise<T> {
    if (this.entry?.fingerprint !== fingerprint) {
      const value = Promise.resolve().then(compute);
      const entry = { fingerprint, value };
      this.entry = entry;
      // A failed build is not kept: the next call tries again.
      value.catch(() => {
        if (this.entry === entry) this.entry = undefined;
      });
    }
    return this.entry.value;
  }

  clear(): void {
    this.entry = undefined;
  }
}
