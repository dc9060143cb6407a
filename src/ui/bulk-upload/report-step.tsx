import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { TableScroller } from '../table';
import { DryRunCounts, StepButtons, type Figure, type StepAction } from '../wizard/report-parts';
import { hint, stack } from '../wizard/styles';

const scroller = css({ overflowY: 'auto', maxBlockSize: '80' });

export interface BulkReportStepProps<R extends { row: number; errors: readonly unknown[] }> {
  /** `<testIdPrefix>-count…` on the figures, `<testIdPrefix>-report` on the table. */
  testIdPrefix: string;
  figures: readonly Figure[];
  /** Said between the figures and the table (the time zone the sheet was read in). */
  note?: ReactNode;
  caption: string;
  /** The header cells' texts, translated, in the order `renderRow` draws its cells. */
  columns: readonly string[];
  rows: readonly R[];
  /** One `<tr>` a row: accepted, or refused with its reasons. */
  renderRow: (row: R) => ReactNode;
  /** The count of valid rows; more than the valid rows listed says the list is a preview. */
  validRows: number;
  previewOnly: string;
  /** The service's refusal, already drawn (the feature's failure alert). */
  failure: ReactNode;
  back: StepAction;
  commit: StepAction;
  tableClassName: string;
  headCellClassName: string;
}

/** A bulk upload's report: what the dry run found, before anything is written; then the commit. */
export function BulkReportStep<R extends { row: number; errors: readonly unknown[] }>(
  props: BulkReportStepProps<R>,
) {
  const listedValid = props.rows.filter((row) => row.errors.length === 0).length;
  return (
    <div className={stack}>
      <DryRunCounts figures={props.figures} testId={`${props.testIdPrefix}-count`} />
      {props.note}
      {props.rows.length > 0 && (
        <TableScroller label={props.caption} className={scroller}>
          <table className={props.tableClassName} data-testid={`${props.testIdPrefix}-report`}>
            <caption className={css({ srOnly: true })}>{props.caption}</caption>
            <thead>
              <tr>
                {props.columns.map((column) => (
                  <th key={column} scope="col" className={props.headCellClassName}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{props.rows.map(props.renderRow)}</tbody>
          </table>
        </TableScroller>
      )}
      {props.validRows > listedValid && <p className={hint}>{props.previewOnly}</p>}
      {props.failure}
      <StepButtons back={props.back} next={props.commit} />
    </div>
  );
}
