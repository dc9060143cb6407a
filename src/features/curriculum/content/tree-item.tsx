import { ChevronRight } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { ContentStatus } from '../../../../contract/curriculum-constants';
import { css, cx } from '../../../../styled-system/css';
import { ContentStatusBadge } from './content-status';

const item = css({
  listStyle: 'none',
  _focusVisible: { outline: 'none' },
  '&:focus-visible > div': { outline: '2px solid', outlineColor: 'brand.500' },
});
const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  paddingBlock: '1.5',
  paddingInlineEnd: '2',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
});
const selectedRow = css({ bg: 'brand.50', fontWeight: 'semibold', _hover: { bg: 'brand.100' } });
const label = css({ flex: '1', minInlineSize: '0', overflowWrap: 'anywhere' });
const chevron = css({
  flexShrink: 0,
  transition: 'transform 0.15s',
  _rtl: { transform: 'scaleX(-1)' },
});
const open = css({ transform: 'rotate(90deg)', _rtl: { transform: 'rotate(90deg)' } });
const spacer = css({ inlineSize: '4', flexShrink: 0 });

/** How far each level is indented. */
export const INDENT_REM = 1;

export interface TreeItemProps {
  id: string;
  depth: number;
  label: string;
  status: ContentStatus;
  selected: boolean;
  /** Its place among its siblings (from 1) and how many they are. */
  position: number;
  setSize: number;
  /** The one item Tab lands on (roving tabindex). */
  focusable: boolean;
  /** undefined: a leaf. */
  expanded?: boolean;
  onToggle?: (open: boolean) => void;
  onSelect: () => void;
}

const itemsOf = (node: HTMLElement) => [
  ...(node.closest('[role=tree]')?.querySelectorAll<HTMLElement>('[role=treeitem]') ?? []),
];
const levelOf = (node: HTMLElement | undefined) => Number(node?.getAttribute('aria-level') ?? 0);

/**
 * One item of a flat ARIA tree (every shown item a sibling, its depth in aria-level, so its
 * accessible name is its own row: title and status). Up and Down move through the shown items,
 * Right opens or goes to the first child, Left closes or goes to the parent, Home and End,
 * Enter or Space select.
 */
export function TreeItem(props: TreeItemProps) {
  const {
    id,
    depth,
    label: text,
    status,
    selected,
    focusable,
    expanded,
    onToggle,
    onSelect,
  } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const node = event.currentTarget;
    const all = itemsOf(node);
    const at = all.indexOf(node);
    const focus = (target: HTMLElement | null | undefined) => target?.focus();
    const handled = (() => {
      switch (event.key) {
        case 'ArrowDown':
          return (focus(all[at + 1]), true);
        case 'ArrowUp':
          return (focus(all[at - 1]), true);
        case 'Home':
          return (focus(all[0]), true);
        case 'End':
          return (focus(all.at(-1)), true);
        case 'ArrowRight':
          if (expanded === false) onToggle?.(true);
          else if (expanded && levelOf(all[at + 1]) === depth + 1) focus(all[at + 1]);
          return true;
        case 'ArrowLeft':
          if (expanded) onToggle?.(false);
          else focus(all.slice(0, at).findLast((item) => levelOf(item) < depth));
          return true;
        case 'Enter':
        case ' ':
          return (onSelect(), true);
        default:
          return false;
      }
    })();
    if (handled) event.preventDefault();
  };
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    onSelect();
  };
  const onChevron = (event: MouseEvent) => {
    event.stopPropagation();
    onToggle?.(!expanded);
  };
  return (
    <li
      role="treeitem"
      className={item}
      aria-level={depth}
      aria-posinset={props.position}
      aria-setsize={props.setSize}
      aria-selected={selected}
      aria-expanded={expanded}
      tabIndex={focusable ? 0 : -1}
      data-testid={`tree-${id}`}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div
        className={cx(row, selected && selectedRow)}
        style={{ paddingInlineStart: `${(depth - 1) * INDENT_REM + 0.25}rem` }}
      >
        {expanded === undefined ? (
          <span className={spacer} />
        ) : (
          <ChevronRight
            size={16}
            aria-hidden="true"
            className={cx(chevron, expanded && open)}
            onClick={onChevron}
          />
        )}
        <span className={label}>{text}</span>
        <ContentStatusBadge status={status} />
      </div>
    </li>
  );
}
