import { LIVE_CLASS_SHEET_COLUMNS } from '../../../../contract/live-classes';

const BOM = '\uFEFF';

export const TEMPLATE_FILE_NAME = 'live-classes.csv';

/**
 * The sheet's header row, the only columns the upload takes, as a CSV in UTF-8 with a BOM so
 * spreadsheet programs read Arabic titles. No example row: an untouched template checks empty.
 */
export function templateCsv(): Blob {
  return new Blob([`${BOM}${LIVE_CLASS_SHEET_COLUMNS.join(',')}\r\n`], {
    type: 'text/csv;charset=utf-8',
  });
}
