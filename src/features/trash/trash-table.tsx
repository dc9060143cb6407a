import { RotateCcw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrashItem } from '../../../contract/trash';
import { cx } from '../../../styled-system/css';
import { formatDate, formatMoment } from '../../i18n/format-date';
import { button } from '../../ui/buttons';
import { smallButtonStyle, TableHead } from '../../ui/table';
import { WriteButton } from '../../ui/viewing-as';
import {
  cellLabelStyle,
  contextStyle,
  itemsStyle,
  kindStyle,
  mutedStyle,
  nameStyle,
  rowActionsStyle,
} from './styles';

export interface TrashTableProps {
  items: readonly TrashItem[];
  /** The list mixes organisations (active in HAD): a column says whose each item is. */
  showOrganization: boolean;
  /** The item whose restore or delete is under way: its buttons wait. */
  busyId: string | null;
  onRestore: (item: TrashItem) => void;
  onDelete: (item: TrashItem) => void;
}

/** The trash, newest first: what, whose, who deleted it and when, and when it goes for good. */
export function TrashTable({
  items,
  showOrganization,
  busyId,
  onRestore,
  onDelete,
}: TrashTableProps) {
  const { t } = useTranslation();
  const labels = [
    t('trash.what'),
    ...(showOrganization ? [t('trash.organization')] : []),
    t('trash.deletedBy'),
    t('trash.deletedAt'),
    t('trash.purgeAt'),
  ];
  return (
    <table className={itemsStyle} data-testid="trash-table">
      <TableHead labels={labels} hiddenLabel={t('trash.actions')} />
      <tbody>
        {items.map((item) => (
          <TrashRow
            key={item.id}
            item={item}
            showOrganization={showOrganization}
            busy={busyId === item.id}
            onRestore={onRestore}
            onDelete={onDelete}
          />
        ))}
      </tbody>
    </table>
  );
}

interface TrashRowProps {
  item: TrashItem;
  showOrganization: boolean;
  busy: boolean;
  onRestore: (item: TrashItem) => void;
  onDelete: (item: TrashItem) => void;
}

function TrashRow({ item, showOrganization, busy, onRestore, onDelete }: TrashRowProps) {
  const { t, i18n } = useTranslation();
  const testId = `trash-row-${item.id}`;
  return (
    <tr data-testid={testId} aria-busy={busy || undefined}>
      <th scope="row">
        <span className={kindStyle}>{t(`trash.kinds.${item.kind}`)}</span>
        {/* Isolated inline, so a Latin name in an Arabic card still lines up at the start. */}
        <span className={nameStyle}>
          <bdi>{item.name}</bdi>
        </span>
        {item.context && (
          <span className={contextStyle}>{t('trash.inContext', { context: item.context })}</span>
        )}
      </th>
      {showOrganization && (
        <Cell label={t('trash.organization')}>
          {item.organization ? (
            <bdi>{item.organization.name}</bdi>
          ) : (
            <span className={mutedStyle}>{t('trash.platform')}</span>
          )}
        </Cell>
      )}
      <Cell label={t('trash.deletedBy')}>
        {item.deletedBy ? (
          <bdi>{item.deletedBy.name}</bdi>
        ) : (
          <span className={mutedStyle}>{t('trash.unknownPerson')}</span>
        )}
      </Cell>
      <Cell label={t('trash.deletedAt')}>{formatMoment(item.deletedAt, i18n.language)}</Cell>
      <Cell label={t('trash.purgeAt')}>{formatDate(item.purgeAt, i18n.language)}</Cell>
      <td>
        <div className={rowActionsStyle}>
          <WriteButton label={t('trash.restore')} testId={`${testId}-restore`}>
            <button
              type="button"
              className={cx(button({ variant: 'secondary' }), smallButtonStyle)}
              aria-label={t('trash.restoreNamed', { name: item.name })}
              disabled={busy}
              onClick={() => onRestore(item)}
              data-testid={`${testId}-restore`}
            >
              <RotateCcw size={14} aria-hidden="true" />
              {t('trash.restore')}
            </button>
          </WriteButton>
          <WriteButton label={t('trash.deleteForever')} testId={`${testId}-delete`}>
            <button
              type="button"
              className={cx(button({ variant: 'ghost' }), smallButtonStyle)}
              aria-label={t('trash.deleteForeverNamed', { name: item.name })}
              aria-haspopup="dialog"
              disabled={busy}
              onClick={() => onDelete(item)}
              data-testid={`${testId}-delete`}
            >
              <Trash2 size={14} aria-hidden="true" />
              {t('trash.deleteForever')}
            </button>
          </WriteButton>
        </div>
      </td>
    </tr>
  );
}

/** A cell with its label, which only a phone's card shows. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td>
      <span className={cellLabelStyle}>{label}</span>
      {children}
    </td>
  );
}
