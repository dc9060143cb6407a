import { css } from '../../../styled-system/css';
import { page } from '../../ui/page-styles';

export const pageStyle = page({ width: 'wide' });
export const headingStyle = css({ fontSize: '2xl', fontWeight: 'bold' });
export const mutedStyle = css({ color: 'gray.600' });

/**
 * The items: a table on a wide screen; on a phone each row a card and each cell a line under
 * its own label (the column heads are hidden there), so nothing scrolls sideways at 390 px.
 */
export const itemsStyle = css({
  inlineSize: 'full',
  borderCollapse: 'collapse',
  display: { base: 'block', md: 'table' },
  bg: { md: 'white' },
  '& thead': { display: { base: 'none', md: 'table-header-group' } },
  '& tbody': {
    display: { base: 'flex', md: 'table-row-group' },
    flexDirection: 'column',
    gap: '3',
  },
  '& tr': {
    display: { base: 'flex', md: 'table-row' },
    flexDirection: 'column',
    gap: '2',
    padding: { base: '4', md: '0' },
    bg: 'white',
    borderWidth: { base: '1px', md: '0' },
    borderStyle: 'solid',
    borderColor: 'gray.200',
    borderRadius: { base: 'md', md: 'none' },
  },
  '& th, & td': {
    display: { base: 'block', md: 'table-cell' },
    paddingBlock: { base: '0', md: '2' },
    paddingInline: { base: '0', md: '3' },
    textAlign: 'start',
    verticalAlign: 'middle',
    overflowWrap: 'anywhere',
    borderBlockEndWidth: { base: '0', md: '1px' },
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: 'gray.200',
  },
});
/** A cell's label, shown on a phone only, where the column heads are not. */
export const cellLabelStyle = css({
  display: { base: 'block', md: 'none' },
  fontSize: 'xs',
  fontWeight: 'medium',
  color: 'gray.600',
});
export const kindStyle = css({
  display: 'inline-flex',
  paddingInline: '2',
  paddingBlock: '0.5',
  marginBlockEnd: '1',
  borderRadius: 'full',
  bg: 'gray.100',
  color: 'gray.800',
  fontSize: 'xs',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
});
export const nameStyle = css({ display: 'block', fontWeight: 'medium' });
export const contextStyle = css({ display: 'block', fontSize: 'sm', color: 'gray.600' });
/** The row's buttons: at the row's end on a wide screen, wrapping at a card's foot on a phone. */
export const rowActionsStyle = css({
  display: 'flex',
  gap: '2',
  flexWrap: 'wrap',
  justifyContent: { base: 'flex-start', md: 'flex-end' },
});
export const dialogBodyStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const dialogActionsStyle = css({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: '3',
});
