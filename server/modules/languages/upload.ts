import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  parseTranslationsText,
  TRANSLATION_FILE_MESSAGES,
  type TranslationTree,
} from '../../../contract/app-language-translations';
import { TRANSLATIONS_FILE, TRANSLATIONS_FILE_FIELD } from '../../../contract/app-languages';
import { ERROR_CODES } from '../../../contract/wire';
import { badRequest, HttpError } from '../../platform/errors';
import { CLOSING, FILE_PART_MESSAGES, filePartOf } from '../../platform/multipart';

/** Multipart framing around the file: boundaries, part headers, the file name. */
const MULTIPART_OVERHEAD = 64 * 1024;

const fileError = (message: string) => badRequest(message, { [TRANSLATIONS_FILE_FIELD]: message });
const tooLarge = () =>
  new HttpError(
    413,
    ERROR_CODES.tooLarge,
    TRANSLATION_FILE_MESSAGES.tooLarge,
    { [TRANSLATIONS_FILE_FIELD]: TRANSLATION_FILE_MESSAGES.tooLarge },
    CLOSING,
  );

/** @fastify/multipart in the calling plugin's scope only, holding one file of 2 MB at most. */
export async function registerTranslationsMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: TRANSLATIONS_FILE.maxBytes, files: 1, fields: 10, parts: 11 },
  });
}

/**
 * The uploaded translations file, checked (contract/app-language-translations.ts): 413 over
 * 2 MB, 400 on the `file` field for an empty file, text that is not UTF-8, JSON that does not
 * parse (with its line and column) and anything but an object of strings.
 */
export async function readTranslationsFile(
  request: FastifyRequest,
): Promise<{ tree: TranslationTree; flat: Record<string, string> }> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > TRANSLATIONS_FILE.maxBytes + MULTIPART_OVERHEAD) throw tooLarge();
  const part = await filePartOf(request);
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  // The parser stops at fileSize and marks the stream truncated.
  if (part.file.truncated) throw tooLarge();
  const data = Buffer.concat(chunks);
  if (data.length === 0) throw fileError(FILE_PART_MESSAGES.empty);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw fileError(TRANSLATION_FILE_MESSAGES.notUtf8);
  }
  const checked = parseTranslationsText(text);
  if (!checked.ok) throw fileError(checked.message);
  return { tree: checked.tree, flat: checked.flat };
}
