import type { FeatureTexts } from '../../i18n/i18n';
import en from './texts/en.json';

/** The stories screens' texts (English in this chunk, Arabic loaded when shown). */
export const texts: FeatureTexts = {
  key: 'stories',
  en,
  ar: () => import('./texts/ar.json'),
};
