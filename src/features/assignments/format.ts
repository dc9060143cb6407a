import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '../../../contract/assignments';
import { formatDate, formatMoment } from '../../i18n/format-date';
import { exportMoment, type ExportColumn } from '../../ui/export/columns';

type Titled = { titleEn: string; titleAr: string };

/** A title in the page's language, the other one when that one is blank. */
export const titleIn = (item: Titled, language: string) =>
  (language === 'ar' ? item.titleAr || item.titleEn : item.titleEn || item.titleAr) || '—';

export function useAssignmentFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return {
    title: (item: Titled) => titleIn(item, language),
    topic: (item: Assignment) =>
      item.levelId
        ? titleIn({ titleEn: item.levelTitleEn ?? '', titleAr: item.levelTitleAr ?? '' }, language)
        : t('assignments.noTopic'),
    percent: (value: number | null) => (value === null ? '—' : t('assignments.percent', { value })),
    day: (iso: string | null) => (iso ? formatDate(iso, language) : '—'),
    moment: (iso: string | null) => (iso ? formatMoment(iso, language) : '—'),
  };
}

export type AssignmentFormat = ReturnType<typeof useAssignmentFormat>;

/** The list's export: scores stay numbers (percent, one decimal). */
export const listColumns = (t: TFunction, format: AssignmentFormat): ExportColumn<Assignment>[] => [
  { header: t('assignments.columns.title'), value: (row) => format.title(row) },
  { header: t('assignments.columns.topic'), value: (row) => format.topic(row) },
  {
    header: t('assignments.columns.classes'),
    value: (row) => row.classRooms.map((c) => c.name).join(', '),
  },
  { header: t('assignments.columns.elements'), value: (row) => row.elements },
  { header: t('assignments.columns.submissions'), value: (row) => row.submittedBy },
  { header: `${t('assignments.columns.average')} (%)`, value: (row) => row.averageScore },
  { header: t('assignments.columns.created'), value: (row) => exportMoment(row.createdAt) },
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
