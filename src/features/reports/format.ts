import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format-number';

/** A score (percent, one decimal) as the page's language writes a percentage; "—" for none. */
export function formatScore(value: number | null, language: string, none: string): string {
  if (value === null) return none;
  return formatNumber(value / 100, language, { style: 'percent', maximumFractionDigits: 1 });
}

/** The report's figures in the page's language: counts grouped, scores as percentages. */
export function useReportFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return {
    count: (value: number) => formatNumber(value, language),
    score: (value: number | null) => formatScore(value, language, t('reports.noScore')),
    /** A topic's title in the page's language, else the other one; work of no topic named so. */
    topic: (row: { levelId: string | null; titleEn: string; titleAr: string }) => {
      if (row.levelId === null) return t('reports.noTopic');
      return language === 'ar' ? row.titleAr || row.titleEn : row.titleEn || row.titleAr;
    },
    classRoom: (row: { classRoomId: string | null; name: string }) =>
      row.classRoomId === null ? t('reports.noClass') : row.name,
  };
}
