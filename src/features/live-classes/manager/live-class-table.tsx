import { useTranslation } from 'react-i18next';
import type { LiveClass } from '../../../../contract/live-classes';
import { css, cx } from '../../../../styled-system/css';
import { cellStyle, tableStyle, TableHead } from '../../../ui/table';
import { LiveClassStatus, timingNow } from '../shared/live-class-status';
import { formatHours, formatStart } from '../shared/live-class-time';
import { useLevelTitle } from '../shared/use-level-title';
import { RowActions, type ManagerAction, type ReadAction } from './row-actions';

const titleButton = css({
  color: 'brand.700',
  textDecoration: 'underline',
  textAlign: 'start',
  cursor: 'pointer',
  fontWeight: 'semibold',
  _hover: { color: 'brand.900' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
const muted = css({ color: 'gray.600', fontSize: 'sm' });
const actionsCell = css({ minInlineSize: '14rem' });
// Narrower than this, the table scrolls sideways in its box rather than squeezing every column.
const wide = css({ minInlineSize: '56rem' });
const nowrap = css({ whiteSpace: 'nowrap' });
const titleCell = css({ minInlineSize: '12rem' });

export interface LiveClassTableProps {
  rows: readonly LiveClass[];
  now: number;
  canWrite: boolean;
  canUpdate: boolean;
  canEnter: boolean;
  busyId: string | null;
  /** The invalid classes' view names each one's reason in its own column. */
  reasonColumn?: boolean;
  onDetails: (liveClass: LiveClass) => void;
  onAction: (action: ManagerAction, liveClass: LiveClass) => void;
  onOpen: (what: ReadAction, liveClass: LiveClass) => void;
}

export function LiveClassTable(props: LiveClassTableProps) {
  const { rows, now, canWrite, canUpdate, canEnter, busyId, reasonColumn } = props;
  const { onDetails, onAction, onOpen } = props;
  const { t, i18n } = useTranslation();
  const levelTitle = useLevelTitle();
  const columns = [
    'title',
    'starts',
    'teacher',
    'level',
    'status',
    ...(reasonColumn ? ['reason'] : []),
  ];
  return (
    <table className={cx(tableStyle, wide)} data-testid="live-class-table">
      <TableHead
        labels={columns.map((column) => t(`liveClassesManager.columns.${column}`))}
        hiddenLabel={t('liveClassesManager.columns.actions')}
      />
      <tbody>
        {rows.map((liveClass) => (
          <tr key={liveClass.id} data-testid={`live-class-row-${liveClass.id}`}>
            <th scope="row" className={cx(cellStyle, titleCell)}>
              <button
                type="button"
                className={titleButton}
                onClick={() => onDetails(liveClass)}
                aria-haspopup="dialog"
              >
                {liveClass.title}
              </button>
              {liveClass.tag && <div className={muted}>{liveClass.tag}</div>}
            </th>
            <td className={cellStyle}>
              <div className={nowrap}>{formatStart(liveClass.startsAt, i18n.language)}</div>
              <div className={cx(muted, nowrap)}>
                {formatHours(liveClass, i18n.language)} ·{' '}
                {t('liveClasses.minutes', { count: liveClass.durationMinutes })}
              </div>
            </td>
            <td className={cellStyle}>{liveClass.teacherName ?? t('liveClasses.noTeacher')}</td>
            <td className={cellStyle}>{levelTitle(liveClass) ?? t('liveClasses.none')}</td>
            <td className={cellStyle}>
              <LiveClassStatus
                liveClass={liveClass}
                timing={timingNow(liveClass, now)}
                reader="manager"
                testIdPrefix="live-class"
                compact
              />
            </td>
            {reasonColumn && (
              <td className={cellStyle} data-testid={`live-class-reason-${liveClass.id}`}>
                {liveClass.invalidReason
                  ? t(`liveClasses.reasonLong.${liveClass.invalidReason}`)
                  : t('liveClasses.none')}
              </td>
            )}
            <td className={`${cellStyle} ${actionsCell}`}>
              <RowActions
                liveClass={liveClass}
                canWrite={canWrite}
                canUpdate={canUpdate}
                canEnter={canEnter}
                busy={busyId === liveClass.id}
                onAction={onAction}
                onOpen={onOpen}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
