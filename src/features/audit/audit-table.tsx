import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../contract/audit';
import { css, cx } from '../../../styled-system/css';
import { formatMoment } from '../../i18n/format-date';
import { button } from '../../ui/buttons';
import { cellStyle, smallButtonStyle, tableStyle, TableHead } from '../../ui/table';
import { actorName, recordName } from './format';
import { groupByRequest } from './group';
import { RestoreDeleted } from './restore-deleted';
import { dataStyle, mutedStyle } from './styles';

// An id on one line: squeezed into a narrow column it would make every row tall on a phone.
const idStyle = css({ whiteSpace: 'nowrap', overflowWrap: 'normal' });
const nameStyle = css({ display: 'block', fontWeight: 'medium' });
const toggleStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  marginBlockStart: '1',
  fontSize: 'sm',
  fontWeight: 'normal',
  color: 'brand.700',
  cursor: 'pointer',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
  _rtl: { '& svg.flip': { transform: 'scaleX(-1)' } },
});
// A change that followed from the action above it: set in, on a tinted row.
const relatedStyle = css({ bg: 'gray.50', '& > :first-child': { paddingInlineStart: '8' } });

export interface AuditTableProps {
  rows: readonly AuditEntry[];
  /** A HAD caller reads every organisation's entries: the column says whose. */
  showOrganization: boolean;
  onOpen: (entry: AuditEntry) => void;
}

/**
 * The trail, newest first, one action per row: the changes one request made read as one entry,
 * its first change in front and the others opened beneath it. Each change opens its values.
 */
export function AuditTable({ rows, showOrganization, onOpen }: AuditTableProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const labels = [
    t('audit.when'),
    t('audit.who'),
    ...(showOrganization ? [t('audit.organization')] : []),
    t('audit.what'),
    t('audit.recordId'),
  ];
  return (
    <table className={tableStyle} data-testid="audit-table">
      <TableHead labels={labels} hiddenLabel={t('audit.details')} />
      <tbody>
        {groupByRequest(rows).map(({ lead, related }) => {
          const open = opened.has(lead.id);
          const Chevron = open ? ChevronDown : ChevronRight;
          return (
            <Fragment key={lead.id}>
              <EntryRow entry={lead} showOrganization={showOrganization} onOpen={onOpen}>
                {related.length > 0 && (
                  <button
                    type="button"
                    className={toggleStyle}
                    aria-expanded={open}
                    onClick={() => toggle(lead.id)}
                    data-testid={`audit-related-${lead.id}`}
                  >
                    <Chevron size={14} aria-hidden="true" className="flip" />
                    {t('audit.related', { count: related.length })}
                  </button>
                )}
              </EntryRow>
              {open &&
                related.map((entry) => (
                  <EntryRow
                    key={entry.id}
                    entry={entry}
                    showOrganization={showOrganization}
                    onOpen={onOpen}
                    related
                  />
                ))}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}

interface EntryRowProps {
  entry: AuditEntry;
  showOrganization: boolean;
  onOpen: (entry: AuditEntry) => void;
  /** A change that followed from the action above. */
  related?: boolean;
  /** Under the "what": the action's other changes, opened on demand. */
  children?: ReactNode;
}

function EntryRow({ entry, showOrganization, onOpen, related, children }: EntryRowProps) {
  const { t, i18n } = useTranslation();
  const when = formatMoment(entry.at, i18n.language);
  const what = `${t(`audit.tables.${entry.table}`, { defaultValue: entry.table })} · ${t(
    `audit.actions.${entry.action}`,
  )}`;
  return (
    <tr data-testid={`audit-row-${entry.id}`} className={related ? relatedStyle : undefined}>
      <td className={cellStyle}>{when}</td>
      <td className={cellStyle}>
        {entry.actor ? (
          <bdi>{actorName(entry.actor)}</bdi>
        ) : (
          <span className={mutedStyle}>{t('audit.nobody')}</span>
        )}
      </td>
      {showOrganization && (
        <td className={cellStyle}>
          {entry.organization ? (
            <bdi>{entry.organization.name ?? entry.organization.id}</bdi>
          ) : (
            <span className={mutedStyle}>{t('audit.unknownOrganization')}</span>
          )}
        </td>
      )}
      <th scope="row" className={cellStyle}>
        <span className={nameStyle}>{what}</span>
        {children}
      </th>
      <td className={cellStyle}>
        {/* What the record is called; its id beneath, for looking it up. */}
        {recordName(entry) && (
          <bdi className={nameStyle} data-testid={`audit-record-name-${entry.id}`}>
            {recordName(entry)}
          </bdi>
        )}
        <span className={cx(dataStyle, idStyle)} dir="ltr">
          {entry.recordId}
        </span>
        <RestoreDeleted entry={entry} what={recordName(entry) ?? entry.recordId ?? what} />
      </td>
      <td className={cellStyle}>
        <button
          type="button"
          className={cx(button({ variant: 'secondary' }), smallButtonStyle)}
          aria-label={t('audit.detailsOf', { what, when })}
          aria-haspopup="dialog"
          onClick={() => onOpen(entry)}
        >
          {t('audit.details')}
        </button>
      </td>
    </tr>
  );
}
