import { css } from '../../../styled-system/css';

/** The invitation wizard's own styles; the steps' layout is src/ui/wizard/styles. */
export const choice = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '1',
  flex: '1',
  minInlineSize: '60',
  padding: '4',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.300',
  borderRadius: 'lg',
  bg: 'white',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { borderColor: 'brand.500', bg: 'brand.50' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
export const choiceTitle = css({ fontWeight: 'semibold' });
export const textLink = css({
  fontSize: 'sm',
  color: 'brand.700',
  textDecoration: 'underline',
  alignSelf: 'flex-start',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});
