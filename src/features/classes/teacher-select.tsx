import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { useTeacherOptions } from '../../api/teachers';
import { SelectField, type SelectOption } from '../../ui/field';

export interface TeacherSelectProps {
  value: string;
  onChange: (teacherId: string) => void;
  /** The server's error on `teacherId`. */
  error?: string | undefined;
  /** The class being edited: its teacher stays choosable while the list loads. */
  classRoom: ClassRoom | null;
}

/** The class's teacher, picked from the organisation's teachers (`v2/users/teachers-list`). */
export function TeacherSelect({ value, onChange, error, classRoom }: TeacherSelectProps) {
  const { t } = useTranslation();
  const teachers = useTeacherOptions();
  const options: SelectOption[] = [{ value: '', label: t('classes.noTeacher') }];
  for (const teacher of teachers.data ?? []) {
    options.push({ value: teacher.id, label: `${teacher.firstName} ${teacher.lastName}` });
  }
  const current = classRoom?.teacherId;
  if (current && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: classRoom.teacherName ?? current });
  }
  return (
    <SelectField
      id="class-teacher"
      label={t('classes.fields.teacher')}
      value={value}
      onChange={onChange}
      options={options}
      aria-busy={teachers.isPending}
      hint={teachers.isPending ? t('classes.teachersLoading') : undefined}
      error={error ?? (teachers.isError ? 'classes.teachersFailed' : undefined)}
    />
  );
}
