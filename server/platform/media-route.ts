import type { FastifyInstance, FastifyReply } from 'fastify';
import { SERVICE_PREFIX } from '../../contract/paths';
import { notFound } from './errors';
import { parseRangeHeader, resolveRange } from './media-store/range';
import type { ByteRange, MediaInfo, MediaStore, RangeRequest } from './media-store/types';

/** The header /media always had; stored names are never rewritten. */
const CACHE_CONTROL = 'private, max-age=3600';

/** What a request answers: the whole file, one range of it, or 416. */
function headersFor(reply: FastifyReply, info: MediaInfo, range: ByteRange | null | 'none') {
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff');
  if (range === 'none') {
    return reply.code(416).header('content-range', `bytes */${info.size}`);
  }
  reply.type(info.contentType);
  if (!range) return reply.code(200).header('content-length', info.size);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
    .header('content-length', range.end - range.start + 1);
}

/** The range to honour: none with `If-Range` (we send no validator it could match). */
function requestedRange(headers: Record<string, string | string[] | undefined>) {
  if (headers['if-range'] !== undefined) return null;
  const range = headers.range;
  return parseRangeHeader(typeof range === 'string' ? range : undefined);
}

/**
 * `GET|HEAD /media/<name>`: the media store's files to anyone (the video base of the
 * curriculum), the same from disk or S3: `Accept-Ranges: bytes`, one range per request
 * (206 with Content-Range; 416 past the end, naming the size), the type by the extension
 * and `nosniff`. An unsafe name or a file the store does not have is 404.
 */
export function registerMediaRoute(app: FastifyInstance, store: MediaStore): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${SERVICE_PREFIX.media}/:name`,
    handler: async (request, reply) => {
      const { name } = request.params as { name: string };
      const asked: RangeRequest | null = requestedRange(request.headers);
      if (request.method === 'HEAD') {
        const info = await store.stat(name);
        if (!info) throw notFound();
        const range = asked ? (resolveRange(asked, info.size) ?? 'none') : null;
        return headersFor(reply, info, range).send();
      }
      const read = await store.get(name, asked ?? undefined);
      if (!read) throw notFound();
      if (!read.satisfiable) return headersFor(reply, read, 'none').send();
      return headersFor(reply, read, read.range).send(read.stream);
    },
  });
}
