import { css } from '../../../styled-system/css';
import { page } from '../../ui/page-styles';

export const pageStyle = page({ width: 'wide' });
export const headingStyle = css({ fontSize: '2xl', fontWeight: 'bold' });
/** The name in a row: a button that opens the user's drawer (Enter or Space from the keyboard). */
export const nameButtonStyle = css({
  color: 'brand.700',
  fontWeight: 'medium',
  textAlign: 'start',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', borderRadius: 'sm' },
});
export const mutedStyle = css({ color: 'gray.600' });
