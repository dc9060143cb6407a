import type { ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { cellStyle, TableHead, tableStyle } from '../../ui/table';
import { numberCellStyle } from './styles';

export interface FiguresColumn<R> {
  label: string;
  cell: (row: R) => ReactNode;
  /** A figure: tabular digits, never wrapped. */
  numeric?: boolean;
}

export interface FiguresTableProps<R> {
  columns: readonly FiguresColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  testId: string;
}

/** A report's figures as a table: the first column names the row (a row header). */
export function FiguresTable<R>({ columns, rows, rowKey, testId }: FiguresTableProps<R>) {
  const [first, ...rest] = columns;
  return (
    <table className={tableStyle} data-testid={testId}>
      <TableHead labels={columns.map((column) => column.label)} />
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row" className={cellStyle}>
              {first?.cell(row)}
            </th>
            {rest.map((column) => (
              <td
                key={column.label}
                className={column.numeric ? cx(cellStyle, numberCellStyle) : cellStyle}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
