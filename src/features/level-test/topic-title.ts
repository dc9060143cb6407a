import { useTranslation } from 'react-i18next';

interface Titled {
  titleEn: string;
  titleAr: string;
}

/** A topic's title in the page's language, else the other one. */
export function useTopicTitle() {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  return ({ titleEn, titleAr }: Titled) => (arabic ? titleAr || titleEn : titleEn || titleAr);
}
