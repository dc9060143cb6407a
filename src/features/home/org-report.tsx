import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrgReport as Report } from '../../../contract/organizations';
import { css } from '../../../styled-system/css';
import { ApiFailure } from '../../api/api-failure';
import { useOrgReport } from '../../api/organizations';
import { formatDay } from '../../i18n/format-date';
import { useFormatNumber } from '../../i18n/format-number';
import { LoadFailure } from '../../ui/load-failure';
import { Spinner } from '../../ui/spinner';
import { SeatsChart } from './seats-chart';

const section = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const heading = css({ fontSize: 'xl', fontWeight: 'semibold' });
const cards = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: '4',
});
const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  padding: '4',
  bg: 'white',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
});
const cardTitle = css({ fontSize: 'sm', color: 'gray.600', fontWeight: 'medium' });
const big = css({ fontSize: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const list = css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '1', fontSize: 'sm' });
const note = css({ color: 'gray.600' });

function Card({
  id,
  title,
  headline,
  rows,
}: {
  id: string;
  title: string;
  headline: ReactNode;
  rows: [string, ReactNode][];
}) {
  return (
    <article className={card} data-testid={`report-card-${id}`} aria-labelledby={`report-${id}`}>
      <h3 id={`report-${id}`} className={cardTitle}>
        {title}
      </h3>
      <p className={big}>{headline}</p>
      <dl className={list}>
        {rows.map(([term, detail]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

function ReportCards({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDay(iso, i18n.language);
  const n = useFormatNumber();
  const { classRoom, teachers, students, contract } = report;
  const of = (used: number, limit: number) => t('home.report.usedOf', { used, limit });
  return (
    <div className={cards}>
      <Card
        id="classrooms"
        title={t('home.report.classrooms')}
        headline={of(classRoom.createdClassrooms, classRoom.totalClassRooms)}
        rows={[
          [t('home.report.remaining'), n(classRoom.remainingClassrooms)],
          [t('home.report.archived'), n(classRoom.archivedClassrooms)],
        ]}
      />
      <Card
        id="teachers"
        title={t('home.report.teachers')}
        headline={of(teachers.joinedTeachers, teachers.totalTeachers)}
        rows={[
          [t('home.report.available'), n(teachers.availableTeachers)],
          [t('home.report.inClasses'), n(teachers.joinedteachersToClassRooms)],
          [t('home.report.notInClasses'), n(teachers.unJoinedTeachersToClassRooms)],
        ]}
      />
      <Card
        id="students"
        title={t('home.report.students')}
        headline={of(students.joinedStudents, students.totalStudents)}
        rows={[
          [t('home.report.available'), n(students.availableStudents)],
          [t('home.report.inClasses'), n(students.joinedstudentsToClassRooms)],
          [t('home.report.notInClasses'), n(students.unJoinedStudentsToClassRooms)],
        ]}
      />
      <Card
        id="contract"
        title={t('home.report.contract')}
        headline={`${day(contract.startsAt)} – ${day(contract.endsAt)}`}
        rows={[
          [t('home.report.startsAt'), day(contract.startsAt)],
          [t('home.report.endsAt'), day(contract.endsAt)],
          [t('home.report.curriculum'), contract.curriculum ?? t('home.report.none')],
          [t('home.report.status'), t(`home.report.statuses.${contract.status}`)],
          [t('home.report.file'), contract.fileName ?? contract.file ?? t('home.report.none')],
        ]}
      />
      <Card
        id="remaining"
        title={t('home.report.timeLeft')}
        headline={t('home.report.days', { days: report.daysRemaining })}
        rows={[
          [t('home.report.daysRemaining'), n(report.daysRemaining)],
          [t('home.report.weeksRemaining'), n(report.weeksRemaining)],
        ]}
      />
    </div>
  );
}

export interface OrgReportSectionProps {
  organizationId: string;
  /** A named organisation's (its page, for a HAD caller) rather than the active one's. */
  named?: boolean;
}

/** An organisation's report (orgReport): cards and the seats chart. */
export function OrgReportSection({ organizationId, named = false }: OrgReportSectionProps) {
  const { t } = useTranslation();
  const report = useOrgReport(organizationId, named);
  let body: ReactNode;
  if (report.isPending) {
    body = <Spinner label={t('home.report.loading')} />;
  } else if (report.isError) {
    // No report for this organisation (none kept for it) is the empty state, not a failure.
    body =
      report.error instanceof ApiFailure && report.error.status === 404 ? (
        <p className={note} data-testid="report-empty">
          {t('home.report.empty')}
        </p>
      ) : (
        <LoadFailure
          error={report.error}
          onRetry={report.refetch}
          retryLabel={t('home.report.retry')}
          testId="report-error"
        />
      );
  } else {
    body = (
      <>
        <ReportCards report={report.data} />
        <SeatsChart report={report.data} />
      </>
    );
  }
  return (
    <section className={section} aria-labelledby="report-title" data-testid="org-report">
      <h2 id="report-title" className={heading}>
        {t('home.report.title')}
      </h2>
      {body}
    </section>
  );
}
