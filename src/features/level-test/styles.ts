import { css } from '../../../styled-system/css';
import { page } from '../../ui/page-styles';

export const pageStyle = page({ width: 'narrow', spacing: 'roomy' });
/** The duration's field, then its button below it. */
export const durationRowStyle = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
});
/** Scores not covered: a warning box, one line per gap. */
export const gapsStyle = css({
  padding: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'amber.300',
  bg: 'amber.50',
  color: 'amber.900',
  fontSize: 'sm',
});
export const coveredStyle = css({
  padding: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'green.300',
  bg: 'green.50',
  color: 'green.900',
  fontSize: 'sm',
});
export const gapsTitleStyle = css({ fontWeight: 'semibold', marginBlockEnd: '1' });
export const gapListStyle = css({ listStyleType: 'disc', paddingInlineStart: '5' });
/** A score reads left to right in either language, aligned like the other cells. */
export const scoreCellStyle = css({ fontVariantNumeric: 'tabular-nums' });
export const formStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  border: 'none',
});
/** Lowest and highest score side by side, one above the other on a phone. */
export const scoresRowStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: '1fr 1fr' },
  gap: '4',
});
