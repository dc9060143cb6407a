import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { MAX_PAGE_SIZE } from '../../../contract/constants';
import { REPORT_DEFAULT_DAYS } from '../../../contract/report-constants';
import type { AchievementReport } from '../../../contract/reports';
import { css } from '../../../styled-system/css';
import { useClassRooms } from '../../api/classes';
import { useAchievementReport } from '../../api/reports';
import { formatDay } from '../../i18n/format-date';
import { LoadFailure } from '../../ui/load-failure';
import { Spinner } from '../../ui/spinner';
import { ClassesProgressTable, type ClassProgressRow } from './classes-progress-table';

const section = css({ display: 'flex', flexDirection: 'column', gap: '3', minInlineSize: '0' });
const heading = css({ fontSize: 'xl', fontWeight: 'semibold' });
const note = css({ color: 'gray.600' });
const link = css({
  color: 'brand.700',
  textDecoration: 'underline',
  _hover: { color: 'brand.900' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

export interface ClassesProgressProps {
  /** The activity figures are read (the caller reads reports); otherwise the classes only. */
  withFigures: boolean;
  /** The empty state offers to create a class (the caller manages classes). */
  canCreate: boolean;
  classPath: (id: string) => string;
  classesPath: string;
  /** Where "Create a class" leads: the classes page with its new-class form open. */
  createClassPath: string;
}

/** The live classes (the first page of 100, by name) with their last 30 days' activity. */
const LIST = { pageNumber: 1, pageSize: MAX_PAGE_SIZE, archived: false } as const;

/**
 * The active organisation's classes' progress on the dashboard: per class its students, the
 * learners active in the report's days (the service's last 30), attempts and average score, read
 * from the class list and the achievement report the console already asks for. The class list
 * is the caller's (a teacher's own classes), so a class of the report outside it is not shown.
 */
export function ClassesProgress(props: ClassesProgressProps) {
  const { t } = useTranslation();
  const classes = useClassRooms(LIST);
  const report = useAchievementReport({}, props.withFigures);
  const failed = classes.isError ? classes : report.isError ? report : null;
  let body: ReactNode;
  if (classes.isPending || (props.withFigures && report.isPending)) {
    body = <Spinner label={t('homeClasses.loading')} />;
  } else if (failed) {
    body = (
      <LoadFailure
        error={failed.error}
        onRetry={failed.refetch}
        retryLabel={t('homeClasses.retry')}
        testId="home-classes-error"
      />
    );
  } else if (!classes.data || classes.data.result.length === 0) {
    body = (
      <p className={note} data-testid="home-classes-empty">
        {t('homeClasses.empty')}{' '}
        {props.canCreate && (
          <Link to={props.createClassPath} className={link}>
            {t('homeClasses.create')}
          </Link>
        )}
      </p>
    );
  } else {
    body = (
      <Figures
        {...props}
        classes={classes.data.result}
        total={classes.data.pagination.total}
        report={props.withFigures ? report.data : undefined}
      />
    );
  }
  return (
    <section className={section} aria-labelledby="home-classes-title" data-testid="home-classes">
      <h2 id="home-classes-title" className={heading}>
        {t('homeClasses.title')}
      </h2>
      {body}
    </section>
  );
}

function Figures({
  classes,
  total,
  report,
  classPath,
  classesPath,
}: ClassesProgressProps & {
  classes: readonly ClassRoom[];
  total: number;
  report: AchievementReport | undefined;
}) {
  const { t, i18n } = useTranslation();
  const byClass = new Map(report?.byClass.map((row) => [row.classRoomId, row]));
  const rows: ClassProgressRow[] = classes.map((classRoom) => {
    const figures = byClass.get(classRoom.id);
    return {
      id: classRoom.id,
      name: classRoom.name,
      teacherName: classRoom.teacherName,
      students: classRoom.studentsCount,
      active: figures?.learners ?? 0,
      attempts: figures?.attempts ?? 0,
      averageScore: figures?.averageScore ?? null,
    };
  });
  return (
    <>
      <p className={note} data-testid="home-classes-period">
        {report
          ? t('homeClasses.period', {
              from: formatDay(report.from, i18n.language),
              to: formatDay(report.to, i18n.language),
              days: REPORT_DEFAULT_DAYS,
            })
          : t('homeClasses.noFigures')}
      </p>
      <ClassesProgressTable rows={rows} withFigures={Boolean(report)} classPath={classPath} />
      {total > classes.length && (
        <p className={note}>
          {t('homeClasses.more', { shown: classes.length, total })}{' '}
          <Link to={classesPath} className={link}>
            {t('homeClasses.allClasses')}
          </Link>
        </p>
      )}
    </>
  );
}
