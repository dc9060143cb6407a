import { useTranslation } from 'react-i18next';
import type { LiveClass } from '../../../../contract/live-classes';
import { useLiveClassLookups } from '../../../api/live-classes';

/** A class's level: its free name, else its curriculum topic's title in the page's language. */
export function useLevelTitle(): (liveClass: LiveClass) => string | null {
  const { i18n } = useTranslation();
  const lookups = useLiveClassLookups();
  const arabic = i18n.language === 'ar';
  return (liveClass) => {
    if (liveClass.level) return liveClass.level;
    const topic = lookups.data?.levels.find((option) => option.id === liveClass.levelId);
    if (!topic) return null;
    return (arabic ? topic.titleAr : topic.titleEn) || topic.titleEn || topic.titleAr;
  };
}
