import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { css } from '../../../styled-system/css';
import { useClassUnits } from './api/class-curriculum';
import { useFormatNumber } from '../../i18n/format-number';
import { cellStyle, TableHead, TableScroller, tableStyle } from '../../ui/table';
import { progressStatus, useLocalTitle, WorkSection, WorkStatusBadge } from './class-work';

const captionStyle = css({ srOnly: true });

/** The class's topic's published units, in order, and how many students completed each. */
export function ClassUnits({ classRoom }: { classRoom: ClassRoom }) {
  const { t } = useTranslation();
  const units = useClassUnits(classRoom.id);
  const title = useLocalTitle();
  const formatNumber = useFormatNumber();
  return (
    <WorkSection name="units" query={units} noTopic={!classRoom.levelId}>
      {(rows) => (
        <TableScroller label={t('classWork.units.caption')}>
          <table className={tableStyle} data-testid="class-units-table">
            <caption className={captionStyle}>{t('classWork.units.caption')}</caption>
            <TableHead
              labels={[
                t('classWork.units.order'),
                t('classWork.units.unit'),
                t('classWork.units.lessons'),
                t('classWork.units.completedBy'),
                t('classWork.units.status'),
              ]}
            />
            <tbody>
              {rows.map((unit, index) => (
                <tr key={unit.id} data-testid={`class-unit-${unit.id}`}>
                  <td className={cellStyle}>{formatNumber(index + 1)}</td>
                  <th scope="row" className={cellStyle}>
                    {title(unit)}
                  </th>
                  <td className={cellStyle}>{formatNumber(unit.lessons)}</td>
                  <td className={cellStyle}>
                    {t('classWork.ofStudents', {
                      done: unit.completedBy,
                      total: classRoom.studentsCount,
                    })}
                  </td>
                  <td className={cellStyle}>
                    <WorkStatusBadge
                      status={
                        unit.lessons === 0
                          ? 'noLessons'
                          : progressStatus(unit.completedBy, classRoom.studentsCount)
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </WorkSection>
  );
}
