import { css } from '../../../../styled-system/css';

export const stepFormStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '1fr 1fr' },
  gap: '4',
});
export const stepButtonsStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '3',
});
export const stepperStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  listStyle: 'none',
  padding: '0',
  margin: '0',
});
export const stepperItemStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  paddingInline: '3',
  paddingBlock: '1',
  borderRadius: 'full',
  fontSize: 'sm',
  bg: 'gray.100',
  color: 'gray.800',
  '&[aria-current=step]': { bg: 'blue.700', color: 'white', fontWeight: 'semibold' },
  '&[data-done]': { bg: 'green.100', color: 'green.900' },
});
export const summaryStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'max-content 1fr max-content' },
  gap: '2',
  alignItems: 'center',
  '& dt': { fontWeight: 'semibold', display: 'flex', alignItems: 'center', gap: '1' },
  '& dd': { margin: '0' },
});
/** One step's term, description and edit button, laid out by the list's grid. */
export const summaryRowStyle = css({ display: 'contents' });
export const noticeStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  padding: '4',
  borderRadius: 'md',
  bg: 'blue.50',
  color: 'blue.900',
});
