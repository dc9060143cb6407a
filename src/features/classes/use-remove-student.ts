import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import type { StudentDetail } from '../../../contract/students';
import { useRemoval } from '../../api/class-students';
import { fetchStudentDetail } from '../../api/students';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import type { StudentRow } from './students-table';
import { useConfirmedChange } from './use-confirmed-change';

/** Where the student stays: their other live classes, or the waiting list. */
function staysText(
  t: (key: string, options?: Record<string, unknown>) => string,
  detail: StudentDetail | null,
  classRoomId: string,
) {
  if (!detail) return t('classDetail.removeStudent.staysUnknown');
  const others = detail.classRooms.filter((room) => room.id !== classRoomId && !room.isArchived);
  if (others.length === 0) return t('classDetail.removeStudent.staysWaiting');
  return t('classDetail.removeStudent.staysInClasses', {
    count: others.length,
    classes: others.map((room) => room.name).join(t('classDetail.listSeparator')),
  });
}

/**
 * One student leaves this class (`remove-student-for-class-room/{id}?classRoomId=`). Their other
 * classes are read first so the dialog says where they stay; their results are not touched.
 */
export function useRemoveStudent(
  confirmation: ConfirmationActor,
  onRemoved: (studentId: string) => void,
) {
  const { t } = useTranslation();
  const ask = useConfirmedChange(confirmation);
  const removal = useRemoval();
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const start = async (classRoom: ClassRoom, student: StudentRow) => {
    setLoadingId(student.id);
    const detail = await fetchStudentDetail(student.id).catch(() => null);
    setLoadingId(null);
    const name = `${student.firstName} ${student.lastName}`;
    const stays = staysText(t, detail, classRoom.id);
    ask({
      title: t('classDetail.removeStudent.title', { name, className: classRoom.name }),
      message: [
        t('classDetail.removeStudent.impact', { name, className: classRoom.name }),
        stays,
        t('classDetail.removeStudent.kept'),
      ].join('\n'),
      confirmTitle: t('classDetail.removeStudent.confirm'),
      danger: true,
      run: () =>
        removal.mutateAsync({ kind: 'fromClass', id: student.id, classRoomId: classRoom.id }),
      successKey: 'classDetail.removeStudent.done',
      onSuccess: () => onRemoved(student.id),
    });
  };
  return {
    loadingId,
    start: (classRoom: ClassRoom, student: StudentRow) => void start(classRoom, student),
  };
}
