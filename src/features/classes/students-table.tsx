import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { formatDate } from '../../i18n/format-date';
import type { Selection } from './use-selection';

const table = css({ inlineSize: 'full', borderCollapse: 'collapse', bg: 'white' });
const cell = css({
  paddingBlock: '2',
  paddingInline: '3',
  textAlign: 'start',
  verticalAlign: 'middle',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.200',
});
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
}

/** Students by name and e-mail, with a date, optionally with a checkbox per row. */
export function StudentsTable<R extends StudentRow>(props: StudentsTableProps<R>) {
  const { rows, dateLabel, dateOf, selection, testId } = props;
  const { t, i18n } = useTranslation();
  const pageIds = rows.map((row) => row.id);
  const allChosen = Boolean(selection) && pageIds.every((id) => selection?.has(id));
  const someChosen = pageIds.some((id) => selection?.has(id));
  return (
    <table className={table} data-testid={testId}>
      <thead>
        <tr>
          {selection && (
            <th scope="col" className={`${cell} ${checkCell}`}>
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
          <th scope="col" className={cell}>
            {t('students.name')}
          </th>
          <th scope="col" className={cell}>
            {t('students.email')}
          </th>
          <th scope="col" className={cell}>
            {dateLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const name = `${row.firstName} ${row.lastName}`;
          return (
            <tr key={row.id} data-testid={`${testId}-row-${row.id}`}>
              {selection && (
                <td className={cell}>
                  <input
                    type="checkbox"
                    className={checkbox}
                    checked={selection.has(row.id)}
                    onChange={() => selection.toggle(row.id)}
                    aria-label={t('students.select', { name })}
                  />
                </td>
              )}
              <th scope="row" className={cell}>
                {name}
              </th>
              <td className={cell}>
                <bdi>{row.email}</bdi>
              </td>
              <td className={cell}>{formatDate(dateOf(row), i18n.language)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
