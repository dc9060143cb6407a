import type { FeatureTexts } from '../../../src/i18n/i18n';

/** Every feature's texts (src/features/<area>/texts.ts), found by file name. */
export const FEATURE_TEXTS: FeatureTexts[] = Object.values(
  import.meta.glob<{ texts: FeatureTexts }>('../../../src/features/*/texts.ts', { eager: true }),
).map((module) => module.texts);
