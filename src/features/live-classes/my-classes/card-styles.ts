import { css } from '../../../../styled-system/css';

/** The teachers' cards: one column on a phone, everything wraps, nothing is cut off. */
export const cardList = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  listStyle: 'none',
  padding: '0',
});
export const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  padding: '4',
  bg: 'white',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  borderRadius: 'lg',
  minInlineSize: '0',
  overflowWrap: 'anywhere',
});
export const cardTitle = css({ fontSize: 'lg', fontWeight: 'semibold' });
export const meta = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '2',
  fontSize: 'sm',
  '& dt': { color: 'gray.600' },
  '& dd': { fontWeight: 'medium' },
});
export const cardActions = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  '& button': { inlineSize: { base: 'full', sm: 'auto' } },
});
export const hintStyle = css({ fontSize: 'sm', color: 'gray.700' });
