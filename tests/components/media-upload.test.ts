import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { MEDIA_MESSAGES, MEDIA_RULES, type MediaUpload } from '../../contract/media';
import { ApiFailure } from '../../src/api/api-failure';
import { mediaFileRefusal, mediaUrl, uploadMedia } from '../../src/api/media';
import { changeLanguage, translateMessage } from '../../src/i18n/i18n';
import { FakeXhr } from './support/fake-xhr';

const last = () => {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('nothing was sent');
  return xhr;
};

const file = (name: string, type: string, bytes = 4) =>
  new File([new Uint8Array(bytes)], name, { type });

/** A file claiming a size without holding it (a 200 MB video need not exist in memory). */
const sized = (name: string, type: string, size: number) => {
  const made = file(name, type, 1);
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

const STORED: MediaUpload = {
  fileName: '6a1f0f7e-8d0b-4b43-9d59-1a2b3c4d5e6f.png',
  url: '/media/6a1f0f7e-8d0b-4b43-9d59-1a2b3c4d5e6f.png',
  kind: 'picture',
  contentType: 'image/png',
  bytes: 4,
};

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error: unknown = await promise.then(
    () => new Error('expected the upload to fail'),
    (caught: unknown) => caught,
  );
  if (error instanceof ApiFailure) return error;
  throw error;
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => changeLanguage('en'));

describe('mediaUrl', () => {
  it('joins the video base with the encoded name', () => {
    expect(mediaUrl('a b#1.png')).toBe('/media/a%20b%231.png');
  });
});

describe('uploadMedia', () => {
  it('posts the file as multipart field "file" with the token, reports progress, returns the stored file', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-9');
    const progress: number[] = [];
    const picture = file('cat.png', 'image/png');
    const upload = uploadMedia(picture, {
      kind: 'picture',
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/users/v1/general/aws/s3/upload-file');
    expect(xhr.headers.authorization).toBe('Bearer token-9');
    expect(xhr.body?.get('file')).toBeInstanceOf(File);
    expect((xhr.body?.get('file') as File).name).toBe('cat.png');
    xhr.progress(1, 4);
    xhr.progress(0, 0, false); // no total known: not reported
    xhr.progress(4, 4);
    xhr.respond(201, { data: STORED });
    await expect(upload).resolves.toEqual(STORED);
    expect(progress).toEqual([0.25, 1]);
  });

  it('sends no authorization header without a token', async () => {
    const upload = uploadMedia(file('a.mp3', 'audio/mpeg'));
    last().respond(201, { data: { ...STORED, kind: 'audio', contentType: 'audio/mpeg' } });
    await upload;
    expect(last().headers.authorization).toBeUndefined();
  });

  it("turns the server's refusal into the failure every call gives: status, message, field errors", async () => {
    const upload = uploadMedia(file('cat.png', 'image/png'));
    const message = MEDIA_MESSAGES.typeNotAllowed(['picture']);
    last().respond(415, {
      message,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fieldErrors: { file: message },
    });
    const failure = await failureOf(upload);
    expect(failure.status).toBe(415);
    expect(failure.message).toBe(message);
    expect(failure.fieldErrors).toEqual({ file: message });
  });

  it('ends the session on a 401, as every call does', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
    window.history.replaceState(null, '', '/curriculum/content');
    const upload = uploadMedia(file('cat.png', 'image/png'));
    last().respond(401, { message: 'Your session has ended.', code: 'UNAUTHORIZED' });
    const failure = await failureOf(upload);
    expect(failure.status).toBe(401);
    expect(failure.message).toBe('Your session has ended.');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?next=%2Fcurriculum%2Fcontent');
  });

  it.each([
    ['not JSON', 'ok', 'text/plain'],
    ['JSON of another shape', { data: { name: 'x.png' } }, 'application/json'],
  ])('answers PARSING_ERROR for a success that is %s', async (_name, body, contentType) => {
    const upload = uploadMedia(file('cat.png', 'image/png'));
    last().respond(201, body, contentType);
    const failure = await failureOf(upload);
    expect(failure.status).toBe('PARSING_ERROR');
    expect(failure.originalStatus).toBe(201);
  });

  it('answers FETCH_ERROR when the network fails', async () => {
    const upload = uploadMedia(file('cat.png', 'image/png'));
    last().onerror?.();
    expect((await failureOf(upload)).status).toBe('FETCH_ERROR');
  });

  it('stops the request when aborted and rejects with the abort', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const upload = uploadMedia(file('cat.png', 'image/png'), {
      signal: controller.signal,
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = last();
    xhr.progress(2, 4);
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
    expect(progress).toEqual([0.5]);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadMedia(file('cat.png', 'image/png'), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.sent).toEqual([]);
  });
});

describe('refused before sending', () => {
  it.each([
    [
      'a type no kind takes',
      file('notes.txt', 'text/plain'),
      undefined,
      415,
      MEDIA_MESSAGES.typeNotAllowed(),
    ],
    [
      'a file without a type',
      file('mystery', ''),
      'audio' as const,
      415,
      MEDIA_MESSAGES.typeNotAllowed(['audio']),
    ],
    [
      'another kind than the field takes',
      file('song.mp3', 'audio/mpeg'),
      'picture' as const,
      415,
      MEDIA_MESSAGES.typeNotAllowed(['picture']),
    ],
    [
      'an empty file',
      file('cat.png', 'image/png', 0),
      'picture' as const,
      400,
      MEDIA_MESSAGES.empty,
    ],
    [
      'a picture over its limit',
      sized('big.png', 'image/png', MEDIA_RULES.picture.maxBytes + 1),
      'picture' as const,
      413,
      MEDIA_MESSAGES.tooLarge('picture'),
    ],
    [
      'a video over its limit',
      sized('film.mp4', 'video/mp4', MEDIA_RULES.video.maxBytes + 1),
      undefined,
      413,
      MEDIA_MESSAGES.tooLarge('video'),
    ],
  ])('%s', async (_name, chosen, kind, status, message) => {
    const failure = await failureOf(uploadMedia(chosen, kind ? { kind } : {}));
    expect(failure.status).toBe(status);
    expect(failure.message).toBe(message);
    expect(failure.fieldErrors).toEqual({ file: message });
    expect(FakeXhr.sent).toEqual([]);
  });

  it('lets a file of exactly the limit through', () => {
    const atLimit = sized('film.webm', 'video/webm', MEDIA_RULES.video.maxBytes);
    expect(mediaFileRefusal(atLimit, 'video')).toBeNull();
  });

  it('shows its refusals in Arabic', async () => {
    const failure = mediaFileRefusal(sized('big.png', 'image/png', 6 * 1024 * 1024), 'picture');
    await changeLanguage('ar');
    expect(translateMessage(failure?.message ?? '')).toBe(
      'الملف كبير جدًا: 5 ميغابايت على الأكثر للصورة.',
    );
  });
});
