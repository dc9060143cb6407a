import { useTranslation } from 'react-i18next';
import { TEACHER_PROFILE_STATUSES } from '../../../contract/teacher-constants';
import { useSearchParams } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { MAX_PAGE_SIZE } from '../../../contract/constants';
import { fetchTeacherProfiles, useTeacherProfiles } from '../../api/teacher-profiles';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { ExportButton, exportBarStyle } from '../../ui/export/export-button';
import { alertStyle } from '../../ui/field';
import { ListStates } from '../../ui/list-states';
import { Pager } from '../../ui/pager';
import { scrollerStyle } from '../../ui/table';
import { UrlTabs } from '../../ui/tabs';
import { teacherColumns } from './export-columns';
import { ProfileReview } from './profile-review';
import { ListFilters } from '../../ui/list-filters';
import {
  ALL,
  listQueryOf,
  readReviewQuery,
  writeReviewQuery,
  type ReviewQuery,
} from './review-params';
import { ReviewTable } from './review-table';

const page = css({ display: 'flex', flexDirection: 'column', gap: '4', maxInlineSize: '7xl' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold' });
const note = css({ color: 'gray.600' });
export interface ReviewPageProps {
  /** r Users with the flag (HAD). */
  canRead: boolean;
  /** u Users with the flag: accept, reject, edit and approve or reject changes. */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
}

/** /users/teachers/review: submitted profiles and waiting changes, reviewed by the platform. */
export function ReviewPage({ canRead, ...rest }: ReviewPageProps) {
  const { t } = useTranslation();
  return (
    <section className={page} data-testid="teacher-review-page" aria-labelledby="teachers-title">
      <h1 id="teachers-title" className={heading}>
        {t('teachers.title')}
      </h1>
      {canRead ? (
        <ReviewList {...rest} />
      ) : (
        <p role="alert" className={alertStyle}>
          {t('teachers.noAccess')}
        </p>
      )}
    </section>
  );
}

/** The list and the open profile; asked for only when the caller may read them. */
function ReviewList({ canUpdate, confirmation }: Omit<ReviewPageProps, 'canRead'>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readReviewQuery(params);
  const go = (next: Partial<ReviewQuery>) => setParams(writeReviewQuery({ ...query, ...next }));
  const list = useTeacherProfiles(listQueryOf(query));
  const views = [
    { key: 'profiles', changes: false },
    { key: 'changes', changes: true },
  ];

  return (
    <>
      {!canUpdate && <p className={note}>{t('teachers.readOnly')}</p>}
      <UrlTabs
        label={t('teachers.views')}
        tabs={views.map((view) => ({
          search: writeReviewQuery({
            changes: view.changes,
            status: view.changes ? undefined : 'submitted',
            search: '',
            pageNumber: 1,
            teacherId: null,
          }).toString(),
          label: t(view.changes ? 'teachers.changesView' : 'teachers.profilesView'),
          current: view.changes === query.changes,
          testId: `teacher-view-${view.key}`,
        }))}
      />
      <ListFilters
        texts="teachers"
        idPrefix="teacher"
        statuses={TEACHER_PROFILE_STATUSES}
        allValue={ALL}
        key={`${query.search}|${query.changes}`}
        search={query.search}
        status={query.status}
        onSearch={(search) => go({ search, pageNumber: 1 })}
        onStatus={(status) => go({ status, pageNumber: 1 })}
      />
      <div className={exportBarStyle}>
        <ExportButton
          testId="teacher-export"
          fileName={query.changes ? 'teacher-profile-changes' : 'teacher-profiles'}
          sheetName={t(query.changes ? 'teachers.changesView' : 'teachers.profilesView')}
          columns={teacherColumns(t)}
          fetchPage={({ pageNumber }) =>
            fetchTeacherProfiles({ ...listQueryOf(query), pageNumber, pageSize: MAX_PAGE_SIZE })
          }
          disabled={!list.data?.pagination.total}
        />
      </div>
      <ListStates
        list={list}
        keys="teachers"
        testIdPrefix="teacher"
        filtered={Boolean(query.search || query.status)}
        pageNumber={query.pageNumber}
        onFirstPage={() => go({ pageNumber: 1 })}
      >
        {(data) => (
          <>
            <div className={scrollerStyle} aria-busy={list.isPlaceholderData}>
              <ReviewTable rows={data.result} onOpen={(teacherId) => go({ teacherId })} />
            </div>
            <Pager
              keys="teachers"
              testId="teacher-pagination"
              pagination={data.pagination}
              onPage={(pageNumber) => go({ pageNumber })}
            />
          </>
        )}
      </ListStates>
      {query.teacherId && (
        <ProfileReview
          key={query.teacherId}
          teacherId={query.teacherId}
          canUpdate={canUpdate}
          confirmation={confirmation}
          onClose={() => go({ teacherId: null })}
        />
      )}
    </>
  );
}
