import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MAX_PAGE_SIZE } from '../../../contract/constants';
import type { Student } from '../../../contract/students';
import { useOrganizationOptions } from '../../api/people';
import { fetchStudentList, useStudentList, type StudentListQuery } from './api/student-list';
import { formatDate } from '../../i18n/format-date';
import { ExportButton, exportBarStyle } from '../../ui/export/export-button';
import { alertStyle } from '../../ui/field';
import { ListStates } from '../../ui/list-states';
import { Pager } from '../../ui/pager';
import { FilterSelect } from '../../ui/filter-select';
import { studentColumns } from './export-columns';
import { readListParams, writeListParams } from './list-params';
import { filterBarStyle, SearchForm } from '../../ui/search-form';
import { cellStyle, scrollerStyle, tableStyle, TableHead } from '../../ui/table';
import { headingStyle, mutedStyle, nameButtonStyle, pageStyle } from './styles';
import type { DrawerUser } from './user-drawer';
import { lazyPart } from '../../ui/lazy-part';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { RemoveStudentButton } from './remove-student-button';

// The drawer (Ark UI's dialog) loads when a person is opened.
const UserDrawer = lazyPart(async () => (await import('./user-drawer')).UserDrawer);

export interface StudentsPageProps {
  canRead: boolean;
  /** Users update: the drawer can edit a student's details. */
  canEditUsers: boolean;
  /** Users read: the drawer shows memberships and activity. */
  canSeeUsers: boolean;
  /**
   * ClassRoomManager write: rows of this organisation (the active one) can be removed from it;
   * unset without that right.
   */
  removal?: { organizationId: string; confirmation: ConfirmationActor } | undefined;
}

/** /students (HAD): every organisation's students, searchable, by organisation, paged. */
export function StudentsPage({ canRead, ...rest }: StudentsPageProps) {
  const { t } = useTranslation();
  return (
    <section className={pageStyle} aria-labelledby="students-title" data-testid="students-page">
      <h1 id="students-title" className={headingStyle}>
        {t('studentList.title')}
      </h1>
      {canRead ? (
        <StudentsList {...rest} />
      ) : (
        <p role="alert" className={alertStyle}>
          {t('studentList.noAccess')}
        </p>
      )}
    </section>
  );
}

function StudentsTable({
  rows,
  onOpen,
  removal,
}: {
  rows: readonly Student[];
  onOpen: ((student: Student) => void) | null;
  removal: StudentsPageProps['removal'];
}) {
  const { t, i18n } = useTranslation();
  return (
    <table className={tableStyle} data-testid="student-list-table">
      <TableHead
        labels={[
          t('people.name'),
          t('people.email'),
          t('studentList.organization'),
          t('studentList.classes'),
          t('studentList.joined'),
          ...(removal ? [t('studentList.actions')] : []),
        ]}
      />
      <tbody>
        {rows.map((student) => {
          const name = `${student.firstName} ${student.lastName}`;
          return (
            <tr
              key={`${student.id}/${student.organizationId}`}
              data-testid={`student-list-row-${student.id}`}
            >
              <th scope="row" className={cellStyle}>
                {onOpen ? (
                  <button
                    type="button"
                    className={nameButtonStyle}
                    onClick={() => onOpen(student)}
                    aria-label={t('people.open', { name })}
                    aria-haspopup="dialog"
                  >
                    {name}
                  </button>
                ) : (
                  name
                )}
              </th>
              <td className={cellStyle}>{student.email}</td>
              <td className={cellStyle}>{student.organizationName}</td>
              <td className={cellStyle}>
                {student.classRooms.length > 0 ? (
                  student.classRooms.map((room) => room.name).join(', ')
                ) : (
                  <span className={mutedStyle}>{t('studentList.noClass')}</span>
                )}
              </td>
              <td className={cellStyle}>{formatDate(student.joinedAt, i18n.language)}</td>
              {removal && (
                <td className={cellStyle}>
                  {student.organizationId === removal.organizationId && (
                    <RemoveStudentButton student={student} confirmation={removal.confirmation} />
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Next pages are read from the previous page's `nextCursor` (keyset, kept in the address with
 * the page number); going back reads that page by its number.
 */
function StudentsList({ canEditUsers, canSeeUsers, removal }: Omit<StudentsPageProps, 'canRead'>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { roleId: _roleId, ...query } = readListParams(params);
  const list = useStudentList(query);
  const organizations = useOrganizationOptions();
  const [open, setOpen] = useState<DrawerUser | null>(null);
  const go = (next: StudentListQuery) => setParams(writeListParams(next));
  const onPage = (pageNumber: number, nextCursor: string | null | undefined) =>
    go(
      pageNumber === query.pageNumber + 1 && nextCursor
        ? { ...query, pageNumber, cursor: nextCursor }
        : { ...query, pageNumber, cursor: undefined },
    );
  return (
    <>
      <div className={filterBarStyle}>
        <SearchForm
          compact
          submitLabel={t('people.searchSubmit')}
          key={query.search ?? ''}
          id="students-search"
          label={t('studentList.search')}
          placeholder={t('studentList.searchPlaceholder')}
          value={query.search ?? ''}
          onSearch={(search) => go({ ...query, pageNumber: 1, cursor: undefined, search })}
        />
        {organizations.data && (
          <FilterSelect
            id="students-organization"
            label={t('studentList.organization')}
            anyLabel={t('studentList.allOrganizations')}
            value={query.organizationId ?? ''}
            options={organizations.data}
            onChange={(organizationId) =>
              go({ ...query, pageNumber: 1, cursor: undefined, organizationId })
            }
          />
        )}
      </div>
      <div className={exportBarStyle}>
        {/* Page after page by keyset: each page's nextCursor asks for the next. */}
        <ExportButton
          testId="student-list-export"
          fileName="students"
          sheetName={t('studentList.title')}
          columns={studentColumns(t)}
          fetchPage={({ pageNumber, cursor }) =>
            fetchStudentList({
              search: query.search,
              organizationId: query.organizationId,
              pageNumber,
              pageSize: MAX_PAGE_SIZE,
              cursor: cursor ?? undefined,
            })
          }
          disabled={!list.data?.pagination.total}
        />
      </div>
      <ListStates
        list={list}
        keys="studentList"
        testIdPrefix="student-list"
        filtered={Boolean(query.search || query.organizationId)}
        pageNumber={query.pageNumber}
        onFirstPage={() => go({ ...query, pageNumber: 1, cursor: undefined })}
      >
        {(data) => (
          <>
            <div className={scrollerStyle} aria-busy={list.isPlaceholderData}>
              <StudentsTable
                rows={data.result}
                onOpen={canSeeUsers ? setOpen : null}
                removal={removal}
              />
            </div>
            <Pager
              keys="studentList"
              testId="student-list-pagination"
              pagination={data.pagination}
              onPage={(pageNumber) => onPage(pageNumber, data.pagination.nextCursor)}
            />
          </>
        )}
      </ListStates>
      {open && <UserDrawer user={open} canUpdate={canEditUsers} onClose={() => setOpen(null)} />}
    </>
  );
}
