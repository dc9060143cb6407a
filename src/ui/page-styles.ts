import { css, cva } from '../../styled-system/css';

/** A form's fieldset: its fields one under the other. */
export const fieldsetStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  border: 'none',
});
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

/**
 * A screen's column: its sections one under the other, never wider than the screen (a wide table
 * scrolls inside its own box). `width` caps a reading screen; `spacing` parts its sections.
 */
export const page = cva({
  base: { display: 'flex', flexDirection: 'column', minInlineSize: '0' },
  variants: {
    width: {
      narrow: { maxInlineSize: '4xl' },
      medium: { maxInlineSize: '6xl' },
      wide: { maxInlineSize: '7xl' },
      full: {},
    },
    spacing: { snug: { gap: '4' }, roomy: { gap: '6' } },
  },
  defaultVariants: { width: 'full', spacing: 'snug' },
});

/** A white bordered box (a card, a form's panel), its content in a column. */
export const box = cva({
  base: {
    display: 'flex',
    flexDirection: 'column',
    padding: '4',
    borderRadius: 'md',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.200',
    bg: 'white',
    minInlineSize: '0',
  },
  variants: { spacing: { tight: { gap: '1' }, normal: { gap: '3' }, loose: { gap: '4' } } },
  defaultVariants: { spacing: 'loose' },
});
