import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { css } from '../../../styled-system/css';
import { formatDate } from '../../i18n/format-date';
import { formatNumber } from '../../i18n/format-number';

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

/** Level, teacher, number of students and creation date of one class. */
export function ClassInfo({ classRoom }: { classRoom: ClassRoom }) {
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
        </div>
      ))}
    </dl>
  );
}
