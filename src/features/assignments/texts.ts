import type { FeatureTexts } from '../../i18n/i18n';
import en from './texts/en.json';

/** Assignments' and knowledge tests' texts (English in this chunk, Arabic loaded when shown). */
export const texts: FeatureTexts = {
  key: 'assignments',
  en,
  ar: () => import('./texts/ar.json'),
};
