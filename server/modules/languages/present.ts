import {
  diffTranslations,
  flattenTranslations,
  type TranslationsDiff,
} from '../../../contract/app-language-translations';
import type { AppLanguage, AppLanguageDetail } from '../../../contract/app-languages';
import type { AppLanguageRow } from './store';

/** The wire shape of a language; `defaults` are the default language's flattened texts. */
export function presentLanguage(
  row: AppLanguageRow,
  defaults: Record<string, string>,
): AppLanguage {
  const flat = flattenTranslations(row.translations);
  const missingCount = row.isDefault
    ? 0
    : Object.keys(defaults).filter((key) => !Object.hasOwn(flat, key)).length;
  return {
    id: row.id,
    code: row.code,
    nameEn: row.nameEn,
    nameNative: row.nameNative,
    direction: row.direction,
    position: row.position,
    isDefault: row.isDefault,
    keyCount: Object.keys(flat).length,
    missingCount,
    translationsUpdatedAt: row.translationsUpdatedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const NO_DIFF: TranslationsDiff = { missing: [], extra: [], placeholderMismatches: [] };

export function presentDetail(
  row: AppLanguageRow,
  defaults: Record<string, string>,
): AppLanguageDetail {
  const diff = row.isDefault
    ? NO_DIFF
    : diffTranslations(defaults, flattenTranslations(row.translations));
  return {
    ...presentLanguage(row, defaults),
    translations: (row.translations ?? {}) as Record<string, unknown>,
    diff,
  };
}
