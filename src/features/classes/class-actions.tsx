import { Archive, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { useArchiveClass } from './use-archive-class';
import { useDeleteClass } from './use-delete-class';

const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap', marginInlineStart: 'auto' });
const why = css({ flexBasis: 'full', fontSize: 'sm', color: 'gray.700', textAlign: 'end' });

export interface ClassActionsProps {
  classRoom: ClassRoom;
  /** Delete (w ClassRoomManager). */
  canWrite: boolean;
  /** Edit and archive (u ClassRoomManager). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
  onEdit: () => void;
  onDeleted: () => void;
}

/**
 * Edit and archive a live class (update); delete a class without students (write). A class with
 * students says so before any dialog, and what to do instead (the service refuses the delete the
 * same way).
 */
export function ClassActions({
  classRoom,
  canWrite,
  canUpdate,
  confirmation,
  onEdit,
  onDeleted,
}: ClassActionsProps) {
  const { t } = useTranslation();
  const askArchive = useArchiveClass(confirmation);
  const askDelete = useDeleteClass(confirmation, onDeleted);
  const blocked = classRoom.studentsCount > 0;
  return (
    <div className={row}>
      {canUpdate && !classRoom.isArchived && (
        <>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={onEdit}
            data-testid="class-edit"
          >
            <Pencil size={16} aria-hidden="true" />
            {t('classDetail.edit')}
          </button>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => void askArchive(classRoom)}
            data-testid="class-archive"
          >
            <Archive size={16} aria-hidden="true" />
            {t('classes.archive')}
          </button>
        </>
      )}
      {canWrite && (
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => !blocked && askDelete(classRoom)}
          aria-disabled={blocked || undefined}
          aria-describedby={blocked ? 'class-delete-why' : undefined}
          data-testid="class-delete"
        >
          <Trash2 size={16} aria-hidden="true" />
          {t('classDetail.delete')}
        </button>
      )}
      {canWrite && blocked && (
        <p id="class-delete-why" className={why} data-testid="class-delete-why">
          {t(
            classRoom.isArchived
              ? 'classDetail.deleteBlockedArchived'
              : 'classDetail.deleteBlocked',
            {
              count: classRoom.studentsCount,
            },
          )}
        </p>
      )}
    </div>
  );
}
