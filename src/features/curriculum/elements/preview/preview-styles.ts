import { css, cva } from '../../../../../styled-system/css';

/** A quiet stand-in for what the draft does not have yet. */
export const missingStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  paddingInline: '3',
  paddingBlock: '2',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'gray.300',
  borderRadius: 'lg',
  bg: 'gray.50',
  color: 'gray.500',
  fontSize: 'sm',
  fontStyle: 'italic',
});

/** Text shown in place of an empty option or word. */
export const emptyText = css({ color: 'gray.500', fontStyle: 'italic' });

export const listReset = css({ listStyle: 'none', margin: '0', padding: '0' });

/** One answer the learner may choose: idle, chosen, then marked once checked. */
export const choice = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    inlineSize: 'full',
    minBlockSize: '11',
    paddingInline: '3',
    paddingBlock: '2',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderRadius: 'xl',
    bg: 'white',
    color: 'gray.900',
    fontSize: 'md',
    textAlign: 'start',
    cursor: 'pointer',
    transition: 'background 0.15s, border-color 0.15s',
    _hover: { bg: 'gray.50' },
    _disabled: { cursor: 'default', _hover: { bg: 'inherit' } },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
  variants: {
    state: {
      idle: { borderColor: 'gray.300' },
      chosen: { borderColor: 'brand.600', bg: 'brand.50', _hover: { bg: 'brand.50' } },
      right: { borderColor: 'green.600', bg: 'green.50', _hover: { bg: 'green.50' } },
      wrong: { borderColor: 'red.600', bg: 'red.50', _hover: { bg: 'red.50' } },
    },
    picture: {
      true: { flexDirection: 'column', padding: '1.5', aspectRatio: '1', justifyContent: 'center' },
    },
  },
  defaultVariants: { state: 'idle' },
});

/** A word of order-words, in the bank or placed in the sentence. */
export const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '10',
  paddingInline: '3',
  paddingBlock: '1.5',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.300',
  borderBlockEndWidth: '3px',
  borderRadius: 'lg',
  bg: 'white',
  fontSize: 'md',
  cursor: 'pointer',
  _hover: { bg: 'gray.50' },
  _disabled: { cursor: 'default', _hover: { bg: 'white' } },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

export const mediaBox = css({
  display: 'block',
  inlineSize: 'full',
  borderRadius: 'lg',
  bg: 'gray.100',
});
