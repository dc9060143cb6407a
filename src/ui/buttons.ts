import { css, cva } from '../../styled-system/css';

/** The one button look, shared by forms, dialogs and the layout. */
export const button = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    paddingInline: '4',
    paddingBlock: '2',
    borderRadius: 'md',
    fontWeight: 'medium',
    fontSize: 'sm',
    cursor: 'pointer',
    borderWidth: '1px',
    borderStyle: 'solid',
    transition: 'background 0.15s',
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
  variants: {
    variant: {
      primary: {
        bg: 'brand.600',
        color: 'white',
        borderColor: 'brand.600',
        _hover: { bg: 'brand.700' },
      },
      secondary: {
        bg: 'white',
        color: 'gray.800',
        borderColor: 'gray.300',
        _hover: { bg: 'gray.100' },
      },
      /** What takes something away (cancelling a contract, deleting): unmistakably red. */
      danger: {
        bg: 'red.700',
        color: 'white',
        borderColor: 'red.700',
        _hover: { bg: 'red.800' },
      },
      ghost: {
        bg: 'transparent',
        color: 'gray.700',
        borderColor: 'transparent',
        _hover: { bg: 'gray.100' },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
});

/** A button that is only an icon (its name in aria-label): a 40 px target for a finger. */
export const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '10',
  minBlockSize: '10',
  borderRadius: 'md',
  color: 'gray.600',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});
