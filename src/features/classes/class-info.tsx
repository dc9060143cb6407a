import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { css } from '../../../styled-system/css';
import { formatDate } from '../../i18n/format-date';
import { formatNumber } from '../../i18n/format-number';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { useRemoveTeacher } from './use-remove-teacher';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
  gap: '4',
  padding: '4',
  bg: 'white',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
});
const term = css({ fontSize: 'sm', color: 'gray.600' });
const value = css({ fontWeight: 'semibold' });
const removeTeacher = css({ marginBlockStart: '2', paddingInline: '2', paddingBlock: '1' });

export interface ClassInfoProps {
  classRoom: ClassRoom;
  /** Given to a manager: the teacher can be removed from here. */
  confirmation?: ConfirmationActor | undefined;
}

/** Level, teacher, number of students and creation date of one class. */
export function ClassInfo({ classRoom, confirmation }: ClassInfoProps) {
  const { t, i18n } = useTranslation();
  const facts = [
    { key: 'level', text: classRoom.level ?? t('classes.none') },
    { key: 'teacher', text: classRoom.teacherName ?? t('classes.noTeacher') },
    { key: 'students', text: formatNumber(classRoom.studentsCount, i18n.language) },
    { key: 'createdAt', text: formatDate(classRoom.createdAt, i18n.language) },
  ];
  return (
    <dl className={grid} data-testid="class-info">
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt className={term}>{t(`classDetail.info.${fact.key}`)}</dt>
          <dd className={value} data-testid={`class-info-${fact.key}`}>
            {fact.text}
          </dd>
          {fact.key === 'teacher' && confirmation && classRoom.teacherId && (
            <dd>
              <RemoveTeacherButton classRoom={classRoom} confirmation={confirmation} />
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

function RemoveTeacherButton({
  classRoom,
  confirmation,
}: {
  classRoom: ClassRoom;
  confirmation: ConfirmationActor;
}) {
  const { t } = useTranslation();
  const removal = useRemoveTeacher(confirmation);
  return (
    <button
      type="button"
      className={`${button({ variant: 'secondary' })} ${removeTeacher}`}
      onClick={() => removal.start(classRoom)}
      disabled={removal.loading}
      aria-busy={removal.loading}
      aria-label={t('classDetail.removeTeacher.named', { name: classRoom.teacherName ?? '' })}
      data-testid="class-remove-teacher"
    >
      <UserX size={16} aria-hidden="true" />
      {t('classDetail.removeTeacher.button')}
    </button>
  );
}
