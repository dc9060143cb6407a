import { css } from '../../../styled-system/css';
import { page } from '../../ui/page-styles';

export const pageStyle = page({ width: 'wide' });
export const headerStyle = css({
  display: 'flex',
  gap: '3',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const headingStyle = css({ fontSize: '2xl', fontWeight: 'bold' });
export const mutedStyle = css({ color: 'gray.600' });
export const chipStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  paddingInline: '3',
  paddingBlock: '1',
  borderRadius: 'full',
  bg: 'brand.50',
  color: 'brand.900',
  fontSize: 'sm',
});
/** Data (ids, JSON, routes) reads left to right inside either language. */
export const dataStyle = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  overflowWrap: 'anywhere',
  unicodeBidi: 'isolate',
});
