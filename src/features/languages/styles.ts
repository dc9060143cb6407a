import { css } from '../../../styled-system/css';
import { page } from '../../ui/page-styles';

export const pageStyle = page({ width: 'narrow' });
export const headStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
});
/** One language: its facts, then its actions, wrapping on a phone. */
export const languageStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  flex: '1',
  minInlineSize: '0',
});
export const factsStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  color: 'gray.700',
});
export const nameStyle = css({ fontWeight: 'semibold', color: 'gray.900', fontSize: 'md' });
export const badgeStyle = css({
  display: 'inline-block',
  paddingInline: '2',
  paddingBlock: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'medium',
  bg: 'gray.100',
  color: 'gray.800',
  '&[data-tone=default]': { bg: 'green.100', color: 'green.900' },
  '&[data-tone=missing]': { bg: 'amber.100', color: 'amber.900' },
});
export const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
/** A diff's keys: readable, and scrolling on their own at 390 px. */
export const keyListStyle = css({
  maxBlockSize: '12rem',
  overflowY: 'auto',
  overflowX: 'auto',
  paddingBlock: '2',
  paddingInline: '3',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  borderRadius: 'md',
  fontFamily: 'mono',
  fontSize: 'sm',
  overflowWrap: 'anywhere',
  '& li': { paddingBlock: '0.5' },
});
export const diffGroupStyle = css({ display: 'flex', flexDirection: 'column', gap: '1' });
export const diffHeadingStyle = css({ fontWeight: 'semibold', fontSize: 'sm' });
export const switchRowStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  '& input': { inlineSize: '4', blockSize: '4', accentColor: 'brand.600' },
});
