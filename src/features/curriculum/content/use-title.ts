import { useTranslation } from 'react-i18next';

interface Titled {
  titleEn: string;
  titleAr: string;
}

/** The page language's title, falling back to the other one. */
export function useTitle() {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  return (item: Titled) =>
    (arabic ? item.titleAr || item.titleEn : item.titleEn || item.titleAr).trim();
}
