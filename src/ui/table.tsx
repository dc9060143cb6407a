import type { ReactNode, Ref } from 'react';
import { css, cx } from '../../styled-system/css';

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
/**
 * The wide table scrolls inside its own box, not the page; positioned, so what is placed
 * absolutely inside (a header's screen-reader text) scrolls with it instead of widening the page.
 */
export const scrollerStyle = css({ overflowX: 'auto', position: 'relative' });
const focusableScroller = css({
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

/**
 * The scrolling box of a list whose rows may hold no control (a page of canceled invitations, the
 * waiting list): a named region that takes focus, so the keyboard can scroll it too.
 */
export function TableScroller({
  label,
  labelledBy,
  busy,
  className,
  ref,
  children,
}: {
  /** The region's name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  busy?: boolean;
  /** Further styles (a height limit). */
  className?: string;
  /** The region itself: a list moves the keyboard's focus here when the focused row leaves. */
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      className={cx(scrollerStyle, focusableScroller, className)}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      // Scrolled by the keyboard once focused (WCAG 2.1.1; axe's scrollable-region-focusable).
      tabIndex={0}
    >
      {children}
    </div>
  );
}

/**
 * A row's action buttons, at the row's end; on a phone they stay on one line (the table scrolls
 * sideways) rather than stacking into a narrow column that makes every row tall.
 */
export const rowActionsStyle = css({
  display: 'flex',
  gap: '2',
  flexWrap: { base: 'nowrap', md: 'wrap' },
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
