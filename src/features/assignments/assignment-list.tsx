import { useTranslation } from 'react-i18next';
import type { AssignmentKind } from '../../../contract/assignments';
import { fetchAssignmentList, useAssignmentList } from './api/assignments';
import { ClearFilters } from '../../ui/clear-filters';
import { ExportButton, exportBarStyle } from '../../ui/export/export-button';
import { ListStates } from '../../ui/list-states';
import { Pager } from '../../ui/pager';
import { SearchForm } from '../../ui/search-form';
import { cellStyle, scrollerStyle, tableStyle, TableHead } from '../../ui/table';
import { button } from '../../ui/buttons';
import { listColumns, useAssignmentFormat } from './format';
import { headRowStyle, nowrapStyle } from './styles';

export interface AssignmentListProps {
  kind: AssignmentKind;
  pageNumber: number;
  search: string | undefined;
  onChange: (next: { pageNumber: number; search?: string | undefined }) => void;
  onOpen: (id: string) => void;
}

/** The organisation's work of a kind, newest first: a search, the export, the table, the pager. */
export function AssignmentList({
  kind,
  pageNumber,
  search,
  onChange,
  onOpen,
}: AssignmentListProps) {
  const { t } = useTranslation();
  const format = useAssignmentFormat();
  const list = useAssignmentList({ kind, pageNumber, search });
  return (
    <>
      <div className={headRowStyle}>
        <SearchForm
          key={search ?? ''}
          id="given-search"
          label={t('assignments.searchLabel')}
          placeholder={t('assignments.searchPlaceholder')}
          submitLabel={t('assignments.search')}
          value={search ?? ''}
          onSearch={(next) => onChange({ pageNumber: 1, search: next || undefined })}
        />
        <div className={exportBarStyle}>
          <ExportButton
            testId="given-export"
            fileName={kind === 'assignment' ? 'assignments' : 'knowledge-tests'}
            sheetName={t('assignments.exportSheet')}
            columns={listColumns(t, format)}
            fetchPage={({ pageNumber: page }) =>
              fetchAssignmentList({ kind, search, pageNumber: page, pageSize: 100 })
            }
            disabled={!list.data?.pagination.total}
          />
        </div>
      </div>
      {search && (
        <ClearFilters
          label={t('assignments.clearFilters')}
          onClear={() => onChange({ pageNumber: 1 })}
        />
      )}
      <ListStates
        list={list}
        keys="assignments.list"
        testIdPrefix="given-list"
        filtered={Boolean(search)}
        pageNumber={pageNumber}
        onFirstPage={() => onChange({ pageNumber: 1, search })}
      >
        {(data) => (
          <>
            <div className={scrollerStyle}>
              <table className={tableStyle} data-testid="given-table">
                <TableHead
                  labels={[
                    t('assignments.columns.title'),
                    t('assignments.columns.topic'),
                    t('assignments.columns.classes'),
                    t('assignments.columns.submissions'),
                    t('assignments.columns.average'),
                  ]}
                  hiddenLabel={t('assignments.columns.actions')}
                />
                <tbody>
                  {data.result.map((row) => (
                    <tr key={row.id}>
                      <td className={cellStyle}>{format.title(row)}</td>
                      <td className={cellStyle}>{format.topic(row)}</td>
                      <td className={cellStyle}>
                        {row.classRooms.length > 0
                          ? row.classRooms.map((c) => c.name).join('، ')
                          : t('assignments.notGiven')}
                      </td>
                      <td className={cellStyle}>{row.submittedBy}</td>
                      <td className={cellStyle}>{format.percent(row.averageScore)}</td>
                      <td className={cellStyle}>
                        <button
                          type="button"
                          className={`${button({ variant: 'secondary' })} ${nowrapStyle}`}
                          onClick={() => onOpen(row.id)}
                          aria-label={`${t('assignments.open')}: ${format.title(row)}`}
                        >
                          {t('assignments.open')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              pagination={data.pagination}
              onPage={(page) => onChange({ pageNumber: page, search })}
              keys="assignments.list"
              testId="given-pager"
            />
          </>
        )}
      </ListStates>
    </>
  );
}
