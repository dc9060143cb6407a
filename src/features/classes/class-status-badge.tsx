import { useTranslation } from 'react-i18next';
import type { ClassRoom } from '../../../contract/classes';
import { cva } from '../../../styled-system/css';

const badge = cva({
  base: {
    display: 'inline-flex',
    paddingInline: '2',
    paddingBlock: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
  },
  variants: {
    archived: {
      true: { bg: 'gray.200', color: 'gray.800' },
      false: { bg: 'green.100', color: 'green.900' },
    },
  },
});

/** 'Archived' or 'Active', in the list and on the class's own screen. */
export function ClassStatusBadge({ classRoom }: { classRoom: ClassRoom }) {
  const { t } = useTranslation();
  return (
    <span
      className={badge({ archived: classRoom.isArchived })}
      data-testid={`class-status-${classRoom.id}`}
    >
      {t(classRoom.isArchived ? 'classes.archived' : 'classes.live')}
    </span>
  );
}
