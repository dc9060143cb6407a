/** A job run now and again, one run at a time, until stopped. */
export interface Periodic {
  start(): void;
  /** No new run starts; resolves once the one under way (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `run` at once on start, then `intervalMs` after each run ends (runs never overlap). A
 * failed run goes to `onError` and the next one is still scheduled.
 */
export function periodic(
  run: () => Promise<unknown>,
  options: { intervalMs: number; onError: (error: unknown) => void },
): Periodic {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  const tick = () => {
    running = run()
      .catch(options.onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
