import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiFailure } from '../../api/api-failure';
import { useAchievementReport } from '../../api/reports';
import { formatDay } from '../../i18n/format-date';
import { ClearFilters } from '../../ui/clear-filters';
import { alertStyle } from '../../ui/field';
import { LoadFailure } from '../../ui/load-failure';
import { Spinner } from '../../ui/spinner';
import { UrlTabs } from '../../ui/tabs';
import { LearnersSection } from './learners-section';
import { datesReversed, isFiltered, readReportParams, writeReportParams } from './list-params';
import { Overview } from './overview';
import { ReportFilters } from './report-filters';
import { TeachersSection } from './teachers-section';
import { mutedStyle, sectionHeadStyle, titleStyle } from '../../ui/page-styles';
import { pageStyle } from './styles';

/** /reports: what the organisation's learners achieved, for the filters in the address. */
export function ReportsPage({ canRead }: { canRead: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={pageStyle} aria-labelledby="reports-title" data-testid="reports-page">
      <h1 id="reports-title" className={titleStyle}>
        {t('reports.title')}
      </h1>
      {canRead ? (
        <ReportsTabs />
      ) : (
        <p role="alert" className={alertStyle}>
          {t('reports.noAccess')}
        </p>
      )}
    </section>
  );
}

/** The parameter naming the view; the achievement report is the default (no parameter). */
const TAB = { param: 'tab', teachers: 'teachers' } as const;

/**
 * The achievement report and the teachers' report, each a view with its own address so it can be
 * shared. Switching view keeps the achievement's filters in the address, for the way back.
 */
function ReportsTabs() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const teachers = params.get(TAB.param) === TAB.teachers;
  const searchOf = (tab: string | null) => {
    const next = new URLSearchParams(params);
    if (tab) next.set(TAB.param, tab);
    else next.delete(TAB.param);
    const text = next.toString();
    return text ? `?${text}` : '';
  };
  return (
    <>
      <UrlTabs
        label={t('reports.views')}
        tabs={[
          {
            search: searchOf(null),
            label: t('reports.achievementTab'),
            current: !teachers,
            testId: 'reports-tab-achievement',
          },
          {
            search: searchOf(TAB.teachers),
            label: t('reports.teachersTab'),
            current: teachers,
            testId: 'reports-tab-teachers',
          },
        ]}
      />
      {teachers ? <TeachersSection /> : <ReportsView />}
    </>
  );
}

/** A failed report: the service's field error on the days (a range too long) says why. */
const failureOf = (error: Error | null) =>
  error instanceof ApiFailure && error.fieldErrors?.to ? new Error(error.fieldErrors.to) : error;

function ReportsView() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readReportParams(params);
  const reversed = datesReversed(query);
  const { pageNumber: _page, ...filters } = query;
  const report = useAchievementReport(filters, !reversed);
  const go = (next: typeof query) => setParams(writeReportParams(next));
  const filtered = isFiltered(query);
  const shown = report.data && !reversed ? report.data : undefined;
  return (
    <>
      <p className={mutedStyle}>{t('reports.intro')}</p>
      <div className={sectionHeadStyle}>
        <ReportFilters query={query} shown={shown} onChange={go} />
      </div>
      {filtered && (
        <ClearFilters label={t('reports.clearFilters')} onClear={() => go({ pageNumber: 1 })} />
      )}
      {reversed ? (
        <p role="alert" className={alertStyle} data-testid="reports-dates-reversed">
          {t('reports.datesReversed')}
        </p>
      ) : report.isPending ? (
        <Spinner />
      ) : report.isError || !report.data ? (
        <LoadFailure
          error={failureOf(report.error)}
          onRetry={report.refetch}
          retryLabel={t('reports.retry')}
          testId="reports-error"
        />
      ) : (
        <>
          <p className={mutedStyle} data-testid="reports-period" aria-live="polite">
            {t('reports.period', {
              from: formatDay(report.data.from, i18n.language),
              to: formatDay(report.data.to, i18n.language),
            })}
          </p>
          {report.data.totals.attempts === 0 ? (
            <p className={mutedStyle} data-testid="reports-empty">
              {t(filtered ? 'reports.noMatch' : 'reports.empty')}
            </p>
          ) : (
            <div aria-busy={report.isPlaceholderData} className={pageStyle}>
              <Overview report={report.data} />
              <LearnersSection
                query={query}
                onPage={(page) => go({ ...query, pageNumber: page })}
              />
            </div>
          )}
        </>
      )}
    </>
  );
}
