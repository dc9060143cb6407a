import { css } from '../../../styled-system/css';
import { box, page } from '../../ui/page-styles';

export const pageStyle = page({ width: 'medium', spacing: 'roomy' });
/** A white box: the composer, a story's card. */
export const panelStyle = box();
/** The composer's form beside its preview on a wide screen; the preview below it on a phone. */
export const composerGridStyle = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' },
  alignItems: 'start',
});
export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const fieldsetStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  border: 'none',
  padding: '0',
  margin: '0',
  '& legend': { fontSize: 'sm', fontWeight: 'medium', marginBlockEnd: '1' },
});
export const choicesStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
/** A radio choice drawn as a pill; the input stays focusable for the keyboard. */
export const choiceStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  paddingInline: '3',
  paddingBlock: '1.5',
  borderRadius: 'full',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.300',
  cursor: 'pointer',
  fontSize: 'sm',
  '&:has(input:checked)': { borderColor: 'brand.600', bg: 'brand.50', color: 'brand.700' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.500' },
  '& input': { accentColor: 'brand.600' },
});
export const counterStyle = css({
  fontSize: 'sm',
  color: 'gray.600',
  alignSelf: 'flex-end',
  '&[data-over=true]': { color: 'red.700', fontWeight: 'semibold' },
});
/** Cards in a grid that drops to one column at 390 px. */
export const cardsStyle = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  listStyle: 'none',
  padding: '0',
});
export const cardStyle = box({ spacing: 'normal' });
export const rowStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
export const metaStyle = css({ fontSize: 'sm', color: 'gray.700' });
export const reasonStyle = css({
  fontSize: 'sm',
  padding: '2',
  borderRadius: 'md',
  bg: 'red.50',
  color: 'red.900',
  overflowWrap: 'anywhere',
});
export const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
export const listStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  listStyle: 'none',
  padding: '0',
});
export const itemStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  paddingBlock: '2',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.100',
  overflowWrap: 'anywhere',
  '&[data-removed=true]': { color: 'gray.500' },
});
export const removedTextStyle = css({ textDecoration: 'line-through' });
export const filtersStyle = css({ display: 'flex', flexDirection: 'column', gap: '2' });
