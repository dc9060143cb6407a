import { Archive, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ClassRoom } from '../../../contract/classes';
import { useFormatNumber } from '../../i18n/format-number';
import { css } from '../../../styled-system/css';
import { button } from '../../ui/buttons';
import { ClassStatusBadge } from './class-status-badge';
import {
  cellStyle,
  rowActionsStyle,
  smallButtonStyle,
  tableStyle,
  TableHead,
} from '../../ui/table';

const link = css({
  color: 'brand.700',
  textDecoration: 'underline',
  _hover: { color: 'brand.900' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
export interface ClassesTableProps {
  rows: readonly ClassRoom[];
  /** Edit and archive (u ClassRoomManager). */
  canUpdate: boolean;
  /** The address of a class's own screen. */
  classPath: (id: string) => string;
  onEdit: (classRoom: ClassRoom) => void;
  onArchive: (classRoom: ClassRoom) => Promise<void>;
}

export function ClassesTable({ rows, canUpdate, classPath, onEdit, onArchive }: ClassesTableProps) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const [busy, setBusy] = useState<string | null>(null);
  const columns = ['name', 'level', 'teacher', 'students', 'status'];

  const archive = async (classRoom: ClassRoom) => {
    setBusy(classRoom.id);
    try {
      await onArchive(classRoom);
    } finally {
      setBusy(null);
    }
  };

  return (
    <table className={tableStyle} data-testid="class-table">
      <TableHead
        labels={columns.map((column) => t(`classes.columns.${column}`))}
        hiddenLabel={t('classes.columns.actions')}
      />
      <tbody>
        {rows.map((classRoom) => (
          <tr key={classRoom.id} data-testid={`class-row-${classRoom.id}`}>
            <th scope="row" className={cellStyle}>
              <Link to={classPath(classRoom.id)} className={link}>
                {classRoom.name}
              </Link>
            </th>
            <td className={cellStyle}>{classRoom.level ?? t('classes.none')}</td>
            <td className={cellStyle}>{classRoom.teacherName ?? t('classes.noTeacher')}</td>
            <td className={cellStyle}>{formatNumber(classRoom.studentsCount)}</td>
            <td className={cellStyle}>
              <ClassStatusBadge classRoom={classRoom} />
            </td>
            <td className={cellStyle}>
              {canUpdate && !classRoom.isArchived && (
                <div className={rowActionsStyle}>
                  <button
                    type="button"
                    className={`${button({ variant: 'ghost' })} ${smallButtonStyle}`}
                    onClick={() => onEdit(classRoom)}
                    aria-label={t('classes.editNamed', { name: classRoom.name })}
                    data-testid={`class-edit-${classRoom.id}`}
                  >
                    <Pencil size={16} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={`${button({ variant: 'ghost' })} ${smallButtonStyle}`}
                    disabled={busy !== null}
                    aria-busy={busy === classRoom.id}
                    onClick={() => void archive(classRoom)}
                    aria-label={t('classes.archiveNamed', { name: classRoom.name })}
                    data-testid={`class-archive-${classRoom.id}`}
                  >
                    <Archive size={16} aria-hidden="true" />
                  </button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
