import type { FeatureTexts } from '../../i18n/i18n';
import en from './texts/en.json';

/** The plans and packages screen's texts (English in this chunk, Arabic loaded when shown). */
export const texts: FeatureTexts = {
  key: 'packages',
  en,
  ar: () => import('./texts/ar.json'),
};
