import type { MediaKind } from '../../contract/element-constants';
import type { MediaUpload } from '../../contract/media';
import { MEDIA_MESSAGES, MEDIA_RULES, mediaKindOf } from '../../contract/media-constants';
import { USERS_PATHS, type ServiceName } from '../../contract/paths';
import { ApiFailure, fromHttpError, parsingFailure, toApiFailure } from './api-failure';
import { API_BASE } from './env';
import { handleUnauthorized } from './http';
import { readAccessToken } from './storage';

/** Where a stored media file (an element's picture, audio or video) is served. */
export const mediaUrl = (fileName: string) =>
  `${API_BASE.video.replace(/\/+$/, '')}/${encodeURIComponent(fileName)}`;

/** The multipart field the upload route reads. */
const UPLOAD_FIELD = 'file';

const refusal = (status: number, message: string) =>
  new ApiFailure({ status, message, fieldErrors: { [UPLOAD_FIELD]: message } });

/**
 * What the upload route would refuse, decided before sending anything (a 200 MB video need not
 * travel to be refused): the same statuses and messages, with the message on the `file` field.
 * Null when the file may be sent. `kind`: the field takes only that kind.
 */
export function mediaFileRefusal(file: File, kind?: MediaKind): ApiFailure | null {
  const fileKind = mediaKindOf(file.type);
  if (fileKind === null)
    return refusal(415, MEDIA_MESSAGES.typeNotAllowed(kind ? [kind] : undefined));
  if (kind && fileKind !== kind) return refusal(415, MEDIA_MESSAGES.typeNotAllowed([kind]));
  if (file.size === 0) return refusal(400, MEDIA_MESSAGES.empty);
  if (file.size > MEDIA_RULES[fileKind].maxBytes)
    return refusal(413, MEDIA_MESSAGES.tooLarge(fileKind));
  return null;
}

export interface UploadMediaOptions {
  /** The kind the field takes; a file of another kind is refused before sending. */
  kind?: MediaKind;
  /** Called as the file goes out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the upload; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Where the file goes, when not the curriculum media route (`v1/general/aws/s3/upload-file` on
   * the users service): e.g. a live class's cover, `v1/live-class/upload-image` on the levels
   * service. The route takes the same multipart field and answers the same stored file.
   */
  endpoint?: { service: ServiceName; path: string };
}

const abortReason = (signal: AbortSignal | undefined): unknown =>
  signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError');

/** The answer of a finished request: the stored file, or the failure the rest of src/api gives. */
async function answerOf(xhr: XMLHttpRequest): Promise<MediaUpload> {
  const { status } = xhr;
  // Outside what a Response may carry: nothing usable came back.
  if (status < 200 || status > 599) throw await toApiFailure(new TypeError('No answer'));
  if (status === 401) handleUnauthorized();
  if (status >= 300) {
    const contentType = xhr.getResponseHeader('content-type') ?? 'application/json';
    const response = new Response(xhr.responseText, {
      status,
      headers: { 'content-type': contentType },
    });
    throw await fromHttpError(response);
  }
  let body: unknown;
  try {
    body = JSON.parse(xhr.responseText) as unknown;
  } catch {
    throw parsingFailure(status);
  }
  // The answer's schema (with zod) loads with the first upload, not with every screen showing media.
  const [{ mediaUploadSchema }, { envelope }] = await Promise.all([
    import('../../contract/media'),
    import('../../contract/wire'),
  ]);
  const answer = envelope(mediaUploadSchema).safeParse(body);
  if (!answer.success) throw parsingFailure(status);
  return answer.data.data;
}

/**
 * Uploads a curriculum media file into the media store (`POST v1/general/aws/s3/upload-file`,
 * multipart field `file`, the bearer token as every call). XMLHttpRequest rather than fetch: its
 * `upload.onprogress` reports progress, which a fetch upload cannot without HTTP/2 streams.
 * Rejects with an ApiFailure like every call (a 401 also ends the session), or with the signal's
 * reason when aborted.
 */
export function uploadMedia(file: File, options: UploadMediaOptions = {}): Promise<MediaUpload> {
  const { kind, onProgress, signal, endpoint } = options;
  const refused = mediaFileRefusal(file, kind);
  if (refused) return Promise.reject(refused);
  if (signal?.aborted) return Promise.reject(abortReason(signal));

  return new Promise<MediaUpload>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', abort);
      outcome();
    };

    const target = endpoint ?? { service: 'users', path: USERS_PATHS.s3UploadFile };
    xhr.open('POST', `${API_BASE[target.service]}/${target.path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(1, event.loaded / event.total));
      }
    };
    xhr.onload = () => settle(() => void answerOf(xhr).then(resolve, reject));
    xhr.onerror = () =>
      settle(() => void toApiFailure(new TypeError('Upload failed')).then(reject, reject));
    xhr.ontimeout = () =>
      settle(
        () =>
          void toApiFailure(new DOMException('The upload timed out.', 'TimeoutError')).then(
            reject,
            reject,
          ),
      );
    xhr.onabort = () => settle(() => reject(abortReason(signal)));
    signal?.addEventListener('abort', abort, { once: true });

    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
}
