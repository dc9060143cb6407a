import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeacherReport, type TeacherReportRow } from './api/teacher-report';
import { formatMoment } from '../../i18n/format-date';
import { ExportButton } from '../../ui/export/export-button';
import { onePage } from '../../ui/export/use-list-export';
import { LoadFailure } from '../../ui/load-failure';
import {
  mutedStyle,
  sectionHeadStyle,
  sectionHeadingStyle,
  sectionStyle,
} from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { ChartFigure } from './chart-figure';
import { teacherColumns } from './export-columns';
import { FiguresTable, type FiguresColumn } from './figures-table';
import { useReportFormat } from './format';

// The chart library comes with the chart, not with the screen.
const TeacherChart = lazy(async () => ({
  default: (await import('./report-charts')).TeacherChart,
}));

const fullName = (row: TeacherReportRow) => `${row.firstName} ${row.lastName}`.trim();

/** The teachers' report: classes and students per teacher as a chart and a table, exportable. */
export function TeachersSection() {
  const { t } = useTranslation();
  const report = useTeacherReport();
  const rows = report.data ?? [];
  return (
    <section
      className={sectionStyle}
      aria-labelledby="reports-teachers"
      data-testid="reports-teachers"
    >
      <div className={sectionHeadStyle}>
        <h2 id="reports-teachers" className={sectionHeadingStyle}>
          {t('reports.teachers.title')}
        </h2>
        <ExportButton
          testId="reports-teachers-export"
          fileName="report-teachers"
          sheetName={t('reports.teachers.title')}
          columns={teacherColumns(t)}
          fetchPage={() => Promise.resolve(onePage(rows))}
          disabled={rows.length === 0}
        />
      </div>
      <p className={mutedStyle}>{t('reports.teachers.intro')}</p>
      {report.isPending ? (
        <Spinner label={t('reports.teachers.loading')} />
      ) : report.isError ? (
        <LoadFailure
          error={report.error}
          onRetry={report.refetch}
          retryLabel={t('reports.teachers.retry')}
          testId="reports-teachers-error"
        />
      ) : rows.length === 0 ? (
        <p className={mutedStyle} data-testid="reports-teachers-empty">
          {t('reports.teachers.empty')}
        </p>
      ) : (
        <TeachersFigures rows={rows} />
      )}
    </section>
  );
}

function TeachersFigures({ rows }: { rows: readonly TeacherReportRow[] }) {
  const { t, i18n } = useTranslation();
  const format = useReportFormat();
  const caption = t('reports.teachers.caption');
  const columns: FiguresColumn<TeacherReportRow>[] = [
    { label: t('reports.teachers.name'), cell: fullName },
    { label: t('reports.teachers.email'), cell: (row) => row.email },
    {
      label: t('reports.teachers.classes'),
      cell: (row) => format.count(row.classesCount),
      numeric: true,
    },
    {
      label: t('reports.teachers.students'),
      cell: (row) => format.count(row.studentsCount),
      numeric: true,
    },
    {
      label: t('reports.teachers.lastSignIn'),
      cell: (row) =>
        row.lastSignInAt
          ? formatMoment(row.lastSignInAt, i18n.language)
          : t('reports.teachers.never'),
    },
  ];
  return (
    <ChartFigure
      testId="reports-teachers-figure"
      caption={caption}
      chart={
        <TeacherChart
          rows={rows.map((row) => ({ ...row, name: fullName(row) }))}
          format={format}
          labels={{
            classes: t('reports.teachers.classes'),
            students: t('reports.teachers.students'),
            caption,
          }}
        />
      }
      // The figures are the report's table: shown at once, not behind "Show the figures".
      open
      table={
        <FiguresTable
          testId="reports-teachers-table"
          rows={rows}
          rowKey={(row) => row.id}
          columns={columns}
        />
      }
    />
  );
}
