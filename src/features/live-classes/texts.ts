import type { FeatureTexts } from '../../i18n/i18n';
import bulkEn from './bulk/texts/en.json';
import managerEn from './manager/texts/en.json';
import mineEn from './my-classes/texts/en.json';
import sharedEn from './shared/texts/en.json';

/**
 * The live-class screens' texts: what both screens share (`liveClasses.*`: statuses, the class
 * form, actions), the managers' screen (`liveClassesManager.*`), the teachers' screen
 * (`myLiveClasses.*`) and the bulk upload (`liveClassesBulk.*`), one pair of files each.
 * English in this chunk, Arabic loaded when shown.
 */
export const texts: FeatureTexts = {
  key: 'liveClasses',
  en: { ...sharedEn, ...managerEn, ...mineEn, ...bulkEn },
  ar: async () => {
    const [shared, manager, mine, bulk] = await Promise.all([
      import('./shared/texts/ar.json'),
      import('./manager/texts/ar.json'),
      import('./my-classes/texts/ar.json'),
      import('./bulk/texts/ar.json'),
    ]);
    return {
      default: { ...shared.default, ...manager.default, ...mine.default, ...bulk.default },
    };
  },
};
