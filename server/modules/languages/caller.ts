import type { FastifyRequest } from 'fastify';
import { flattenTranslations } from '../../../contract/app-language-translations';
import { APP_LANGUAGE_MESSAGES } from '../../../contract/app-languages';
import { HAD_ORG_NAME } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/access';
import { forbidden, notFound } from '../../platform/errors';
import { scopeOf } from '../../platform/tenant';
import { presentLanguage } from './present';
import {
  findDefault,
  findLanguage,
  listLanguages,
  lockLanguages,
  type AppLanguageRow,
} from './store';

/** The languages are the platform's: HAD writes them, whatever a member's grants elsewhere. */
export function hadScope(request: FastifyRequest) {
  const auth = requireAuth(request);
  if (auth.organizationName !== HAD_ORG_NAME) throw forbidden(APP_LANGUAGE_MESSAGES.hadOnly);
  return scopeOf(auth);
}

/** Reading needs r Configurations only (declared by the route), in any organisation. */
export const readScope = (request: FastifyRequest) => scopeOf(requireAuth(request));

/** The default language's texts, flattened: what every other language is compared with. */
export async function defaultTexts(tx: Db): Promise<Record<string, string>> {
  return flattenTranslations((await findDefault(tx))?.translations);
}

/** A language just written, as the wire shows it. */
export async function presentOne(tx: Db, id: string) {
  const row = await findLanguage(tx, id);
  if (!row) throw new Error(`app language ${id} just written is not found`);
  return presentLanguage(row, await defaultTexts(tx));
}

/** `{ appLanguages }` by position, each with its counts against the default. */
export async function overview(tx: Db) {
  const rows = await listLanguages(tx);
  const defaults = flattenTranslations(rows.find((row) => row.isDefault)?.translations);
  return { appLanguages: rows.map((row) => presentLanguage(row, defaults)) };
}

/** Locked, then found (404 otherwise): every write to one language starts here. */
export async function lockedLanguage(tx: Db, id: string): Promise<AppLanguageRow> {
  await lockLanguages(tx);
  const row = await findLanguage(tx, id);
  if (!row) throw notFound();
  return row;
}
