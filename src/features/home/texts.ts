import type { FeatureTexts } from '../../i18n/i18n';
import en from './texts/en.json';

/**
 * The texts of the dashboard's sections loaded on demand (HAD's platform, a customer
 * organisation's classes' progress): English in this chunk, Arabic loaded when shown.
 */
export const texts: FeatureTexts = {
  key: 'platformHome',
  en,
  ar: () => import('./texts/ar.json'),
};
