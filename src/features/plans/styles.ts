import { css } from '../../../styled-system/css';
import { page } from '../../ui/page-styles';

export const pageStyle = page();
export const headRowStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});
export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
/** Two fields side by side from tablets up; one column on a phone. */
export const pairStyle = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '1fr 1fr' },
});
export const fieldsetStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  borderRadius: 'md',
  paddingInline: '3',
  paddingBlock: '3',
  minInlineSize: '0',
  '& legend': { fontSize: 'sm', fontWeight: 'medium', paddingInline: '1' },
});
export const choiceRowStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  fontSize: 'sm',
  '& label': { display: 'inline-flex', alignItems: 'center', gap: '2' },
  '& input': { inlineSize: '4', blockSize: '4', accentColor: 'brand.600' },
});
/** The topics' checkboxes: a box of its own that scrolls, so the form stays short. */
export const choicesStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  maxBlockSize: '240px',
  overflowY: 'auto',
  fontSize: 'sm',
  '& label': { display: 'flex', alignItems: 'flex-start', gap: '2' },
  '& input': { inlineSize: '4', blockSize: '4', flexShrink: 0, accentColor: 'brand.600' },
});
export const errorTextStyle = css({ fontSize: 'sm', color: 'red.700' });
export const subtleStyle = css({ fontSize: 'xs', color: 'gray.600' });
export const stackStyle = css({ display: 'flex', flexDirection: 'column', gap: '1' });
export const badgesStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '1' });
export const nowrapStyle = css({ whiteSpace: 'nowrap' });
/** Long texts (a product id, a description) break rather than widen the cell. */
export const breakStyle = css({ overflowWrap: 'anywhere' });
