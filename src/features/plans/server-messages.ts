import { PLAN_MESSAGES } from '../../../contract/plan-constants';

const NAMES = new Map<string, string>(
  Object.entries(PLAN_MESSAGES).map(([name, text]) => [text, name]),
);

/**
 * A message of the packages service as this feature's i18n key (so it reads in the page's
 * language); any other text is handed back as it is, for the shared translations to try.
 */
export function packageMessage(text: string): string {
  const name = NAMES.get(text);
  return name ? `packages.server.${name}` : text;
}

/** A failure's field errors keyed by their first segment (`levelIds.0` is `levelIds`). */
export function fieldErrorsOf(
  fieldErrors: Record<string, string> | undefined,
): [field: string, message: string][] {
  return Object.entries(fieldErrors ?? {}).map(([path, text]) => [
    path.split('.')[0] ?? path,
    packageMessage(text),
  ]);
}
