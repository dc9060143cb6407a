import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVICE_PREFIX } from '../../contract/paths';
import { API_PREFIX } from './auth-guard';
import { registerMediaRoute } from './media-route';
import type { MediaStore } from './media-store/types';

const NOT_BUILT =
  'The console is not built yet. Run `npm run build`, then start the server again.\n';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite puts content-hashed files under /assets; everything else must be revalidated. */
function cacheHeader(root: string, filePath: string): string {
  return path.relative(root, filePath).split(path.sep)[0] === 'assets' ? IMMUTABLE : 'no-cache';
}

const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/** Serves index.html for a browser navigation that matched no file (client-side routes). */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

export async function registerStaticFiles(
  app: FastifyInstance,
  options: { staticDir: string; media: MediaStore },
): Promise<SpaFallback> {
  registerMediaRoute(app, options.media);

  if (!existsSync(path.join(options.staticDir, 'index.html'))) {
    app.get('/', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(NOT_BUILT),
    );
    return () => null;
  }

  await app.register(fastifyStatic, {
    root: options.staticDir,
    prefix: '/',
    wildcard: true,
    cacheControl: false,
    setHeaders: (res, filePath) =>
      res.setHeader('cache-control', cacheHeader(options.staticDir, filePath)),
  });

  return (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isNavigation =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isUnder(url, API_PREFIX) &&
      !isUnder(url, SERVICE_PREFIX.media) &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isNavigation) return null;
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
}
