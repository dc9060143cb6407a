import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SIDEBAR_LIST_OFFSET_PX } from '../../../contract/constants';
import type { UserOrg } from '../../../contract/users';
import { css, cx } from '../../../styled-system/css';
import type { OrgSwitchActor } from '../actors/app-actors';
import { OrgMenu } from './org-menu';
import { SIDEBAR_ICONS } from './sidebar-icons';
import { entriesFor } from './entries-for';
import { sidebarView } from './sidebar-table';

// The column runs the whole height of the page (its background and edge beside every screen,
// however long), and its panel stays in the window while the page scrolls.
const aside = css({
  // On a phone the same panel opens as a drawer from the top bar's menu button (PhoneMenu).
  display: { base: 'none', md: 'block' },
  flexShrink: 0,
  width: '64',
  bg: 'white',
  borderInlineEndWidth: '1px',
  borderInlineEndStyle: 'solid',
  borderInlineEndColor: 'gray.200',
});

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  height: '100vh',
  position: 'sticky',
  insetBlockStart: '0',
});

const brand = css({
  display: 'flex',
  alignItems: 'center',
  height: '16',
  paddingInline: '5',
  fontWeight: 'bold',
  color: 'brand.700',
});

// The list takes the sidebar's height minus the brand row and the organisation dropdown.
const list = css({
  height: `calc(100% - ${SIDEBAR_LIST_OFFSET_PX}px)`,
  overflowY: 'auto',
  paddingInline: '3',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
});

const link = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingInline: '3',
  paddingBlock: '2',
  borderRadius: 'md',
  color: 'gray.700',
  fontSize: 'sm',
  _hover: { bg: 'gray.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});

const activeLink = css({ bg: 'brand.50', color: 'brand.700', fontWeight: 'semibold' });

const subList = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  marginBlockStart: '1',
  paddingInlineStart: '9',
});

const subLink = css({
  display: 'block',
  paddingInline: '3',
  paddingBlock: '1.5',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'gray.600',
  _hover: { bg: 'gray.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
});

const activeSubLink = css({ color: 'brand.700', fontWeight: 'semibold' });

const footer = css({ marginBlockStart: 'auto', padding: '3' });

export interface SidebarProps {
  orgs: readonly UserOrg[];
  activeOrg: UserOrg | null;
  orgSwitch: OrgSwitchActor;
}

/** The sidebar of a wide screen: the brand, the navigation and the organisation dropdown. */
export function Sidebar(props: SidebarProps) {
  const { t } = useTranslation();
  return (
    <aside className={aside} data-testid="sidebar">
      <div className={panel} data-testid="sidebar-panel">
        <div className={brand}>{t('app.name')}</div>
        <SidebarBody {...props} />
      </div>
    </aside>
  );
}

/** The navigation and the organisation dropdown, in the wide sidebar or the phone's drawer. */
export function SidebarBody({ orgs, activeOrg, orgSwitch }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = useMemo(() => entriesFor(activeOrg), [activeOrg]);
  const view = sidebarView(entries, pathname);

  return (
    <>
      <nav aria-label={t('nav.main')} className={list}>
        <ul>
          {view.map((entry) => {
            const Icon = SIDEBAR_ICONS[entry.icon];
            return (
              <li key={entry.id} data-entry={entry.id}>
                <Link
                  to={entry.path}
                  className={cx(link, entry.active && activeLink)}
                  aria-current={entry.active ? 'page' : undefined}
                  data-active={entry.active || undefined}
                >
                  <Icon size={18} aria-hidden="true" />
                  {t(entry.labelKey)}
                </Link>
                {entry.shownChildren.length > 0 && (
                  <ul className={subList}>
                    {entry.shownChildren.map((item) => (
                      <li key={item.id}>
                        <Link
                          to={item.path}
                          className={cx(subLink, item.active && activeSubLink)}
                          aria-current={item.active ? 'page' : undefined}
                        >
                          {t(item.labelKey)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={footer}>
        <OrgMenu orgs={orgs} activeOrg={activeOrg} actor={orgSwitch} />
      </div>
    </>
  );
}
