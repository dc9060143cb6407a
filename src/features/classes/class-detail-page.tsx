import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ClassRoom } from '../../../contract/classes';
import { css } from '../../../styled-system/css';
import { useClassRoom } from '../../api/classes';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { alertStyle } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { ClassActions } from './class-actions';
import { ClassInfo } from './class-info';
import { ClassProgress } from './class-progress';
import { ClassStatusBadge } from './class-status-badge';
import { ClassStudents } from './class-students';
import { ClassViews } from './class-views';
import { lazyPart } from '../../ui/lazy-part';

const ClassFormModal = lazyPart(async () => (await import('./class-form-modal')).ClassFormModal);

const page = css({ display: 'flex', flexDirection: 'column', gap: '4', maxInlineSize: '7xl' });
const header = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold' });
const back = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  alignSelf: 'flex-start',
  color: 'brand.700',
  fontSize: 'sm',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
const flip = css({ _rtl: { transform: 'scaleX(-1)' } });
const note = css({ color: 'gray.600' });

export interface ClassDetailPageProps {
  id: string;
  canRead: boolean;
  /** Adding and removing students, deleting the class (w ClassRoomManager). */
  canWrite: boolean;
  /** Editing and archiving the class, moving its students (u ClassRoomManager). */
  canUpdate: boolean;
  confirmation: ConfirmationActor;
  listPath: string;
  onDeleted: () => void;
  /** Where new students are invited by e-mail into the class; unset without that right. */
  inviteStudentsPath?: ((className: string) => string) | undefined;
}

/**
 * /classes/:id: the class's facts, then its views (students, units, exams, assignments);
 * managers change the class and its students.
 */
export function ClassDetailPage({ id, canRead, listPath, ...rest }: ClassDetailPageProps) {
  const { t } = useTranslation();
  return (
    <section className={page} data-testid="class-detail-page">
      <Link to={listPath} className={back}>
        <ArrowLeft className={flip} size={16} aria-hidden="true" />
        {t('classDetail.back')}
      </Link>
      {canRead ? (
        <ClassLoader id={id} {...rest} />
      ) : (
        <p role="alert" className={alertStyle}>
          {t('classes.noAccess')}
        </p>
      )}
    </section>
  );
}

type LoaderProps = Omit<ClassDetailPageProps, 'canRead' | 'listPath'>;

function ClassLoader({ id, ...rest }: LoaderProps) {
  const { t } = useTranslation();
  const classRoom = useClassRoom(id);
  if (classRoom.isPending) return <Spinner />;
  if (classRoom.isError) {
    return (
      <div role="alert" className={alertStyle} data-testid="class-detail-error">
        <p>{translateMessage(classRoom.error.message)}</p>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => void classRoom.refetch()}
        >
          {t('classes.retry')}
        </button>
      </div>
    );
  }
  return <ClassDetail classRoom={classRoom.data} {...rest} />;
}

type DetailProps = Omit<LoaderProps, 'id'> & { classRoom: ClassRoom };

function ClassDetail({
  classRoom,
  canWrite,
  canUpdate,
  confirmation,
  onDeleted,
  inviteStudentsPath,
}: DetailProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <div className={header}>
        <h1 className={heading}>{classRoom.name}</h1>
        <ClassStatusBadge classRoom={classRoom} />
        {(canWrite || canUpdate) && (
          <ClassActions
            classRoom={classRoom}
            canWrite={canWrite}
            canUpdate={canUpdate}
            confirmation={confirmation}
            onEdit={() => setEditing(true)}
            onDeleted={onDeleted}
          />
        )}
      </div>
      {!canWrite && !canUpdate && <p className={note}>{t('classDetail.readOnly')}</p>}
      <ClassInfo classRoom={classRoom} confirmation={canWrite ? confirmation : undefined} />
      <ClassViews classRoom={classRoom}>
        <ClassStudents
          classRoom={classRoom}
          canWrite={canWrite}
          canUpdate={canUpdate}
          confirmation={confirmation}
          inviteStudentsPath={inviteStudentsPath}
        />
        <ClassProgress classRoom={classRoom} />
      </ClassViews>
      {editing && <ClassFormModal classRoom={classRoom} onClose={() => setEditing(false)} />}
    </>
  );
}
