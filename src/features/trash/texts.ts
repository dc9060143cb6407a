import type { FeatureTexts } from '../../i18n/i18n';
import en from './texts/en.json';

/** The trash screen's texts (English in this chunk, Arabic loaded when shown). */
export const texts: FeatureTexts = {
  key: 'trash',
  en,
  ar: () => import('./texts/ar.json'),
};
