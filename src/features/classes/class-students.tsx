import { ArrowRightLeft, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ClassRoom, ClassRoomStudent } from '../../../contract/classes';
import { css } from '../../../styled-system/css';
import { MAX_PAGE_SIZE } from '../../../contract/constants';
import { fetchClassStudents, useClassStudents } from '../../api/class-students';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { ExportButton } from '../../ui/export/export-button';
import { ListStates } from '../../ui/list-states';
import { Pager } from '../../ui/pager';
import { AddStudentsModal } from './add-students-modal';
import { studentColumns } from './export-columns';
import { readPage } from '../../ui/list-params';
import { PARAM } from './list-params';
import { MoveStudentsModal } from './move-students-modal';
import { StudentsTable } from './students-table';
import { useRemoveStudent } from './use-remove-student';
import { useRemoveStudents } from './use-remove-students';
import { useSelection } from './use-selection';
import { scrollerStyle } from '../../ui/table';

const section = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const toolbar = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const subheading = css({ fontSize: 'lg', fontWeight: 'semibold', marginInlineEnd: 'auto' });
const count = css({ fontSize: 'sm', color: 'gray.700' });

export interface ClassStudentsProps {
  classRoom: ClassRoom;
  /** Adding and removing students (w ClassRoomManager). */
  canWrite: boolean;
  /** Moving them to another class (u ClassRoomManager). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
  inviteStudentsPath?: ((className: string) => string) | undefined;
}

/**
 * The class's students, paged (`?page=`); a manager selects rows to move them (update) or remove
 * them (write).
 */
export function ClassStudents({
  classRoom,
  canWrite,
  canUpdate,
  confirmation,
  inviteStudentsPath,
}: ClassStudentsProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pageNumber = readPage(params);
  const list = useClassStudents(classRoom.id, pageNumber);
  const selection = useSelection();
  const [dialog, setDialog] = useState<'add' | 'move' | null>(null);
  const askRemove = useRemoveStudents(confirmation, selection.clear);
  // A removed student leaves the selection too, so a later bulk action does not name them.
  const removeOne = useRemoveStudent(confirmation, (id) => {
    if (selection.has(id)) selection.toggle(id);
  });
  const go = (page: number) => setParams(page > 1 ? { [PARAM.page]: String(page) } : {});
  const chosen = selection.ids.length;

  return (
    <section className={section} aria-labelledby="class-students-title">
      <div className={toolbar}>
        <h2 id="class-students-title" className={subheading}>
          {t('classDetail.students')}
        </h2>
        <ExportButton
          testId="class-students-export"
          fileName={`class-students-${classRoom.name}`}
          sheetName={classRoom.name}
          columns={studentColumns(t, {
            header: t('students.addedAt'),
            of: (student: ClassRoomStudent) => student.addedAt,
          })}
          fetchPage={({ pageNumber }) =>
            fetchClassStudents(classRoom.id, pageNumber, MAX_PAGE_SIZE)
          }
          disabled={!list.data?.pagination.total}
        />
        {(canWrite || canUpdate) && (
          <>
            <span className={count} aria-live="polite" data-testid="selected-count">
              {t('classDetail.selected', { count: chosen })}
            </span>
            {canUpdate && (
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                disabled={chosen === 0}
                onClick={() => setDialog('move')}
                data-testid="students-move"
              >
                <ArrowRightLeft size={16} aria-hidden="true" />
                {t('classDetail.move')}
              </button>
            )}
            {canWrite && (
              <button
                type="button"
                className={button({ variant: 'secondary' })}
                disabled={chosen === 0}
                onClick={() => askRemove(classRoom, selection.ids)}
                data-testid="students-remove"
              >
                <UserMinus size={16} aria-hidden="true" />
                {t('classDetail.remove')}
              </button>
            )}
            {canWrite && !classRoom.isArchived && (
              <button
                type="button"
                className={button({ variant: 'primary' })}
                onClick={() => setDialog('add')}
                data-testid="students-add"
              >
                <UserPlus size={16} aria-hidden="true" />
                {t('classDetail.add')}
              </button>
            )}
          </>
        )}
      </div>
      <ListStates
        list={list}
        keys="classStudents"
        testIdPrefix="class-students"
        filtered={false}
        pageNumber={pageNumber}
        onFirstPage={() => go(1)}
      >
        {(data) => (
          <>
            <div className={scrollerStyle} aria-busy={list.isPlaceholderData}>
              <StudentsTable
                rows={data.result}
                dateLabel={t('students.addedAt')}
                dateOf={(student) => student.addedAt}
                selection={canWrite || canUpdate ? selection : undefined}
                testId="class-students"
                onRemove={canWrite ? (student) => removeOne.start(classRoom, student) : undefined}
                removingId={removeOne.loadingId}
              />
            </div>
            <Pager
              keys="classStudents"
              testId="class-students-pagination"
              pagination={data.pagination}
              onPage={go}
            />
          </>
        )}
      </ListStates>
      {dialog === 'add' && (
        <AddStudentsModal
          classRoom={classRoom}
          invitePath={inviteStudentsPath?.(classRoom.name)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'move' && (
        <MoveStudentsModal
          classRoom={classRoom}
          studentIds={selection.ids}
          onMoved={selection.clear}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
