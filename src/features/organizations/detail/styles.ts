import type { ContractAction } from '../../../../contract/organizations';
import { css } from '../../../../styled-system/css';

/** One part of the organisation's page: a bordered card. */
export const cardStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  padding: '4',
  bg: 'white',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.200',
  minInlineSize: '0',
});

/** Terms and their values, two columns that never push the card wider than the screen. */
export const termsStyle = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: '4',
  rowGap: '2',
  fontSize: 'sm',
  '& dt': { color: 'gray.600' },
  '& dd': { overflowWrap: 'anywhere' },
});

/**
 * How a contract action looks: cancelling takes the members' access away (red), pausing makes
 * the organisation read-only (plain), activating gives it back (the primary colour).
 */
export const actionVariant = (action: ContractAction) =>
  action === 'cancel' ? 'danger' : action === 'pause' ? 'secondary' : 'primary';
