import { css } from '../../styled-system/css';

/** A screen's title (its h1). */
export const titleStyle = css({ fontSize: '2xl', fontWeight: 'bold' });
/** Secondary text: notes, hints, empty states. */
export const mutedStyle = css({ color: 'gray.600' });
/** A section of a screen: its heading row, then its content. */
export const sectionStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  minInlineSize: '0',
});
/** A section's heading with its actions at the end of the line, wrapping on a phone. */
export const sectionHeadStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
});
export const sectionHeadingStyle = css({
  fontSize: 'lg',
  fontWeight: 'semibold',
  marginInlineEnd: 'auto',
});
