import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../contract/constants';
import { TRANSLATE_MESSAGES } from '../../contract/translate';
import { ApiFailure } from '../../src/api/api-failure';
import { createQueryClient } from '../../src/api/query-client';
import { translateText, useTranslateText } from '../../src/features/curriculum/api/translate';
import { routeFetch } from './support/fetch-routes';
import { json } from './support/render';

const ROUTE = 'GET /api/users/v1/general/translate';

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (caught: unknown) => caught,
  );
  if (error instanceof ApiFailure) return error;
  throw error;
}

describe('translateText', () => {
  it('asks the users service with the three query parameters and returns the text', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const { calls } = routeFetch({ [ROUTE]: () => json({ data: { text: 'صباح الخير' } }) });
    const text = await translateText({
      text: 'good morning & more?',
      sourceLanguage: 'en',
      targetLanguage: 'ar',
    });
    expect(text).toBe('صباح الخير');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/users/v1/general/translate');
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({
      sourceLanguage: 'en',
      targetLanguage: 'ar',
      text: 'good morning & more?',
    });
    expect(calls[0]?.authorization).toBe('Bearer token-1');
  });

  it('passes the service message of a 503 (no provider) on', async () => {
    routeFetch({
      [ROUTE]: () =>
        json({ message: TRANSLATE_MESSAGES.notConfigured, code: 'SERVICE_UNAVAILABLE' }, 503),
    });
    const failure = await failureOf(
      translateText({ text: 'hello', sourceLanguage: 'en', targetLanguage: 'ar' }),
    );
    expect(failure.status).toBe(503);
    expect(failure.message).toBe(TRANSLATE_MESSAGES.notConfigured);
  });

  it('keeps the field errors of a 400', async () => {
    routeFetch({
      [ROUTE]: () =>
        json(
          {
            message: 'Some fields are not valid.',
            code: 'BAD_REQUEST',
            fieldErrors: { text: TRANSLATE_MESSAGES.textTooLong },
          },
          400,
        ),
    });
    const failure = await failureOf(
      translateText({ text: 'x', sourceLanguage: 'en', targetLanguage: 'ar' }),
    );
    expect(failure.status).toBe(400);
    expect(failure.fieldErrors).toEqual({ text: TRANSLATE_MESSAGES.textTooLong });
  });

  it('treats an answer without the text as a parsing failure', async () => {
    routeFetch({ [ROUTE]: () => json({ data: { translatedText: 'hi' } }) });
    const failure = await failureOf(
      translateText({ text: 'مرحبا', sourceLanguage: 'ar', targetLanguage: 'en' }),
    );
    expect(failure.status).toBe('PARSING_ERROR');
  });
});

describe('useTranslateText', () => {
  it('runs the call as a mutation', async () => {
    routeFetch({ [ROUTE]: (call) => json({ data: { text: `[${call.query.get('text')}]` } }) });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useTranslateText(), { wrapper });
    let translated = '';
    await act(async () => {
      translated = await result.current.mutateAsync({
        text: 'كتاب',
        sourceLanguage: 'ar',
        targetLanguage: 'en',
      });
    });
    expect(translated).toBe('[كتاب]');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });
});
