import type { ByteRange, RangeRequest } from './types';

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one range a `Range` header asks for, or null when it asks for the whole file: no
 * header, another unit, several ranges (we send the whole file then, as RFC 9110 allows) or
 * a malformed one (which RFC 9110 says to ignore).
 */
export function parseRangeHeader(header: string | undefined): RangeRequest | null {
  if (!header) return null;
  const match = SINGLE_RANGE.exec(header.replace(/\s+/g, ''));
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end < start ? null : { start, end };
}

/** The bytes a range covers in a file of `size`, or null when it is not satisfiable (416). */
export function resolveRange(request: RangeRequest, size: number): ByteRange | null {
  if ('suffix' in request) {
    if (request.suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - request.suffix), end: size - 1 };
  }
  if (request.start >= size) return null;
  return { start: request.start, end: Math.min(request.end ?? size - 1, size - 1) };
}
