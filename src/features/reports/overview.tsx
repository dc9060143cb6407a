import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { AchievementReport } from '../../../contract/reports';
import { formatDay } from '../../i18n/format-date';
import { ExportButton } from '../../ui/export/export-button';
import { onePage } from '../../ui/export/use-list-export';
import { TableScroller } from '../../ui/table';
import { ChartFigure } from './chart-figure';
import { classColumns, topicColumns } from './export-columns';
import { FiguresTable, type FiguresColumn } from './figures-table';
import { useReportFormat } from './format';
import { sectionHeadStyle, sectionHeadingStyle, sectionStyle } from '../../ui/page-styles';
import { SummaryCards } from './summary-cards';

// The chart library comes with the first chart shown, not with the screen.
const TopicChart = lazy(async () => ({ default: (await import('./report-charts')).TopicChart }));
const DayChart = lazy(async () => ({ default: (await import('./report-charts')).DayChart }));

type Figures = { learners: number; attempts: number; averageScore: number | null };

/** The totals, the charts by topic and by day, and the table by class, of one report. */
export function Overview({ report }: { report: AchievementReport }) {
  return (
    <>
      <SummaryCards totals={report.totals} />
      <TopicSection rows={report.byLevel} />
      <DaySection rows={report.byDay} />
      <ClassSection rows={report.byClass} />
    </>
  );
}

function useFigureColumns<R extends Figures>(): FiguresColumn<R>[] {
  const { t } = useTranslation();
  const format = useReportFormat();
  return [
    { label: t('reports.learners'), cell: (row) => format.count(row.learners), numeric: true },
    { label: t('reports.attempts'), cell: (row) => format.count(row.attempts), numeric: true },
    {
      label: t('reports.averageScore'),
      cell: (row) => format.score(row.averageScore),
      numeric: true,
    },
  ];
}

function TopicSection({ rows }: { rows: AchievementReport['byLevel'] }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const figures = useFigureColumns<AchievementReport['byLevel'][number]>();
  const caption = t('reports.byLevelCaption');
  return (
    <section className={sectionStyle} aria-labelledby="reports-by-topic">
      <div className={sectionHeadStyle}>
        <h2 id="reports-by-topic" className={sectionHeadingStyle}>
          {t('reports.byLevel')}
        </h2>
        <ExportButton
          testId="reports-topics-export"
          fileName="report-topics"
          sheetName={t('reports.byLevel')}
          columns={topicColumns(t, format)}
          fetchPage={() => Promise.resolve(onePage(rows))}
        />
      </div>
      <ChartFigure
        testId="reports-topic-figure"
        caption={caption}
        chart={
          <TopicChart
            label={t('reports.averageScore')}
            format={format}
            rows={rows.map((row) => ({ name: format.topic(row), averageScore: row.averageScore }))}
          />
        }
        table={
          <FiguresTable
            testId="reports-topic-table"
            rows={rows}
            rowKey={(row) => row.levelId ?? 'none'}
            columns={[{ label: t('reports.topic'), cell: format.topic }, ...figures]}
          />
        }
      />
    </section>
  );
}

function DaySection({ rows }: { rows: AchievementReport['byDay'] }) {
  const { t, i18n } = useTranslation();
  const format = useReportFormat();
  const dayLabel = (day: string) => formatDay(day, i18n.language);
  const caption = t('reports.byDayCaption');
  return (
    <section className={sectionStyle} aria-labelledby="reports-by-day">
      <h2 id="reports-by-day" className={sectionHeadingStyle}>
        {t('reports.byDay')}
      </h2>
      <ChartFigure
        testId="reports-day-figure"
        caption={caption}
        chart={
          <DayChart
            rows={rows}
            dayLabel={dayLabel}
            format={format}
            labels={{
              attempts: t('reports.attempts'),
              averageScore: t('reports.averageScore'),
              caption,
            }}
          />
        }
        table={
          <FiguresTable
            testId="reports-day-table"
            rows={rows}
            rowKey={(row) => row.day}
            columns={[
              { label: t('reports.day'), cell: (row) => dayLabel(row.day) },
              {
                label: t('reports.attempts'),
                cell: (row) => format.count(row.attempts),
                numeric: true,
              },
              {
                label: t('reports.averageScore'),
                cell: (row) => format.score(row.averageScore),
                numeric: true,
              },
            ]}
          />
        }
      />
    </section>
  );
}

function ClassSection({ rows }: { rows: AchievementReport['byClass'] }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const figures = useFigureColumns<AchievementReport['byClass'][number]>();
  return (
    <section className={sectionStyle} aria-labelledby="reports-by-class">
      <div className={sectionHeadStyle}>
        <h2 id="reports-by-class" className={sectionHeadingStyle}>
          {t('reports.byClass')}
        </h2>
        <ExportButton
          testId="reports-classes-export"
          fileName="report-classes"
          sheetName={t('reports.byClass')}
          columns={classColumns(t, format)}
          fetchPage={() => Promise.resolve(onePage(rows))}
        />
      </div>
      <TableScroller labelledBy="reports-by-class">
        <FiguresTable
          testId="reports-class-table"
          rows={rows}
          rowKey={(row) => row.classRoomId ?? 'none'}
          columns={[{ label: t('reports.classRoom'), cell: format.classRoom }, ...figures]}
        />
      </TableScroller>
    </section>
  );
}
