import { css } from '../../../styled-system/css';

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' });
export const footer = css({
  display: 'flex',
  gap: '3',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  marginBlockStart: '2',
});
export const hint = css({ fontSize: 'sm', color: 'gray.600' });
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
