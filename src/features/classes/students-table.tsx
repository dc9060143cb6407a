import { UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { formatDate } from '../../i18n/format-date';
import { button } from '../../ui/buttons';
import type { Selection } from './use-selection';
import { cellStyle, tableStyle } from '../../ui/table';

const checkCell = css({ inlineSize: '10' });
const checkbox = css({ inlineSize: '4', blockSize: '4', cursor: 'pointer' });

export interface StudentRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface StudentsTableProps<R extends StudentRow> {
  rows: readonly R[];
  /** The date column: when the student joined the class or the organisation. */
  dateLabel: string;
  dateOf: (row: R) => string;
  /** Rows can be chosen with checkboxes when given. */
  selection?: Selection | undefined;
  testId: string;
  /** A per-row removal (a manager on the class page); the row being prepared shows busy. */
  onRemove?: ((row: R) => void) | undefined;
  removingId?: string | null | undefined;
}

/** Students by name and e-mail, with a date, optionally with a checkbox per row. */
export function StudentsTable<R extends StudentRow>(props: StudentsTableProps<R>) {
  const { rows, dateLabel, dateOf, selection, testId, onRemove, removingId } = props;
  const { t, i18n } = useTranslation();
  const pageIds = rows.map((row) => row.id);
  const allChosen = Boolean(selection) && pageIds.every((id) => selection?.has(id));
  const someChosen = pageIds.some((id) => selection?.has(id));
  return (
    <table className={tableStyle} data-testid={testId}>
      <thead>
        <tr>
          {selection && (
            <th scope="col" className={`${cellStyle} ${checkCell}`}>
              <input
                type="checkbox"
                className={checkbox}
                checked={allChosen}
                ref={(box) => {
                  if (box) box.indeterminate = someChosen && !allChosen;
                }}
                onChange={() => selection.togglePage(pageIds)}
                aria-label={t('students.selectPage')}
              />
            </th>
          )}
          <th scope="col" className={cellStyle}>
            {t('students.name')}
          </th>
          <th scope="col" className={cellStyle}>
            {t('students.email')}
          </th>
          <th scope="col" className={cellStyle}>
            {dateLabel}
          </th>
          {onRemove && (
            <th scope="col" className={cellStyle}>
              {t('students.actions')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const name = `${row.firstName} ${row.lastName}`;
          return (
            <tr key={row.id} data-testid={`${testId}-row-${row.id}`}>
              {selection && (
                <td className={cellStyle}>
                  <input
                    type="checkbox"
                    className={checkbox}
                    checked={selection.has(row.id)}
                    onChange={() => selection.toggle(row.id)}
                    aria-label={t('students.select', { name })}
                  />
                </td>
              )}
              <th scope="row" className={cellStyle}>
                {name}
              </th>
              <td className={cellStyle}>
                <bdi>{row.email}</bdi>
              </td>
              <td className={cellStyle}>{formatDate(dateOf(row), i18n.language)}</td>
              {onRemove && (
                <td className={cellStyle}>
                  <button
                    type="button"
                    className={button({ variant: 'secondary' })}
                    onClick={() => onRemove(row)}
                    disabled={removingId === row.id}
                    aria-busy={removingId === row.id}
                    aria-label={t('students.removeNamed', { name })}
                    data-testid={`${testId}-remove-${row.id}`}
                  >
                    <UserMinus size={16} aria-hidden="true" />
                    {t('students.removeOne')}
                  </button>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
