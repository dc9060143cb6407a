import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { MediaKind } from '../../../contract/elements';
import { USERS_PATHS } from '../../../contract/paths';
import { bearer, usersUrl, type TestApp } from './test-app';

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer | string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----console-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const demoMedia = (file: string) =>
  readFile(new URL(`../../../server/db/demo-media/${file}`, import.meta.url));

const ascii = (text: string) => Buffer.from(text, 'latin1');
const le32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  return buffer;
};

/** The first bytes of each format, followed by filler: enough for the signature checks. */
export const HEADERS = {
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), ascii('JFIF\0')]),
  webp: Buffer.concat([ascii('RIFF'), le32(1000), ascii('WEBPVP8 ')]),
  wav: Buffer.concat([ascii('RIFF'), le32(1000), ascii('WAVEfmt ')]),
  m4a: Buffer.concat([Buffer.from([0, 0, 0, 0x20]), ascii('ftypM4A '), Buffer.alloc(4)]),
  webm: Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]),
    ascii('webm'),
  ]),
  /** An MP3 without an ID3 tag: straight away an MPEG-1 layer III frame header. */
  mp3Frame: Buffer.from([0xff, 0xfb, 0x90, 0x64, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]),
} as const;

export const withFiller = (head: Buffer, bytes = 600) => Buffer.concat([head, randomBytes(bytes)]);

export interface MediaSample {
  title: string;
  type: string;
  content: Buffer;
  kind: MediaKind;
  extension: string;
  contentType: string;
}

/** One sample of every accepted format (the repository's demo files where there is one). */
export async function mediaSamples(): Promise<MediaSample[]> {
  const sample = (
    title: string,
    type: string,
    content: Buffer,
    kind: MediaKind,
    extension: string,
    contentType = type,
  ): MediaSample => ({ title, type, content, kind, extension, contentType });
  return [
    sample('PNG', 'image/png', await demoMedia('sun.png'), 'picture', 'png'),
    sample('JPEG', 'image/jpeg', withFiller(HEADERS.jpeg), 'picture', 'jpg'),
    sample('WebP', 'image/webp', withFiller(HEADERS.webp), 'picture', 'webp'),
    sample('MP3 (ID3)', 'audio/mpeg', await demoMedia('marhaban.mp3'), 'audio', 'mp3'),
    sample(
      'MP3 as audio/mp3',
      'audio/mp3',
      withFiller(HEADERS.mp3Frame),
      'audio',
      'mp3',
      'audio/mpeg',
    ),
    sample('OGG', 'audio/ogg', await demoMedia('marhaban.ogg'), 'audio', 'ogg'),
    sample('WAV', 'audio/wav', withFiller(HEADERS.wav), 'audio', 'wav'),
    sample(
      'WAV as audio/x-wav',
      'audio/x-wav',
      withFiller(HEADERS.wav),
      'audio',
      'wav',
      'audio/wav',
    ),
    sample('M4A', 'audio/x-m4a', withFiller(HEADERS.m4a), 'audio', 'm4a', 'audio/mp4'),
    sample('MP4', 'video/mp4', await demoMedia('sky.mp4'), 'video', 'mp4'),
    sample('WebM', 'video/webm', withFiller(HEADERS.webm), 'video', 'webm'),
  ];
}

/** Uploads through `path` (the curriculum upload or the S3 one) as `token`. */
export function uploadTo(
  t: TestApp,
  token: string | null,
  parts: Part[],
  path: string = `${USERS_PATHS.uploadFile}?purpose=curriculum`,
) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: usersUrl(path),
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

export const fileOf = (content: Buffer, type: string, filename = 'media.bin'): Part => ({
  name: 'file',
  filename,
  type,
  content,
});
