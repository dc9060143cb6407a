import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../contract/audit';
import { css, cx } from '../../../styled-system/css';
import { formatMoment } from '../../i18n/format-date';
import { button } from '../../ui/buttons';
import { cellStyle, smallButtonStyle, tableStyle, TableHead } from '../../ui/table';
import { actorName, recordName } from './format';
import { dataStyle, mutedStyle } from './styles';

// An id on one line: squeezed into a narrow column it would make every row tall on a phone.
const idStyle = css({ whiteSpace: 'nowrap', overflowWrap: 'normal' });
const nameStyle = css({ display: 'block', fontWeight: 'medium' });

export interface AuditTableProps {
  rows: readonly AuditEntry[];
  /** A HAD caller reads every organisation's entries: the column says whose. */
  showOrganization: boolean;
  onOpen: (entry: AuditEntry) => void;
}

/** The trail, newest first: when, who, where, what and which record; a row opens its changes. */
export function AuditTable({ rows, showOrganization, onOpen }: AuditTableProps) {
  const { t, i18n } = useTranslation();
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
        {rows.map((entry) => {
          const when = formatMoment(entry.at, i18n.language);
          const what = `${t(`audit.tables.${entry.table}`, { defaultValue: entry.table })} · ${t(
            `audit.actions.${entry.action}`,
          )}`;
          return (
            <tr key={entry.id} data-testid={`audit-row-${entry.id}`}>
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
                {what}
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
        })}
      </tbody>
    </table>
  );
}
