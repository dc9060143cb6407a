import { css } from '../../../styled-system/css';

export const card = css({
  bg: 'white',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  padding: { base: '3', md: '5' },
  minWidth: 0,
});
export const sectionTitle = css({ fontSize: 'xl', fontWeight: 'semibold' });
export const panelTitle = css({ fontSize: 'md', fontWeight: 'semibold', marginBlockEnd: '2' });
export const muted = css({ fontSize: 'sm', color: 'gray.600' });
export const code = css({
  fontFamily: 'mono',
  bg: 'brand.50',
  paddingInline: '1',
  borderRadius: 'sm',
  overflowWrap: 'anywhere',
});
export const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
export const stack = css({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: 0 });
/** A statechart at its own size, scrolled inside this box rather than the page. */
export const chartScroller = css({
  overflow: 'auto',
  maxBlockSize: '70vh',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.100',
  borderRadius: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});
/** A test's input (what the copy started from): dashed, apart from the machine's own data. */
export const inputData = css({
  fontFamily: 'mono',
  paddingInline: '1',
  borderRadius: 'sm',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'gray.400',
  overflowWrap: 'anywhere',
});
/** The actions a step ran (stubbed side effects): violet, never read as an event or an input. */
export const actionData = css({
  fontSize: 'sm',
  bg: 'violet.50',
  color: 'violet.900',
  paddingInline: '1',
  borderRadius: 'sm',
});
