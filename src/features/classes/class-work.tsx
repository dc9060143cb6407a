import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format-number';
import { LoadFailure } from '../../ui/load-failure';
import { mutedStyle, sectionHeadingStyle, sectionStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { TableStatusBadge, type ToneTable } from '../../ui/status-badge';

/*
 * What the class's units, exams and assignments views share: the section with its loading,
 * failure and empty states, titles in the page's language, and a row's status from how many of
 * the class's students are done.
 */

/** A title in the page's language, the other one when it is missing. */
export function useLocalTitle() {
  const { i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  return (item: { titleEn: string; titleAr: string }) =>
    (arabic ? item.titleAr : item.titleEn) || item.titleEn || item.titleAr;
}

/** Minutes as words in the page's language ("20 minutes", "٢٠ دقيقة" with its plural). */
export function useMinutes() {
  const { i18n } = useTranslation();
  return (minutes: number) =>
    formatNumber(minutes, i18n.language, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'long',
    });
}

export type WorkStatus =
  'notStarted' | 'inProgress' | 'doneByAll' | 'noLessons' | 'open' | 'pastDue';

const TONES: ToneTable<WorkStatus> = {
  notStarted: 'neutral',
  inProgress: 'info',
  doneByAll: 'success',
  noLessons: 'neutral',
  open: 'info',
  pastDue: 'warning',
};

/** Done by every student of the class, by some, or by none yet. */
export const progressStatus = (done: number, students: number): WorkStatus =>
  done === 0 ? 'notStarted' : done >= students ? 'doneByAll' : 'inProgress';

export function WorkStatusBadge({ status }: { status: WorkStatus }) {
  const { t } = useTranslation();
  return (
    <TableStatusBadge status={status} tones={TONES} data-status={status}>
      {t(`classWork.status.${status}`)}
    </TableStatusBadge>
  );
}

/** "87.5%", or a dash before any attempt. */
export function useScore() {
  const { t } = useTranslation();
  return (value: number | null) =>
    value === null ? t('classWork.none') : t('classWork.percent', { value });
}

export interface WorkSectionProps<T> {
  /** `units`, `exams` or `assignments`: the texts' group and the test ids. */
  name: 'units' | 'exams' | 'assignments';
  query: UseQueryResult<T[]>;
  /** Said instead of the empty list when the class follows no topic. */
  noTopic?: boolean;
  children: (rows: T[]) => ReactNode;
}

/** A view's section: its heading, then the spinner, the failure, the empty note or the list. */
export function WorkSection<T>({ name, query, noTopic = false, children }: WorkSectionProps<T>) {
  const { t } = useTranslation();
  const titleId = `class-${name}-title`;
  let body: ReactNode;
  if (noTopic) {
    body = (
      <p className={mutedStyle} data-testid={`class-${name}-no-topic`}>
        {t('classWork.noTopic')}
      </p>
    );
  } else if (query.isPending) {
    body = <Spinner label={t(`classWork.${name}.loading`)} />;
  } else if (query.isError) {
    body = (
      <LoadFailure
        error={query.error}
        onRetry={query.refetch}
        retryLabel={t('classWork.retry')}
        testId={`class-${name}-error`}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <p className={mutedStyle} data-testid={`class-${name}-empty`}>
        {t(`classWork.${name}.empty`)}
      </p>
    );
  } else {
    body = (
      <>
        <p className={mutedStyle}>{t(`classWork.${name}.count`, { count: query.data.length })}</p>
        {children(query.data)}
      </>
    );
  }
  return (
    <section className={sectionStyle} aria-labelledby={titleId} data-testid={`class-${name}`}>
      <h2 id={titleId} className={sectionHeadingStyle}>
        {t(`classWork.${name}.title`)}
      </h2>
      {body}
    </section>
  );
}
