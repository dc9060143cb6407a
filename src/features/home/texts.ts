import type { FeatureTexts } from '../../i18n/i18n';
import en from './texts/en.json';

/** HAD's dashboard texts (English in this chunk, Arabic loaded when shown). */
export const texts: FeatureTexts = {
  key: 'platformHome',
  en,
  ar: () => import('./texts/ar.json'),
};
