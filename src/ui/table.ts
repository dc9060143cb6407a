import { css } from '../../styled-system/css';

/** The lists' tables: full width on white, a rule under each row, logical alignment. */
export const tableStyle = css({ inlineSize: 'full', borderCollapse: 'collapse', bg: 'white' });
export const cellStyle = css({
  paddingBlock: '2',
  paddingInline: '3',
  textAlign: 'start',
  verticalAlign: 'middle',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.200',
});
/** The wide table scrolls inside its own box, not the page. */
export const scrollerStyle = css({ overflowX: 'auto' });
/** A row's action buttons, at the row's end. */
export const rowActionsStyle = css({
  display: 'flex',
  gap: '2',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
});
/** The compact button size used inside a row. */
export const smallButtonStyle = css({ paddingInline: '2', paddingBlock: '1' });
