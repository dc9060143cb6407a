import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Runs after the server has stopped and in-flight requests have finished. */
  closeResources: () => Promise<void>;
  timeoutMs: number;
  exit?: (code: number) => void;
}

/**
 * On SIGTERM or SIGINT: answer new requests with 503, stop listening, let in-flight
 * requests finish, close resources, exit 0. A second signal, or the timeout, ends the
 * process at once.
 */
export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const onSignal = (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: options.timeoutMs }, 'shutdown timed out; forcing exit');
      exit(1);
    }, options.timeoutMs);
    timer.unref();
    app.startDraining();
    // Keep-alive sockets that turn idle after close() began would otherwise hold it open.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 250);
    sweep.unref();
    app
      .close()
      .then(options.closeResources)
      .then(
        () => {
          app.log.info('shutdown complete');
          exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          exit(1);
        },
      );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
