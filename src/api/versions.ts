import { send, toApiFailure } from './api-failure';
import type { Envelope } from './envelope';

/*
 * Edits that do not overwrite each other (docs/edit-conflicts.md): a record read with its version
 * (the ETag), and a save that names it (If-Match), so the service answers 412 when someone else
 * saved in between.
 */

export interface Versioned<T> {
  data: T;
  /** The record's ETag; null when the service sent none. */
  etag: string | null;
}

/** A read of one record, with its version. */
export async function sendVersioned<T>(call: Promise<Response>): Promise<Versioned<T>> {
  let response: Response;
  try {
    response = await call;
  } catch (error) {
    throw await toApiFailure(error);
  }
  const body = await send<Envelope<T>>(Promise.resolve(response));
  return { data: body.data, etag: response.headers.get('etag') };
}

/** The header of a save made from a form opened at `etag` (none: the save overwrites). */
export const ifMatch = (etag: string | null | undefined): Record<string, string> =>
  etag ? { 'if-match': etag } : {};
