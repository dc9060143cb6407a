import type * as SheetJs from 'xlsx';

let loading: Promise<typeof SheetJs> | undefined;

/**
 * SheetJS, loaded with the first spreadsheet read or written: about 11 MB and 45 ms that a
 * server which never imports or exports a file does not pay at start.
 */
export const loadSheetJs = (): Promise<typeof SheetJs> => (loading ??= import('xlsx'));
