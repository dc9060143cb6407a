import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ClassRoom } from '../../../contract/classes';
import { css } from '../../../styled-system/css';
import { MAX_PAGE_SIZE } from '../../../contract/constants';
import { fetchClassRooms, useClassRooms, type ClassRoomListQuery } from '../../api/classes';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { ExportButton } from '../../ui/export/export-button';
import { alertStyle } from '../../ui/field';
import { ListStates } from '../../ui/list-states';
import { NextStep } from '../../ui/next-step';
import { ClassesTable } from './classes-table';
import { classColumns } from './export-columns';
import { ListFilters } from './list-filters';
import { opensNewForm, readText } from '../../ui/list-params';
import { readListQuery, TEACHER_PARAM, writeListQuery } from './list-params';
import { Pager } from '../../ui/pager';
import { useArchiveClass } from './use-archive-class';
import { ViewTabs } from './view-tabs';
import { isWaitingView } from './waiting-list-params';
import { WaitingListView } from './waiting-list-view';
import { scrollerStyle } from '../../ui/table';
import { lazyPart } from '../../ui/lazy-part';
import { RefusedAction, type Refusal } from '../../ui/refused-action';

const ClassFormModal = lazyPart(async () => (await import('./class-form-modal')).ClassFormModal);

const page = css({ display: 'flex', flexDirection: 'column', gap: '4', maxInlineSize: '7xl' });
const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '3',
  flexWrap: 'wrap',
});
const heading = css({ fontSize: '2xl', fontWeight: 'bold' });
const note = css({ color: 'gray.600', marginInlineEnd: 'auto' });

export interface ClassesPageProps {
  canRead: boolean;
  /** Creating classes (w ClassRoomManager). */
  canWrite: boolean;
  /** Editing and archiving them (u ClassRoomManager). */
  canUpdate: boolean;
  /** The waiting list view (the organisation's students in no class) is the managers'. */
  canSeeWaitingList: boolean;
  classPath: (id: string) => string;
  /** Why creating is refused (shown with its reason instead of hidden); null: say nothing. */
  createRefusal?: Refusal | null;
  /** The students' invitations, the class preset: the step after creating a class. */
  addStudentsPath: (className: string) => string;
  confirmation: ConfirmationActor;
}

/**
 * /classes: r ClassRoomManager or r ClassRoomTeacher to see, w ClassRoomManager to create,
 * u ClassRoomManager to edit and archive;
 * `?view=waiting` shows the waiting list instead of the classes.
 */
export function ClassesPage({ canRead, canSeeWaitingList, ...rest }: ClassesPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const waiting = canSeeWaitingList && isWaitingView(params);
  return (
    <section className={page} data-testid="classes-page" aria-labelledby="classes-title">
      <h1 id="classes-title" className={heading}>
        {t('nav.classes')}
      </h1>
      {!canRead ? (
        <p role="alert" className={alertStyle}>
          {t('classes.noAccess')}
        </p>
      ) : (
        <>
          {canSeeWaitingList && <ViewTabs waiting={waiting} />}
          {waiting ? <WaitingListView /> : <ClassesList {...rest} />}
        </>
      )}
    </section>
  );
}

type Editing = { classRoom: ClassRoom | null; teacherId?: string | undefined } | null;

type ClassesListProps = Omit<ClassesPageProps, 'canRead' | 'canSeeWaitingList'>;

function ClassesList(props: ClassesListProps) {
  const { canWrite, canUpdate, classPath, addStudentsPath, confirmation, createRefusal } = props;
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const list = useClassRooms(query);
  // Opened by a "Create a class" link: the form at once, for those who may create; a teacher
  // who just joined comes preset (`&teacher=`).
  const [editing, setEditing] = useState<Editing>(() =>
    canWrite && opensNewForm(params)
      ? { classRoom: null, teacherId: readText(params, TEACHER_PARAM) }
      : null,
  );
  const askArchive = useArchiveClass(confirmation);
  // The class just created: its next step (its students) is offered until dismissed.
  const [created, setCreated] = useState<string | null>(null);

  const go = (next: ClassRoomListQuery) => setParams(writeListQuery(next));
  const closeForm = () => {
    setEditing(null);
    // Done with the link's form: a reload or the back button does not open it again.
    if (opensNewForm(params)) setParams(writeListQuery(query), { replace: true });
  };
  const filtered = Boolean(query.name || query.archived !== undefined);

  return (
    <>
      <div className={header}>
        {!canWrite && !canUpdate && <p className={note}>{t('classes.readOnly')}</p>}
        <ExportButton
          testId="class-export"
          fileName="classes"
          sheetName={t('nav.classes')}
          columns={classColumns(t)}
          fetchPage={({ pageNumber }) =>
            fetchClassRooms({ ...query, pageNumber, pageSize: MAX_PAGE_SIZE })
          }
          disabled={!list.data?.pagination.total}
        />
        {canWrite ? (
          <button
            type="button"
            className={button({ variant: 'primary' })}
            onClick={() => setEditing({ classRoom: null })}
            data-testid="class-create"
          >
            <Plus size={16} aria-hidden="true" />
            {t('classes.create')}
          </button>
        ) : (
          createRefusal && (
            <RefusedAction
              label={t('classes.create')}
              why={createRefusal}
              testId="class-create-refused"
            />
          )
        )}
      </div>
      {created && (
        <NextStep
          testId="class-next-step"
          text={t('classes.afterCreate.text', { name: created })}
          action={t('classes.afterCreate.action')}
          to={addStudentsPath(created)}
          closeLabel={t('classes.afterCreate.close')}
          onClose={() => setCreated(null)}
        />
      )}
      <ListFilters
        // A changed address (back button, shared link) resets the typed text.
        key={query.name ?? ''}
        name={query.name ?? ''}
        archived={query.archived}
        onName={(name) => go({ pageNumber: 1, name, archived: query.archived })}
        onArchived={(archived) => go({ pageNumber: 1, name: query.name, archived })}
      />
      <ListStates
        list={list}
        keys="classes"
        testIdPrefix="class"
        filtered={filtered}
        pageNumber={query.pageNumber}
        onFirstPage={() => go({ ...query, pageNumber: 1 })}
      >
        {(data) => (
          <>
            <div className={scrollerStyle} aria-busy={list.isPlaceholderData}>
              <ClassesTable
                rows={data.result}
                canUpdate={canUpdate}
                classPath={classPath}
                onEdit={(classRoom) => setEditing({ classRoom })}
                onArchive={askArchive}
              />
            </div>
            <Pager
              keys="classes"
              testId="class-pagination"
              pagination={data.pagination}
              onPage={(pageNumber) => go({ ...query, pageNumber })}
            />
          </>
        )}
      </ListStates>
      {editing && (
        <ClassFormModal
          classRoom={editing.classRoom}
          teacherId={editing.teacherId}
          onClose={closeForm}
          onCreated={setCreated}
        />
      )}
    </>
  );
}
