import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Headers on every response (API, static, errors). The CSP fits the built Vite SPA: only
 * its own scripts; inline styles are allowed because react-hot-toast injects a <style>
 * element at run time; images may be data: or blob: URLs (logos fetched with a bearer token).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Built once: @fastify/helmet builds the middleware again on every request (parsing the
  // policy each time), a large part of a short request's work.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
