import type { FeatureTexts } from '../../i18n/i18n';
import en from './texts/en.json';

/** Texts of the teacher profile review and the wizard (English in this chunk, Arabic when shown). */
export const texts: FeatureTexts = {
  key: 'teachers',
  en,
  ar: () => import('./texts/ar.json'),
};
