/**
 * Tells the page's own URL writes apart from outside query changes (a link, a shared URL).
 *
 * A write reaches the component late: the router applies it in a transition, and under load
 * that can commit after the visitor has moved on and a newer write has started. Remembering
 * only the newest write made such a late arrival look like an outside change, and the state
 * jumped back to the older values. Every write still on its way is remembered instead.
 */
export class OwnQueryWrites {
  private inFlight: string[] = [];

  /** The query the URL shows once every write on its way has landed. */
  settledQuery(current: string): string {
    return this.inFlight.at(-1) ?? current;
  }

  /** Records a write about to be made. */
  wrote(query: string): void {
    this.inFlight.push(query);
  }

  /**
   * Called when the URL shows `query`. True when it is one of this page's own writes (it and
   * any older write are then done with: a newer navigation replaces an older one still pending);
   * false for an outside change, which the page must apply.
   */
  landed(query: string): boolean {
    const index = this.inFlight.indexOf(query);
    if (index === -1) {
      this.inFlight = [];
      return false;
    }
    this.inFlight.splice(0, index + 1);
    return true;
  }
}
