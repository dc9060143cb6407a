import { UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Student } from '../../../contract/students';
import { toApiFailure } from '../../api/api-failure';
import { useRemoval } from '../../api/class-students';
import { button } from '../../ui/buttons';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { notify } from '../../ui/toast';

/**
 * `remove-student-for-organization/{id}`: the student leaves the active organisation with their
 * seats in its classes. The dialog names those classes (from the row) before anything happens;
 * the list is read again afterwards, so the row goes.
 */
export function RemoveStudentButton({
  student,
  confirmation,
}: {
  student: Student;
  confirmation: ConfirmationActor;
}) {
  const { t } = useTranslation();
  const removal = useRemoval();
  const name = `${student.firstName} ${student.lastName}`;
  const organization = student.organizationName;
  const ask = () => {
    const classes = student.classRooms.map((room) => room.name);
    confirmation.send({
      type: 'OPEN',
      title: t('studentRemoval.title', { name, organization }),
      message: [
        t('studentRemoval.leaves', { name, organization }),
        classes.length > 0
          ? t('studentRemoval.classes', {
              count: classes.length,
              classes: classes.join(t('studentRemoval.listSeparator')),
            })
          : t('studentRemoval.noClass'),
        t('studentRemoval.kept'),
        t('studentRemoval.lastOrganization'),
      ].join('\n'),
      buttons: { confirm: { title: t('studentRemoval.confirm'), danger: true } },
      action: async () => {
        try {
          const { message } = await removal.mutateAsync({ kind: 'student', id: student.id });
          notify('success', message || 'studentRemoval.done');
        } catch (error) {
          notify('error', (await toApiFailure(error)).message);
        }
      },
    });
  };
  return (
    <button
      type="button"
      className={button({ variant: 'secondary' })}
      onClick={ask}
      aria-label={t('studentRemoval.named', { name, organization })}
      data-testid={`student-list-remove-${student.id}`}
    >
      <UserMinus size={16} aria-hidden="true" />
      {t('studentRemoval.button')}
    </button>
  );
}
