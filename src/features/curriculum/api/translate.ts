import { useMutation } from '@tanstack/react-query';
import { USERS_PATHS } from '../../../../contract/paths';
import { translationSchema, type TranslateQuery } from '../../../../contract/translate';
import { envelope } from '../../../../contract/wire';
import { parsingFailure, send } from '../../../api/api-failure';
import { usersApi } from '../../../api/http';

const answerSchema = envelope(translationSchema);

/**
 * A text translated by the service's provider (English and Arabic). Rejects with an ApiFailure:
 * 400 with field errors, 403, 502 (the provider failed) or 503 (no provider configured), each
 * with the service's message; an answer without the text is a parsing failure.
 */
export async function translateText({
  text,
  sourceLanguage,
  targetLanguage,
}: TranslateQuery): Promise<string> {
  const body = await send<unknown>(
    usersApi.get(USERS_PATHS.translate, {
      searchParams: { sourceLanguage, targetLanguage, text },
    }),
  );
  const answer = answerSchema.safeParse(body);
  // send() resolves only for 2xx answers.
  if (!answer.success) throw parsingFailure(200);
  return answer.data.data.text;
}

/** Nothing is stored, so nothing to invalidate; the caller puts the text where it belongs. */
export function useTranslateText() {
  return useMutation({ mutationFn: translateText });
}
