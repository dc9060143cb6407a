import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { MAX_PAGE_SIZE } from '../../../contract/constants';
import { useRemoval } from '../../api/class-students';
import { fetchClassRooms } from '../../api/classes';
import { fetchLiveClasses } from '../../api/live-classes';
import type { ConfirmationActor } from '../../ui/confirm-dialog';
import { useConfirmedChange } from './use-confirmed-change';

interface TeacherImpact {
  /** The classes that lose their teacher (archived ones too), or null when they could not be read. */
  classes: string[] | null;
  /** Their upcoming live classes, which the removal leaves assigned to them; null when unknown. */
  upcomingLive: number | null;
}

async function impactOf(teacherId: string): Promise<TeacherImpact> {
  const [classes, live] = await Promise.all([
    fetchClassRooms({ pageNumber: 1, pageSize: MAX_PAGE_SIZE, teacherId }).catch(() => null),
    // Only a caller who may read live classes gets this figure; without it the line is left out.
    fetchLiveClasses({ pageNumber: 1, pageSize: 1, teacherId, timing: 'notStarted' }).catch(
      () => null,
    ),
  ]);
  return {
    classes: classes ? classes.result.map((room) => room.name) : null,
    upcomingLive: live ? live.pagination.total : null,
  };
}

/**
 * `remove-teacher/{id}` takes the teacher out of the organisation, not only this class: every
 * class they teach there keeps no teacher. The dialog lists those classes (read first) and their
 * upcoming live classes, which stay assigned to them.
 */
export function useRemoveTeacher(confirmation: ConfirmationActor) {
  const { t } = useTranslation();
  const ask = useConfirmedChange(confirmation);
  const removal = useRemoval();
  const [loading, setLoading] = useState(false);
  const start = async (classRoom: ClassRoom) => {
    const teacherId = classRoom.teacherId;
    if (!teacherId) return;
    const name = classRoom.teacherName ?? '';
    setLoading(true);
    const impact = await impactOf(teacherId);
    setLoading(false);
    const lines = [t('classDetail.removeTeacher.leaves', { name })];
    lines.push(
      impact.classes
        ? t('classDetail.removeTeacher.classes', {
            count: impact.classes.length,
            classes: impact.classes.join(t('classDetail.listSeparator')),
          })
        : t('classDetail.removeTeacher.classesUnknown', { className: classRoom.name }),
    );
    if (impact.upcomingLive) {
      lines.push(t('classDetail.removeTeacher.live', { count: impact.upcomingLive }));
    }
    lines.push(t('classDetail.removeTeacher.question', { name }));
    ask({
      title: t('classDetail.removeTeacher.title', { name }),
      message: lines.join('\n'),
      confirmTitle: t('classDetail.removeTeacher.confirm'),
      danger: true,
      run: () => removal.mutateAsync({ kind: 'teacher', id: teacherId }),
      successKey: 'classDetail.removeTeacher.done',
    });
  };
  return { loading, start: (classRoom: ClassRoom) => void start(classRoom) };
}
