import { css } from '../../../styled-system/css';
import { box, page } from '../../ui/page-styles';

export const pageStyle = page({ width: 'wide', spacing: 'roomy' });
/** The summary's cards: side by side, stacked on a phone. */
export const cardsStyle = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
});
export const cardStyle = box({ spacing: 'tight' });
export const cardValueStyle = css({ fontSize: '2xl', fontWeight: 'bold', color: 'gray.900' });
/** A chart with its caption and its figures: the white box, a little tighter. */
export const figureStyle = css(box.raw(), { gap: '2', padding: '3' });
export const captionStyle = css({ fontWeight: 'semibold' });
export const summaryStyle = css({
  cursor: 'pointer',
  color: 'brand.700',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
/** Figures read as numbers in either language. */
export const numberCellStyle = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
/**
 * The charts mirror themselves (their props, right to left), but under the page's rtl direction
 * an SVG text's start and end swap, pushing the side axes' labels (numbers, names) into the
 * plot: those keep ltr. The bottom axis's labels are centred, and stay rtl for Arabic dates.
 */
export const chartStyle = css({ '& [class*=recharts-yAxis] text': { direction: 'ltr' } });
