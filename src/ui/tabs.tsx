import { Link } from 'react-router-dom';
import { css } from '../../styled-system/css';

const bar = css({
  display: 'flex',
  gap: '1',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'gray.200',
});
const tab = css({
  paddingInline: '4',
  paddingBlock: '2',
  fontWeight: 'medium',
  color: 'gray.700',
  borderBlockEndWidth: '2px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'transparent',
  marginBlockEnd: '-1px',
  _hover: { color: 'gray.900' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
  '&[aria-current=page]': { color: 'brand.700', borderBlockEndColor: 'brand.600' },
});

export interface UrlTab {
  /** The address query the tab opens (`?view=waiting`, or '' for the default view). */
  search: string;
  label: string;
  current: boolean;
  testId: string;
}

/** Views of one screen told apart by the address, so each can be shared and reloaded. */
export function UrlTabs({ label, tabs }: { label: string; tabs: readonly UrlTab[] }) {
  return (
    <nav className={bar} aria-label={label}>
      {tabs.map((view) => (
        <Link
          key={view.testId}
          to={{ search: view.search }}
          className={tab}
          aria-current={view.current ? 'page' : undefined}
          data-testid={view.testId}
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}
