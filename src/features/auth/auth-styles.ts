import { css } from '../../../styled-system/css';

/** The guest screens' card, shared with the login's look. */
export const page = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  padding: '4',
});
export const card = css({
  width: 'full',
  maxWidth: 'sm',
  bg: 'white',
  padding: '8',
  borderRadius: 'xl',
  boxShadow: 'lg',
});
export const heading = css({ fontSize: '2xl', fontWeight: 'bold', color: 'brand.700' });
export const subtitle = css({ color: 'gray.600', marginBlockEnd: '6' });
export const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none' });
export const links = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '2',
  marginBlockStart: '4',
  fontSize: 'sm',
});
export const link = css({
  color: 'brand.700',
  textDecoration: 'underline',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});
export const status = css({ fontSize: 'sm', color: 'gray.700' });
