import { SimulatedClock } from 'xstate';

/**
 * The sandbox's clock: XState schedules delayed transitions on it and nothing moves until the
 * tester advances it. It also knows when the next scheduled one is due, so "advance time" can
 * go straight to it.
 */
export class SandboxClock extends SimulatedClock {
  private readonly due = new Map<number, number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id: number = super.setTimeout(() => {
      this.due.delete(id);
      fn();
    }, timeout);
    this.due.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.due.delete(id);
    super.clearTimeout(id);
  }

  /** Milliseconds until the next scheduled delayed transition, or null when none waits. */
  nextDue(): number | null {
    if (this.due.size === 0) return null;
    return Math.max(0, Math.min(...this.due.values()) - this.now());
  }
}
