import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GivenActivity } from '../../../contract/assignments';
import { formatDate, formatMoment } from '../../i18n/format-date';
import { exportMoment, type ExportColumn } from '../../ui/export/columns';

type Titled = { titleEn: string; titleAr: string };

/** A title in the page's language, the other one when that one is blank. */
export const titleIn = (item: Titled, language: string) =>
  (language === 'ar' ? item.titleAr || item.titleEn : item.titleEn || item.titleAr) || '—';

export function useGivenFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return {
    title: (item: Titled) => titleIn(item, language),
    topic: (item: GivenActivity) =>
      item.levelId
        ? titleIn({ titleEn: item.levelTitleEn ?? '', titleAr: item.levelTitleAr ?? '' }, language)
        : t('given.noTopic'),
    percent: (value: number | null) => (value === null ? '—' : t('given.percent', { value })),
    day: (iso: string | null) => (iso ? formatDate(iso, language) : '—'),
    moment: (iso: string | null) => (iso ? formatMoment(iso, language) : '—'),
  };
}

export type GivenFormat = ReturnType<typeof useGivenFormat>;

/** The list's export: scores stay numbers (percent, one decimal). */
export const listColumns = (t: TFunction, format: GivenFormat): ExportColumn<GivenActivity>[] => [
  { header: t('given.columns.title'), value: (row) => format.title(row) },
  { header: t('given.columns.topic'), value: (row) => format.topic(row) },
  {
    header: t('given.columns.classes'),
    value: (row) => row.classRooms.map((c) => c.name).join(', '),
  },
  { header: t('given.columns.elements'), value: (row) => row.elements },
  { header: t('given.columns.submissions'), value: (row) => row.submittedBy },
  { header: `${t('given.columns.average')} (%)`, value: (row) => row.averageScore },
  { header: t('given.columns.created'), value: (row) => exportMoment(row.createdAt) },
];

/** Date input value (YYYY-MM-DD) from a due date, in the reader's own day. */
export function dayOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A due day is due at its end, in the reader's own time. */
export function dueAtOf(day: string): string | null {
  if (!day) return null;
  return new Date(`${day}T23:59:00`).toISOString();
}
