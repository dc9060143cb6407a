import type { FeatureTexts } from '../../i18n/i18n';
import contentEn from './content/texts/en.json';
import previewEn from './elements/preview/texts/en.json';
import elementsEn from './elements/texts/en.json';
import en from './texts/en.json';

/**
 * The curriculum screens' texts: the topics screen's (`curriculum.*`), the content screen's
 * (`curriculumContent.*`), the element editors' (`elements.*`) and the learner's preview
 * (`elementPreview.*`), one pair of files each so the parts grow apart. English in this chunk,
 * Arabic loaded when shown.
 */
export const texts: FeatureTexts = {
  key: 'curriculum',
  en: { ...en, ...contentEn, ...elementsEn, ...previewEn },
  ar: async () => {
    const [ar, contentAr, elementsAr, previewAr] = await Promise.all([
      import('./texts/ar.json'),
      import('./content/texts/ar.json'),
      import('./elements/texts/ar.json'),
      import('./elements/preview/texts/ar.json'),
    ]);
    return {
      default: {
        ...ar.default,
        ...contentAr.default,
        ...elementsAr.default,
        ...previewAr.default,
      },
    };
  },
};
