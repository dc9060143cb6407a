import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { ACTIVE_TONES, TableStatusBadge } from '../../ui/status-badge';

/** 'Archived' or 'Active', in the list and on the class's own screen. */
export function ClassStatusBadge({ classRoom }: { classRoom: ClassRoom }) {
  const { t } = useTranslation();
  return (
    <TableStatusBadge
      status={classRoom.isArchived ? 'inactive' : 'active'}
      tones={ACTIVE_TONES}
      data-testid={`class-status-${classRoom.id}`}
    >
      {t(classRoom.isArchived ? 'classes.archived' : 'classes.live')}
    </TableStatusBadge>
  );
}
