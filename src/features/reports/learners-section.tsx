import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE } from '../../../contract/constants';
import { fetchLearnerAchievements, useLearnerAchievements } from '../../api/reports';
import { formatMoment } from '../../i18n/format-date';
import { ExportButton } from '../../ui/export/export-button';
import { ListStates } from '../../ui/list-states';
import { Pager } from '../../ui/pager';
import { TableScroller } from '../../ui/table';
import { learnerColumns } from './export-columns';
import { FiguresTable } from './figures-table';
import { useReportFormat } from './format';
import { isFiltered, type ReportQuery } from './list-params';
import { sectionHeadStyle, sectionHeadingStyle, sectionStyle } from '../../ui/page-styles';

export interface LearnersSectionProps {
  query: ReportQuery;
  onPage: (pageNumber: number) => void;
}

/** Each learner's attempts and scores, the latest active first, paged; exported whole. */
export function LearnersSection({ query, onPage }: LearnersSectionProps) {
  const { t, i18n } = useTranslation();
  const format = useReportFormat();
  const list = useLearnerAchievements(query);
  const { pageNumber: _page, ...filters } = query;
  return (
    <section className={sectionStyle} aria-labelledby="reports-learners">
      <div className={sectionHeadStyle}>
        <h2 id="reports-learners" className={sectionHeadingStyle}>
          {t('reports.learnerList.title')}
        </h2>
        <ExportButton
          testId="reports-learners-export"
          fileName="report-learners"
          sheetName={t('reports.learnerList.title')}
          columns={learnerColumns(t)}
          fetchPage={({ pageNumber }) =>
            fetchLearnerAchievements({ ...filters, pageNumber, pageSize: MAX_PAGE_SIZE })
          }
          disabled={!list.data?.pagination.total}
        />
      </div>
      <ListStates
        list={list}
        keys="reports.learnerList"
        testIdPrefix="reports-learners"
        filtered={isFiltered(query)}
        pageNumber={query.pageNumber}
        onFirstPage={() => onPage(1)}
      >
        {(data) => (
          <>
            <TableScroller labelledBy="reports-learners" busy={list.isPlaceholderData}>
              <FiguresTable
                testId="reports-learners-table"
                rows={data.result}
                rowKey={(row) => row.userId}
                columns={[
                  {
                    label: t('reports.learnerList.name'),
                    cell: (row) => `${row.firstName} ${row.lastName}`.trim(),
                  },
                  { label: t('reports.learnerList.email'), cell: (row) => row.email },
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
                  {
                    label: t('reports.bestScore'),
                    cell: (row) => format.score(row.bestScore),
                    numeric: true,
                  },
                  {
                    label: t('reports.learnerList.lastActivity'),
                    cell: (row) => formatMoment(row.lastSubmittedAt, i18n.language),
                  },
                ]}
              />
            </TableScroller>
            <Pager
              keys="reports.learnerList"
              testId="reports-learners-pagination"
              pagination={data.pagination}
              onPage={onPage}
            />
          </>
        )}
      </ListStates>
    </section>
  );
}
