import { css } from '../../styled-system/css';

/** The lists' tables: full width on white, a rule under each row, logical alignment. */
export const tableStyle = css({ inlineSize: 'full', borderCollapse: 'collapse', bg: 'white' });
export const cellStyle = css({
  paddingBlock: '2',
  paddingInline: '3',
  textAlign: 'start',
  verticalAlign: 'middle',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.200',
});
/** The wide table scrolls inside its own box, not the page. */
export const scrollerStyle = css({ overflowX: 'auto' });
/** A row's action buttons, at the row's end. */
export const rowActionsStyle = css({
  display: 'flex',
  gap: '2',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
});
/** The compact button size used inside a row. */
export const smallButtonStyle = css({ paddingInline: '2', paddingBlock: '1' });

/** The header row: a column header per label, and a last one named for screen readers only. */
export function TableHead({
  labels,
  hiddenLabel,
}: {
  labels: readonly string[];
  hiddenLabel?: string;
}) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={cellStyle}>
            {label}
          </th>
        ))}
        {hiddenLabel !== undefined && (
          <th scope="col" className={cellStyle}>
            <span className={css({ srOnly: true })}>{hiddenLabel}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
