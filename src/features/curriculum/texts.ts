import type { FeatureTexts } from '../../i18n/i18n';
import elementsEn from './elements/texts/en.json';
import en from './texts/en.json';

/**
 * The curriculum screens' texts: the screens' own (`curriculum.*`) and the element editors'
 * (`elements.*`), kept in two files each so the editors can grow apart. English in this chunk,
 * Arabic loaded when shown.
 */
export const texts: FeatureTexts = {
  key: 'curriculum',
  en: { ...en, ...elementsEn },
  ar: async () => {
    const [ar, elementsAr] = await Promise.all([
      import('./texts/ar.json'),
      import('./elements/texts/ar.json'),
    ]);
    return { default: { ...ar.default, ...elementsAr.default } };
  },
};
