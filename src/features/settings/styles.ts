import { css } from '../../../styled-system/css';
import { box, page } from '../../ui/page-styles';

export const pageStyle = page({ width: 'narrow', spacing: 'roomy' });
/** The tabs scroll on their own on a phone, never the page. */
export const tabsStyle = css({
  overflowX: 'auto',
  overflowY: 'hidden',
  maxInlineSize: '100%',
  '& a': { whiteSpace: 'nowrap', flexShrink: 0 },
});
/** A card: one setting's form or note. */
export const cardStyle = box();
/** Fields side by side on a wide screen, one column on a phone. */
export const fieldsGridStyle = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
});
export const cardsStyle = css({ display: 'grid', gap: '4', gridTemplateColumns: '1fr' });
export const actionsStyle = css({ display: 'flex', gap: '3', flexWrap: 'wrap' });
export const keyRowStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  paddingBlock: '3',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.100',
});
export const keyFormStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '3',
  '& > :first-child': { flex: '1 1 14rem', minInlineSize: '0' },
});
export const badgeStyle = css({
  display: 'inline-block',
  paddingInline: '2',
  paddingBlock: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'medium',
  alignSelf: 'flex-start',
  '&[data-set=true]': { bg: 'green.100', color: 'green.900' },
  '&[data-set=false]': { bg: 'gray.100', color: 'gray.700' },
});
export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
/** A sound's player: its own width (300 px) at most, the row's on a narrow phone. */
export const playerStyle = css({ maxInlineSize: '100%' });
