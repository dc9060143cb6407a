import { css } from '../../../styled-system/css';

/** The layout every step of a wizard (bulk invitations, a sheet of live classes) shares. */
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
export const bad = css({ color: 'red.800' });
export const good = css({ color: 'green.800' });
