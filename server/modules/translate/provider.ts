import type { TranslateLanguage } from '../../../contract/translate';
import type { TranslateConfig } from '../../platform/config';

/** Where translations come from; one implementation per kind of provider. */
export interface Translator {
  translate(text: string, source: TranslateLanguage, target: TranslateLanguage): Promise<string>;
}

/** Why a provider call failed: logged for the operator, never shown to the caller. */
export type TranslateFailure = 'unreachable' | 'timeout' | 'status' | 'answer';

export class TranslateFailed extends Error {
  override name = 'TranslateFailed';
  constructor(
    readonly reason: TranslateFailure,
    /** The provider's status, when it answered. */
    readonly status?: number,
  ) {
    super(`translation provider failed: ${reason}${status ? ` (${status})` : ''}`);
  }
}

export interface LibreTranslateOptions {
  /** The provider's base URL, without a trailing slash (`TRANSLATE_URL`). */
  url: string;
  apiKey?: string | undefined;
  timeoutMs: number;
}

function translatedTextOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const text = (body as Record<string, unknown>).translatedText;
  return typeof text === 'string' ? text : undefined;
}

/**
 * A LibreTranslate-compatible API: `POST {url}/translate` with
 * `{ q, source, target, format: 'text', api_key? }` answering `{ translatedText }`.
 */
export function libreTranslate({ url, apiKey, timeoutMs }: LibreTranslateOptions): Translator {
  return {
    async translate(text, source, target) {
      let response: Response;
      try {
        response = await fetch(`${url}/translate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            q: text,
            source,
            target,
            format: 'text',
            ...(apiKey ? { api_key: apiKey } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new TranslateFailed(timedOut ? 'timeout' : 'unreachable');
      }
      let body: unknown;
      try {
        // The timeout's signal also covers reading the body.
        body = await response.json();
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new TranslateFailed('timeout', response.status);
        }
        body = undefined;
      }
      if (!response.ok) throw new TranslateFailed('status', response.status);
      const translated = translatedTextOf(body);
      if (translated === undefined) throw new TranslateFailed('answer', response.status);
      return translated;
    },
  };
}

/** The configured provider, or null when `TRANSLATE_URL` is unset (the route answers 503). */
export function translatorFor(config: TranslateConfig): Translator | null {
  if (!config.url) return null;
  return libreTranslate({ url: config.url, apiKey: config.apiKey, timeoutMs: config.timeoutMs });
}
