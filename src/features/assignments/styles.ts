import { css } from '../../../styled-system/css';
import { page } from '../../ui/page-styles';

export const pageStyle = page();
export const headRowStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const formStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  border: 'none',
});
/** Two fields side by side from tablets up; one column on a phone. */
export const pairStyle = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '1fr 1fr' },
});
export const choicesStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  maxBlockSize: '320px',
  overflowY: 'auto',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  borderRadius: 'md',
  padding: '3',
});
export const choiceStyle = css({ display: 'flex', gap: '2', alignItems: 'flex-start' });
export const choiceGroupStyle = css({
  fontWeight: 'semibold',
  fontSize: 'sm',
  marginBlockStart: '2',
});
export const previewStyle = css({ color: 'gray.600', fontSize: 'sm' });
export const classRowStyle = css({
  display: 'grid',
  gap: '2',
  alignItems: 'center',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '1fr 1fr' },
});
export const badgeStyle = css({
  display: 'inline-block',
  paddingInline: '2',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
});
export const lateStyle = css({ bg: 'amber.100', color: 'amber.900' });
export const doneStyle = css({ bg: 'green.100', color: 'green.900' });
export const pendingStyle = css({ bg: 'gray.100', color: 'gray.700' });
export const factsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '4', color: 'gray.700' });
export const nowrapStyle = css({ whiteSpace: 'nowrap' });
